// simulate(): deterministic for a seed, a result whose parts add up, bad options named.
import { describe, expect, it } from 'vitest';
import { getPreset } from '../../lib/catalogue/presets';
import { SimulationError, simulate, startSimulation } from '../../lib/sim/simulate';
import { OUTCOMES, type SimResult } from '../../lib/sim/types';
import type { Board } from '../../lib/generated/board';

const yuNvLieBai = getPreset('yu-nv-lie-bai')!.board;
const advanced = getPreset('millers-hollow-advanced')!.board;

describe('simulate(board, { games, seed, policy })', () => {
  it('is deterministic for a seed, and another seed plays other games', () => {
    for (const policy of ['random', 'heuristic'] as const) {
      const a = simulate(yuNvLieBai, { games: 300, seed: 42, policy });
      const b = simulate(yuNvLieBai, { games: 300, seed: 42, policy });
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      const c = simulate(yuNvLieBai, { games: 300, seed: 43, policy });
      expect(JSON.stringify(c.winRates)).not.toBe(JSON.stringify(a.winRates));
    }
    // A text seed works the same way.
    expect(simulate(advanced, { games: 50, seed: 'abc', policy: 'random' })).toEqual(simulate(advanced, { games: 50, seed: 'abc', policy: 'random' }));
  });

  it('gives the same result whatever the slices it is run in (the page runs it in slices)', () => {
    const whole = simulate(yuNvLieBai, { games: 250, seed: 7, policy: 'heuristic' });
    const run = startSimulation(yuNvLieBai, { games: 250, seed: 7, policy: 'heuristic' });
    for (const n of [1, 13, 100, 1000]) run.advance(n);
    expect(run.done).toBe(250);
    expect(run.result()).toEqual(whole);
  });

  it('a run of N games is the first N games of a longer run (game i has its own seed)', () => {
    const run = startSimulation(yuNvLieBai, { games: 400, seed: 5, policy: 'random' });
    run.advance(200);
    expect(run.result()).toEqual(simulate(yuNvLieBai, { games: 200, seed: 5, policy: 'random' }));
  });

  it('reports progress up to the total', () => {
    const seen: number[] = [];
    simulate(yuNvLieBai, { games: 230, seed: 1, policy: 'random', progressEvery: 50, onProgress: (p) => seen.push(p.done) });
    expect(seen).toEqual([50, 100, 150, 200, 230]);
  });

  const check = (r: SimResult, games: number) => {
    expect(r.games).toBe(games);
    expect(r.errors).toEqual({ count: 0, first: null });
    const wins = OUTCOMES.reduce((n, o) => n + r.winRates[o].count, 0);
    expect(wins).toBe(games);
    for (const o of OUTCOMES) {
      const x = r.winRates[o];
      expect(x.low).toBeLessThanOrEqual(x.rate);
      expect(x.high).toBeGreaterThanOrEqual(x.rate);
    }
    expect(r.winPaths.reduce((n, p) => n + p.rate.count, 0)).toBe(games);
    const players = r.deathRates.reduce((n, d) => n + d.players, 0);
    expect(players).toBe(games * r.board.players);
    for (const d of r.deathRates) {
      expect(d.night.count + d.day.count + d.survived.count).toBe(d.players);
      expect(d.night.of).toBe(d.players);
    }
    expect(r.averageDays).toBeGreaterThan(0);
  };

  it('adds up on 预女猎白: outcomes, win paths and deaths account for every game and player', () => {
    const r = simulate(yuNvLieBai, { games: 500, seed: 3, policy: 'random' });
    check(r, 500);
    expect(r.outcomes).toEqual(['village', 'wolves']);
    // Side kill (屠边, docs/rules.md, Factions and side-kill counting): the wolves win by killing all gods or all villagers.
    expect(r.winPaths.map((p) => p.path).sort()).toEqual(['godsOut', 'villagersOut', 'wolvesOut']);
    expect(r.deathRates.map((d) => d.role)).toEqual(['villager', 'werewolf', 'seer', 'witch', 'hunter', 'idiot']);
    expect(r.deathRates.find((d) => d.role === 'werewolf')!.players).toBe(2000);
  });

  it('adds up on the full Millers Hollow set: lovers and the piper can win, the thief takes roles', () => {
    const r = simulate(advanced, { games: 300, seed: 3, policy: 'random' });
    check(r, 300);
    expect(r.outcomes).toEqual(expect.arrayContaining(['village', 'wolves', 'lovers', 'piper']));
    expect(r.winPaths.map((p) => p.path)).toEqual(expect.arrayContaining(['piper', 'allGoodOut', 'wolvesOut']));
    // Kill all (屠城): no side-kill paths on this board.
    expect(r.winPaths.map((p) => p.path)).not.toContain('godsOut');
  });

  // The crow's curse is told at the vote only to people; the simulator's brief steps carry no tells
  // (docs/rules.md, the crow). Both policies play the two crow boards to the end.
  it.each(['zhou-hu-wu-ya', 'yin-lang-wu-ya'])('adds up on the crow board %s with either policy', (id) => {
    const board = getPreset(id)!.board;
    for (const policy of ['heuristic', 'random'] as const) {
      const r = simulate(board, { games: 200, seed: 5, policy });
      check(r, 200);
      expect(r.outcomes).toEqual(expect.arrayContaining(['village', 'wolves']));
    }
  });

  it('names the field of a bad option or board (SimulationError)', () => {
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e as SimulationError;
      }
      throw new Error('no error');
    };
    expect(err(() => simulate(yuNvLieBai, { games: 0, seed: 1, policy: 'random' })).field).toBe('games');
    expect(err(() => simulate(yuNvLieBai, { games: 1.5, seed: 1, policy: 'random' })).message).toMatch(/^games:/);
    expect(err(() => simulate(yuNvLieBai, { games: 10, seed: 1, policy: 'smart' as 'random' })).field).toBe('policy');
    expect(err(() => simulate(yuNvLieBai, { games: 10, seed: Number.NaN, policy: 'random' })).field).toBe('seed');
    const short: Board = { players: 12, roles: { werewolf: 4, villager: 4 } };
    const e = err(() => simulate(short, { games: 10, seed: 1, policy: 'random' }));
    expect(e).toBeInstanceOf(SimulationError);
    expect(e.field).toBe('board');
    expect(e.message).toContain('board.roles');
  });
});
