// applyChosen (lib/engine/apply.ts) folds an event made from the step's legal choices without checking them
// again: the simulator's playGame uses it with the random policy. Given such an event it must give the state
// apply() gives — checked here event by event over random games on every preset, presets with random house
// rules, random boards (every role) and the engine's test boards; apply() itself still refuses what is illegal.
import { describe, expect, it } from 'vitest';
import { apply, deal, makeRng, nextStep, playGame, randomEvent, startGame, type GameState } from '../../lib/engine';
import { applyChosen } from '../../lib/engine/apply';
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
