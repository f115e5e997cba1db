import { describe, expect, it } from 'vitest';
import { readLangPref, saveLangPref, storedBoardToRead } from '../../lib/browser/prefs';
import type { Parsed } from '../../lib/input/schema';
import {
  deleteGame,
  listGames,
  listRejected,
  loadBoard,
  loadGame,
  loadState,
  rejectedKey,
  saveBoard,
  saveGame,
  setAsideGame,
  STORAGE_KEY,
  storedGames,
} from '../../lib/browser/storage';
import { FakeStore } from '../site/fake-store';
import { problemEn } from '../texts';

const board = {
  name: '预女猎白',
  players: 12,
  roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 },
  rules: { family: 'langrensha' as const },
};

interface Rec {
  seats: number;
}
const parseRec = (v: unknown): Parsed<Rec> =>
  v && typeof v === 'object' && typeof (v as Rec).seats === 'number'
    ? { ok: true, value: v as Rec }
    : { ok: false, problems: [{ path: 'seats', code: 'expected', params: { expected: 'a number' } }] };

describe('lib/storage: one versioned key', () => {
  it('saves and reads back the board under the one key', () => {
    const store = new FakeStore();
    expect(saveBoard(board, store)).toEqual({ ok: true });
    expect([...store.map.keys()]).toEqual([STORAGE_KEY]);
    const stored = JSON.parse(store.getItem(STORAGE_KEY)!);
    expect(stored.version).toBe(1);
    expect(loadBoard(store)).toEqual({ board, notice: null });
  });

  it('refuses to store a board the schema rejects', () => {
    const store = new FakeStore();
    const r = saveBoard({ players: 2, roles: { seer: -1 } } as never, store);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.path).sort()).toEqual(['players', 'roles.seer']);
    expect(store.getItem(STORAGE_KEY)).toBeNull();
  });

  it('an empty store gives an empty state and no notice', () => {
    const r = loadState(new FakeStore());
    expect(r).toEqual({ state: { version: 1, board: null, games: {}, prefs: {} }, notice: null, available: true });
  });

  it('no storage at all is reported as unavailable, not thrown', () => {
    expect(loadState(null).available).toBe(false);
    expect(saveBoard(board, null)).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('sets aside a stored board that no longer validates, keeps the rest, names every problem', () => {
    const store = new FakeStore();
    const raw = JSON.stringify({ version: 1, board: { players: 12, roles: { seer: 1, mayor: 1 } }, games: {}, prefs: { lang: 'en' } });
    store.setItem(STORAGE_KEY, raw);
    const r = loadState(store, 1700000000000);
    expect(r.state.board).toBeNull();
    expect(r.state.prefs.lang).toBe('en');
    expect(r.notice?.rejectedKey).toBe(rejectedKey(1700000000000));
    expect(r.notice?.problems.some((p) => p.path.startsWith('board.roles') && /mayor/.test(problemEn(p)))).toBe(true);
    expect(store.getItem(rejectedKey(1700000000000))).toBe(raw); // nothing the user made is lost
    expect(loadState(store).notice).toBeNull(); // the cleaned state now validates
  });

  it('sets aside unparsable JSON and a wrong version without crashing', () => {
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, '{not json');
    const a = loadState(store, 1);
    expect(a.notice && problemEn(a.notice.problems[0])).toMatch(/not valid JSON/);
    expect(store.getItem(rejectedKey(1))).toBe('{not json');
    store.setItem(STORAGE_KEY, JSON.stringify({ version: 99, board }));
    const b = loadState(store, 2);
    expect(b.notice?.problems.map((p) => p.path)).toContain('version');
    expect(b.state.board).toEqual(board);
    expect(listRejected(store)).toEqual([rejectedKey(1), rejectedKey(2)]);
  });

  it('two rejections in the same millisecond get distinct keys', () => {
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, 'x');
    loadState(store, 5);
    store.setItem(STORAGE_KEY, 'y');
    loadState(store, 5);
    expect(listRejected(store)).toHaveLength(2);
  });

  it('keeps games generic: the caller parses records; a bad record is set aside', () => {
    const store = new FakeStore();
    expect(saveGame('g1', { seats: 12 }, parseRec, store, 1000)).toEqual({ ok: true, rev: 1, savedAt: new Date(1000).toISOString() });
    expect(saveGame('g2', { seats: 9 }, parseRec, store, 2000)).toEqual({ ok: true, rev: 1, savedAt: new Date(2000).toISOString() });
    expect(saveGame('bad', { seats: 'x' } as never, parseRec, store)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(listGames(parseRec, store).games.map((g) => g.id)).toEqual(['g2', 'g1']);
    // The engine's record format changes: an old record no longer parses.
    const strict = (v: unknown): Parsed<Rec> =>
      (v as Rec).seats > 10 ? parseRec(v) : { ok: false, problems: [{ path: 'seats', code: 'expected', params: { expected: 'more seats' } }] };
    const r = listGames(strict, store, 3000);
    expect(r.games.map((g) => g.id)).toEqual(['g1']);
    expect(r.notice?.problems[0].path).toBe('games.g2.record.seats');
    expect(JSON.parse(store.getItem(rejectedKey(3000))!).games.g2.record).toEqual({ seats: 9 });
    expect(loadGame('g1', strict, store).game?.record).toEqual({ seats: 12 });
    expect(deleteGame('g1', store)).toEqual({ ok: true });
    expect(loadGame('g1', strict, store).game).toBeNull();
  });

  it('saving one part leaves the others alone', () => {
    const store = new FakeStore();
    saveBoard(board, store);
    saveGame('g', { seats: 3 }, parseRec, store);
    saveLangPref('zh-TW', store);
    const s = loadState(store).state;
    expect(s.board).toEqual(board);
    expect(Object.keys(s.games)).toEqual(['g']);
    expect(s.prefs.lang).toBe('zh-TW');
    expect(readLangPref(store)).toBe('zh-TW');
  });

  it('a full storage is reported, not thrown', () => {
    const store = new FakeStore();
    store.quota = 10;
    expect(saveBoard(board, store)).toMatchObject({ ok: false, reason: 'quota' });
  });

  it('the language is never saved over stored data that does not fit, nor sets it aside without a word', () => {
    for (const raw of [
      '[1,2',
      JSON.stringify({ version: 2, board: null }),
      JSON.stringify({ version: 1, board: null, games: { g: 'x' }, prefs: {} }),
      JSON.stringify({ version: 1, board: null, prefs: 'en' }),
      JSON.stringify({ version: 1, board: null, extra: 1 }),
    ]) {
      const store = new FakeStore();
      store.setItem(STORAGE_KEY, raw);
      expect(saveLangPref('en', store), raw).toBe(false);
      expect(store.getItem(STORAGE_KEY)).toBe(raw);
      expect(listRejected(store)).toEqual([]);
    }
  });

  it('nor over stored data a page said it left as it was (storage full), though it fits but for its board', () => {
    const store = new FakeStore();
    const raw = JSON.stringify({ version: 1, board: { players: 'x' }, games: {}, prefs: {} });
    store.setItem(STORAGE_KEY, raw);
    store.total = store.used() + 10;
    expect(loadState(store, 3).notice).toMatchObject({ setAside: false });
    store.total = Infinity;
    expect(saveLangPref('zh-TW', store)).toBe(false);
    expect(store.getItem(STORAGE_KEY)).toBe(raw);
    // Another stored value (set aside and cleaned since) takes the language again.
    expect(loadState(store, 4).notice).toMatchObject({ setAside: true });
    expect(saveLangPref('zh-TW', store)).toBe(true);
    expect(readLangPref(store)).toBe('zh-TW');
  });
});

// The designer loads its checking code at start only when storage holds something
// for it to read back; a first visit (or one that only chose a language) does not.
describe('lib/prefs storedBoardToRead', () => {
  const set = (v: string) => {
    const s = new FakeStore();
    s.setItem(STORAGE_KEY, v);
    return s;
  };
  it('is false with nothing stored, without storage, or with a state that has no board', () => {
    expect(storedBoardToRead(new FakeStore())).toBe(false);
    expect(storedBoardToRead(null)).toBe(false);
    const s = new FakeStore();
    saveLangPref('en', s);
    expect(storedBoardToRead(s)).toBe(false);
  });
  it('is true with a stored board, a value that is not JSON, or an older version (all read and checked)', () => {
    expect(storedBoardToRead(set(JSON.stringify({ version: 1, board: { players: 12, roles: {} }, games: {}, prefs: {} })))).toBe(true);
    expect(storedBoardToRead(set('{not json'))).toBe(true);
    expect(storedBoardToRead(set(JSON.stringify({ version: 0, board: null })))).toBe(true);
  });
  it('is true with no board but any other part that lib/storage would set aside (the designer says so)', () => {
    for (const v of [
      { version: 1, board: null, games: { g: 'x' } },
      { version: 1, board: null, games: { g: { savedAt: 't', record: {}, rev: 'x' } } },
      { version: 1, prefs: { lang: 'fr' } },
      { version: 1, prefs: [] },
      { version: 1, other: 1 },
      { version: 1, games: [] },
    ]) {
      const s = set(JSON.stringify(v));
      expect(storedBoardToRead(s), JSON.stringify(v)).toBe(true);
      expect(loadState(s, 1).notice, JSON.stringify(v)).not.toBeNull();
    }
  });
});

describe('lib/storage storedGames: whether the moderator needs its game code on the start screen', () => {
  it('says no games in an empty store or one with a board only, and a game saved or set aside', () => {
    const store = new FakeStore();
    expect(storedGames(store)).toEqual({ any: false, notice: null });
    saveBoard(board, store);
    expect(storedGames(store).any).toBe(false);
    saveGame('g1', { seats: 12 }, parseRec, store);
    expect(storedGames(store).any).toBe(true);
    deleteGame('g1', store);
    expect(storedGames(store).any).toBe(false);
    setAsideGame('g2', { seats: 'twelve' }, [{ path: 'seats', code: 'expected', params: { expected: 'a number' } }], store);
    expect(storedGames(store).any).toBe(true);
  });

  it('passes on the notice of a stored value that no longer fits (the read sets it aside)', () => {
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, '{"version":1,"board":{"players":"x"},"games":{},"prefs":{}}');
    const r = storedGames(store);
    expect(r.notice).not.toBeNull();
    expect(listRejected(store).length).toBe(1);
  });
});

describe('lib/storage saveGame: a compare-and-swap on the game revision (two tabs)', () => {
  it('writes only over the revision and time it was read at; a refused write names what is stored', () => {
    const store = new FakeStore();
    const a = saveGame('g', { seats: 1 }, parseRec, store, 1000);
    expect(a).toMatchObject({ ok: true, rev: 1 });
    const at = { rev: 1, savedAt: new Date(1000).toISOString() };
    // Tab A moves on; tab B, still at revision 1, is refused, and nothing of it is written.
    expect(saveGame('g', { seats: 2 }, parseRec, store, 2000, at)).toMatchObject({ ok: true, rev: 2 });
    const b = saveGame('g', { seats: 3 }, parseRec, store, 3000, at);
    expect(b).toMatchObject({ ok: false, reason: 'stale', newer: { rev: 2, record: { seats: 2 } } });
    expect(b.ok ? '' : problemEn(b.problems[0])).toMatch(/another tab or window changed this game/);
    expect(loadGame('g', parseRec, store).game).toMatchObject({ rev: 2, record: { seats: 2 } });
    // The same revision written by another tab (another time) is not the one read either.
    expect(saveGame('g', { seats: 4 }, parseRec, store, 4000, { rev: 2, savedAt: 'elsewhere' })).toMatchObject({ ok: false, reason: 'stale' });
    // A game removed elsewhere is not written back by a tab that had it.
    deleteGame('g', store);
    expect(saveGame('g', { seats: 5 }, parseRec, store, 5000, { rev: 2 })).toMatchObject({ ok: false, reason: 'stale', newer: null });
  });

  it('reads data stored before revisions as revision 0, and refuses a revision that is not a count', () => {
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, JSON.stringify({ version: 1, board: null, games: { old: { savedAt: 't', record: { seats: 1 } } }, prefs: {} }));
    expect(loadGame('old', parseRec, store).game).toMatchObject({ rev: 0 });
    expect(saveGame('old', { seats: 2 }, parseRec, store, 1, { rev: 0, savedAt: 't' })).toMatchObject({ ok: true, rev: 1 });
    store.setItem(STORAGE_KEY, JSON.stringify({ version: 1, board: null, games: { bad: { savedAt: 't', record: {}, rev: -1 } }, prefs: {} }));
    expect(loadState(store, 7).notice?.problems[0].path).toBe('games.bad');
  });

  it('a write that sets unreadable data aside first says so (the notice comes with the result)', () => {
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, JSON.stringify({ version: 1, board: null, games: { x: 'not a game' }, prefs: {} }));
    const r = saveGame('g', { seats: 1 }, parseRec, store, 9);
    expect(r).toMatchObject({ ok: true, notice: { setAside: true, rejectedKey: rejectedKey(9) } });
  });
});
