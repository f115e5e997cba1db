// The readers' problems (a file, a link or stored data that does not read) are a code with parameters and
// a path; lib/i18n/problem-text words them in the reader's language with the messages readers.* of
// data/i18n/<lang>/readers.json. Every code the code can emit has its sentence in every language, and every
// problem the readers give on bad input reads as words: no key, no unfilled {parameter}, zh-TW Traditional.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import LZString from 'lz-string';
import { afterAll, describe, expect, it } from 'vitest';
import { readTextFile } from '../../cli/io';
import { readFailureText, readProblem } from '../../cli/problems';
import { checkSetup, deal, parseRecord, parseRecordText } from '../../lib/engine';
import { LANGS, messageKeys, rawMessage, t } from '../../lib/i18n';
import { checkHandDeal } from '../../lib/moderator/hand-deal';
import { problemLines, problemText } from '../../lib/i18n/problem-text';
import { type FieldProblem, parseBoardText, parseJsonBytes, parseJsonText } from '../../lib/input/schema';
import { decodeBoard } from '../../lib/input/share';
import { loadState, saveGame, STORAGE_KEY } from '../../lib/browser/storage';
import { SIMPLIFIED_ONLY } from './simplified-only';
import { FakeStore } from '../site/fake-store';

const root = join(import.meta.dirname, '..', '..');
const board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
const seats = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];
const thiefBoard = {
  players: 9,
  roles: { werewolf: 3, villager: 4, seer: 1, thief: 1, witch: 1, hunter: 1 },
  rules: { family: 'langrensha', thiefBottomControl: true },
};

/** The parameter names a message uses ({name}, {n, plural, …}). */
const paramsOf = (s: string): string[] => [...new Set([...s.matchAll(/\{\s*(\w+)\s*(?=[,}])/g)].map((m) => m[1]))];
/** What is left of a worded problem that is not words: a key, or a parameter not filled. */
const unworded = (text: string): boolean => /\breaders\.|\{\s*\w+\s*(?:\}|,\s*(?:plural|select)\b)/.test(text.replace(/"(?:[^"\\]|\\.)*"/g, '""'));

/** The codes the sources emit: problem(path, 'code' …), failure('code' …), { code: 'code' } in lib, cli, components. */
function codesInSources(): Set<string> {
  const walk = (d: string): string[] =>
    readdirSync(join(root, d), { withFileTypes: true }).flatMap((e) => {
      const p = join(d, e.name);
      if (e.isDirectory()) return p.includes('generated') ? [] : walk(p);
      return /\.tsx?$/.test(e.name) ? [readFileSync(join(root, p), 'utf8')] : [];
    });
  const out = new Set<string>();
  for (const src of ['lib', 'cli', 'components'].flatMap(walk)) {
    // The reader's problem() (lib/input/schema), not the engine's (lib/engine/errors: a code and a sentence).
    if (!/from '(?:\.\.\/)+(?:lib\/)?(?:input\/)?schema'|from '\.\/schema'|from '\.\.\/input\/schema'/.test(src)) continue;
    for (const m of src.matchAll(/\bproblem\(\s*[^,()]+(?:\([^()]*\))?[^,()]*,\s*'([\w.]+)'/g)) out.add(m[1]);
    for (const m of src.matchAll(/\bfailure\(\s*'([\w.]+)'/g)) out.add(m[1]);
    for (const m of src.matchAll(/\bpath: '[^']*', code: '([\w.]+)'/g)) out.add(m[1]);
  }
  return out;
}

/** Every problem the readers give on a set of bad inputs: files, share links, stored data, records, deals. */
function problemsOnBadInput(): FieldProblem[] {
  const out: FieldProblem[] = [];
  const texts = [
    'not json',
    '',
    '\uFEFF',
    '{"players": 9,\n "roles": {"werewolf": 3,}}',
    '{"players": 9, "roles": {"x": "a\tb"}}',
    '{"players"\uFF1A 9}',
    '{"players": 9',
    `{"meta": ${'['.repeat(150)}${']'.repeat(150)}}`,
    JSON.stringify({ players: 9, roles: { werewolf: 3, seerx: 1, foo: 2 } }),
    JSON.stringify({ players: 9, roles: { werewolf: 3 }, rules: { family: 'langrensha', witchSelfSavex: true } }),
    JSON.stringify({ players: 'nine', roles: { werewolf: 3.5, seer: -1 }, name: 5 }),
    JSON.stringify({ roles: { werewolf: 3 } }),
    JSON.stringify({ players: 9, roles: { werewolf: 3 }, rules: { sheriff: 'maybe', family: 'x' } }),
    '[1, 2]',
    'null',
    JSON.stringify({ board, seats, events: [{ type: 'nope' }, 5, { x: 1 }, { type: 'guard' }, { type: 'vote' }, { type: 'guard', target: 'x' }] }),
    'x'.repeat(1_000_001),
  ];
  for (const text of texts) {
    for (const r of [parseBoardText(text), parseJsonText(text)]) if (!r.ok) out.push(...r.problems);
    const rec = parseRecordText(text);
    if (!rec.ok) out.push(...rec.problems);
    if (text.length < 10_000) {
      const link = decodeBoard(`#board=${LZString.compressToEncodedURIComponent(text)}`);
      if (!link.ok) out.push(...link.problems);
    }
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, text);
    out.push(...(loadState(store, 0).notice?.problems ?? []));
  }
  // Files in other encodings (the site's import and the CLI read bytes): GBK, UTF-16, two byte-order marks.
  for (const bytes of [
    [0x7b, 0x22, 0xc1, 0xd4, 0x22, 0x7d],
    [0xff, 0xfe, 0x7b, 0, 0x7d, 0],
    [0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, 0x7b, 0x7d],
  ]) {
    const r = parseJsonBytes(Uint8Array.from(bytes));
    if (!r.ok) out.push(...r.problems);
  }
  // A link that would unpack past the cap.
  for (const hash of ['#board=', '#other=1', '#board=%%%%', '#board', `#board=${LZString.compressToEncodedURIComponent('a'.repeat(1_200_000))}`]) {
    const link = decodeBoard(hash);
    if (!link.ok) out.push(...link.problems);
  }
  const stored = new FakeStore();
  stored.setItem(
    STORAGE_KEY,
    JSON.stringify({ version: 0, board: { players: 2 }, games: { a: 1, b: { savedAt: 'x', record: { seats: 1 } } }, prefs: { lang: 'fr' }, x: 1 }),
  );
  out.push(...(loadState(stored, 0).notice?.problems ?? []));
  const games = new FakeStore();
  games.setItem(STORAGE_KEY, JSON.stringify({ version: 1, board: null, games: 5, prefs: 1 }));
  out.push(...(loadState(games, 0).notice?.problems ?? []));
  const noId = saveGame('', {}, undefined, new FakeStore());
  if (!noId.ok) out.push(...noId.problems);
  const unavailable = saveGame('g', {}, undefined, null);
  if (!unavailable.ok) out.push(...unavailable.problems);
  // Deals that do not match their boards.
  for (const r of [
    parseRecord({ board, seats: seats.slice(1), events: [] }),
    parseRecord({ board: { ...board, players: 13 }, seats, events: [] }),
    parseRecord({ board, seats, bottom: ['villager', 'villager'], events: [] }),
    parseRecord({ board: thiefBoard, seats: seats.slice(0, 9), events: [] }),
    parseRecord({ board, seats: ['seer', 'seer', ...seats.slice(2)], events: [] }),
  ])
    if (!r.ok) out.push(...r.problems);
  out.push(...checkSetup(thiefBoard as never, seats.slice(0, 9) as never, ['villager'] as never));
  // A card dealt as a set in the bottom (docs/rules.md, The two sisters): the two sisters, one of them buried.
  const sistersBoard = { players: 9, roles: { werewolf: 2, seer: 1, thief: 1, twoSisters: 2, villager: 5 } };
  const sisterSeats = ['werewolf', 'werewolf', 'seer', 'thief', 'twoSisters', 'villager', 'villager', 'villager', 'villager'];
  out.push(...checkSetup(sistersBoard as never, sisterSeats as never, ['twoSisters', 'villager'] as never));
  // Custom cards the engine cannot run (docs/rules.md, Custom roles): one the board does not carry, a text-only one.
  const oracle = { id: 'custom:oracle', names: { en: 'Oracle', 'zh-CN': '神谕者', 'zh-TW': '神諭者' }, faction: 'village', textOnly: true };
  const oracleBoard = { players: 9, roles: { werewolf: 2, seer: 1, villager: 5, 'custom:oracle': 1 }, customRoles: [oracle] };
  const oracleSeats = ['werewolf', 'werewolf', 'seer', 'villager', 'villager', 'villager', 'villager', 'villager', 'custom:oracle'];
  out.push(...checkSetup(oracleBoard as never, oracleSeats as never));
  out.push(...checkSetup({ ...oracleBoard, customRoles: [] } as never, oracleSeats as never));
  // A custom card its checks find unplayable as written: a check with no line to say.
  const silent = {
    id: 'custom:oracle',
    names: { en: 'Oracle', 'zh-CN': '神谕者', 'zh-TW': '神諭者' },
    faction: 'village',
    nightSteps: [{ power: 'inspect', records: 'seat' }],
  };
  out.push(...checkSetup({ ...oracleBoard, customRoles: [silent] } as never, oracleSeats as never));
  // Boards that cannot be dealt: the wrong number of cards; only wolves and the thief for the bottom.
  for (const b of [
    { ...board, players: 13 },
    { players: 3, roles: { werewolf: 4, thief: 1 }, rules: { family: 'langrensha', thiefBottomControl: true } },
    // More players than a table may have (given to the engine without the schema's reading).
    { players: 31, roles: { werewolf: 10, villager: 21 } },
  ]) {
    const d = deal(b as never, 1);
    if (!d.ok) out.push(d.problem);
  }
  const thiefSeats = ['seer', 'thief', 'witch', 'hunter', 'villager', 'villager', 'villager', 'villager', 'werewolf'];
  for (const bottom of [
    ['werewolf', 'werewolf'],
    ['thief', 'werewolf'],
  ]) {
    const swapped = bottom[0] === 'thief' ? thiefSeats.map((s) => (s === 'thief' ? 'werewolf' : s)) : thiefSeats;
    const d = checkHandDeal(thiefBoard as never, swapped as never, bottom as never);
    if (!d.ok) out.push(...d.problems);
  }
  // Files the CLI cannot read.
  const dir = mkdtempSync(join(tmpdir(), 'wolfboard-readers-'));
  tmp.push(dir);
  const big = join(dir, 'big.json');
  writeFileSync(big, 'x'.repeat(1_000_001));
  mkdirSync(join(dir, 'folder.json'));
  // A FIFO nobody writes to (refused after a moment, not waited for).
  const fifo = join(dir, 'fifo.json');
  if (spawnSync('mkfifo', [fifo]).status !== 0) throw new Error('mkfifo failed');
  const loop = join(dir, 'loop.json');
  symlinkSync(loop, loop);
  for (const f of [join(dir, 'none.json'), join(dir, 'folder.json'), big, '/dev/zero', fifo, loop]) {
    const r = readTextFile(f);
    if (!r.ok) out.push(r.problem, readProblem(r));
  }
  return out;
}
const tmp: string[] = [];
afterAll(() => {
  for (const d of tmp) rmSync(d, { recursive: true, force: true });
});

describe('the readers’ problems are messages', () => {
  it('every code the sources emit has its sentence in every language', () => {
    const codes = codesInSources();
    expect(codes.size).toBeGreaterThan(30);
    const missing = [...codes].flatMap((c) => LANGS.filter((l) => rawMessage(`readers.${c}`, l) === undefined).map((l) => `${l}: readers.${c}`));
    expect(missing).toEqual([]);
  });

  it('every sentence, its parameters filled, reads in every language with nothing left unfilled', () => {
    const keys = messageKeys('en').filter((k) => k.startsWith('readers.'));
    expect(keys.length).toBeGreaterThan(60);
    const bad: string[] = [];
    for (const key of keys) {
      const en = rawMessage(key, 'en') ?? '';
      // Literal braces are words in these (a character's name), not parameters.
      if (key.startsWith('readers.char.fullWidth')) continue;
      const params = Object.fromEntries(paramsOf(en).map((p) => [p, 3]));
      for (const lang of LANGS) {
        const s = t(key, lang, params);
        if (!s.trim() || unworded(s)) bad.push(`${lang} ${key}: ${s}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every problem on bad input (files, links, stored data, records, deals) reads as words in every language', () => {
    const problems = problemsOnBadInput();
    const codes = new Set(problems.map((p) => p.code));
    // The corpus reaches the readers' codes (a code no input reaches would be a sentence never tested); a full
    // storage and a game moved on in another tab are conditions, not inputs (tests/browser/storage.test.ts words them).
    const emitted = codesInSources();
    const unreached = [...emitted].filter(
      (c) =>
        !codes.has(c) &&
        ![
          'file.denied',
          'file.other',
          'file.unreadable',
          'storage.full',
          'storage.kept',
          'storage.stale',
          'message',
          'invalid',
          'record.refused',
          'link.damaged',
        ].includes(c),
    );
    expect(unreached).toEqual([]);
    const bad: string[] = [];
    for (const p of problems) {
      for (const lang of LANGS) {
        const s = problemText(p, lang);
        if (!s.trim() || unworded(s)) bad.push(`${lang} ${p.code}: ${s}`);
        if (lang === 'zh-TW' && [...s].some((c) => SIMPLIFIED_ONLY.has(c))) bad.push(`zh-TW Simplified ${p.code}: ${s}`);
        if (lang !== 'en' && /\b(?:expected|required|unknown|nothing|not valid JSON:|bytes)\b/.test(s.replace(/"[^"]*"/g, '')))
          bad.push(`${lang} English ${p.code}: ${s}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('a problem keeps its code, parameters and path; the sentence names the path in the reader’s language', () => {
    const r = parseBoardText('{"roles": {"dragon": 1}}');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.path, p.code])).toEqual([
      ['players', 'required'],
      ['roles', 'unknownRoles'],
    ]);
    expect(problemLines(r.problems, 'en')).toEqual(['players is required: a whole number from 3 to 30', 'unknown role id "dragon" at roles']);
    expect(problemLines(r.problems, 'zh-CN')).toEqual(['缺少 players：应为3 到 30 的整数', 'roles 中有未知的角色 id "dragon"']);
    expect(problemLines(r.problems, 'zh-TW')).toEqual(['缺少 players：應為3 到 30 的整數', 'roles 中有未知的角色 id "dragon"']);
    // The whole value is named in words, two unknown keys in the plural.
    const top = parseBoardText('{"players": 9, "roles": {}, "a": 1, "b": 2}');
    expect(!top.ok && problemText(top.problems[0], 'en')).toBe('unknown keys "a", "b" at the top level');
    expect(!top.ok && problemText(top.problems[0], 'zh-TW')).toBe('最上層 中有未知的鍵 "a", "b"');
  });

  it('an invisible character is named in each language; a file the CLI cannot read starts with its name', () => {
    const r = parseJsonText('\uFEFF{\uFEFF}');
    expect(!r.ok && r.problems.map((p) => LANGS.map((l) => problemText(p, l)))).toEqual([
      [
        '不是有效的 JSON：第 1 行第 2 列：不应出现 U+FEFF（字节顺序标记）',
        '不是有效的 JSON：第 1 行第 2 欄：不應出現 U+FEFF（位元組順序記號）',
        'not valid JSON: line 1, column 2: unexpected U+FEFF (byte-order mark)',
      ],
    ]);
    const f = readTextFile(join(root, 'no-such-file.json'));
    expect(f.ok).toBe(false);
    if (f.ok) return;
    expect(readFailureText(f, 'en')).toBe(`${join(root, 'no-such-file.json')}: no such file`);
    expect(readFailureText(f, 'zh-CN')).toBe(`${join(root, 'no-such-file.json')}：没有这个文件`);
    expect(readFailureText(f, 'zh-TW')).toBe(`${join(root, 'no-such-file.json')}：沒有這個檔案`);
  });

  it('the checks can fail: a key, an unfilled parameter and a Simplified character are seen', () => {
    expect(unworded('readers.json.char')).toBe(true);
    expect(unworded('line {line}, column 3')).toBe(true);
    expect(unworded('{n, plural, other {# more}}')).toBe(true);
    expect(unworded('unexpected "{"')).toBe(false);
    expect(unworded('expected {savedAt, record}')).toBe(false);
    expect([...'内容是空的'].some((c) => SIMPLIFIED_ONLY.has(c))).toBe(true);
    expect(problemText({ path: '', code: 'no.such.code' }, 'en')).toMatch(/readers\./);
  });
});
