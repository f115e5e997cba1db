// The fuzzer on boards where the wolf robot can learn each learnable power (docs/rules.md, the wolf robot):
// both policies play his learned guard, witch, dreamcatcher, checks, hunt, curse and swap legally (every event accepted, the
// engine's invariants hold after each), his own potions are spent once each, his learned protection never
// repeats, and every learnable power is actually used by him somewhere in the run.
import { describe, expect, it } from 'vitest';
import type { Board } from '../../lib/generated/board';
import { parseBoard } from '../../lib/input/schema';
import { gameSeed } from '../../lib/sim/simulate';
import type { PolicyId } from '../../lib/sim/types';
import { playChecked } from './checked-game';

function board(roles: Record<string, number>, nightOrder: 'chinese' | 'advanced', name: string): Board {
  const p = parseBoard({ name, players: 12, roles, rules: { nightOrder } });
  if (!p.ok) throw new Error(`${name}: ${JSON.stringify(p)}`);
  return p.value;
}

const BOARDS: Board[] = [
  board({ werewolf: 3, wolfRobot: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, 'chinese', 'robot guard'),
  board({ werewolf: 3, wolfRobot: 1, villager: 4, seer: 1, witch: 1, hunter: 1, dreamcatcher: 1 }, 'advanced', 'robot dreamcatcher'),
  board({ werewolf: 3, wolfRobot: 1, villager: 4, psychic: 1, witch: 1, hunter: 1, guard: 1 }, 'advanced', 'robot psychic'),
  board({ werewolf: 3, wolfRobot: 1, villager: 4, seer: 1, witch: 1, graveKeeper: 1, guard: 1 }, 'chinese', 'robot grave keeper'),
  board({ werewolf: 3, wolfRobot: 1, villager: 4, seer: 1, witch: 1, hunter: 1, witcher: 1 }, 'chinese', 'robot witcher'),
  board({ werewolf: 3, wolfRobot: 1, villager: 4, seer: 1, witch: 1, hunter: 1, crow: 1 }, 'advanced', 'robot crow'),
  board({ werewolf: 3, wolfRobot: 1, villager: 4, seer: 1, witch: 1, hunter: 1, magician: 1 }, 'chinese', 'robot magician'),
];

interface Run {
  problems: string[];
  games: number;
  finished: number;
  /** Learned uses by the robot from night 2, by the step's power. */
  used: Record<string, number>;
}

function run(policy: PolicyId, games: number): Run {
  const out: Run = { problems: [], games: 0, finished: 0, used: {} };
  const fail = (m: string) => {
    if (out.problems.length < 20) out.problems.push(m);
  };
  BOARDS.forEach((b, k) => {
    for (let i = 0; i < games; i++) {
      const gs = gameSeed(`robot/${policy}/${k}`, i);
      let saves = 0;
      let poisons = 0;
      let lastGuard = { night: 0, seat: 0 };
      const { state: s, problems } = playChecked(b, gs, policy, (before, step, e) => {
        if (e.type !== 'wolfRobot' || before.night <= 1) return;
        const power = String(step.power);
        if (e.target || e.save || e.poison || e.swap) out.used[power] = (out.used[power] ?? 0) + 1;
        if (e.save) saves++;
        if (e.poison) poisons++;
        if (power === 'protect' && e.target) {
          if (lastGuard.seat === e.target && lastGuard.night === before.night - 1)
            fail(`${b.name} seed ${gs}: the robot protected ${e.target} two nights running`);
          lastGuard = { night: before.night, seat: e.target };
        }
      });
      for (const m of problems) fail(`${b.name} seed ${gs}: ${m}`);
      if (saves > 1 || poisons > 1) fail(`${b.name} seed ${gs}: the robot used ${saves} antidotes and ${poisons} poisons`);
      out.games++;
      if (s.phase === 'over') out.finished++;
    }
  });
  return out;
}

describe('the fuzzer on the wolf robot’s learned powers', () => {
  for (const policy of ['random', 'heuristic'] as const) {
    it(`${policy} players use every learnable power legally (7 boards × 150 games)`, () => {
      const r = run(policy, 150);
      expect(r.problems).toEqual([]);
      expect(r.finished).toBe(r.games);
      for (const power of ['protect', 'potions', 'dream', 'inspect', 'hunt', 'curse', 'swap']) expect(r.used[power] ?? 0, power).toBeGreaterThan(0);
    });
  }
});
