// A random deal from a seed (kept in the record so the deal can be reproduced). With a thief the last two
// cards are the bottom; with thiefBottomControl the judge never leaves two wolves, nor the thief and a
// wolf, in the bottom (seed 000 §二): such deals are drawn again (rejection keeps the other deals uniform).
import type { Board } from '../generated/board';
import { deckOf, expectedCards, totalCards, type RoleId } from '../roles';
import { resolveRules } from '../rules';
import { cardsUnder, hasBottomCards, takesBottomCard } from '../powers/cards';
import { makeRng } from './rng';

export type DealResult = { ok: true; seats: RoleId[]; bottom?: RoleId[]; seed: number | string } | { ok: false; message: string };

const MAX_TRIES = 10_000;
// Boards are reused across many simulated games: their deck and its facts are read once (keyed by the roles
// and rules objects too, so a board edited in place is not served stale).
interface Deck {
  readonly roles: Board['roles'];
  readonly rules: Board['rules'];
  readonly players: number;
  readonly cards: RoleId[];
  readonly total: number;
  readonly expected: number;
  readonly thief: boolean;
  readonly control: boolean;
}
const decks = new WeakMap<Board, Deck>();

function deckFor(board: Board): Deck {
  const known = decks.get(board);
  if (known && known.roles === board.roles && known.rules === board.rules && known.players === board.players) return known;
  const thief = hasBottomCards(board);
  const d: Deck = {
    roles: board.roles,
    rules: board.rules,
    players: board.players,
    cards: deckOf(board),
    total: totalCards(board),
    expected: expectedCards(board),
    thief,
    control: thief && resolveRules(board.rules).thiefBottomControl,
  };
  decks.set(board, d);
  return d;
}

export function deal(board: Board, seed: number | string): DealResult {
  const { total, expected, thief, control, cards } = deckFor(board);
  if (total !== expected) {
    return { ok: false, message: `board.roles: the deck holds ${total} cards; ${expected} are needed` };
  }
  const rng = makeRng(seed);
  for (let t = 0; t < MAX_TRIES; t++) {
    // Fisher–Yates shuffle of a fresh copy.
    const deck = cards.slice();
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const x = deck[i];
      deck[i] = deck[j];
      deck[j] = x;
    }
    if (!thief) return { ok: true, seats: deck, seed };
    const seats = deck.slice(0, board.players);
    const bottom = deck.slice(board.players);
    if (control) {
      const wolves = bottom.filter((r) => cardsUnder()[r].faction === 'wolves').length;
      if (wolves === 2 || (wolves === 1 && bottom.some(takesBottomCard))) continue;
    }
    return { ok: true, seats, bottom, seed };
  }
  return { ok: false, message: 'bottom: no deal of this deck satisfies “Judge controls the bottom cards” (too many wolves)' };
}
