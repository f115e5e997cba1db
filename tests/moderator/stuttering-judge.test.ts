// The stuttering judge on the moderator page and at the table: his night-1 sign is called and records nothing;
// after the day's exile and its last words the beats offer his sign (at the last words and at nightfall, which
// then waits for the night's first event or the sign); the sign brings the day back to a second vote with no
// new speeches and no dawn said again; the timeline words it (docs/rules.md, the stuttering judge;
// werewolves-assistant (antoinezanardi) stuttering judge).
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { beatsOf, currentBeats } from '../../lib/moderator/beats';
import { timeline } from '../../lib/moderator/timeline';
import { at, log } from './helpers';

const board = (rules: Board['rules'] = {}): Board => ({
  players: 8,
  roles: { stutteringJudge: 1, seer: 1, witch: 1, villager: 3, werewolf: 2 },
  rules: { sheriff: false, ...rules },
});
const SEATS: RoleId[] = ['stutteringJudge', 'seer', 'witch', 'villager', 'villager', 'villager', 'werewolf', 'werewolf'];
const N1: GameEvent[] = [{ type: 'wolves', target: 4 }, { type: 'witch' }, { type: 'seer', target: 7 }];
const EXILE_7: GameEvent = { type: 'vote', ballots: { '1': 7, '2': 7, '3': 7, '5': 7, '6': 8, '7': 5, '8': 5 } };

describe('the stuttering judge', () => {
  it('is called on night 1 to show his sign, which records nothing', () => {
    const beats = beatsOf(log([], board(), SEATS), 'en');
    const sign = beats.find((b) => b.step === 'stutteringJudge');
    expect(sign?.waitsFor).toBeNull();
    expect(sign?.seats).toEqual([1]);
    expect(sign?.lines.join(' ')).toContain('sign');
  });

  it('is offered his sign after the exile, at its last words and at nightfall, and only then', () => {
    const before = currentBeats(log(N1, board(), SEATS), 'en');
    expect(before.flatMap((b) => b.offers)).not.toContain('judge');
    const after = currentBeats(log([...N1, EXILE_7], board(), SEATS), 'en');
    expect(after.filter((b) => b.offers.includes('judge')).map((b) => b.kind)).toEqual(['lastWords', 'nightfall']);
    expect(after[after.length - 1].accepts).toContain('judge');
    // Once the night's first event is recorded, the moment is gone.
    const night = currentBeats(log([...N1, EXILE_7, { type: 'wolves', target: 5 }], board(), SEATS), 'en');
    expect(night.flatMap((b) => b.offers)).not.toContain('judge');
  });

  it('brings the day back to a second vote with no new speeches and no dawn said again', () => {
    const s = at([...N1, EXILE_7, { type: 'judge' }], board(), SEATS);
    expect(s.step.kind).toBe('vote');
    expect(s.state.day).toBe(1);
    const beats = currentBeats(log([...N1, EXILE_7, { type: 'judge' }], board(), SEATS), 'en');
    expect(beats.map((b) => b.kind)).toEqual(['vote']);
    expect(beats[0].lines[0]).toBe('The stuttering judge has made his sign: no new speeches, everyone votes a second time today.');
    expect(beats[0].lines[1]).toBe('The second exile vote. Three, two, one: vote.');
  });

  it('words the sign in the timeline, in every language', () => {
    const events = [...N1, EXILE_7, { type: 'judge' } as GameEvent];
    expect(timeline(log(events, board(), SEATS), 'en').map((e) => e.text)).toContain('Stuttering judge Seat 1 makes his sign: a second vote today');
    expect(timeline(log(events, board(), SEATS), 'zh-CN').map((e) => e.text)).toContain('口吃法官 1号 做出手势：今天第二次投票');
    expect(timeline(log(events, board(), SEATS), 'zh-TW').map((e) => e.text)).toContain('口吃法官 1號 做出手勢：今天第二次投票');
  });
});
