// The heuristic table against the Millers Hollow test board's wolf-father and angel and 咒狐乌鸦's cursed fox
// (docs/rules.md, the accursed wolf-father; the angel; the cursed fox): the village answers an infection the witch
// can tell, the infected seer covers the pack, the angel votes for himself on day 0 without asking for it and the wolves
// leave him alone on night 1, the good side spares the last wolf it counts while the fox may live, and the fox votes
// against the seer whose check kills him.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deal, groupOf, isWolfSeat, makeRng, newGame, type GameState } from '../../lib/engine';
import { getPreset } from '../../lib/catalogue/presets';
import type { Board } from '../../lib/generated/board';
import { parseBoard } from '../../lib/input/schema';
import { isConverted } from '../../lib/powers/queries';
import { tableMind } from '../../lib/sim/policies/table/mind';
import { morning } from '../../lib/sim/policies/table/morning';
import { gameSeed } from '../../lib/sim/simulate';
import { watchHeuristic, type See } from './watch-heuristic';

const watchAnswers = (board: Board, games: number, see: See) => watchHeuristic(board, games, see, 'answers');

const parsed = parseBoard(JSON.parse(readFileSync(join(__dirname, '../boards/millers-hollow-12.json'), 'utf8')));
if (!parsed.ok) throw new Error('millers-hollow-12.json');
const twelve = parsed.value;

const seerOf = (s: GameState) => s.roles.indexOf('seer') + 1;

/** The first day state of a game (after the dawn deaths) where the seer is alive and `infected` says whether she is turned. */
function dayWithSeer(infected: boolean): GameState {
  let found: GameState | null = null;
  watchAnswers(twelve, 200, (_s, _step, _e, next) => {
    const seer = seerOf(next);
    if (next.phase === 'day' && next.day >= 1 && next.alive[seer - 1] && isConverted(next, seer) === infected) found = next;
    return found !== null;
  });
  if (!found) throw new Error('no such game');
  return found;
}

describe('the heuristic table against the accursed wolf-father (docs/rules.md, the accursed wolf-father)', () => {
  it('the witch told no victim: every seer claimant alive is a known wolf at dawn, and the table believes none of them', () => {
    const s = dayWithSeer(true);
    const seer = seerOf(s);
    const t = tableMind(s);
    t.m.claimants.push(seer);
    t.m.reports.set(seer, new Map());
    t.m.trusted = seer;
    t.m.silent = true;
    morning(t, s, makeRng(1));
    expect(t.m.infection).toBe(true);
    expect(t.knownWolves(s)).toContain(seer);
    expect(t.m.trusted).toBe(0);
    expect(t.m.silent).toBe(false);
  });

  it('can fail: a night the witch was told its victim proves nothing, and the claimant stays believed', () => {
    const s = dayWithSeer(true);
    const seer = seerOf(s);
    const t = tableMind(s);
    t.m.claimants.push(seer);
    t.m.reports.set(seer, new Map());
    t.m.trusted = seer;
    morning(t, s, makeRng(1));
    expect(t.m.infection).toBe(false);
    expect(t.knownWolves(s)).not.toContain(seer);
    expect(t.m.trusted).toBe(seer);
  });

  it('with no claimant alive, the gods who showed their role lose the table’s trust and become suspects', () => {
    const s = dayWithSeer(false);
    const t = tableMind(s);
    // Nobody claimed on an earlier morning (this morning's claim comes after the night's news): a god who showed his role.
    const god = s.roles.findIndex((r, i) => s.alive[i] && r !== 'seer' && groupOf(s, i + 1) === 'god') + 1;
    t.m.shown.add(god);
    expect(t.cleared(s, god)).toBe(true);
    t.m.silent = true;
    morning(t, s, makeRng(1));
    expect(t.m.infection).toBe(true);
    expect(t.cleared(s, god)).toBe(false);
    expect(t.m.suspects.has(god)).toBe(true);
  });

  it('the infected seer calls a wolf she checks good; the seer who is not infected reports it', () => {
    for (const infected of [true, false]) {
      const s = dayWithSeer(infected);
      const seer = seerOf(s);
      let wolf = 0;
      for (let x = 1; x <= s.alive.length; x++) if (x !== seer && isWolfSeat(s, x)) wolf = x;
      const t = tableMind(s);
      t.m.checks.set(wolf, true);
      morning(t, s, makeRng(1));
      expect(t.m.reports.get(seer)?.get(wolf)).toBe(!infected);
    }
  });

  it('in play, after a silent night with the witch alive, every good voter votes for a wolf (the infected seer or another known wolf), whatever a sheriff calls', () => {
    let silent = false;
    let votes = 0;
    watchAnswers(twelve, 300, (s, step, e) => {
      const seer = seerOf(s);
      if (e.type === 'witch' && step.potions && !step.potions.victim && !isWolfSeat(s, step.actors[0] ?? 0)) silent = s.night >= 2;
      if (e.type !== 'vote' || !silent) return false;
      silent = false;
      if (!s.alive[seer - 1] || !isConverted(s, seer)) return false;
      votes++;
      // Good voters not in love with a wolf vote for a wolf: the infected seer, or another wolf the table knows.
      for (const [voter, x] of Object.entries(e.ballots)) {
        const v = Number(voter);
        if (isWolfSeat(s, v) || x === null) continue;
        const lover = step.vote?.loverOf[v];
        if (lover && isWolfSeat(s, lover)) continue;
        expect(isWolfSeat(s, x)).toBe(true);
      }
      return true;
    });
    expect(votes).toBeGreaterThan(30);
  });
});

describe('the heuristic table against the angel (docs/rules.md, the angel: he wins by the opening vote or the wolves’ night-1 kill)', () => {
  it('on day 0 the angel votes for himself without asking for it in his speech (asking would give him away), and the wolves, who saw that ballot, do not attack him on night 1', () => {
    let days0 = 0;
    let nights1 = 0;
    watchAnswers(twelve, 300, (s, _step, e) => {
      const angel = s.roles.indexOf('angel') + 1;
      if (e.type === 'vote' && s.day === 0) {
        days0++;
        expect(e.ballots[angel]).toBe(angel);
      }
      if (e.type === 'wolves' && s.night === 1) {
        nights1++;
        expect(e.target).not.toBe(angel);
      }
      return false;
    });
    expect(days0).toBe(300);
    expect(nights1).toBeGreaterThan(200);
  });
});

describe('the heuristic table and the cursed fox (docs/rules.md, the cursed fox: he wins whichever side’s condition is met while he lives)', () => {
  const fox = getPreset('zhou-hu-wu-ya')!.board;
  const start = (board: Board): GameState => {
    const d = deal(board, gameSeed('fox', 0));
    if (!d.ok) throw new Error(d.message);
    const g = newGame(board, d.seats, d.bottom);
    if (!g.ok) throw new Error('setup');
    return g.state;
  };
  const wolvesOf = (s: GameState) => s.roles.flatMap((_, i) => (isWolfSeat(s, i + 1) ? [i + 1] : []));
  const without = (s: GameState, dead: number[]) => ({ ...s, alive: s.alive.map((a, i) => a && !dead.includes(i + 1)) }) as GameState;

  it('players gone who voted to save a known wolf count as wolves gone: the last wolf the table counts is spared while the fox may live', () => {
    const s0 = start(fox);
    const [w1, w2, w3] = wolvesOf(s0);
    const t = tableMind(s0);
    for (const w of [w1, w2, w3]) t.m.suspects.add(w);
    // One of three wolves gone: two may be left, the good side may vote out the suspects alive.
    expect(t.removableSuspects(without(s0, [w1])).sort()).toEqual([w2, w3].sort());
    // Two gone: the one left may be the last wolf, and the fox's win: nobody votes him out, poisons or shoots him.
    expect(t.removableSuspects(without(s0, [w1, w2]))).toEqual([]);
    t.m.stealerGone = true;
    expect(t.removableSuspects(without(s0, [w1, w2]))).toEqual([w3]);
  });

  it('can fail: with no win-stealer on the board, the last suspect is voted out like any other', () => {
    const s0 = start(getPreset('yu-nv-lie-bai')!.board);
    const [w1, w2, w3] = wolvesOf(s0);
    const t = tableMind(s0);
    for (const w of [w1, w2, w3]) t.m.suspects.add(w);
    expect(t.removableSuspects(without(s0, [w1, w2]))).toEqual([w3]);
  });

  it('in play the fox votes for a seer claimant while the seer lives: the seer, or the wolf who claimed against her', () => {
    let votes = 0;
    watchAnswers(fox, 300, (s, _step, e) => {
      if (e.type !== 'vote') return false;
      const f = s.roles.indexOf('cursedFox') + 1;
      const seer = seerOf(s);
      const ballot = e.ballots[f];
      if (!s.alive[seer - 1] || ballot === undefined || ballot === null) return false;
      votes++;
      expect(ballot === seer || isWolfSeat(s, ballot)).toBe(true);
      return false;
    });
    expect(votes).toBeGreaterThan(100);
  });
});
