// A random deal from a seed (kept in the record so the deal can be reproduced). With a thief the last two
// cards are the bottom; with thiefBottomControl the judge never leaves two wolves, nor the thief and a
// wolf, in the bottom (seed 000 §二): such deals are drawn again (rejection keeps the other deals uniform).
import type { Board } from '../generated/board';
import { MAX_PLAYERS, deckOf, expectedCards, totalCards, type RoleId } from '../roles';
import { resolveRules } from '../rules';
import { cardsUnder, hasBottomCards } from '../powers/cards';
import { breachOf } from '../powers/take-rules';
import { msg } from '../msg';
import { problemText } from '../problem-text';
import { problem, type FieldProblem } from '../schema';
import { makeRng } from './rng';

/** A deal, or why the board cannot be dealt: the problem (worded at the edge) and its English, for callers that throw it. */
export type DealResult = { ok: true; seats: RoleId[]; bottom?: RoleId[]; seed: number | string } | { ok: false; problem: FieldProblem; message: string };

const failed = (p: FieldProblem): DealResult => ({ ok: false, problem: p, message: problemText(p, 'en') });

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
  // A table larger than the schema allows is no game (the engine's seat sets have 31 bits).
  if (board.players > MAX_PLAYERS) return failed(problem('board.players', 'setup.players', { players: board.players, max: MAX_PLAYERS }));
  const { total, expected, thief, control, cards } = deckFor(board);
  if (total !== expected) {
    return failed(problem('board.roles', 'deal.deck', { total, expected }));
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
    if (control && breachOf(bottom, cardsUnder())) continue;
    return { ok: true, seats, bottom, seed };
  }
  return failed(problem('bottom', 'deal.bottom', { rule: msg('rules.thiefBottomControl.label') }));
}
