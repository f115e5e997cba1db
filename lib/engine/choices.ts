// Where the sources are silent or ambiguous (docs/rules.md, Contradictions and unclear points in the sources), the engine's choice, in words users can read
// (the pages show them next to the rule: choiceTopic / choiceText, messages engine.choices.ID.topic / .choice). docs/engine-choices.md says the same with the reasons; each
// choice has a scenario record in tests/records/, and each choice about a house rule is also stated in that
// rule's explanation (data/house-rules.json; tests/engine/choices.test.ts checks it).
import { t, type Lang } from '../i18n';
import choicesData from '../../data/engine-choices.json';
import type { EngineChoice, EngineChoices } from '../generated/engine-choices';

export type { EngineChoice };

/** Every choice, from data/engine-choices.json (schemas/engine-choices.schema.json). */
export const ENGINE_CHOICES: EngineChoice[] = (choicesData as EngineChoices).choices;

/** A choice's topic in a language. */
export function choiceTopic(c: EngineChoice, lang: Lang = 'en'): string {
  return t(c.topic, lang);
}

/** A choice in a language. */
export function choiceText(c: EngineChoice, lang: Lang = 'en'): string {
  return t(c.choice, lang);
}

/** The choices about one house rule (shown next to it). */
export function choicesFor(rule: string): EngineChoice[] {
  return ENGINE_CHOICES.filter((c) => c.rules.includes(rule));
}
