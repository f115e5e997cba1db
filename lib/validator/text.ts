// Small helpers for the zh/en messages of the checks.
import { RULE_FACTS } from '../generated/facts';
import { textOf, type Text } from '../bi-text';
import type { RoleId } from '../roles';
import type { RuleKey } from '../rules';
import { roleNames } from './facts';

export const name = (id: RoleId): Text => roleNames(id);

/** "the seer, the witch and the hunter" / "预言家、女巫和猎人". */
export function names(ids: RoleId[]): Text {
  const en = ids.map((id) => roleNames(id).en);
  const zh = ids.map((id) => roleNames(id).zh);
  return {
    en: en.length <= 1 ? en.join('') : `${en.slice(0, -1).join(', ')} and ${en[en.length - 1]}`,
    zh: zh.length <= 1 ? zh.join('') : `${zh.slice(0, -1).join('、')}和${zh[zh.length - 1]}`,
  };
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

const RULES = RULE_FACTS as unknown as Record<RuleKey, { label: string; values: Record<string, string> }>;

/** A house rule as users read it, by its name: “Witch self-save” / “女巫自救” (never its key). */
export function ruleName(key: RuleKey): Text {
  const l = textOf(RULES[key].label);
  return { en: `“${l.en}”`, zh: `“${l.zh}”` };
}

/** A house rule and its value: “Witch self-save: Never” / “女巫自救：不能自救” (a value without a label as it is). */
export function ruleSetting(key: RuleKey, value: unknown): Text {
  const l = textOf(RULES[key].label);
  const id = RULES[key].values[String(value)];
  const v = id ? textOf(id) : { en: String(value), zh: String(value) };
  return { en: `“${l.en}: ${v.en}”`, zh: `“${l.zh}：${v.zh}”` };
}
