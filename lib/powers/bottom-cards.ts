// The bottom cards of a deal (docs/rules.md, "The deck and the basic configuration"): a card such as the
// thief leaves this many cards face down after the deal, so the deck holds players + that many. In a module
// of its own that reads the roles' bottomCards, generated from data/roles/*.json (lib/generated/bottom-cards):
// a page that only counts a board's cards (the designer's card count) loads no role texts.
import { BOTTOM_CARDS } from '../generated/bottom-cards';
import type { RoleId } from '../generated/role-id';
import type { CardId } from '../catalogue/card-role';

const bottomOf = (id: string): number => (Object.hasOwn(BOTTOM_CARDS, id) ? (BOTTOM_CARDS[id as RoleId] ?? 0) : 0);

/** Whether a card leaves cards face down in the bottom at the deal (the thief: the role data's bottomCards). */
export function takesBottomCard(id: CardId): boolean {
  return bottomOf(id) > 0;
}

/** How many cards stay in the bottom at the deal of a board (0 without a card that leaves them). */
export function bottomCardsOf(board: { roles: Partial<Record<RoleId, number>> }): number {
  let n = 0;
  for (const [id, count] of Object.entries(board.roles)) if ((count ?? 0) > 0) n = Math.max(n, bottomOf(id));
  return n;
}

/** Whether a board's deck leaves bottom cards at the deal. */
export function hasBottomCards(board: { roles: Partial<Record<RoleId, number>> }): boolean {
  return bottomCardsOf(board) > 0;
}
