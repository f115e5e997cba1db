// The cards dealt on a board, asked by their facts (powers, traits; lib/powers/cards) rather than by
// role name, so the wake order and the script say a reminder for every card with the power it is about.
import type { Board } from '../generated/board';
import { cardsUnder, type Card, type DayPowerId, type StepPowerId, type Trait } from '../powers/cards';
import { ROLE_IDS, countOf } from '../catalogue/roles';
import type { ResolvedRules } from '../catalogue/rules';

/** A night step's power or a day / passive power (the two share ids where a mechanic is both, e.g. link). */
export type PowerId = StepPowerId | DayPowerId;

/** Whether a card has the power, at night or by day. */
export function cardHasPower(card: Card, power: PowerId): boolean {
  return card.steps.some((s) => s.power === power) || card.powers.has(power as DayPowerId);
}

/** The cards dealt on the board (count above 0), under the rules. */
export function cardsOnBoard(board: Pick<Board, 'roles'>, rules?: Partial<ResolvedRules>): Card[] {
  const cards = cardsUnder(rules);
  return ROLE_IDS.filter((r) => countOf(board, r) > 0).map((r) => cards[r]);
}

/** Whether a dealt card has one of the powers. */
export function boardHasPower(board: Pick<Board, 'roles'>, power: PowerId | readonly PowerId[], rules?: Partial<ResolvedRules>): boolean {
  const wanted: readonly PowerId[] = typeof power === 'string' ? [power] : power;
  return cardsOnBoard(board, rules).some((c) => wanted.some((p) => cardHasPower(c, p)));
}

/** Whether a dealt card has the trait (e.g. notProtectable). */
export function boardHasTrait(board: Pick<Board, 'roles'>, trait: Trait, rules?: Partial<ResolvedRules>): boolean {
  return cardsOnBoard(board, rules).some((c) => c.traits.has(trait));
}
