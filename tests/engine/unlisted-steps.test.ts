// The random policy's games (playGame) ask for steps whose choice lists are not made (lib/powers/common
// listOptions): the policy reads only which seats are legal, kept as bits by the same checks. It must draw the
// very event it draws from the listed step — checked state by state over random games on every preset, presets
// with random house rules, random boards (every role: duels, the white wolf king's take) and the engine's boards.
import { describe, expect, it } from 'vitest';
import { deal, makeRng, nextStep, randomEvent, startGame } from '../../lib/engine';
import { applyChosen } from '../../lib/engine/apply';
import type { Board } from '../../lib/generated/board';
import { legalBits, legalSeats, listOptions, nthSeat, options } from '../../lib/powers/common';
import { popCount } from '../../lib/engine/state';
import { presetBoards, randomBoard } from '../sim/boards';
import { BOARDS } from './boards';

const BRIEF = { brief: true };

function unlistedStep(s: Parameters<typeof nextStep>[0]) {
  listOptions(false);
  try {
    return nextStep(s, BRIEF);
  } finally {
    listOptions(true);
  }
}

/** Plays a random game; at each state draws an event from both steps with one seed each. Returns the states compared. */
function compare(board: Board, seed: number): number {
  const dealt = deal(board, seed);
  if (!dealt.ok) throw new Error(dealt.message);
  let s = startGame(board, dealt.seats, dealt.bottom);
  let n = 0;
  while (s.phase !== 'over' && n < 3000) {
    const listed = randomEvent(s, nextStep(s, BRIEF), makeRng(`${seed}/${n}`));
    const unlisted = randomEvent(s, unlistedStep(s), makeRng(`${seed}/${n}`));
    expect(unlisted, `${board.name} seed ${seed} event ${n}`).toEqual(listed);
    const r = applyChosen(s, listed);
    if (!r.ok) throw new Error(`${board.name} seed ${seed} event ${n}: ${r.error.message}`);
    s = r.state;
    n++;
  }
  return n;
}

describe('the random policy draws the same event from a step whose lists are not made', () => {
  const rng = makeRng('unlisted-steps');
  const boards: Board[] = [...BOARDS, ...presetBoards(rng), ...Array.from({ length: 40 }, () => randomBoard(rng))];

  it('on every board, state by state', () => {
    let states = 0;
    boards.forEach((board, b) => {
      for (let i = 0; i < 4; i++) states += compare(board, 7000 * b + i);
    });
    expect(states).toBeGreaterThan(3000);
  });

  it('reads the legal seats of a list options() made, and of one made by hand, alike', () => {
    const board = BOARDS[0];
    const dealt = deal(board, 3);
    if (!dealt.ok) throw new Error(dealt.message);
    const s = startGame(board, dealt.seats, dealt.bottom);
    const made = options(s, (x) => (x % 3 === 0 ? 'dead' : null));
    const byHand = made.map((o) => ({ ...o }));
    for (const list of [made, byHand]) {
      expect(legalSeats(list)).toEqual([1, 2, 4, 5, 7, 8, 10, 11]);
      expect(popCount(legalBits(list))).toBe(8);
      expect([0, 3, 7, 8].map((k) => nthSeat(legalBits(list), k))).toEqual([1, 5, 11, 0]);
    }
  });

  it('a step read with its lists made is whole again after an unlisted one', () => {
    const board = BOARDS[0];
    const dealt = deal(board, 3);
    if (!dealt.ok) throw new Error(dealt.message);
    const s = startGame(board, dealt.seats, dealt.bottom);
    expect(unlistedStep(s).targets).toEqual([]);
    expect(nextStep(s, BRIEF).targets).toHaveLength(board.players);
  });
});
