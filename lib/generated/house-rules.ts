/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/house-rules.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

import type { RoleId } from './role-id';

/**
 * The house-rule catalogue (data/house-rules.json): for every key of rules.schema.json, its label, explanation, source, the roles it concerns and a label per value. Texts are zh (Simplified) and en; zh-TW comes from the overlay data/i18n/zh-TW.json (rules.KEY.label, rules.KEY.explanation, rules.KEY.values.VALUE).
 */
export interface HouseRuleCatalogue {
  [k: string]: HouseRuleEntry;
}
export interface HouseRuleEntry {
  label: HouseRuleText;
  explanation: HouseRuleText1;
  /**
   * Where the rule comes from: its source texts, cited by their own section names as docs/rules.md cites them (e.g. 'Basic Rules 三6(1)').
   */
  source: string;
  /**
   * The roles the rule concerns: on a board that lacks any one of them the rule has no effect. Empty for general rules.
   */
  roles: RoleId[];
  /**
   * For enum and boolean keys: a label per value, keyed by the value as a string ("true", "false", "1.5").
   */
  values?: {
    [k: string]: HouseRuleText2;
  };
}
/**
 * Short name of the option.
 */
export interface HouseRuleText {
  zh: string;
  en: string;
}
/**
 * What it does at the table, which family uses which value, and any known ambiguity (docs/rules.md, "House rules").
 */
export interface HouseRuleText1 {
  zh: string;
  en: string;
}
export interface HouseRuleText2 {
  zh: string;
  en: string;
}
