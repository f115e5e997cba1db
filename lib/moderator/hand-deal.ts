// Cards dealt by hand, entered seat by seat: how many of each card are left to place, and every problem
// with the deal (the engine's checkSetup, which newGame applies) once each seat has a card.
import { checkSetup } from '../engine';
import type { Board } from '../generated/board';
import { hasBottomCards } from '../powers/cards';
import type { FieldProblem } from '../input/schema';
import { ROLE_IDS, countOf, type RoleId } from '../catalogue/roles';

export type Pick = RoleId | '';

/** The board's cards (ids with a count), in catalogue order. */
export function boardCards(board: Board): RoleId[] {
  return ROLE_IDS.filter((id) => countOf(board, id) > 0);
}

/** Whether the deal has bottom cards: a card on the board takes one at night (the role data's takeCard step). */
export const hasBottom = (board: Board): boolean => hasBottomCards(board);

/** Cards of each kind not yet placed on a seat or in the bottom (negative: too many placed). */
export function cardsLeft(board: Board, seats: readonly Pick[], bottom: readonly Pick[] = []): Partial<Record<RoleId, number>> {
  const left: Partial<Record<RoleId, number>> = {};
  for (const id of boardCards(board)) left[id] = countOf(board, id);
  for (const c of [...seats, ...bottom]) if (c) left[c] = (left[c] ?? 0) - 1;
  return left;
}

export type HandDeal = { ok: true; seats: RoleId[]; bottom?: RoleId[] } | { ok: false; missing: number[]; missingBottom: boolean; problems: FieldProblem[] };

/** The deal when every seat (and the bottom with a thief) has a card and the engine accepts it. */
export function checkHandDeal(board: Board, seats: readonly Pick[], bottom: readonly Pick[]): HandDeal {
  const missing: number[] = [];
  for (let i = 0; i < board.players; i++) if (!seats[i]) missing.push(i + 1);
  const thief = hasBottom(board);
  const missingBottom = thief && (bottom.length < 2 || bottom.some((c) => !c));
  if (missing.length || missingBottom) return { ok: false, missing, missingBottom, problems: [] };
  const s = seats.slice(0, board.players) as RoleId[];
  const b = thief ? (bottom.slice(0, 2) as RoleId[]) : undefined;
  const problems = checkSetup(board, s, b);
  if (problems.length) return { ok: false, missing, missingBottom, problems };
  return b ? { ok: true, seats: s, bottom: b } : { ok: true, seats: s };
}
