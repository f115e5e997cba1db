// Untrusted input: the JSON reader (byte-order mark, invisible characters named, line and column, depth),
// the record reader on inherited names and on any JSON value, and problems in every language.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deal, newGame, parseRecord, parseRecordText } from '../../lib/engine';
import { MAX_DEPTH } from '../../lib/input/json-text';
import { problemLines, problemText } from '../../lib/i18n/problem-text';
import { parseBoardText, parseJsonText } from '../../lib/input/schema';
import { expectMsg, type Expect } from '../../lib/input/schema-expect';
import { msgText } from '../../lib/i18n/msg';
import { decodeBoard } from '../../lib/input/share';
import { problemEn, problemZh } from '../texts';

const board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
const seats = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];

describe('the JSON reader', () => {
  it('drops a leading byte-order mark: a board saved by a Windows editor reads', () => {
    const r = parseBoardText(`\uFEFF${JSON.stringify(board)}`);
    expect(r.ok).toBe(true);
  });
  it('names an invisible character by its code point, with the line and column', () => {
    const r = parseJsonText('{\n  "players": 12,\u200B\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0]).toMatchObject({ code: 'json.char', params: { line: 2, column: 17 } });
      expect(problemEn(r.problems[0])).toBe('not valid JSON: line 2, column 17: unexpected U+200B (zero width space)');
      expect(problemZh(r.problems[0])).toBe('不是有效的 JSON：第 2 行第 17 列：不应出现 U+200B（零宽空格）');
      expect(problemText(r.problems[0], 'zh-TW')).toBe('不是有效的 JSON：第 2 行第 17 欄：不應出現 U+200B（零寬空格）');
    }
  });
  it('a second byte-order mark is named as such; one inside the text is shown, not printed as itself', () => {
    const r = parseJsonText('\uFEFF\uFEFF{}');
    expect(!r.ok && problemEn(r.problems[0])).toBe('two byte-order marks (U+FEFF) at the start: remove the second one');
    const inside = parseJsonText('\uFEFF{\uFEFF}');
    expect(!inside.ok && problemEn(inside.problems[0])).toContain('U+FEFF (byte-order mark)');
  });
  it('says where a text ends too early, and that an empty text is empty', () => {
    const r = parseJsonText('{"players": [1, 2');
    expect(!r.ok && problemEn(r.problems[0])).toBe('not valid JSON: the text ends too early (line 1, column 18)');
    const e = parseJsonText('  \n ');
    expect(!e.ok && problemEn(e.problems[0])).toBe('not valid JSON: the text is empty');
  });
  it('shows a visible wrong character quoted (a trailing comma)', () => {
    const r = parseJsonText('{"a": 1,}');
    expect(!r.ok && problemEn(r.problems[0])).toBe('not valid JSON: line 1, column 9: unexpected "}"');
  });
  it(`refuses nesting deeper than ${MAX_DEPTH} levels, naming where`, () => {
    const deep = `{"meta": ${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const r = parseJsonText(deep);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0].path.startsWith('meta.0.0')).toBe(true);
      expect(problemEn(r.problems[0])).toContain(`nested more than ${MAX_DEPTH} levels deep`);
    }
  });
});

describe('the record reader', () => {
  for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
    it(`an event of type "${type}" is an unknown event type, named by its field`, () => {
      const r = parseRecordText(
        `{"board": ${JSON.stringify(board)}, "seats": ${JSON.stringify(seats)}, "events": [{"type": "guard", "target": 5}, {"type": "${type}"}]}`,
      );
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.problems).toHaveLength(1);
        expect(r.problems[0].path).toBe('events.1.type');
        expect(problemEn(r.problems[0])).toContain(`unknown event type "${type}"`);
        expect(problemZh(r.problems[0])).toContain('未知的事件类型');
      }
    });
  }
  for (const value of [null, [], [1, 2], 0, -1e308, 'a record', true]) {
    it(`reads the JSON value ${JSON.stringify(value)} as "not a record", without throwing`, () => {
      const r = parseRecord(value);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems[0]).toMatchObject({ path: '' });
    });
  }
  it('names a missing field of an event by its type', () => {
    const r = parseRecord({ board, seats, events: [{ type: 'vote' }] });
    expect(!r.ok && r.problems.map((p) => [p.path, problemEn(p)])).toEqual([['events.0.ballots', 'events.0.ballots is required in a "vote" event']]);
  });
  it('keeps a meta key named "__proto__" (the value read is the value given)', () => {
    const r = parseRecordText(`{"board": ${JSON.stringify(board)}, "seats": ${JSON.stringify(seats)}, "events": [], "meta": {"__proto__": {"x": 1}}}`);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.record.meta)).toBe('{"__proto__":{"x":1}}');
  });
  it('seats that do not match the board are named in both languages', () => {
    const r = parseRecord({ board, seats: seats.slice(1), events: [] });
    expect(!r.ok && r.problems[0]).toMatchObject({ path: 'seats', code: 'setup.seats', params: { dealt: 11, players: 12 } });
    if (!r.ok) {
      expect(problemEn(r.problems[0])).toBe('seats: 11 cards dealt, but the board has 12 players');
      expect(problemZh(r.problems[0])).toBe('seats：发了 11 张牌，但板子有 12 名玩家');
      expect(problemText(r.problems[0], 'zh-TW')).toBe('seats：發了 11 張牌，但板子有 12 名玩家');
    }
  });
  it('a table larger than the schema allows is no game, whether given to newGame or dealt', () => {
    // The engine keeps sets of seats as 31-bit integers (lib/engine/state aliveBits): 30 players at most.
    const big = { players: 31, roles: { werewolf: 10, villager: 21 } };
    const g = newGame(big, [...Array(10).fill('werewolf'), ...Array(21).fill('villager')]);
    expect(!g.ok && g.problems).toMatchObject([{ path: 'board.players', code: 'setup.players', params: { players: 31, max: 30 } }]);
    if (!g.ok) {
      expect(problemEn(g.problems[0])).toBe('board.players: 31 players, but a table has at most 30');
      expect(problemZh(g.problems[0])).toBe('board.players：31 名玩家，但一桌最多 30 名');
    }
    const d = deal(big, 1);
    expect(!d.ok && d.message).toBe('board.players: 31 players, but a table has at most 30');
    expect(newGame({ players: 30, roles: { werewolf: 10, villager: 20 } }, [...Array(10).fill('werewolf'), ...Array(20).fill('villager')]).ok).toBe(true);
  });
});

describe("problems in the reader's language", () => {
  it('a schema problem in en, zh-CN and zh-TW', () => {
    const r = parseBoardText(JSON.stringify({ ...board, roles: { ...board.roles, seer: -1, dragon: 1 } }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const lines = (lang: 'en' | 'zh-CN' | 'zh-TW') => r.problems.map((p) => problemText(p, lang));
      expect(lines('en')).toEqual(['roles.seer: expected a whole number from 0 to 30', 'unknown role id "dragon" at roles']);
      expect(lines('zh-CN')).toEqual(['roles.seer：应为0 到 30 的整数', 'roles 中有未知的角色 id "dragon"']);
      expect(lines('zh-TW')).toEqual(['roles.seer：應為0 到 30 的整數', 'roles 中有未知的角色 id "dragon"']);
    }
  });
  it('a missing field', () => {
    const r = parseBoardText('{"roles": {}}');
    expect(!r.ok && r.problems.map((p) => [problemEn(p), problemZh(p)])).toEqual([
      ['players is required: a whole number from 3 to 30', '缺少 players：应为3 到 30 的整数'],
    ]);
  });
  it('every description of the generated guards is worded in each language (no English left in Chinese, nothing unfilled)', async () => {
    const dir = join(import.meta.dirname, '..', '..', 'lib', 'generated', 'guard');
    const found = new Map<string, Expect>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        const m = (v as { m?: Expect }).m;
        if (m && typeof m === 'object') found.set(JSON.stringify(m), m);
        for (const x of Object.values(v)) walk(x);
      }
    };
    for (const f of readdirSync(dir)) walk(Object.values(await import(join(dir, f))));
    expect(found.size).toBeGreaterThan(40);
    const english = /\b(a|an|of|or|to|from|text|list|number|items|one|characters|least|most|valid|value|object|key|matching)\b/;
    const bad: string[] = [];
    for (const e of found.values()) {
      for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) {
        const s = msgText(expectMsg(e), lang);
        const own = s.replace(/"[^"]*"/g, '');
        if (!s.trim() || /readers\.|\{\w+\}/.test(own) || (lang !== 'en' && english.test(own))) bad.push(`${lang}: ${s}`);
      }
    }
    expect(bad).toEqual([]);
  });
  it('shows at most 20 problems and counts the rest', () => {
    const events = Array.from({ length: 30 }, () => ({ type: 'guard', target: 'x' }));
    const r = parseRecord({ board, seats, events });
    expect(!r.ok && r.problems.length).toBe(30);
    if (!r.ok) {
      const lines = problemLines(r.problems, 'zh-CN');
      expect(lines).toHaveLength(21);
      expect(lines[20]).toBe('……另有 10 个问题');
    }
  });
  it('a link with "#board" and no value, and a damaged one, are named', () => {
    const empty = decodeBoard('#board');
    expect(!empty.ok && problemEn(empty.problems[0])).toBe('the link’s board data is empty');
    const bad = decodeBoard('#board=%%%');
    expect(bad.ok).toBe(false);
  });
});
