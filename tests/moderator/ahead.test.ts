// Skip-ahead (lib/moderator/ahead): the judge stops only at the beats that need him; the beats before one that
// need nothing are shown on its card above its words. docs/rules.md "Moderating on a phone", "How a night
// runs" and "Order of the day" (the order of the beats is the engine's), "Fake steps" (their pause is kept).
import { describe, expect, it } from 'vitest';
import { replay } from '../../lib/engine';
import type { GameEvent, GameRecord } from '../../lib/engine/types';
import { aheadOf, leadOf, shownAt, stopsAt } from '../../lib/moderator/ahead';
import { currentBeats, type Beat } from '../../lib/moderator/beats';
import { NIGHT1, SEATS12, YNLS } from './helpers';

function beatsNow(events: GameEvent[]): Beat[] {
  const record: GameRecord = { board: YNLS, seats: SEATS12, events };
  const r = replay(record, { keepStates: true });
  if (!r.ok) throw new Error(r.error.message);
  return currentBeats({ states: r.states!, record }, 'en');
}

/** The beats a judge stops at, tapping the skip-ahead "next" from the first beat up to one that waits. */
function stops(bs: Beat[]): number[] {
  const out = [0];
  while (out[out.length - 1] < bs.length - 1 && bs[out[out.length - 1]].waitsFor === null) out.push(aheadOf(bs, out[out.length - 1]));
  return out;
}

// A night with no death, no election: the day runs announce, speeches, vote; the exile is recorded, then
// the exiled player's last words and the nightfall come before the guard wakes.
const DAY1: GameEvent[] = [{ type: 'guard', target: 6 }, { type: 'wolves', target: 6 }, { type: 'witch' }, { type: 'seer', target: 9 }];
const EXILED: GameEvent[] = [...DAY1, { type: 'sheriff', seat: null }, { type: 'vote', ballots: { 1: 9, 2: 9, 3: 9 } }];

describe('skip-ahead (docs/rules.md "How a night runs", "Order of the day")', () => {
  it('runs from the first beat to the one that waits, never past it, each beat between needing no stop', () => {
    for (const events of [[], NIGHT1, DAY1, EXILED]) {
      const bs = beatsNow(events);
      const s = stops(bs);
      const wait = bs.findIndex((b) => b.waitsFor !== null);
      if (wait >= 0) expect(s[s.length - 1]).toBe(wait);
      for (let k = 1; k < s.length; k++) {
        expect(stopsAt(bs[s[k]]) || s[k] === bs.length - 1).toBe(true);
        for (let j = s[k - 1] + 1; j < s[k]; j++) expect(stopsAt(bs[j])).toBe(false);
      }
    }
  });

  it('after an exile, one "next" takes the judge from the exile through the last words and the nightfall to the guard', () => {
    const bs = beatsNow(EXILED);
    const kinds = bs.map((b) => b.kind);
    expect(kinds.length).toBeGreaterThan(2);
    expect(stops(bs).length - 1).toBeLessThan(kinds.length - 1);
    expect(bs[stops(bs).at(-1)!].waitsFor).toBe('guard');
  });

  it('shows the beats that need nothing above the stop after them: after the seer, her answer above the election', () => {
    const bs = beatsNow(NIGHT1);
    const at = shownAt(bs, 0);
    expect(bs[at].kind).toBe('election');
    const lead = leadOf(bs, at);
    expect(lead.map((b) => b.kind)).toEqual(['step']);
    expect(lead[0].shows.map((x) => x.code)).toContain('answer');
    // Every beat before the one shown is either shown above it or was a stop tapped through.
    for (let j = 0; j < at; j++) expect(lead.includes(bs[j]) || stopsAt(bs[j])).toBe(true);
    // A stop is shown at itself, with nothing above it when the beat before it is a stop too.
    const plain = { fake: false, waitsFor: null, offers: [], kind: 'step' } as unknown as Beat;
    const speeches = { ...plain, kind: 'speeches' } as Beat;
    const vote = { ...plain, kind: 'vote', waitsFor: 'vote' } as Beat;
    expect(shownAt([plain, speeches, plain, vote], 0)).toBe(1);
    expect(shownAt([plain, speeches, plain, vote], 2)).toBe(3);
    expect(leadOf([plain, speeches, plain, vote], 3)).toEqual([plain]);
    expect(leadOf([plain, speeches, vote], 2)).toEqual([]);
  });

  it('stops at the speeches and at a day action offered; a fake step is shown above the next stop (its pause with it, docs/rules.md "Fake steps")', () => {
    const plain = { fake: false, waitsFor: null, offers: [], kind: 'step' } as unknown as Beat;
    const fake = { ...plain, fake: true } as Beat;
    const speeches = { ...plain, kind: 'speeches' } as Beat;
    const offers = { ...plain, kind: 'announce', offers: ['selfDestruct'] } as Beat;
    const wait = { ...plain, waitsFor: 'witch' } as Beat;
    expect(aheadOf([plain, plain, fake, wait], 0)).toBe(3);
    expect(leadOf([plain, plain, fake, wait], 3)).toEqual([plain, plain, fake]);
    expect(aheadOf([plain, plain, plain, speeches, plain], 0)).toBe(3);
    expect(aheadOf([plain, plain, offers], 0)).toBe(2);
    expect(aheadOf([plain, plain, plain], 0)).toBe(2);
  });
});
