// Events built from the engine's steps, refusals with the engine's reasons, ballots and the dawn
// announcement, on real games of the 12-player 预女猎守 board (langrensha defaults).
import { describe, expect, it } from 'vitest';
import { apply, nextStep } from '../../lib/engine';
import type { GameEvent, Step } from '../../lib/engine/types';
import { dawnIndex, deathsAnnounced, lastDead, nightDeaths } from '../../lib/moderator/announce';
import { ballotRefusal, setBallot, totals, voteEvent } from '../../lib/moderator/ballots';
import { eventFor, seatRefusal, toggleSeat } from '../../lib/moderator/events';
import { at, log, NIGHT1 } from './helpers';

const DAY1: GameEvent[] = [...NIGHT1, { type: 'sheriff', seat: 1 }];

describe('events from steps', () => {
  it('shapes each night event and refuses what the engine refuses (seed 000 §6(1): no guard repeat)', () => {
    const n1 = at([]);
    expect(n1.step.id).toBe('guard');
    expect(eventFor(n1.step, { kind: 'seats', seats: [5] })).toEqual({ ok: true, event: { type: 'guard', target: 5 } });
    expect(eventFor(n1.step, { kind: 'none' })).toEqual({ ok: true, event: { type: 'guard', target: null } });
    expect(eventFor(n1.step, { kind: 'seats', seats: [] })).toEqual({ ok: false, problem: 'count', want: 1 });
    // Night 2: the guard protected 5 on night 1.
    const n2 = at([...DAY1, { type: 'exile', seat: 9 }]);
    expect(n2.step.id).toBe('guard');
    expect(seatRefusal(n2.step, 5)).toBe('guardRepeat');
    expect(seatRefusal(n2.step, 6)).toBe('dead');
    expect(seatRefusal(n2.step, 7)).toBeNull();
    expect(seatRefusal(n2.step, 99)).toBe('outOfRange');
  });

  it('builds events the engine accepts at every step of a night', () => {
    let s = at([]).state;
    const picks: Record<string, number> = { guard: 5, seer: 9, werewolf: 6 };
    for (let i = 0; i < 4; i++) {
      const step = nextStep(s);
      const b = step.id === 'witch' ? eventFor(step, { kind: 'witch', save: true, poison: null }) : eventFor(step, { kind: 'seats', seats: [picks[step.id]] });
      expect(b.ok).toBe(true);
      const r = apply(s, (b as { event: GameEvent }).event);
      expect(r.ok, JSON.stringify(b)).toBe(true);
      s = (r as { state: typeof s }).state;
    }
    expect(s.phase).toBe('day');
    expect(s.deaths).toEqual([]);
  });

  it('a step without "nobody" refuses it; the seer must name a seat', () => {
    const step = at(NIGHT1.slice(0, 3)).step;
    expect(step.id).toBe('seer');
    expect(eventFor(step, { kind: 'none' })).toEqual({ ok: false, problem: 'noneNotAllowed' });
    expect(eventFor(step, { kind: 'thief', take: null })).toEqual({ ok: false, problem: 'wrongChoice' });
  });

  it('one-seat steps replace the selection, two-seat steps keep two', () => {
    const one = { count: 1 } as Step;
    const two = { count: 2 } as Step;
    const any = { count: -1 } as Step;
    expect(toggleSeat(one, [3], 4)).toEqual([4]);
    expect(toggleSeat(one, [3], 3)).toEqual([]);
    expect(toggleSeat(two, [3, 4], 5)).toEqual([4, 5]);
    expect(toggleSeat(any, [3, 4], 5)).toEqual([3, 4, 5]);
  });

  it('shapes day events: sheriff, exile, shoot, badge, self-destruct', () => {
    const sheriff = at(NIGHT1).step;
    expect(sheriff.kind).toBe('sheriff');
    expect(eventFor(sheriff, { kind: 'none' })).toEqual({ ok: true, event: { type: 'sheriff', seat: null } });
    expect(eventFor(sheriff, { kind: 'seats', seats: [4] })).toEqual({ ok: true, event: { type: 'sheriff', seat: 4 } });
    expect(eventFor(sheriff, { kind: 'exile', seat: 3 })).toEqual({ ok: true, event: { type: 'exile', seat: 3 } });
    expect(eventFor(sheriff, { kind: 'selfDestruct', seat: 9, target: null })).toEqual({ ok: true, event: { type: 'selfDestruct', seat: 9 } });
    // The hunter (3) exiled on day 1 shoots.
    const shoot = at([...DAY1, { type: 'exile', seat: 3 }]).step;
    expect(shoot.kind).toBe('shoot');
    expect(eventFor(shoot, { kind: 'seats', seats: [9] })).toEqual({ ok: true, event: { type: 'shoot', target: 9 } });
    expect(seatRefusal(shoot, 3)).toBe('dead');
  });
});

describe('ballots (seed 000 §4: abstaining allowed; the sheriff weighs 1.5 on langrensha boards)', () => {
  it("refuses a dead voter and a PK voter, with the engine's reasons", () => {
    const day = at(DAY1);
    expect(day.step.kind).toBe('vote');
    expect(ballotRefusal(day.step, 6, 2)).toBe('dead');
    expect(ballotRefusal(day.step, 2, 6)).toBe('dead');
    expect(ballotRefusal(day.step, 2, 9)).toBeNull();
    expect(ballotRefusal(day.step, 2, null)).toBeNull();
    // A tie opens a PK between 9 and 10: they may not vote, the others vote only for them.
    const pk = at([...DAY1, { type: 'vote', ballots: { '2': 9, '3': 10 } }]);
    expect(pk.state.vote.candidates).toEqual([9, 10]);
    expect(ballotRefusal(pk.step, 9, 10)).toBe('tied');
    expect(ballotRefusal(pk.step, 2, 5)).toBe('notCandidate');
    expect(ballotRefusal(pk.step, 2, 10)).toBeNull();
  });

  it("totals with the engine's weights and builds the vote the engine tallies the same way", () => {
    const day = at(DAY1);
    const w = (v: number) => day.step.vote!.weight[v] ?? 1;
    expect(w(1)).toBe(1.5);
    let b = setBallot({}, 1, 9);
    b = setBallot(b, 2, 10);
    b = setBallot(b, 3, null);
    expect(totals(b, w)).toEqual([
      { seat: 9, votes: 1.5, voters: [1], extra: 0 },
      { seat: 10, votes: 1, voters: [2], extra: 0 },
    ]);
    expect(setBallot(b, 3, undefined)).toEqual({ 1: 9, 2: 10 });
    const e = voteEvent(b);
    expect(e).toEqual({ type: 'vote', ballots: { '1': 9, '2': 10, '3': null } });
    const r = apply(day.state, e);
    expect(r.ok && r.state.deaths.map((d) => [d.seat, d.cause])).toEqual([
      [6, 'wolves'],
      [9, 'exile'],
    ]);
  });
});

describe('dawn announcement (seed 002 天亮 2: seats only, never causes)', () => {
  it("lists the night's deaths by seat, sorted, with last words", () => {
    // Night 2: wolves kill 7, the witch poisons 12 (a wolf): announced as 7, 12 in seat order.
    const l = log([
      ...DAY1,
      { type: 'exile', seat: 9 },
      { type: 'guard', target: 1 },
      { type: 'wolves', target: 7 },
      { type: 'witch', poison: 12 },
      { type: 'seer', target: 10 },
    ]);
    const last = l.states[l.states.length - 1];
    const k = dawnIndex(l.states, 2);
    expect(k).toBe(l.states.length - 1);
    expect(nightDeaths(l.states[k])).toEqual([
      { seat: 7, lastWords: false },
      { seat: 12, lastWords: false },
    ]);
    // Night 1's death had last words (lastWords: firstNightAndDay).
    expect(nightDeaths(l.states[dawnIndex(l.states, 1)])).toEqual([{ seat: 6, lastWords: true }]);
    expect(lastDead(last)).toBe(12);
    expect(dawnIndex(l.states, 5)).toBe(-1);
  });

  it('holds the deaths while the election before the deaths runs (sheriffElection: day1BeforeDeaths)', () => {
    const d = at(NIGHT1);
    expect(d.step.kind).toBe('sheriff');
    expect(deathsAnnounced(d.state, d.step.kind)).toBe(false);
    const v = at(DAY1);
    expect(deathsAnnounced(v.state, v.step.kind)).toBe(true);
  });
});
