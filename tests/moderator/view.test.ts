// The step as the page shows it: the catalogue's line in the chosen language, who wakes, what the judge may
// tell whom, the seer's answer, absent or dead roles called with a pause (callAbsentRoles), the voice's
// texts (never a secret), and the timeline.
import { describe, expect, it } from 'vitest';
import { getRole as getRoleIds } from '../../lib/catalogue';
import type { RoleId } from '../../lib/catalogue/roles';
import { withTexts } from '../texts';

const getRole = (id: RoleId) => withTexts(getRoleIds(id));
import type { GameEvent } from '../../lib/engine/types';
import { timeline } from '../../lib/moderator/timeline';
import { FAKE_PAUSE_MS, stepView } from '../../lib/moderator/view';
import { at, log, NIGHT1 } from './helpers';

describe('step view', () => {
  it("shows the night step's line from the catalogue, in each language (zh-TW from the overlay)", () => {
    const { state, step, prev } = at([]);
    const en = stepView(state, step, prev, 'en');
    const guard = getRole('guard').nightSteps.find((s) => s.id === 'guard')!;
    expect(en.title).toBe('The guard');
    expect(en.line).toBe(guard.line.en);
    expect(en.closeLine).toBe(guard.closeLine!.en);
    expect(en.wakes).toBe('Wakes: Seat 4');
    expect(en.phase).toBe('Night 1');
    expect(en.dusk).toBeTruthy();
    expect(stepView(state, step, prev, 'zh-CN').line).toBe(guard.line.zh);
    expect(stepView(state, step, prev, 'zh-TW').line).toMatch(/守衛/);
  });

  it('tells the witch the victim; gives the seer her answer after her step', () => {
    // The Chinese order (the langrensha default): the seer wakes last, her answer shown at the next step (the election).
    const seerDone = at(NIGHT1);
    const v = stepView(seerDone.state, seerDone.step, seerDone.prev, 'en', ['', '', '', '', '', '', '', '', 'Zed']);
    expect(v.answer).toBe('Show the seer (Seat 1): Seat 9 Zed is 👎 a wolf');
    expect(v.prevClose).toBe(getRole('seer').nightSteps[0].closeLine!.en);
    const wolves = at([{ type: 'guard', target: 5 }]);
    expect(stepView(wolves.state, wolves.step, wolves.prev, 'en', ['', '', '', '', '', '', '', '', 'Zed']).tells).toEqual([
      'The wolves Seat 9 Zed, Seat 10, Seat 11 and Seat 12 see each other',
    ]);
    const witch = at(NIGHT1.slice(0, 2));
    const w = stepView(witch.state, witch.step, witch.prev, 'en');
    expect(w.tells).toEqual(["Show the witch (Seat 2) tonight's victim: Seat 6"]);
  });

  it('never reads a secret aloud: answers and victims stay off the voice', () => {
    const s = at(NIGHT1);
    const v = stepView(s.state, s.step, s.prev, 'en');
    const spoken = v.speech.map((u) => u.text).join(' ');
    expect(v.answer).toContain('Seat 9');
    expect(spoken).toContain(v.prevClose!);
    expect(spoken).not.toContain('wolf)');
    expect(spoken).not.toMatch(/Seat \d/);
    const witch = at(NIGHT1.slice(0, 2));
    expect(
      stepView(witch.state, witch.step, witch.prev, 'en')
        .speech.map((u) => u.text)
        .join(' '),
    ).not.toMatch(/Seat 6/);
  });

  it("calls a dead role's step with a pause so that silence leaks nothing (callAbsentRoles, seed 002/004)", () => {
    // Night 1: the wolves kill the seer (1); day 1 exile 9; night 2 the seer's step (last, after the witch) is only called.
    const ev: GameEvent[] = [
      { type: 'guard', target: 5 },
      { type: 'wolves', target: 1 },
      { type: 'witch' },
      { type: 'seer', target: 9 },
      { type: 'sheriff', seat: null },
      { type: 'exile', seat: 9 },
      { type: 'guard', target: 6 },
      { type: 'wolves', target: 7 },
      { type: 'witch' },
    ];
    const s = at(ev);
    expect(s.step.kind).toBe('vote');
    const v = stepView(s.state, s.step, s.prev, 'en');
    expect(v.before).toHaveLength(1);
    expect(v.before[0]).toMatchObject({ fake: true, title: 'The seer', wakes: expect.stringContaining('absent or dead') });
    const seerLine = getRole('seer').nightSteps[0].line.en;
    expect(v.speech.find((u) => u.text === seerLine)?.pauseAfterMs).toBe(FAKE_PAUSE_MS);
  });

  it("by day: the election first, then the vote, with the script's instructions", () => {
    const e = at(NIGHT1);
    const v = stepView(e.state, e.step, e.prev, 'en');
    expect(v.title).toBe('Sheriff election');
    expect(v.dawn).toBeTruthy();
    expect(v.line).toMatch(/Candidates raise a hand/);
    const vote = at([...NIGHT1, { type: 'sheriff', seat: 3 }]);
    const vv = stepView(vote.state, vote.step, vote.prev, 'zh-CN');
    expect(vv.title).toBe('放逐投票');
    expect(vv.dawn).toBeNull();
  });
});

describe('timeline', () => {
  it('puts every event in words with the deaths it caused', () => {
    const l = log([...NIGHT1, { type: 'sheriff', seat: 3 }, { type: 'exile', seat: 3 }, { type: 'shoot', target: 10 }]);
    const t = timeline(l, 'en');
    expect(t.map((e) => e.text)).toEqual([
      'Guard protects Seat 5',
      'Wolves kill Seat 6',
      'Witch uses no potion',
      'Seer checks Seat 9: 👎 a wolf',
      'Seat 3 elected sheriff',
      'Seat 3 exiled',
      'Hunter Seat 3 shoots Seat 10',
    ]);
    // The deaths come at dawn, after the night's last event (the seer's check in the Chinese order).
    expect(t[3].deaths.map((d) => [d.seat, d.cause])).toEqual([[6, 'wolves']]);
    // Each thing once: the exile and the shot are in the event's own words, not listed again as deaths.
    expect(t[5].deaths).toEqual([]);
    expect(t[6].deaths).toEqual([]);
    expect(t[0].when).toBe('Night 1');
    expect(t[4].when).toBe('Day 1');
  });

  it('describes a vote: the ballots and its outcome (PK on a tie)', () => {
    const l = log([
      ...NIGHT1,
      { type: 'sheriff', seat: null },
      { type: 'vote', ballots: { '2': 9, '3': 10, '4': null } },
      { type: 'vote', ballots: { '2': 9, '3': 9 } },
    ]);
    const t = timeline(l, 'en');
    expect(t[5].text).toBe('Vote: Seat 9 ← 2; Seat 10 ← 3 → tie, PK among Seat 9 and Seat 10');
    expect(t[6].text).toBe('PK vote 1: Seat 9 ← 2 and 3 → Seat 9 exiled');
    expect(timeline(l, 'zh-CN')[1].text).toBe('狼人刀 6号');
  });
});

describe('warm-up', () => {
  it("runs a tap's path on a throwaway copy and changes nothing", async () => {
    const { warmUp } = await import('../../lib/moderator/view');
    for (const events of [[], NIGHT1.slice(0, 2), NIGHT1, [...NIGHT1, { type: 'sheriff' as const, seat: 1 }]]) {
      const { state } = at(events);
      const before = JSON.stringify({ alive: state.alive, events: state.events, deaths: state.deaths });
      expect(() => warmUp(state, 'en')).not.toThrow();
      expect(JSON.stringify({ alive: state.alive, events: state.events, deaths: state.deaths })).toBe(before);
    }
  });
});
