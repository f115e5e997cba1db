// The board's house rules, one line each (label: value), for the script and the printed sheet.
// Labels and value texts are the house-rule catalogue (lib/catalogue/house-rules, data/house-rules.json); a rule is
// listed when its roles are on the board and the rules it depends on are on (data/script.json houseRuleWhen).
import type { Board } from '../generated/board';
import { RULE_KEYS, ruleHasEffect, ruleLabel, valueLabel } from '../catalogue/house-rules';
import { LANGS } from '../i18n';
import type { ResolvedRules, RuleKey } from '../catalogue/rules';
import { houseRuleWhen } from './lines';
import type { Loc } from './loc';

export interface HouseRuleLine {
  key: RuleKey;
  label: Loc;
  value: Loc;
}

export function ruleMatters(key: RuleKey, board: Board, rules: ResolvedRules): boolean {
  if (!ruleHasEffect(key, board)) return false;
  const when = houseRuleWhen(key);
  return !when || Object.entries(when).every(([rk, vals]) => vals.includes(rules[rk as RuleKey] as string | number | boolean));
}

export function houseRuleLines(board: Board, rules: ResolvedRules): HouseRuleLine[] {
  const out: HouseRuleLine[] = [];
  for (const key of RULE_KEYS) {
    if (!ruleMatters(key, board, rules)) continue;
    const label = {} as Loc;
    const value = {} as Loc;
    for (const lang of LANGS) {
      label[lang] = ruleLabel(key, lang);
      value[lang] = valueLabel(key, rules[key], lang);
    }
    out.push({ key, label, value });
  }
  return out;
}
