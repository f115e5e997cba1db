// The board generator (lib/sim/generate): the same seed gives the same proposals, every proposal is a
// valid board within the allowed cards and with the required ones, proposals come ranked by their
// distance to the target band, and a bad input is a named GenerateError.
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/all';
import { getRole } from '../../lib/catalogue';
import { ROLE_IDS, countOf, totalCards, expectedCards, type RoleId } from '../../lib/catalogue/roles';
import {
  GenerateError,
  compareProposals,
  distanceToBand,
  generate,
  isSpecial,
  planOf,
  proposalJson,
  startGeneration,
  type GenerateInput,
} from '../../lib/sim/generate';
import { validate } from '../../lib/validator';
import { candidatePool } from '../../lib/sim/generate/compose';
import { rngOf } from '../../lib/sim/generate/rng';

const SMALL: GenerateInput = { players: 12, games: 12, candidates: 5, count: 4, seed: 7 };

describe('determinism', () => {
  it('the same input and seed give the same proposals; another seed other ones', () => {
    const a = generate(SMALL);
    const b = generate(SMALL);
    expect(JSON.stringify(a.map((p) => proposalJson(p, 'en')))).toBe(JSON.stringify(b.map((p) => proposalJson(p, 'en'))));
    const c = generate({ ...SMALL, seed: 8 });
    expect(c.map((p) => p.board)).not.toEqual(a.map((p) => p.board));
  });

  it('the slices a caller advances by change nothing', () => {
    const whole = generate(SMALL);
    const run = startGeneration(SMALL);
    while (!run.finished) run.advance(3);
    expect(run.proposals()).toEqual(whole);
  });
});

describe('validity and constraints', () => {
  it('every proposal is a board of the player count that the validator finds no error in', () => {
    for (const players of [6, 9, 12, 18, 30]) {
      const ps = generate({ players, games: 5, candidates: 3, count: 3, seed: players });
      expect(ps.length, `${players} players`).toBeGreaterThan(0);
      for (const p of ps) {
        expect(p.board.players).toBe(players);
        expect(totalCards(p.board)).toBe(expectedCards(p.board));
        expect(validate(p.board).valid, JSON.stringify(p.board)).toBe(true);
        expect(p.points).toBe(validate(p.board).balance.score);
      }
    }
  });

  it('boards the checker warns nothing of come first in the pool (no seer-less board while seer-like cards are allowed), warned ones only to fill it', () => {
    const warningsOf = (b: Parameters<typeof validate>[0]) => validate(b).findings.filter((f) => f.severity === 'warning').length;
    for (const players of [9, 12, 18]) {
      const plan = planOf({ players, seed: players });
      const pool = candidatePool(plan, rngOf(plan.seed));
      const counts = pool.map((c) => warningsOf(c.board));
      // Never a warned board before a clean one, and the warned ones fewest first.
      expect(counts, `${players} players`).toEqual([...counts].sort((a, b) => a - b));
      expect(counts.filter((n) => n === 0).length, `${players} players`).toBeGreaterThanOrEqual(pool.length / 2);
    }
    // No seer-like card allowed: every board is warned of (no seer), and proposals still come.
    const plain = generate({
      players: 9,
      allow: { villager: 9, werewolf: 3, witch: 1, hunter: 1 },
      specials: { min: 2, max: 2 },
      games: 5,
      candidates: 1,
      count: 1,
      seed: 1,
    });
    expect(plain.length).toBe(1);
    expect(validate(plain[0].board).findings.some((f) => f.id === 'seer-missing')).toBe(true);
  });

  it('only the allowed cards, never more copies than allowed, the required ones always in, specials in range', () => {
    const allow = { villager: 6, werewolf: 4, seer: 1, witch: 1, hunter: 1, guard: 1, idiot: 1, wolfKing: 1, knight: 1 } as const;
    const input: GenerateInput = { players: 12, allow, require: ['seer', 'witch'], specials: { min: 4, max: 5 }, games: 10, candidates: 5, count: 5, seed: 3 };
    const ps = generate(input);
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) {
      for (const id of ROLE_IDS) expect(countOf(p.board, id), id).toBeLessThanOrEqual((allow as Partial<Record<RoleId, number>>)[id] ?? 0);
      expect(countOf(p.board, 'seer')).toBe(1);
      expect(countOf(p.board, 'witch')).toBe(1);
      const specials = ROLE_IDS.filter((id) => isSpecial(id)).reduce((n, id) => n + countOf(p.board, id), 0);
      expect(specials).toBeGreaterThanOrEqual(4);
      expect(specials).toBeLessThanOrEqual(5);
    }
  });

  it('a card dealt as a set comes within its copies (docs/rules.md, The two sisters, The masons)', () => {
    const allow = { villager: 6, werewolf: 4, seer: 1, witch: 1, hunter: 1, mason: 3, twoSisters: 2 } as const;
    const ps = generate({ players: 12, allow, require: ['mason', 'twoSisters'], specials: { min: 3, max: 4 }, games: 5, candidates: 3, count: 3, seed: 5 });
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) {
      expect(countOf(p.board, 'twoSisters')).toBe(2);
      expect(countOf(p.board, 'mason')).toBeGreaterThanOrEqual(2);
      expect(countOf(p.board, 'mason')).toBeLessThanOrEqual(3);
      expect(validate(p.board).valid, JSON.stringify(p.board)).toBe(true);
    }
    // Fewer allowed than the set's fewest: the required card cannot be in.
    const bad = () => generate({ players: 12, allow: { ...allow, twoSisters: 1 }, require: ['twoSisters'], games: 2, candidates: 1, count: 1, seed: 1 });
    expect(bad).toThrow(GenerateError);
  });

  it('the wolves stay near the standard count for the table', () => {
    for (const p of generate({ players: 12, games: 5, candidates: 6, count: 6, seed: 11 })) {
      const wolves = ROLE_IDS.filter((id) => getRole(id).faction === 'wolves').reduce((n, id) => n + countOf(p.board, id), 0);
      expect(Math.abs(wolves - planOf({ players: 12 }).wolves)).toBeLessThanOrEqual(1);
    }
  });
});

describe('ranking', () => {
  it('distance to the band is 0 inside it, and grows outside it', () => {
    const band = { low: 0.45, high: 0.55 };
    expect(distanceToBand(0.5, band)).toBe(0);
    expect(distanceToBand(0.45, band)).toBe(0);
    expect(distanceToBand(0.4, band)).toBeCloseTo(0.05);
    expect(distanceToBand(0.6, band)).toBeCloseTo(0.05);
  });

  it('proposals come best first: by distance to the target, then by points nearer 0', () => {
    const ps = generate({ ...SMALL, candidates: 8, count: 8, target: { low: 60, high: 70 } });
    for (let i = 1; i < ps.length; i++) {
      const [a, b] = [ps[i - 1], ps[i]];
      expect(a.distance).toBeLessThanOrEqual(b.distance);
      if (a.distance === b.distance) expect(Math.abs(a.points)).toBeLessThanOrEqual(Math.abs(b.points));
      expect(distanceToBand(a.village.rate, { low: 0.6, high: 0.7 })).toBe(a.distance);
    }
  });

  it('compareProposals orders by distance, then |points|, then interval width, then deck', () => {
    const base = { board: { players: 6, roles: {} }, sides: {}, why: { key: 'x' }, key: 'a' };
    const p = (distance: number, points: number, width: number, key = 'a') => ({
      ...base,
      distance,
      points,
      village: { rate: 0.5, low: 0.5 - width, high: 0.5 },
      key,
    });
    const sorted = [p(0.1, 0, 0.1), p(0, 3, 0.1), p(0, -1, 0.2), p(0, 1, 0.1), p(0, 1, 0.1, '0')].sort(compareProposals);
    expect(sorted.map((x) => [x.distance, x.points, x.key])).toEqual([
      [0, 1, '0'],
      [0, 1, 'a'],
      [0, -1, 'a'],
      [0, 3, 'a'],
      [0.1, 0, 'a'],
    ]);
  });

  it('the reason names the share, its interval, the band and the points', () => {
    const [p] = generate(SMALL);
    const text = proposalJson(p, 'en').why;
    expect(text).toMatch(/^village \d+% \(\d+–\d+%\), (inside|below|above) the 45–55% target/);
    expect(text).toMatch(/points (0|[+−]\d+(\.\d+)?)$/);
  });
});

describe('the run, as a worker drives it', () => {
  it('shows progress, has a first proposal before the end, and stops when the caller stops', () => {
    const run = startGeneration(SMALL);
    expect(run.progress).toEqual({ done: 0, total: 5 * 12, candidatesDone: 0, candidates: 5 });
    run.advance(8);
    expect(run.progress.done).toBe(8);
    expect(run.proposals()).toEqual([]);
    run.advance(4);
    expect(run.proposals().length).toBe(1);
    expect(run.finished).toBe(false);
    // Cancelling is not calling advance again: the proposals so far stay readable.
    expect(run.proposals()[0].board.players).toBe(12);
  });
});

describe('bad input', () => {
  const code = (input: GenerateInput): string => {
    try {
      startGeneration(input);
    } catch (e) {
      if (e instanceof GenerateError) return e.code;
      throw e;
    }
    return 'none';
  };
  it('names each problem', () => {
    expect(code({ players: 5 })).toBe('players');
    expect(code({ players: 31 })).toBe('players');
    expect(code({ players: 12, allow: { frog: 1 } as never })).toBe('unknownCard');
    expect(code({ players: 12, require: ['frog' as RoleId] })).toBe('unknownCard');
    expect(code({ players: 12, allow: { villager: 8, werewolf: 4, seer: 1 }, require: ['witch'] })).toBe('requiredNotAllowed');
    expect(code({ players: 12, target: { low: 60, high: 40 } })).toBe('target');
    expect(code({ players: 12, target: { low: 0, high: 120 } })).toBe('target');
    expect(code({ players: 12, specials: { min: 5, max: 3 } })).toBe('specials');
    expect(code({ players: 12, count: 0 })).toBe('count');
    expect(code({ players: 12, games: 0 })).toBe('games');
    // Only villagers and wolves, yet four special cards asked for: no board fits.
    expect(code({ players: 12, allow: { villager: 12, werewolf: 4 }, specials: { min: 4, max: 5 } })).toBe('impossible');
  });
});
