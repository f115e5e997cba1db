// Which dealt cards a line of the script is about (data/script.json `power`, `without`): the script says a
// power's line for every card with that power, asking the cards by their facts (lib/order/board-cards), and
// names no power itself.
import type { Board } from '../generated/board';
import { cardHasPower, cardsOnBoard, type PowerId } from '../order/board-cards';
import type { Card, DayPowerId, Trait } from '../powers/cards';
import type { ResolvedRules } from '../catalogue/rules';
import { SCRIPT } from './lines';

/**
 * Whether a card has the power (`power.param`: a power with that parameter, `power.param=value` with that value;
 * or a trait of that name).
 */
function fits(card: Card, want: string): boolean {
  const [power, rest] = want.split('.');
  if (rest) {
    const [param, value] = rest.split('=');
    const v = card.powers.get(power as DayPowerId)?.[param];
    return value === undefined ? v !== undefined : v !== undefined && String(v) === value;
  }
  return cardHasPower(card, power as PowerId) || card.traits.has(power as Trait);
}

/** The dealt cards (of `among`, by default every card on the board) that line `key` is about. */
export function cardsOfLine(key: string, board: Board, rules: ResolvedRules, among: readonly Card[] = cardsOnBoard(board, rules)): Card[] {
  const entry = SCRIPT.lines[key];
  const powers = entry?.power;
  if (!powers) throw new Error(`data/script.json line "${key}" names no power`);
  return among.filter((c) => powers.some((p) => fits(c, p)) && !(entry.without && fits(c, entry.without)));
}

/** Whether a dealt card has a power line `key` is about: the line is said on this board. */
export const lineOnBoard = (key: string, board: Board, rules: ResolvedRules): boolean => cardsOfLine(key, board, rules).length > 0;
