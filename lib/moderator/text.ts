// The moderator's words: the messages moderator.* (data/i18n/<lang>/moderator.json), through lib/i18n t.
// mt(key) is t(`moderator.${key}`): the page's and `wolfboard beats`' keys are written without the prefix.
import type { CardId } from '../catalogue/card-role';
import type { GameState } from '../engine/types';
import { hasMessage, listOf, messageKeys, t, type Lang, type Params } from '../i18n';

export type MKey = string;
export type Vars = Params;
export { listOf };

/** The moderator's keys (without the prefix), from the English messages. */
export function mKeys(): string[] {
  return messageKeys('en')
    .filter((k) => k.startsWith('moderator.'))
    .map((k) => k.slice('moderator.'.length));
}

/** Whether a key built from a step or an event (none.<event> …) has a text. */
export const isMKey = (key: string): key is MKey => hasMessage(`moderator.${key}`);

/** One moderator string in one language; `{name}` placeholders are filled from `vars`. */
export function mt(key: MKey, lang: Lang, vars?: Vars): string {
  const id = `moderator.${key}`;
  // t gives back the id for a key without a message: one lookup, not two.
  const text = t(id, lang, vars);
  return text === id ? key : text;
}

/** A card's name in one language: a catalogue role's message, or a custom card's inline words (docs/rules.md, Custom roles). */
export function cardName(s: Pick<GameState, 'ctx'>, id: CardId, lang: Lang): string {
  const card = Object.hasOwn(s.ctx.cards, id) ? s.ctx.cards[id] : undefined;
  return card ? t(card.name, lang) : id;
}
