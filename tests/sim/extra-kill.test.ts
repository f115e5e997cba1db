// Two wolf attacks a night (docs/rules.md, "Two wolf attacks a night"): the random and the heuristic policies
// play the wolf cub's and the big bad wolf's boards legally (a second target, a seat saved of two victims), and
// the witch's step lists every victim with the tell of two.
import { describe, expect, it } from 'vitest';
import { apply, deal, makeRng, newGame, nextStep, playGame, type GameState } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { heuristicPolicy } from '../../lib/sim/policies/heuristic';
import { gameSeed } from '../../lib/sim/simulate';

const CUB: Board = {
  players: 12,
  roles: { wolfCub: 1, werewolf: 2, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1, nightmare: 1 },
  rules: { family: 'langrensha' },
};
const BIG: Board = {
  players: 12,
  roles: { bigBadWolf: 1, werewolf: 2, villager: 5, seer: 1, witch: 1, hunter: 1, guard: 1 },
  rules: { family: 'millersHollow' },
};

/** Heuristic games of a board; counts the events of each type. */
function heuristicGames(board: Board, games: number): Record<string, number> {
  const seen: Record<string, number> = {};
  for (let i = 0; i < games; i++) {
    const gs = gameSeed('extra-kill', i);
    const d = deal(board, gs);
    if (!d.ok) throw new Error(d.message);
    const g = newGame(board, d.seats, d.bottom);
    if (!g.ok) throw new Error('setup');
    const rng = makeRng(gs);
    let s: GameState = g.state;
    const table = heuristicPolicy.start(s, rng);
    for (let k = 0; s.phase !== 'over' && k < 2000; k++) {
      const step = nextStep(s, { brief: true });
      const e = table.choose(s, step, rng);
      const r = apply(s, e);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(e)}: ${r.error.message}`);
      seen[e.type] = (seen[e.type] ?? 0) + 1;
      table.observe?.(s, e, r.state);
      s = r.state;
    }
  }
  return seen;
}

describe('more than one wolf attack a night, played by the policies', () => {
  it('the random policy plays both boards to the end with legal events, naming second victims and seats saved', () => {
    let seatSaves = 0;
    const types = new Set<string>();
    for (const board of [CUB, BIG]) {
      for (let seed = 0; seed < 150; seed++) {
        const g = playGame(board, seed);
        expect(g.state.phase).toBe('over');
        for (const e of g.events) {
          types.add(e.type);
          if (e.type === 'witch' && typeof e.save === 'number') seatSaves++;
        }
      }
    }
    expect(types.has('wolfCub')).toBe(true);
    expect(types.has('bigBadWolf')).toBe(true);
    expect(seatSaves).toBeGreaterThan(0);
  });

  it('the heuristic policy plays both boards legally and uses the extra kill', () => {
    expect(heuristicGames(CUB, 120).wolfCub ?? 0).toBeGreaterThan(0);
    expect(heuristicGames(BIG, 60).bigBadWolf ?? 0).toBeGreaterThan(0);
  });

  it("the witch's step lists both victims and tells the witch both; a seat saves one", () => {
    const seats = [
      'bigBadWolf',
      'werewolf',
      'werewolf',
      'seer',
      'witch',
      'guard',
      'villager',
      'villager',
      'villager',
      'villager',
      'villager',
      'villager',
    ] as const;
    const board: Board = {
      players: 12,
      roles: { bigBadWolf: 1, werewolf: 2, seer: 1, witch: 1, guard: 1, villager: 6 },
      rules: { family: 'langrensha', sheriff: false, nightOrder: 'advanced' },
    };
    const g = newGame(board, [...seats]);
    if (!g.ok) throw new Error('setup');
    let s = g.state;
    for (const e of [
      { type: 'guard', target: 7 },
      { type: 'seer', target: 2 },
      { type: 'wolves', target: 8 },
      { type: 'bigBadWolf', target: 9 },
    ] as const) {
      const r = apply(s, e);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    const step = nextStep(s);
    expect(step.potions?.victims.map((v) => v.seat)).toEqual([8, 9]);
    expect(step.tell.find((t) => t.kind === 'victims')?.seats).toEqual([8, 9]);
    const saved = apply(s, { type: 'witch', save: 9 });
    expect(saved.ok && saved.state.deaths.map((d) => d.seat)).toEqual([8]);
  });
});
