// A custom card's event in words (docs/rules.md, Custom roles): its card's name and what the judge recorded,
// by the fields of the power its step uses; the words are the organizer's name and the moderator's own frame.
import type { CustomEvent } from '../generated/game';
import type { GameState, Seat } from '../engine/types';
import { t, type Lang } from '../i18n';
import { cardName, listOf, mt } from './text';

type Label = (seat: Seat) => string;

/** The name of the card whose step recorded the event (the step's id is the event's type). */
function stepCardName(e: CustomEvent, s: GameState, lang: Lang): string {
  for (const card of Object.values(s.ctx.cards)) if (card.steps.some((st) => st.id === e.type)) return t(card.name, lang);
  return e.type;
}

/** What was chosen, whatever the power: seats, a side, caught or not, a card (by its name), nobody. */
function choiceOf(e: CustomEvent, s: GameState, lang: Lang, L: Label): string {
  const seats = e.targets ?? e.lovers ?? e.swap ?? (e.target != null ? [e.target] : e.poison != null ? [e.poison] : null);
  if (seats?.length) return listOf(seats.map(L), lang);
  if (typeof e.save === 'number') return L(e.save);
  if (e.side) return mt(`ev.custom.side.${e.side}`, lang);
  if (e.caught !== undefined) return mt(e.caught ? 'ev.custom.caught' : 'ev.custom.safe', lang);
  if (e.take) return cardName(s, e.take, lang);
  return mt('nobody', lang);
}

export function customEventText(e: CustomEvent, after: GameState, lang: Lang, L: Label): string {
  return mt('ev.custom', lang, { card: stepCardName(e, after, lang), choice: choiceOf(e, after, lang, L) });
}
