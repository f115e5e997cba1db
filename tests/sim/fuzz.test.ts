// THE FUZZER: the simulator plays thousands of games per run — every preset, presets
// with random house rules, random boards, with both policies — and checks the engine's invariants after
// every event (tests/sim/invariants.ts): no dead player acts, potions once each, the guard never
// repeats, the game ends exactly when a win condition holds (docs/rules.md, Factions and side-kill counting), no event after the end.
import { describe, expect, it } from 'vitest';
import { apply, deal, newGame, nextStep, type GameState } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { POLICIES, gameSeed } from '../../lib/sim/simulate';
import type { PolicyId } from '../../lib/sim/types';
import { makeRng, presetBoards, randomBoard } from './boards';
import { afterEndProbes, checkEvent, newWatch } from './invariants';
import { problemEn } from '../texts';

const MAX_EVENTS = 5000;

interface FuzzReport {
  games: number;
  events: number;
  finished: number;
  problems: string[];
}

function fuzz(boards: Board[], gamesPerBoard: number, policy: PolicyId, seed: string): FuzzReport {
  const report: FuzzReport = { games: 0, events: 0, finished: 0, problems: [] };
  const fail = (board: Board, gs: number, m: string) => {
    if (report.problems.length < 20) report.problems.push(`${board.name ?? '?'} ${JSON.stringify(board.rules ?? {})} game seed ${gs}: ${m}`);
  };
  boards.forEach((board, b) => {
    for (let i = 0; i < gamesPerBoard; i++) {
      const gs = gameSeed(`${seed}/${b}`, i);
      const dealt = deal(board, gs);
      if (!dealt.ok) {
        fail(board, gs, `deal failed: ${dealt.message}`);
        return;
      }
      const g = newGame(board, dealt.seats, dealt.bottom);
      if (!g.ok) {
        fail(board, gs, `newGame failed: ${g.problems.map(problemEn).join('; ')}`);
        return;
      }
      const rng = makeRng(gs);
      let s: GameState = g.state;
      const table = POLICIES[policy].start(s, rng);
      const watch = newWatch();
      let n = 0;
      for (; s.phase !== 'over' && n < MAX_EVENTS; n++) {
        const step = nextStep(s);
        const e = table.choose(s, step, rng);
        const r = apply(s, e);
        if (!r.ok) {
          fail(board, gs, `the policy's event ${JSON.stringify(e)} was refused: ${r.error.message}`);
          break;
        }
        for (const m of checkEvent(s, step, e, r.state, watch)) fail(board, gs, m);
        table.observe?.(s, e, r.state);
        s = r.state;
      }
      report.games++;
      report.events += n;
      if (s.phase === 'over') {
        report.finished++;
        for (const probe of afterEndProbes(s)) {
          if (apply(s, probe).ok) fail(board, gs, `the event ${JSON.stringify(probe)} was accepted after the end`);
        }
      }
    }
  });
  return report;
}

describe('the fuzzer: engine invariants over thousands of simulated games', () => {
  it('every preset and its house-rule variants, random players (1,200 games)', () => {
    const boards = presetBoards(makeRng('fuzz-presets'));
    const r = fuzz(boards, 40, 'random', 'presets');
    expect(r.problems).toEqual([]);
    expect(r.games).toBeGreaterThanOrEqual(1200);
    // The event cap is never the way a random game ends.
    expect(r.finished).toBe(r.games);
  });

  it('random boards with random house rules, random players (2,000 games)', () => {
    const rng = makeRng('fuzz-boards');
    const boards = Array.from({ length: 200 }, () => randomBoard(rng));
    const r = fuzz(boards, 10, 'random', 'boards');
    expect(r.problems).toEqual([]);
    expect(r.games).toBe(2000);
    expect(r.finished / r.games).toBeGreaterThan(0.99);
  });

  it('the heuristic table on presets and random boards (1,000 games)', () => {
    const rng = makeRng('fuzz-heuristic');
    const boards = [...presetBoards(rng), ...Array.from({ length: 40 }, () => randomBoard(rng))];
    const r = fuzz(boards, 15, 'heuristic', 'heuristic');
    expect(r.problems).toEqual([]);
    expect(r.games).toBeGreaterThanOrEqual(1000);
  });

  it('the checker itself catches a broken game (a dead player acting, a win missed)', () => {
    // Guard against a checker that can never fail: feed it a forged state.
    const board = presetBoards(makeRng('x'))[0];
    const dealt = deal(board, 1);
    if (!dealt.ok) throw new Error(dealt.message);
    const g = newGame(board, dealt.seats, dealt.bottom);
    if (!g.ok) throw new Error('setup');
    const s = g.state;
    const seer = s.roles.indexOf('seer') + 1;
    const deadSeer: GameState = { ...s, alive: s.alive.map((a, i) => (i === seer - 1 ? false : a)) };
    const step = nextStep(s);
    const msgs = checkEvent(deadSeer, step, { type: 'seer', target: seer === 1 ? 2 : 1 }, deadSeer, newWatch());
    expect(msgs.some((m) => m.includes('no living seer'))).toBe(true);
    // Every wolf dead but the game goes on: the checker sees the missed village win.
    const noWolves: GameState = {
      ...s,
      alive: s.alive.map((a, i) => a && !['werewolf'].includes(s.roles[i])),
      deaths: s.roles.flatMap((r, i) => (r === 'werewolf' ? [{ seat: i + 1, cause: 'exile' as const, time: 'day' as const, n: 1, lastWords: true }] : [])),
    };
    const missed = checkEvent(s, step, { type: 'witch' }, noWolves, newWatch());
    expect(missed.some((m) => m.includes('goes on although [village]'))).toBe(true);
    // The guard protecting the same seat two nights running.
    const watch = newWatch();
    const n1 = { ...s, night: 1 };
    const n2 = { ...s, night: 2 };
    checkEvent(n1, step, { type: 'guard', target: 3 }, n1, watch);
    expect(checkEvent(n2, step, { type: 'guard', target: 3 }, n2, watch).some((m) => m.includes('two nights running'))).toBe(true);
  });
});
