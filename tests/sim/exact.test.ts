// The simulator against exact numbers: on small boards the random policy's village win is counted exactly
// (lib/sim/exact, an independent model of docs/rules.md) and must lie in the simulator's 99% interval; a
// model with the wrong tie rule must not, for some board. The lab and `simulate` run the same code.
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/wolfboard';
import { readTextFile, type Io } from '../../cli/io';
import { boardOf } from '../../lib/sim/exact/board';
import { compareExact, type ExactRow } from '../../lib/sim/exact/compare';
import { exactVillageWin, RANDOM_ODDS, voteOdds, type ExactBoard } from '../../lib/sim/exact/random-play';
import { EXACT_BOARDS } from '../../lib/sim/exact/table';
import { parseBoard } from '../../lib/input/schema';
import { simulate, startSimulation } from '../../lib/sim/simulate';

const GAMES = 5000;
const SEED = 'exact';

/** The vote by brute force: every ballot vector, each voter abstaining or naming one of the targets. */
function bruteVote(voters: number, targets: number): { single: number; ties: number[] } {
  const ties: number[] = new Array(targets + 1).fill(0);
  let single = 0;
  const q = (1 - RANDOM_ODDS.abstain) / targets;
  const ballots: number[] = new Array(voters).fill(0);
  for (;;) {
    const counts = new Array(targets + 1).fill(0);
    let p = 1;
    for (const x of ballots) {
      counts[x]++;
      p *= x === 0 ? RANDOM_ODDS.abstain : q;
    }
    const top = Math.max(...counts.slice(1));
    const at = counts.slice(1).filter((c) => c === top).length;
    if (top > 0) {
      if (at === 1) single += p;
      else ties[at] += p;
    }
    let i = 0;
    while (i < voters && ballots[i] === targets) ballots[i++] = 0;
    if (i === voters) break;
    ballots[i]++;
  }
  return { single, ties };
}

describe('the exact model of random play', () => {
  it('counts the vote as brute force does', () => {
    for (const [m, k] of [
      [1, 1],
      [3, 2],
      [4, 4],
      [5, 3],
      [2, 5],
      [0, 3],
    ]) {
      const a = voteOdds(m, k);
      const b = bruteVote(m, k);
      expect(a.single).toBeCloseTo(b.single, 12);
      for (let t = 2; t <= k; t++) expect(a.ties[t]).toBeCloseTo(b.ties[t], 12);
    }
  });

  it('gives v/(w+v) where every death is uniform among the living (wolves who may kill a wolf, no witch, no self-destruct)', () => {
    // Then the order of deaths is a uniform shuffle, and the village wins when its last player outlives the
    // last wolf, whatever the tie rule: a closed form the model must meet.
    for (const [w, v] of [
      [1, 4],
      [2, 3],
      [2, 5],
      [3, 6],
    ])
      for (const tieRule of ['pk', 'none'] as const)
        for (const winCondition of ['sides', 'all'] as const) {
          const b: ExactBoard = {
            wolves: w,
            villagers: v,
            seer: false,
            witch: false,
            rules: { winCondition, tieRule, wolvesMayKillWolf: true, witchSelfSave: 'never', witchPotionsPerNight: 1, selfDestruct: false },
          };
          expect(exactVillageWin(b)).toBeCloseTo(v / (w + v), 12);
        }
  });
});

describe('the simulator against the exact model (random policy)', () => {
  let rows: ExactRow[] = [];
  beforeAll(() => {
    rows = EXACT_BOARDS.map((b) => compareExact(b, GAMES, SEED));
  }, 120_000);

  it('covers 5–9 players, wolves and villagers alone, with a seer, with a witch; both win conditions and both tie rules', () => {
    const sizes = new Set(EXACT_BOARDS.map((b) => b.wolves + b.villagers + (b.seer ? 1 : 0) + (b.witch ? 1 : 0)));
    expect(Math.min(...sizes)).toBe(5);
    expect(Math.max(...sizes)).toBe(9);
    for (const [seer, witch] of [
      [false, false],
      [true, false],
      [false, true],
    ])
      expect(EXACT_BOARDS.some((b) => b.seer === seer && b.witch === witch)).toBe(true);
    for (const cond of ['sides', 'all']) expect(EXACT_BOARDS.some((b) => b.rules.winCondition === cond)).toBe(true);
    for (const tie of ['pk', 'none']) expect(EXACT_BOARDS.some((b) => b.rules.tieRule === tie)).toBe(true);
  });

  it('puts the exact village win inside the 99% Wilson interval of every board', () => {
    for (const x of rows) {
      expect(x.errors, x.board).toBe(0);
      expect(x.unfinished, x.board).toBe(0);
      expect(x.simulated.of).toBe(GAMES);
      expect(x.inside, `${x.board}, ${x.rules}: exact ${x.exact}, simulated ${x.simulated.rate} [${x.simulated.low}, ${x.simulated.high}]`).toBe(true);
    }
  });

  /** The boards for which the model with `wrong` rules falls outside the simulator's interval. */
  const misses = (wrong: (b: ExactBoard) => ExactBoard) =>
    EXACT_BOARDS.filter((b, i) => {
      const x = exactVillageWin(wrong(b));
      return x < rows[i].simulated.low || x > rows[i].simulated.high;
    });

  it('can fail: the model with the other tie rule, or the other win condition, falls outside the interval', () => {
    // Where every death is uniform (the closed form above) the tie rule changes nothing: at least half the boards.
    const tie = misses((b) => ({ ...b, rules: { ...b.rules, tieRule: b.rules.tieRule === 'pk' ? 'none' : 'pk' } }));
    expect(tie.length).toBeGreaterThanOrEqual(EXACT_BOARDS.length / 2);
    // Without a god 屠边 and 屠城 are one condition: on the boards with one, at least half.
    const withGod = EXACT_BOARDS.filter((b) => b.seer || b.witch);
    const cond = misses((b) => ({ ...b, rules: { ...b.rules, winCondition: b.rules.winCondition === 'sides' ? 'all' : 'sides' } }));
    expect(cond.length).toBeGreaterThanOrEqual(withGod.length / 2);
  });
});

describe("the lab's and simulate's figures come from the same code", () => {
  it('`simulate --json` gives simulate(), and the slices the lab worker runs give the same result', async () => {
    const board = boardOf(EXACT_BOARDS[EXACT_BOARDS.length - 1]);
    const parsed = parseBoard(board);
    if (!parsed.ok) throw new Error('board');
    const out: string[] = [];
    const io: Io = {
      out: (t) => out.push(t),
      err: () => {},
      env: {},
      readText: (p) => (p === 'exact.json' ? { ok: true, text: JSON.stringify(board) } : readTextFile(p)),
    };
    expect(await main(['simulate', 'exact.json', '--games', '600', '--seed', '4', '--policy', 'random', '--json'], io)).toBe(0);
    const direct = simulate(parsed.value, { games: 600, seed: 4, policy: 'random' });
    expect(JSON.parse(out.join('\n'))).toEqual(direct);
    // The lab page's worker (components/lab/sim.worker.ts) runs startSimulation in slices of 250.
    const run = startSimulation(parsed.value, { games: 600, seed: 4, policy: 'random' });
    while (run.done < run.total) run.advance(250);
    expect(run.result()).toEqual(direct);
  });
});
