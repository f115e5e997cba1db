// applyChosen (lib/engine/apply.ts) folds an event made from the step's legal choices without checking them
// again: the simulator's playGame uses it with the random policy. Given such an event it must give the state
// apply() gives — checked here event by event over random games on every preset, presets with random house
// rules, random boards (every role) and the engine's test boards; apply() itself still refuses what is illegal.
import { describe, expect, it } from 'vitest';
import { apply, deal, makeRng, nextStep, playGame, randomEvent, startGame, type GameState } from '../../lib/engine';
import { applyChosen, applyChosenOwned } from '../../lib/engine/apply';
import type { Board } from '../../lib/generated/board';
import { presetBoards, randomBoard } from '../sim/boards';
import { BOARDS } from './boards';

/** A state's own fields (the context is shared by both folds and holds functions). */
function fields(s: GameState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) if (k !== 'ctx') out[k] = v;
  return out;
}

/** Plays a random game, folding each event both ways from the same state; returns how many events it compared. */
function compare(board: Board, seed: number): number {
  const dealt = deal(board, seed);
  if (!dealt.ok) throw new Error(dealt.message);
  const rng = makeRng(`${seed}/play`);
  let s = startGame(board, dealt.seats, dealt.bottom);
  let n = 0;
  while (s.phase !== 'over' && n < 3000) {
    const e = randomEvent(s, nextStep(s, { brief: true }), rng);
    const checked = apply(s, e);
    const chosen = applyChosen(s, e);
    if (!checked.ok) throw new Error(`${board.name} seed ${seed} event ${n}: ${checked.error.message}`);
    expect(chosen.ok).toBe(true);
    if (!chosen.ok) break;
    expect(fields(chosen.state)).toEqual(fields(checked.state));
    s = checked.state;
    n++;
  }
  return n;
}

describe('applyChosen gives the state apply() gives for the random policy’s events', () => {
  const rng = makeRng('apply-chosen');
  const boards: Board[] = [...BOARDS, ...presetBoards(rng), ...Array.from({ length: 40 }, () => randomBoard(rng))];

  it('on every board, event by event', () => {
    let events = 0;
    boards.forEach((board, b) => {
      for (let i = 0; i < 6; i++) events += compare(board, 1000 * b + i);
    });
    expect(events).toBeGreaterThan(5000);
  });

  it('playGame (which folds with applyChosen) makes the game the checked fold replays', () => {
    for (const board of boards.slice(0, 20)) {
      for (let seed = 0; seed < 5; seed++) {
        const g = playGame(board, seed);
        let s = startGame(board, g.seats, g.bottom);
        for (const e of g.events) {
          const r = apply(s, e);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.state;
        }
        expect(fields(s)).toEqual(fields(g.state));
      }
    }
  });

  it('applyChosenOwned (playGame’s fold of its own states) gives the same states, and leaves the states before as they were', () => {
    let events = 0;
    for (const [b, board] of boards.entries()) {
      const dealt = deal(board, b);
      if (!dealt.ok) throw new Error(dealt.message);
      const rng = makeRng(`${b}/owned`);
      let pure = startGame(board, dealt.seats, dealt.bottom);
      const owned = startGame(board, dealt.seats, dealt.bottom);
      const kept: [GameState, Record<string, unknown>][] = [];
      while (pure.phase !== 'over' && events < 100_000) {
        const e = randomEvent(pure, nextStep(pure, { brief: true }), rng);
        kept.push([pure, structuredClone(fields(pure))]);
        const a = applyChosen(pure, e);
        const o = applyChosenOwned(owned, e);
        expect(a.ok && o.ok).toBe(true);
        if (!a.ok || !o.ok) return;
        expect(o.state).toBe(owned);
        expect(fields(o.state)).toEqual(fields(a.state));
        pure = a.state;
        events++;
      }
      for (const [st, was] of kept) expect(fields(st)).toEqual(was);
    }
    expect(events).toBeGreaterThan(1000);
  });

  it('apply() still checks what applyChosen trusts: a seat the step refuses', () => {
    const board = BOARDS[0];
    const dealt = deal(board, 1);
    if (!dealt.ok) throw new Error(dealt.message);
    const s = startGame(board, dealt.seats, dealt.bottom);
    const step = nextStep(s, { brief: true });
    const refused = step.targets.find((o) => !o.ok) ?? { seat: 99 };
    const e = { type: step.event, target: refused.seat } as Parameters<typeof apply>[1];
    expect(apply(s, e).ok).toBe(false);
  });
});
