// A key written twice in one object is a named problem in every reader (file, link, stored state, CLI):
// JSON.parse would keep the last value silently and read a file other than the one its author sees.
import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import type { Io } from '../../cli/io';
import { main } from '../../cli/wolfboard';
import { parseRecordText } from '../../lib/engine';
import { duplicateKey } from '../../lib/input/json-text';
import { problemText } from '../../lib/i18n/problem-text';
import { parseBoardText, parseJsonText } from '../../lib/input/schema';
import { decodeBoard } from '../../lib/input/share';
import { readLangPref, storedBoardToRead } from '../../lib/browser/prefs';
import { loadState, STORAGE_KEY } from '../../lib/browser/storage';
import { FakeStore } from '../site/fake-store';
import { REPLAYING_RECORDS, validState } from '../fuzz/corpus';

const BOARD = '{"players": 9, "roles": {"werewolf": 3, "villager": 3, "seer": 1, "witch": 1, "hunter": 1}}';

async function cli(args: string[], text: string) {
  const err: string[] = [];
  const out: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env: { LANG: 'zh_TW.UTF-8' }, readText: () => ({ ok: true, text }) };
  return { code: await main(args, io), err: err.join('\n'), out: out.join('\n') };
}

describe('duplicate keys', () => {
  it('a board with a role written twice is refused, naming the key, its object and where the second is', async () => {
    const text = BOARD.replace('"seer": 1', '"seer": 1, "seer": 0');
    expect(JSON.parse(text).roles.seer).toBe(0); // what JSON.parse alone reads
    const r = parseBoardText(text);
    expect(r.ok || r.problems).toEqual([{ path: 'roles', code: 'json.duplicateKey', params: { key: '"seer"', line: 1, column: 67 } }]);
    if (r.ok) return;
    expect(problemText(r.problems[0], 'en')).toBe(
      'roles: the key "seer" is written twice (again at line 1, column 67); a reader would keep only the last: remove or rename one',
    );
    const c = await cli(['check', 'b.json'], text);
    expect(c.code).toBe(2);
    expect(c.err).toContain('鍵 "seer" 寫了兩次');
    expect(decodeBoard(`#board=${LZString.compressToEncodedURIComponent(text)}`).ok).toBe(false);
  });

  it('a ballot written twice under one spelling is refused (exit 2), not counted once with the last value', async () => {
    const rec = structuredClone(REPLAYING_RECORDS.find((r) => JSON.stringify(r).includes('"ballots"'))) as Record<string, unknown>;
    const text = JSON.stringify(rec).replace(/"ballots":\{"(\d+)":/, '"ballots":{"$1":null,"$1":');
    const r = parseRecordText(text);
    expect(!r.ok && r.problems[0].code).toBe('json.duplicateKey');
    expect(!r.ok && r.problems[0].path).toMatch(/^events\.\d+\.ballots$/);
    expect((await cli(['replay', 'r.json'], text)).code).toBe(2);
  });

  it('a stored state with two "games" keys is set aside whole and named, so the first one’s games are not lost', () => {
    const state = validState(0);
    const first = JSON.stringify(state.games);
    const raw = JSON.stringify(state).replace('"prefs"', `"games":{},"prefs"`);
    expect(raw.indexOf(first)).toBeGreaterThan(0);
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, raw);
    const loaded = loadState(store, 1);
    expect(loaded.notice?.problems.map((p) => p.code)).toEqual(['json.duplicateKey']);
    expect(loaded.notice?.problems[0].params?.key).toBe('"games"');
    expect([...store.map.values()]).toContain(raw);
  });

  it('a stored state without a board but with two "games" keys is read by the designer’s checking code at start', () => {
    const state = { ...validState(1), board: null };
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, JSON.stringify(state));
    expect(storedBoardToRead(store)).toBe(false);
    expect(readLangPref(store)).toBe('zh-TW');
    store.setItem(STORAGE_KEY, JSON.stringify(state).replace('"prefs"', '"games":{},"prefs"'));
    expect(storedBoardToRead(store)).toBe(true);
    expect(readLangPref(store)).toBeNull();
  });

  it('keys compare as parsed: an escape spells the same key', () => {
    expect(duplicateKey('{"ab": 1, "a\\u0062": 2}')).toEqual({ path: [], key: 'ab', line: 1, column: 11 });
    expect(duplicateKey('{"x": [0, {"k": 1}, {"k": 2, "y": "\\"k\\": 1, \\"k\\""}]}')).toBeNull();
    expect(duplicateKey('{"x": [0, {"k": 1}, {"q": {"k": 1}, "k": 2, "k": 3}]}')).toEqual({ path: ['x', 2], key: 'k', line: 1, column: 45 });
    expect(duplicateKey('{"a": {}, "b": {"a": 1}}')).toBeNull();
    expect(duplicateKey('{\n  "a": 1,\n  "a": 2\n}')).toEqual({ path: [], key: 'a', line: 3, column: 3 });
  });

  it('no JSON.stringify output has one; a copy of any key added to its object is found at that object', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.nat(), (v, pick) => {
        const text = JSON.stringify(v);
        expect(duplicateKey(text)).toBeNull();
        // Every object with a key, by path; the copy of its first key goes first in it.
        const objects: { path: (string | number)[]; value: object }[] = [];
        const walk = (x: unknown, path: (string | number)[]): void => {
          if (Array.isArray(x)) for (const [i, y] of x.entries()) walk(y, [...path, i]);
          else if (x && typeof x === 'object') {
            if (Object.keys(x).length) objects.push({ path, value: x });
            for (const [k, y] of Object.entries(x)) walk(y, [...path, k]);
          }
        };
        walk(v, []);
        if (!objects.length) return;
        const o = objects[pick % objects.length];
        const key = Object.keys(o.value)[0];
        const marker = '\u0001copy';
        const marked = JSON.stringify(v, (_k, x) => (x === o.value ? { [marker]: 0, ...x } : x));
        const doubled = marked.replace(`${JSON.stringify(marker)}:0`, () => `${JSON.stringify(key)}:null`);
        expect(duplicateKey(doubled)).toMatchObject({ path: o.path, key });
        expect(parseJsonText(doubled).ok).toBe(false);
      }),
      { numRuns: 500, seed: 35 },
    );
  });

  it('a megabyte of text is scanned quickly', () => {
    const text = JSON.stringify({ a: '狼'.repeat(300_000), b: Array.from({ length: 20_000 }, (_, i) => ({ [`k${i}`]: i })) });
    const t0 = performance.now();
    expect(duplicateKey(text)).toBeNull();
    expect(performance.now() - t0).toBeLessThan(500);
  });
});
