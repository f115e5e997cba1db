// Small helpers for the messages of the checks (data/i18n/<lang>/validator.json): role names and house
// rules travel as message ids, lists as lists; lib/i18n/msg msgText makes the words in the reader's language.
import { RULE_FACTS } from '../generated/facts';
import { listOf, lower, msg, type Msg, type MsgList, type MsgParam } from '../i18n/msg';
import { isRoleId, type RoleId } from '../catalogue/roles';
import type { RuleKey } from '../catalogue/rules';
import type { CardId } from '../catalogue/card-role';
import { customName, type BoardFacts } from './board-facts';
import { roleNames } from './facts';

export { lower, msg };
export type { Msg, MsgParam };

/** A role's name (its message id). */
export const name = (id: RoleId): Msg => roleNames(id);

/** A card's name on this board: a catalogue role's message, a custom card's words as its author wrote them (never lowered). */
export function cardName(ctx: { facts: BoardFacts }, id: CardId, lowered = false): MsgParam {
  if (isRoleId(id)) return lowered ? lower(name(id)) : name(id);
  const words = customName(ctx.facts, id);
  // A count with no card behind it: the name its author typed after custom:.
  if (words === null) return id.slice(id.indexOf(':') + 1);
  return typeof words === 'string' ? msg(words) : { inline: words };
}

/** Cards of this board in a list (names, with custom cards). */
export function cardNames(ctx: { facts: BoardFacts }, ids: readonly CardId[], lowered = false): MsgList {
  return listOf(
    ids.map((id) => cardName(ctx, id, lowered)),
    'validator.list.and',
  );
}

/** "the seer, the witch and the hunter" / "预言家、女巫和猎人" (`lowered`: inside a sentence). */
export function names(ids: RoleId[], lowered = false): MsgList {
  return listOf(
    ids.map((id) => (lowered ? lower(name(id)) : name(id))),
    'validator.list.and',
  );
}

/** Parameters joined in a list style of validator.json (validator.list.<style>). */
export const joined = (items: readonly MsgParam[], style: 'and' | 'both' | 'or' | 'either' | 'semi'): MsgList => listOf(items, `validator.list.${style}`);

/** An optional part of a sentence: the message when `cond` holds, else nothing. */
export const opt = (cond: unknown, m: Msg | (() => Msg)): MsgParam => (cond ? (typeof m === 'function' ? m() : m) : '');

/** Two messages one after the other (a sentence and its note). */
export const concat = (a: MsgParam, b: MsgParam): Msg => msg('validator.concat', { a, b });

const RULES = RULE_FACTS as unknown as Record<RuleKey, { label: string; values: Record<string, string> }>;

/** A house rule's value alone (a wake order's name: “Chinese” / “国服”). */
export function ruleValue(key: RuleKey, value: string): MsgParam {
  const id = RULES[key].values[value];
  return id ? msg(id) : value;
}

/** A house rule and its value: “Witch self-save: Never” / “女巫自救：不能自救” (a value without a label as it is). */
export function ruleSetting(key: RuleKey, value: unknown): Msg {
  const id = RULES[key].values[String(value)];
  return msg('validator.ruleSetting', { label: msg(RULES[key].label), value: id ? msg(id) : String(value) });
}
