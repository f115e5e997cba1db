import { describe, expect, it } from 'vitest';
import { playGame, replay } from '../../lib/engine';
import { PRESETS } from '../../lib/catalogue/presets';
import { BOARDS } from '../engine/boards';
import type { GameRecord } from '../../lib/engine/types';
import { beatsOf, eachRecordBeat } from '../../lib/moderator/beats';
import { replayedRecords } from './scenario-records';

const records = replayedRecords();
// And whole games to a winner (the random policy, a few seeds on every preset and test board): many days, deaths
// at night and by day, PKs, last words.
const games = [...PRESETS.map((p) => p.board), ...BOARDS].flatMap((board, k) =>
  [0, 1, 2].map((seed) => {
    const g = playGame(board, seed);
    const record: GameRecord = { board, seats: g.seats, bottom: g.bottom, events: g.events };
    const r = replay(record, { keepStates: true });
    if (!r.ok) throw new Error(r.error.message);
    return { name: `board ${k} seed ${seed}`, record, states: r.states! };
  }),
);

describe('beats folded as they are made equal the beats of the whole log', () => {
  it('there are records to compare, of several days', () => {
    expect(records.length).toBeGreaterThan(500);
    expect(games.filter((r) => r.states.at(-1)!.day >= 3).length).toBeGreaterThan(20);
  });

  for (const lang of ['en', 'zh-CN', 'zh-TW'] as const)
    it(`every record that replays, in ${lang}`, () => {
      for (const { name, record, states } of [...records, ...games]) {
        const opts = { names: (record as GameRecord & { names?: string[] }).names };
        expect([...eachRecordBeat(record, lang, opts)], name).toEqual(beatsOf({ states, record }, lang, opts));
      }
    });

  it('a record that does not replay is refused, never half-told as if it did', () => {
    const { record } = records.find((r) => r.record.events.length > 3)!;
    const bad = { ...record, events: [...record.events.slice(0, 2), { type: 'vote', ballots: { 99: 1 } }] } as GameRecord;
    expect(replay(bad).ok).toBe(false);
    expect(() => [...eachRecordBeat(bad, 'en')]).toThrow(/event 2/);
  });
});
