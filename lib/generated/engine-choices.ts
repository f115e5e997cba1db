/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/engine-choices.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/**
 * Where the rule texts are silent or ambiguous, the engine's choice, in words users read next to the rule (data/engine-choices.json). zh-TW comes from the overlay data/i18n/zh-TW.json under engine.choices.ID.topic / .choice.
 */
export interface EngineChoices {
  $schema?: string;
  choices: EngineChoice[];
}
export interface EngineChoice {
  id: string;
  topic: ChoiceText;
  choice: ChoiceText1;
  source: string;
  /**
   * House-rule keys it interacts with: their explanations (data/house-rules.json) state this choice too.
   */
  rules: string[];
}
/**
 * The rule or ambiguity it settles.
 */
export interface ChoiceText {
  zh: string;
  en: string;
}
export interface ChoiceText1 {
  zh: string;
  en: string;
}
