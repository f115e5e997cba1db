// A step called with nothing to record says why: its role absent or dead, or alive with nothing left to do (its
// power spent or lost), whichever power it is — not only the witch's.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../lib/engine/types';
import { beatsOf } from '../../lib/moderator/beats';
import { stepView } from '../../lib/moderator/view';
import { at, log } from './helpers';

// Night 1: the witch saves the wolves' victim; night 2: she poisons 9; night 3 her step has nothing left to do.
const SPENT: GameEvent[] = [
  { type: 'guard', target: 5 },
  { type: 'wolves', target: 6 },
  { type: 'witch', save: true },
  { type: 'seer', target: 9 },
  { type: 'sheriff', seat: null },
  { type: 'exile', seat: 10 },
  { type: 'guard', target: 6 },
  { type: 'wolves', target: 7 },
  { type: 'witch', poison: 9 },
  { type: 'seer', target: 11 },
  { type: 'exile', seat: 11 },
  { type: 'guard', target: 5 },
  { type: 'wolves', target: 8 },
];

describe('the note of a step called with nothing to record', () => {
  it('says "nothing left to do" for a role alive with its power spent, "absent or dead" otherwise', () => {
    const s = at(SPENT);
    const v = stepView(s.state, s.step, s.prev, 'en');
    const witch = v.before.find((c) => c.title === 'The witch');
    expect(witch?.fake).toBe(true);
    expect(witch?.wakes).toBe('nothing left to do (its power spent or lost): call it anyway and pause');
    expect(s.step.before.find((c) => c.id === 'witch')?.idle).toBe(true);
  });

  it('the beats say the same', () => {
    const l = log(SPENT);
    const beats = beatsOf(l, 'en').filter((b) => b.kind === 'step' && b.step === 'witch');
    expect(beats.at(-1)?.shows[0]?.text).toBe('nothing left to do (its power spent or lost): call it anyway and pause');
  });
});
