// A saved game or an imported record that no longer replays is never shortened: it is kept whole and set
// aside, the refused event (index, type) and why are said, it can be exported, and resumed up to that event
// as a copy. When the copy cannot be written, it stays where it is and nothing is saved over it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameRecord } from '../../lib/engine/types';
import { STORAGE_KEY } from '../../lib/browser/prefs';
import { keepAside, keptGames, forgetKept, persistRecord, resumeCopy, savedGames, open } from '../../lib/browser/session';
import { listRejected, saveGame } from '../../lib/browser/storage';
import { describeError } from '../../lib/engine/reasons';
import { FakeStore } from '../site/fake-store';

const DIR = join(import.meta.dirname, '..', 'records');

/** A real record of at least 12 events that replays, with event 3 made one the engine refuses. */
function refusedAt3(): GameRecord {
  for (const f of readdirSync(DIR)
    .filter((x) => x.endsWith('.expect.json'))
    .sort()) {
    const expect = JSON.parse(readFileSync(join(DIR, f), 'utf8')) as { exit: number };
    if (expect.exit !== 0) continue;
    const rec = JSON.parse(readFileSync(join(DIR, f.replace('.expect.json', '.json')), 'utf8')) as GameRecord;
    if (rec.events.length < 12) continue;
    const events = rec.events.slice(0, 12);
    events[3] = { type: 'seer', target: 99 };
    return { ...rec, events };
  }
  throw new Error('no record of 12 events in tests/records');
}

describe('a saved game with a refused event', () => {
  it('keeps all 12 events aside, says event 3 (seer) was refused and why, and survives a reload', () => {
    const store = new FakeStore();
    const record = refusedAt3();
    expect(persistRecord('g1', record, store, 1000)).toEqual({ ok: true, rev: 1, savedAt: new Date(1000).toISOString() });
    const first = savedGames(store, 2000);
    expect(first.games).toEqual([]);
    expect(first.notice?.setAside).toBe(true);
    expect(first.kept).toHaveLength(1);
    const k = first.kept[0];
    expect(k.id).toBe('g1');
    expect(k.refusal).toMatchObject({ event: 3, type: 'seer', events: 12 });
    expect(k.refusal?.message).toMatch(/night 1: it is the step of the witch/);
    // Why, in each language from the engine's code and parameters: zh-TW reads its own messages, not the
    // Simplified text converted character by character.
    const problem = k.refusal!.problem;
    expect(describeError(problem, 'en')).toBe(k.refusal?.message);
    expect(describeError(problem, 'zh-CN')).toBe(k.refusal?.zh);
    const zhTW = describeError(problem, 'zh-TW');
    expect(zhTW).toMatch(/女巫/);
    expect(zhTW).not.toBe(k.refusal?.zh);
    expect(zhTW).not.toMatch(/engine\./);
    expect((k.raw as GameRecord).events).toHaveLength(12);
    // A reload: the kept game is still there, whole; nothing in the main state was shortened.
    const again = savedGames(store, 3000);
    expect(again.kept.map((g) => (g.raw as GameRecord).events.length)).toEqual([12]);
    expect(JSON.parse(store.getItem(STORAGE_KEY)!).games).toEqual({});
  });

  it('resumes up to the refused event as a copy, leaving the kept one as it is', () => {
    const store = new FakeStore();
    persistRecord('g1', refusedAt3(), store, 1000);
    const [k] = savedGames(store, 2000).kept;
    const r = resumeCopy(k, 'g2', store, 3000);
    expect(r.ok && r.record.events).toHaveLength(3);
    const after = savedGames(store, 4000);
    expect(after.games.map((g) => [g.id, g.record.events.length])).toEqual([['g2', 3]]);
    expect(open('g2', after.games[0].record).ok).toBe(true);
    expect(after.kept.map((g) => (g.raw as GameRecord).events.length)).toEqual([12]);
    expect(forgetKept(after.kept[0], store)).toBe(true);
    expect(keptGames(store)).toEqual([]);
  });

  it('storage too full for the copy: the game stays where it was, whole, and is still listed as kept', () => {
    const store = new FakeStore();
    persistRecord('g1', refusedAt3(), store, 1000);
    const stored = store.getItem(STORAGE_KEY);
    store.total = store.used(); // nothing more fits
    const r = savedGames(store, 2000);
    expect(r.notice?.setAside).toBe(false);
    expect(store.getItem(STORAGE_KEY)).toBe(stored);
    expect(r.kept.map((g) => [g.id, (g.raw as GameRecord).events.length])).toEqual([['g1', 12]]);
    expect(listRejected(store)).toEqual([]);
  });

  it('an imported record that does not replay is kept aside whole', () => {
    const store = new FakeStore();
    expect(keepAside('g9', refusedAt3(), [], store, 5)).toEqual({ ok: true });
    expect(keptGames(store).map((g) => [g.id, g.refusal?.event, (g.raw as GameRecord).events.length])).toEqual([['g9', 3, 12]]);
  });

  it('a saved game id such as "__proto__" is saved and listed like any other', () => {
    const store = new FakeStore();
    const rec = { ...refusedAt3(), events: [] };
    for (const id of ['__proto__', 'constructor', 'toString']) expect(saveGame(id, rec, undefined, store, 1)).toMatchObject({ ok: true, rev: 1 });
    expect(
      savedGames(store, 2)
        .games.map((g) => g.id)
        .sort(),
    ).toEqual(['__proto__', 'constructor', 'toString']);
  });
});
