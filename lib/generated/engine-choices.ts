/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/engine-choices.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/**
 * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
 */
export type Text = string;

/**
 * Where the rule texts are silent or ambiguous, the engine's choice, in words users read next to the rule (data/engine-choices.json). Texts are message ids (data/i18n/<lang>/).
 */
export interface EngineChoices {
  $schema?: string;
  choices: EngineChoice[];
}
export interface EngineChoice {
  id: string;
  /**
   * The rule or ambiguity it settles.
   */
  topic: string;
  choice: Text;
  source: string;
  /**
   * House-rule keys it interacts with: their explanations (data/house-rules.json) state this choice too.
   */
  rules: string[];
}
