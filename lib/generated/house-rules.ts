/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/house-rules.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

import type { RoleId } from './role-id';

/**
 * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
 */
export type Text = string;

/**
 * The house-rule catalogue (data/house-rules.json): for every key of rules.schema.json, its label, explanation, source, the roles it concerns and a label per value. Texts are message ids (data/i18n/<lang>/).json (rules.KEY.label, rules.KEY.explanation, rules.KEY.values.VALUE).
 */
export interface HouseRuleCatalogue {
  [k: string]: HouseRuleEntry;
}
export interface HouseRuleEntry {
  /**
   * Short name of the option.
   */
  label: string;
  /**
   * What it does at the table, which family uses which value, and any known ambiguity (docs/rules.md, "House rules").
   */
  explanation: string;
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
    [k: string]: Text;
  };
}
