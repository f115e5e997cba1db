// A random deal from a seed (kept in the record so the deal can be reproduced). With a thief the last two
// cards are the bottom; with thiefBottomControl the judge never leaves two wolves, nor the thief and a
// wolf, in the bottom (Basic Rules 二): such deals are drawn again (rejection keeps the other deals uniform).
import type { Board } from '../generated/board';
import { MAX_PLAYERS, countOf, deckOf, expectedCards, totalCards } from '../catalogue/roles';
import { type CardId, isCustomId } from '../catalogue/card-role';
import { cardIdsOf } from '../catalogue/custom';
import { resolveRules } from '../catalogue/rules';
import { boardCards, hasBottomCards } from '../powers/cards';
import { breachOf, setCardIn } from '../powers/take-rules';
import { msg } from '../i18n/msg';
import { problemText } from '../i18n/problem-text';
import { problem, type FieldProblem } from '../input/schema';
import { makeRng } from './rng';

/** A deal, or why the board cannot be dealt: the problem (worded at the edge) and its English, for callers that throw it. */
export type DealResult = { ok: true; seats: CardId[]; bottom?: CardId[]; seed: number | string } | { ok: false; problem: FieldProblem; message: string };

const failed = (p: FieldProblem): DealResult => ({ ok: false, problem: p, message: problemText(p, 'en') });

const MAX_TRIES = 10_000;
/** A board's deck and its facts: what every deal of it reads (a caller dealing many games makes it once). */
export interface Deck {
  readonly cards: readonly CardId[];
  readonly total: number;
  readonly expected: number;
  readonly thief: boolean;
  readonly control: boolean;
}
export function deckFor(board: Board): Deck {
  const thief = hasBottomCards(board);
  return {
    // The catalogue's cards, then the custom cards the board counts (docs/rules.md, Custom roles).
    cards: [
      ...deckOf(board),
      ...cardIdsOf(board)
        .filter(isCustomId)
        .flatMap((id) => Array<CardId>(countOf(board, id)).fill(id)),
    ],
    total: totalCards(board),
    expected: expectedCards(board),
    thief,
    control: thief && resolveRules(board.rules).thiefBottomControl,
  };
}

/** A deal of the board from a seed; `deck`: the board's (deckFor), when the caller keeps one for many deals. */
export function deal(board: Board, seed: number | string, deck: Deck = deckFor(board)): DealResult {
  // A table larger than the schema allows is no game (the engine's seat sets have 31 bits).
  if (board.players > MAX_PLAYERS) return failed(problem('board.players', 'setup.players', { players: board.players, max: MAX_PLAYERS }));
  const { total, expected, thief, control, cards } = deck;
  if (total !== expected) {
    return failed(problem('board.roles', 'deal.deck', { total, expected }));
  }
  const rng = makeRng(seed);
  const cardsOf = boardCards(board);
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
    // A card dealt as a set never lies in the bottom (docs/rules.md, The two sisters): drawn again.
    if ((control && breachOf(bottom, cardsOf)) || setCardIn(bottom, cardsOf)) continue;
    return { ok: true, seats, bottom, seed };
  }
  return failed(problem('bottom', 'deal.bottom', { rule: msg('rules.thiefBottomControl.label') }));
}
