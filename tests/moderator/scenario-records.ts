// The scenario records of tests/records that replay, each with the states its replay kept (the beats' tests read them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replay } from '../../lib/engine';
import { parseRecord } from '../../lib/engine/replay';
import type { GameRecord, GameState } from '../../lib/engine/types';

const DIR = join(import.meta.dirname, '..', 'records');

export function replayedRecords(): { name: string; record: GameRecord; states: GameState[] }[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.expect.json'))
    .sort()
    .flatMap((f) => {
      const p = parseRecord(JSON.parse(readFileSync(join(DIR, f), 'utf8')));
      if (!p.ok) return [];
      const r = replay(p.record, { keepStates: true });
      return r.ok ? [{ name: f, record: p.record, states: [...(r.states ?? [])] }] : [];
    });
}
