// The white werewolf played by the simulator (docs/rules.md, the white werewolf (白狼)): the fuzzer runs both
// policies on boards with him under each value of his three house rules (every event accepted, the engine's
// invariants after each, his kill on his nights only, of another wolf), he does kill, and the lab's result counts
// his lone win as an outcome of its own with its share and its win path.
import { describe, expect, it } from 'vitest';
import type { Board } from '../../lib/generated/board';
import { parseBoard } from '../../lib/input/schema';
import { gameSeed, simulate } from '../../lib/sim/simulate';
import type { PolicyId } from '../../lib/sim/types';
import { playChecked } from './checked-game';

function board(name: string, rules: Record<string, unknown>, roles: Record<string, number>): Board {
  const p = parseBoard({ name, players: Object.values(roles).reduce((a, b) => a + b, 0), roles, rules });
  if (!p.ok) throw new Error(`${name}: ${JSON.stringify(p)}`);
  return p.value;
}

const TEN = { whiteWerewolf: 1, werewolf: 2, seer: 1, witch: 1, guard: 1, villager: 4 };
const TWELVE = { whiteWerewolf: 1, werewolf: 2, seer: 1, witch: 1, guard: 1, hunter: 1, elder: 1, cupid: 1, villager: 3 };
const BOARDS: Board[] = [
  board('even, langrensha', { family: 'langrensha' }, TEN),
  board('odd, protectable', { family: 'langrensha', whiteWerewolfNights: 'odd', whiteWerewolfKillProtectable: true }, TEN),
  board('every, with the pack', { family: 'langrensha', whiteWerewolfNights: 'every', whiteWerewolfWinsWithPack: true }, TEN),
  board('millers hollow', { family: 'millersHollow' }, TWELVE),
  board('parity, every night', { family: 'millersHollow', winCondition: 'parity', whiteWerewolfNights: 'every' }, TWELVE),
];

interface Run {
  problems: string[];
  games: number;
  finished: number;
  kills: number;
  winners: Record<string, number>;
}

function run(policy: PolicyId, games: number): Run {
  const out: Run = { problems: [], games: 0, finished: 0, kills: 0, winners: {} };
  const fail = (m: string) => {
    if (out.problems.length < 20) out.problems.push(m);
  };
  BOARDS.forEach((b, k) => {
    for (let i = 0; i < games; i++) {
      const gs = gameSeed(`white/${policy}/${k}`, i);
      const { state: s, problems } = playChecked(b, gs, policy, (_before, _step, e) => {
        if (e.type === 'whiteWerewolf' && e.target) out.kills++;
      });
      for (const m of problems) fail(`${b.name} seed ${gs}: ${m}`);
      out.games++;
      if (s.phase === 'over') {
        out.finished++;
        out.winners[String(s.winner)] = (out.winners[String(s.winner)] ?? 0) + 1;
      }
    }
  });
  return out;
}

describe('the white werewolf in the simulator', () => {
  it('the random policy plays him legally under each of his rules, kills wolves and sometimes wins alone', () => {
    const r = run('random', 80);
    expect(r.problems).toEqual([]);
    expect(r.finished).toBe(r.games);
    expect(r.kills).toBeGreaterThan(0);
    expect(r.winners.whiteWerewolf ?? 0).toBeGreaterThan(0);
  });

  it('the heuristic table plays him legally and uses his kill', () => {
    const r = run('heuristic', 40);
    expect(r.problems).toEqual([]);
    expect(r.finished / r.games).toBeGreaterThan(0.99);
    expect(r.kills).toBeGreaterThan(0);
  });

  it("the lab's result has his outcome, its share and its win path on a board with him (and never under whiteWerewolfWinsWithPack)", () => {
    const res = simulate(BOARDS[0], { games: 300, seed: 1, policy: 'random' });
    expect(res.errors.count).toBe(0);
    expect(res.outcomes).toContain('whiteWerewolf');
    expect(res.winRates.whiteWerewolf.rate).toBeGreaterThan(0);
    expect(res.winPaths.map((w) => w.path)).toContain('whiteWerewolf');
    const pack = simulate(BOARDS[2], { games: 150, seed: 1, policy: 'random' });
    expect(pack.winRates.whiteWerewolf.rate).toBe(0);
  });
});
