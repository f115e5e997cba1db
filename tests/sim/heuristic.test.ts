// The heuristic policy: it plays as its plain-words description says, and a cautious
// table does better for the village than random players on 预女猎白.
import { describe, expect, it } from 'vitest';
import { apply, deal, makeRng, newGame, nextStep, type GameEvent, type GameState, type Step } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { getPreset } from '../../lib/catalogue/presets';
import { lastProtected } from '../../lib/powers/queries';
import { HEURISTIC_RULES } from '../../lib/sim/policies/heuristic-rules';
import { textsOf } from '../texts';
import { heuristicPolicy } from '../../lib/sim/policies/heuristic';
import { gameSeed, simulate } from '../../lib/sim/simulate';
import { difference } from '../../lib/sim/stats';

const yuNvLieBai = getPreset('yu-nv-lie-bai')!.board;
const yuNvLieShou = getPreset('yu-nv-lie-shou')!.board;

/** Plays heuristic games and hands every (state, step, event, next state) to `see`. */
function watch(board: Board, games: number, see: (s: GameState, step: Step, e: GameEvent, next: GameState) => void): void {
  for (let i = 0; i < games; i++) {
    const gs = gameSeed('watch', i);
    const d = deal(board, gs);
    if (!d.ok) throw new Error(d.message);
    const g = newGame(board, d.seats, d.bottom);
    if (!g.ok) throw new Error('setup');
    const rng = makeRng(gs);
    let s = g.state;
    const table = heuristicPolicy.start(s, rng);
    while (s.phase !== 'over') {
      const step = nextStep(s, { brief: true });
      const e = table.choose(s, step, rng);
      const r = apply(s, e);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(e)}: ${r.error.message}`);
      see(s, step, e, r.state);
      table.observe?.(s, e, r.state);
      s = r.state;
    }
  }
}

describe('the cautious table (heuristic policy)', () => {
  it('beats random players for the village on 预女猎白 (4,000 games each, 95% interval of the difference above 0)', () => {
    const random = simulate(yuNvLieBai, { games: 4000, seed: 2024, policy: 'random' });
    const heuristic = simulate(yuNvLieBai, { games: 4000, seed: 2024, policy: 'heuristic' });
    expect(heuristic.errors.count).toBe(0);
    const d = difference(random.winRates.village, heuristic.winRates.village);
    expect(d.low).toBeGreaterThan(0);
  });

  it('the witch saves on night 1 whenever the rules let her; the wolves never kill a teammate or nobody; nobody self-destructs', () => {
    let nights1 = 0;
    watch(yuNvLieBai, 200, (s, step, e) => {
      if (e.type === 'selfDestruct') throw new Error('a self-destruct');
      if (e.type === 'wolves') {
        expect(e.target).not.toBeNull();
        expect(s.roles[e.target! - 1]).not.toBe('werewolf');
      }
      if (e.type === 'witch' && s.night === 1) {
        nights1++;
        expect(Boolean(e.save)).toBe(step.witch!.save.ok);
        expect(e.poison).toBeUndefined();
      }
    });
    expect(nights1).toBeGreaterThan(100);
  });

  it('the seer never checks a seat twice; the guard skips night 1 under 同守同救 and never repeats', () => {
    const checked = new Map<GameState['ctx'], Set<number>>();
    let guardNights = 0;
    watch(yuNvLieShou, 200, (s, _step, e) => {
      if (e.type === 'seer') {
        const set = checked.get(s.ctx) ?? new Set<number>();
        expect(set.has(e.target)).toBe(false);
        set.add(e.target);
        checked.set(s.ctx, set);
      }
      if (e.type === 'guard') {
        guardNights++;
        // Basic Rules 6(1): guard + antidote on one player kills him, and the witch saves on night 1.
        if (s.night === 1) expect(e.target).toBeNull();
        else {
          const last = lastProtected(s);
          if (last.night === s.night - 1 && last.seat) expect(e.target).not.toBe(last.seat);
        }
      }
    });
    expect(guardNights).toBeGreaterThan(200);
  });

  it('good players follow the sheriff: every good voter votes as the sheriff does', () => {
    let votes = 0;
    watch(yuNvLieBai, 200, (s, _step, e) => {
      if (e.type !== 'vote' || !s.sheriff || !s.alive[s.sheriff - 1] || s.vote.candidates) return;
      const call = e.ballots[String(s.sheriff)];
      if (call === undefined) return;
      const isWolf = (x: number) => s.roles[x - 1] === 'werewolf';
      if (isWolf(s.sheriff)) return;
      for (const [voter, t] of Object.entries(e.ballots)) {
        const v = Number(voter);
        if (isWolf(v) || v === call) continue;
        // The seer may vote her own checked wolf; everyone else follows the call.
        if (s.roles[v - 1] !== 'seer') expect(t).toBe(call);
      }
      votes++;
    });
    expect(votes).toBeGreaterThan(100);
  });

  it('is described in plain words, one line per rule, in Chinese and English', () => {
    expect(HEURISTIC_RULES.length).toBeGreaterThanOrEqual(8);
    for (const r of HEURISTIC_RULES) {
      expect(textsOf(r.text).en.length).toBeGreaterThan(20);
      expect(textsOf(r.text).zh).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(new Set(HEURISTIC_RULES.map((r) => r.id)).size).toBe(HEURISTIC_RULES.length);
  });
});
