// The meetings of the cards dealt as a set (lib/powers/meet): the judge calls the step, shows which seats wake
// (every living holder), says its wake and close lines, and waits for nothing (docs/rules.md, The two sisters,
// The three brothers, The masons).
import { describe, expect, it } from 'vitest';
import { replay } from '../../lib/engine';
import type { GameEvent, GameRecord, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { beatsOf, type Beat } from '../../lib/moderator/beats';
import { buildScript, nightTags } from '../../lib/script/build';
import { sectionText } from '../script/helpers';

const SISTERS: Board = {
  players: 12,
  roles: { werewolf: 3, seer: 1, witch: 1, hunter: 1, twoSisters: 2, villager: 4 },
  rules: { sheriff: false, nightOrder: 'advanced' },
};
const SEATS: RoleId[] = [
  'werewolf',
  'werewolf',
  'werewolf',
  'seer',
  'witch',
  'hunter',
  'twoSisters',
  'twoSisters',
  'villager',
  'villager',
  'villager',
  'villager',
];
const NIGHT1: GameEvent[] = [{ type: 'seer', target: 1 }, { type: 'wolves', target: 9 }, { type: 'witch' }, { type: 'exile', seat: null }];

function beats(board: Board, events: GameEvent[], lang: 'en' | 'zh-CN' = 'en'): Beat[] {
  const record: GameRecord = { board, seats: SEATS, events };
  const r = replay(record, { keepStates: true });
  if (!r.ok) throw new Error(r.error.message);
  return beatsOf({ states: r.states!, record }, lang);
}
const meetings = (bs: Beat[]) => bs.filter((b) => b.step === 'twoSisters');

describe('the sisters’ meeting in the moderator', () => {
  it('night 1: the step shows both sisters waking, with its wake and close lines, and records nothing', () => {
    const [m] = meetings(beats(SISTERS, []));
    expect(m.seats).toEqual([7, 8]);
    expect(m.waitsFor).toBeNull();
    expect(m.lines).toEqual(['Sisters, open your eyes and see each other; you may talk silently for a moment.', 'Sisters, close your eyes.']);
    expect(m.shows.map((s) => s.text)).toContain('Wakes: Seat 7 and Seat 8');
  });

  it('every other night by default: night 2 has no meeting; every night: it has one', () => {
    expect(meetings(beats(SISTERS, NIGHT1)).map((b) => b.night)).toEqual([1]);
    const every = { ...SISTERS, rules: { ...SISTERS.rules, twoSistersWakeEvery: 1 as const } };
    expect(meetings(beats(every, NIGHT1)).map((b) => b.night)).toEqual([1, 2]);
  });

  it('the script and the printed order say the cadence in three languages', () => {
    const s = buildScript(SISTERS);
    expect(sectionText(s, 'nightN', 'en')).toContain('nights 1, 3, 5…');
    expect(sectionText(s, 'nightN', 'zh-CN')).toContain('第1、3、5…夜');
    expect(nightTags({ nights: 'every', every: 3 })[0]['zh-TW']).toBe('第1、4、7…夜');
    const once = buildScript({ ...SISTERS, rules: { ...SISTERS.rules, twoSistersWakeEvery: 'firstNightOnly' } });
    expect(sectionText(once, 'nightN', 'en')).not.toContain('Sisters');
    expect(sectionText(once, 'night1', 'en')).toContain('night 1 only');
  });
});
