// Board variants for the lab's comparison: the same board with one house rule changed. Values come from
// the house-rule catalogue (data/house-rules.json) and keep the type the rules schema gives the key.
import type { Board } from '../generated/board';
import { HOUSE_RULES, RULE_KEYS, ruleHasEffect } from '../catalogue/house-rules';
import { ROLE_IDS, countOf } from '../catalogue/roles';
import { resolveRules, type RuleKey } from '../catalogue/rules';
import { parseBoard } from '../input/schema';
import { t, type Lang } from '../i18n';
import { roleName } from '../catalogue';

/** Rules a comparison can flip on this board: those with named values whose roles are all on the board. */
export function comparableRules(board: Pick<Board, 'roles'>): RuleKey[] {
  return RULE_KEYS.filter((k) => Object.keys(HOUSE_RULES[k].values ?? {}).length > 1 && ruleHasEffect(k, board));
}

/** The values a rule may take, as the catalogue names them ("true", "1.5", "sides"…). */
export function ruleValues(key: RuleKey): string[] {
  return Object.keys(HOUSE_RULES[key].values ?? {});
}

/** A catalogue value in the type the board's rules expect (boolean, number or text). */
export function typedValue(key: RuleKey, raw: string): string | number | boolean {
  const sample = resolveRules(undefined)[key];
  if (typeof sample === 'boolean') return raw === 'true';
  if (typeof sample === 'number') return Number(raw);
  return raw;
}

/** The board's current value of a rule (family defaults applied), as a catalogue value. */
export function currentValue(board: Pick<Board, 'rules'>, key: RuleKey): string {
  return String(resolveRules(board.rules)[key]);
}

/** The same board with one rule set; null when the result does not validate (never an invalid board). */
export function withRule(board: Board, key: RuleKey, raw: string): Board | null {
  const rules = { ...(board.rules ?? {}), [key]: typedValue(key, raw) };
  const p = parseBoard({ ...board, rules });
  return p.ok ? p.value : null;
}

/** "4 Werewolf, 4 Villager, Seer, …" in a language, in catalogue order. */
export function rolesSummary(board: Pick<Board, 'roles'>, lang: Lang): string {
  const sep = t('common.listSep', lang);
  return ROLE_IDS.filter((id) => countOf(board, id) > 0)
    .map((id) => {
      const n = countOf(board, id);
      return n > 1 ? t('common.roleCount', lang, { n, name: roleName(id, lang) }) : roleName(id, lang);
    })
    .join(sep);
}
