// The wolf-hound on the moderator page and at the table: his step asks a side (two choices, no pass), the timeline
// words the side, the side is told at the first dawn only under wolfHoundSideAnnounced, and the random policy
// plays him legally (docs/rules.md, the wolf-hound; werewolves-assistant (antoinezanardi) wolf-hound).
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { dawnTells } from '../../lib/engine';
import { eventFor } from '../../lib/powers/choice';
import { beatsOf } from '../../lib/moderator/beats';
import { timeline } from '../../lib/moderator/timeline';
import { at, log } from './helpers';

const board = (rules: Board['rules'] = {}): Board => ({
  players: 8,
  roles: { wolfHound: 1, seer: 1, witch: 1, villager: 3, werewolf: 2 },
  rules: { sheriff: false, ...rules },
});
const SEATS: RoleId[] = ['wolfHound', 'seer', 'witch', 'villager', 'villager', 'villager', 'werewolf', 'werewolf'];
const N1 = (side: 'village' | 'wolves'): GameEvent[] => [
  { type: 'wolfHound', side },
  { type: 'wolves', target: 4 },
  { type: 'witch' },
  { type: 'seer', target: 1 },
];
const dawnLines = (events: GameEvent[], b: Board): string[] =>
  beatsOf(log(events, b, SEATS), 'en')
    .filter((x) => x.kind === 'announce')
    .flatMap((x) => x.lines);

describe('the wolf-hound', () => {
  it('is asked a side first on night 1, with no seat and no pass', () => {
    const s = at([], board(), SEATS);
    expect(s.step.event).toBe('wolfHound');
    expect(s.step.records).toBe('side');
    expect(s.step.actors).toEqual([1]);
    expect(s.step.noneOk).toBe(false);
    expect(eventFor(s.step, { kind: 'side', side: 'wolves' })).toEqual({ ok: true, event: { type: 'wolfHound', side: 'wolves' } });
    expect(eventFor(s.step, { kind: 'none' }).ok).toBe(false);
  });

  it('words the side in the timeline', () => {
    const t = timeline(log(N1('wolves'), board(), SEATS), 'en').map((e) => e.text);
    expect(t).toContain('Wolf-hound chose the werewolves');
    expect(timeline(log(N1('village'), board(), SEATS), 'zh-CN').map((e) => e.text)).toContain('狼犬选择了好人阵营');
  });

  it('tells the side to everyone at the first dawn only under wolfHoundSideAnnounced', () => {
    expect(dawnLines(N1('village'), board({ wolfHoundSideAnnounced: true }))).toContain('The wolf-hound chose the village.');
    expect(dawnLines(N1('wolves'), board({ wolfHoundSideAnnounced: true }))).toContain('The wolf-hound chose the werewolves.');
    expect(dawnLines(N1('wolves'), board()).join(' ')).not.toMatch(/wolf-hound/i);
    expect(dawnTells(at(N1('wolves'), board(), SEATS).state)).toEqual([]);
  });
});
