// The magician's swap read two ways (docs/rules.md, the magician): the engine redirects every night target
// (LangRenShaFaGuan's Q&A "当晚受到的技能目标会互换"); the WerewolfGameJudge app instead swaps a death when exactly
// one of the two swapped players died. On the standard board (狼王魔术师) the two readings give the same deaths
// for every swap, wolves' kill and potion of night 1.
import { describe, it, expect } from 'vitest';
import { apply, newGame, nextStep, type GameEvent, type GameState, type Seat } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';

const BOARD: Board = {
  players: 12,
  roles: { werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, magician: 1 },
  rules: { nightOrder: 'advanced' },
};
// 1–3 werewolves, 4 wolf king, 5–8 villagers, 9 seer, 10 witch, 11 hunter, 12 magician.
const SEATS = ['werewolf', 'werewolf', 'werewolf', 'wolfKing', 'villager', 'villager', 'villager', 'villager', 'seer', 'witch', 'hunter', 'magician'] as const;

type Potion = { save?: boolean; poison?: Seat };

/** Night 1 with the given choices; the seats dead at dawn. */
function night(swap: [Seat, Seat] | null, kill: Seat | null, potion: Potion): Set<Seat> | null {
  const g = newGame(BOARD, [...SEATS]);
  if (!g.ok) throw new Error('deal');
  let s: GameState = g.state;
  while (s.phase === 'night') {
    const step = nextStep(s);
    let e: GameEvent;
    if (step.event === 'magician') e = { type: 'magician', swap };
    else if (step.event === 'seer') e = { type: 'seer', target: 1 };
    else if (step.event === 'wolves') e = { type: 'wolves', target: kill };
    else if (step.event === 'witch') e = { type: 'witch', ...potion } as GameEvent;
    else throw new Error(`unexpected step ${step.id}`);
    const r = apply(s, e);
    if (!r.ok) return null;
    s = r.state;
  }
  return new Set(s.deaths.filter((d) => d.time === 'night').map((d) => d.seat));
}

/** The WerewolfGameJudge reading: resolve without the swap, then swap the death if exactly one of the two died. */
function deathSwap(swap: [Seat, Seat], dead: Set<Seat>): Set<Seat> {
  const [a, b] = swap;
  if (dead.has(a) === dead.has(b)) return dead;
  const out = new Set(dead);
  const [gone, other] = dead.has(a) ? [a, b] : [b, a];
  out.delete(gone);
  out.add(other);
  return out;
}

describe('the magician: redirecting every target agrees with swapping the death (standard board, night 1)', () => {
  it('gives the same deaths for every swap, kill and potion', () => {
    const seats: Seat[] = [1, 4, 5, 6, 9, 10, 11, 12];
    const potions: Potion[] = [{}, { save: true }, ...seats.map((p) => ({ poison: p }))];
    let compared = 0;
    for (let i = 0; i < seats.length; i++) {
      for (let j = i + 1; j < seats.length; j++) {
        const swap: [Seat, Seat] = [seats[i], seats[j]];
        for (const kill of [null, ...seats] as (Seat | null)[]) {
          for (const potion of potions) {
            const redirected = night(swap, kill, potion);
            const plain = night(null, kill, potion);
            // A choice one reading refuses (the antidote with no victim) is not compared.
            if (!redirected || !plain) continue;
            expect([...redirected].sort(), JSON.stringify({ swap, kill, potion })).toEqual([...deathSwap(swap, plain)].sort());
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
