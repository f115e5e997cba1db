// The cards dealt on a board, asked by their facts (powers, traits; lib/powers/cards) rather than by
// role name, so the wake order and the script say a reminder for every card with the power it is about.
// A board's custom cards are among them (docs/rules.md, Custom roles).
import type { Board } from '../generated/board';
import { boardCards, type Card, type DayPowerId, type StepPowerId, type Trait } from '../powers/cards';
import type { CardId } from '../catalogue/card-role';
import { cardIdsOf } from '../catalogue/custom';
import type { ResolvedRules } from '../catalogue/rules';

/** A night step's power or a day / passive power (the two share ids where a mechanic is both, e.g. link). */
export type PowerId = StepPowerId | DayPowerId;

type Deck = Pick<Board, 'roles' | 'customRoles'>;

/** How many cards of a catalogue or custom card the board holds. */
export const cardCount = (board: Pick<Board, 'roles'>, id: CardId): number => board.roles[id] ?? 0;

/** How many cards the deck holds, its custom cards among them. */
export const deckSize = (board: Deck): number => cardIdsOf(board).reduce((n, id) => n + cardCount(board, id), 0);

/** Whether a card has the power, at night or by day. */
export function cardHasPower(card: Card, power: PowerId): boolean {
  return card.steps.some((s) => s.power === power) || card.powers.has(power as DayPowerId);
}

/** The cards dealt on the board (count above 0), under the rules: the catalogue's in its order, then the custom ones. */
export function cardsOnBoard(board: Deck, rules?: Partial<ResolvedRules>): Card[] {
  const cards = boardCards(board, rules);
  return cardIdsOf(board)
    .filter((r) => cardCount(board, r) > 0)
    .map((r) => cards[r]);
}

/** Whether a dealt card has one of the powers. */
export function boardHasPower(board: Deck, power: PowerId | readonly PowerId[], rules?: Partial<ResolvedRules>): boolean {
  const wanted: readonly PowerId[] = typeof power === 'string' ? [power] : power;
  return cardsOnBoard(board, rules).some((c) => wanted.some((p) => cardHasPower(c, p)));
}

/** Whether a dealt card has the trait (e.g. notProtectable). */
export function boardHasTrait(board: Deck, trait: Trait, rules?: Partial<ResolvedRules>): boolean {
  return cardsOnBoard(board, rules).some((c) => c.traits.has(trait));
}
