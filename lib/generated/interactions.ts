/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/interactions.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

import type { RoleId } from './role-id';
import type { HouseRules } from './rules';

/**
 * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
 */
export type Text = string;
/**
 * The board validator's findings about particular roles (data/interactions.json): role pairs or sets that are a fixed fact (a jinx list: the pair, a severity, a reason, a fix) and single-role advisories. An entry with a message (or variants) is emitted as data by lib/validator/interactions.ts; an entry without one is a check that computes (its code in lib/validator names the entry by id and reads its roles from here). chanceNote is appended to a message when the roles are in play together only on some deals ({chance}: the exact chance).
 */
export interface Interactions {
  $schema?: string;
  chanceNote: Text;
  interactions: Interaction[];
}
/**
 * One finding. when: fires only when the resolved house rules have these values. message: what it says when no house rule changes it; variants: the message by the value of one rule instead. fix: replace every card of a role by villagers, or set house rules (its label). texts: the named texts a computing check fills in ({name} is one of its parameters).
 */
export interface Interaction {
  /**
   * The finding id (a public contract).
   */
  id: string;
  /**
   * The roles it is about; a data entry fires only when every one is in the deck, and its scope is the chance they are in play together.
   *
   * @minItems 1
   */
  roles: [RoleId, ...RoleId[]];
  /**
   * House-rule keys it depends on (keys of schemas/rules.schema.json).
   */
  rules: string[];
  severity: 'error' | 'warning' | 'info';
  /**
   * Where the rule comes from (its source texts, cited as docs/rules.md cites them).
   */
  source: string;
  /**
   * One line, for the report and docs.
   */
  summary: string;
  when?: HouseRules;
  message?: Text;
  /**
   * The message by the value of one house rule (messages keyed by the value as text: true, false, pk, …); a value without a message gives no finding.
   */
  variants?: {
    /**
     * A key of schemas/rules.schema.json.
     */
    rule: string;
    messages: {
      [k: string]: Text;
    };
  };
  /**
   * Append the top-level chanceNote when a thief may bury one of the roles.
   */
  chanceNote?: boolean;
  fix?:
    | {
        replaceByVillagers: RoleId;
      }
    | {
        rules: HouseRules;
        label: Text;
      };
  texts?: {
    [k: string]: Text;
  };
}