// Every reader, driven in process the way the site and the CLI drive it, and judged: nothing throws, a
// refusal is a documented error whose every problem names a field (its path resolves in the input, or is
// the whole value) in English and Chinese, and a valid input still reads. `npm test` runs a sample
// (tests/fuzz/readers.test.ts), `npm run fuzz` (scripts/fuzz.ts) at least 10,000 inputs per reader.
import fc from 'fast-check';
import LZString from 'lz-string';
import { run as checkCli } from '../../cli/commands/check';
import { run as orderCli } from '../../cli/commands/order';
import { run as replayCli } from '../../cli/commands/replay';
import { run as scriptCli } from '../../cli/commands/script';
import { run as simulateCli } from '../../cli/commands/simulate';
import type { Io } from '../../cli/io';
import { parseRecordText, replay } from '../../lib/engine';
import { stripBom } from '../../lib/input/json-text';
import { dealDone, keptGames, metaOf, open, recordOf, savedGames } from '../../lib/browser/session';
import { readHash } from '../../lib/input/page-hash';
import { readLangPref, storedBoardToRead } from '../../lib/browser/prefs';
import { problemText } from '../../lib/i18n/problem-text';
import { parseBoardText, type FieldProblem } from '../../lib/input/schema';
import { decodeBoard } from '../../lib/input/share';
import { loadState, saveBoard, STORAGE_KEY } from '../../lib/browser/storage';
import { validate } from '../../lib/validator';
import { FakeStore } from '../site/fake-store';
import { boardText, linkHash, recordText, storedText, validState, validTexts, VALID_BOARDS, VALID_RECORDS } from './corpus';
import { bytesReader, keyReader, specialFiles } from './classes';
import { twoWriters } from './two-writers';
import { customBoardText } from './custom';
import { type Msg, msgText } from '../../lib/i18n/msg';

export interface Counts {
  reader: string;
  inputs: number;
  calls: number;
  ok: number;
  errors: number;
  crashes: number;
  unnamed: number;
  validRead: number;
  validRefused: number;
  /** The first few failures, to fix. */
  failures: string[];
  /** Inputs by what they broke (a reader's classOf), for the report. */
  byClass: Record<string, number>;
}

const newCounts = (reader: string): Counts => ({
  reader,
  inputs: 0,
  calls: 0,
  ok: 0,
  errors: 0,
  crashes: 0,
  unnamed: 0,
  validRead: 0,
  validRefused: 0,
  failures: [],
  byClass: {},
});

const short = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
/** An input as a failure shows it: text as JSON, bytes in hex, anything else as JSON. */
const shown = (input: unknown): string =>
  input instanceof Uint8Array
    ? `bytes ${Buffer.from(input.subarray(0, 120)).toString('hex')}${input.length > 120 ? '…' : ''} (${input.length})`
    : (JSON.stringify(input) ?? String(input));
export function fail(c: Counts, kind: 'crashes' | 'unnamed', input: unknown, why: string): void {
  c[kind]++;
  if (c.failures.length < 5) c.failures.push(`${kind}: ${why}\n    input: ${short(shown(input))}`);
}

/** Whether `path` (zod's keys joined by ".") leads into `root` through own keys; its last key may be missing (a required field). */
export function pathResolves(root: unknown, path: string): boolean {
  if (!path) return true;
  const walk = (v: unknown, rest: string, depth: number): boolean => {
    if (!rest) return true;
    if (depth > 200 || !v || typeof v !== 'object') return false;
    const keys = Array.isArray(v) ? v.map((_, i) => String(i)) : Object.keys(v);
    for (const k of keys) {
      if (rest === k) return true;
      if (rest.startsWith(`${k}.`) && walk((v as Record<string, unknown>)[k], rest.slice(k.length + 1), depth + 1)) return true;
    }
    return !rest.includes('.') || false;
  };
  return walk(root, path, 0);
}

const BAD_WORDS_RE = /undefined|\[object Object\]|NaN|internal error|is not a function|Cannot read prop/;
const CRASH_WORDS = /internal error|is not a function|Cannot read prop|\[object Object\]/;
/** Words of a crash in our own text; a value quoted from the input ("NaN" as a role id) is the user's. */
const BAD_WORDS = { test: (s: string) => BAD_WORDS_RE.test(s.replace(/"(?:[^"\\]|\\.)*"/g, '""')) };

/** What is wrong with a list of problems (null when each names its field, in every language, in words). */
export function unnamedProblem(problems: readonly FieldProblem[], root: unknown): string | null {
  if (!problems.length) return 'an error with no problem listed';
  for (const p of problems) {
    if (typeof p.path !== 'string' || typeof p.code !== 'string') return `a problem without path and code: ${JSON.stringify(p)}`;
    // The path is the input's own keys ("NaN" may be one): only the rest of the message is ours.
    const ours = (m: string) => (p.path ? m.split(p.path.slice(0, 80)).join('') : m);
    for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) {
      const text = problemText(p, lang);
      if (!text.trim()) return `no ${lang} text for ${p.path}`;
      if (text.length > 4000) return `a message of ${text.length} characters at ${short(p.path)}`;
      if (BAD_WORDS.test(ours(text))) return `a message that reads like a crash: ${short(text)}`;
      // A code without its message, or a parameter left unfilled.
      if (/\breaders\.|\{\w+\}/.test(ours(text).replace(/"(?:[^"\\]|\\.)*"/g, '""'))) return `a message not worded in ${lang}: ${short(text)}`;
    }
    if (!pathResolves(root, p.path)) return `the path "${short(p.path)}" is not in the input (${short(problemText(p, 'en'))})`;
  }
  return null;
}

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(stripBom(text));
  } catch {
    return undefined;
  }
};

function fakeIo(readText: Io['readText']): { io: Io; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t) => out.push(t), err: (t) => err.push(t), env: { LANG: 'zh_TW.UTF-8' }, readText }, out, err };
}

/**
 * A CLI verb on a file (holding `text`, or read by `readText`): never throws, a documented exit code,
 * --json output that parses. Returns the exit code (null when it threw).
 */
export async function cli(
  c: Counts,
  text: string | Io['readText'],
  verb: string,
  run: (a: string[], io: Io) => Promise<number> | number,
  args: string[],
  exits: number[],
): Promise<number | null> {
  const f = fakeIo(typeof text === 'string' ? () => ({ ok: true, text }) : text);
  c.calls++;
  let code: number;
  try {
    code = await run(['f.json', ...args], f.io);
  } catch (e) {
    fail(c, 'crashes', text, `wolfboard ${verb} threw ${(e as Error)?.message}`);
    return null;
  }
  if (!exits.includes(code)) {
    fail(c, 'crashes', text, `wolfboard ${verb} exit ${code}: ${short(f.err.join(' | '))}`);
    return code;
  }
  if (args.includes('--json') && f.out.length) {
    try {
      JSON.parse(f.out.join('\n'));
    } catch {
      fail(c, 'crashes', text, `wolfboard ${verb} --json printed no JSON`);
      return code;
    }
  }
  if (code === 2 && !f.err.join('').trim()) fail(c, 'unnamed', text, `wolfboard ${verb} exit 2 said nothing`);
  // (Not "NaN" or "undefined" here: a line also shows the input's own keys, which may be those words.)
  if (f.err.some((l) => CRASH_WORDS.test(l))) fail(c, 'unnamed', text, `wolfboard ${verb} said ${short(f.err.join(' | '))}`);
  return code;
}

export interface Reader<T = string> {
  name: string;
  input: fc.Arbitrary<T>;
  valid: T[];
  /** At most this many generated inputs per run (a class whose inputs are slow to make: special files). */
  maxRuns?: number;
  /** The size of `npm test`'s sample for such a class (tests/fuzz/readers.test.ts), else its default. */
  testRuns?: number;
  /** What an input broke (its class in the report); none: the reader's inputs are one class. */
  classOf?(input: T): string;
  /** One input: returns whether it was read (true) or refused (false); records crashes and unnamed errors in c. */
  check(c: Counts, input: T): Promise<boolean>;
}

const board: Reader = {
  name: 'board (site import, share-link payload, CLI check/order/script/simulate)',
  input: boardText,
  valid: validTexts(VALID_BOARDS),
  async check(c, input) {
    c.calls++;
    const r = parseBoardText(input);
    if (!r.ok) {
      const why = unnamedProblem(r.problems, jsonOf(input));
      if (why) fail(c, 'unnamed', input, why);
    } else {
      c.calls++;
      validate(r.value);
    }
    await cli(c, input, 'check', checkCli, ['--json'], [0, 1, 2]);
    await cli(c, input, 'order', orderCli, [], [0, 2]);
    await cli(c, input, 'script', scriptCli, [], [0, 2]);
    if (r.ok) await cli(c, input, 'simulate', simulateCli, ['--games', '1', '--json'], [0, 2]);
    return r.ok;
  },
};

const record: Reader = {
  name: 'record (CLI replay, moderator import, saved games)',
  input: recordText,
  valid: validTexts(VALID_RECORDS),
  async check(c, input) {
    c.calls++;
    const r = parseRecordText(input);
    if (!r.ok) {
      const why = unnamedProblem(r.problems, jsonOf(input));
      if (why) fail(c, 'unnamed', input, why);
    } else {
      c.calls += 2;
      const rep = replay(r.record);
      if (!rep.ok) {
        const e = rep.error;
        if (e.code === 'internal') fail(c, 'crashes', input, `the engine failed: ${e.message}`);
        else if (!(e.event >= 0 && e.event < r.record.events.length) || !e.message || !e.messageZh)
          fail(c, 'unnamed', input, `a refusal without its event or reason: ${JSON.stringify(e)}`);
      }
      const o = open('g', r.record);
      if (!o.ok && o.error.code === 'internal') fail(c, 'crashes', input, `open failed: ${o.error.message}`);
      // What the moderator page reads of a record besides its events: its own meta, the deal's progress.
      c.calls += 2;
      metaOf(r.record);
      dealDone(r.record);
      if (o.ok) recordOf(o.session);
    }
    await cli(c, input, 'replay', replayCli, ['--json'], [0, 1, 2]);
    return r.ok;
  },
};

/** Every game of a stored text must still be somewhere afterwards: in the main state or a set-aside copy. */
function lostGames(raw: string, store: FakeStore): string[] {
  const v = jsonOf(raw);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return [];
  const games = Object.hasOwn(v, 'games') ? (v as Record<string, unknown>).games : undefined;
  if (!games || typeof games !== 'object' || Array.isArray(games)) return [];
  const values = [...store.map.values()];
  if (values.includes(raw)) return [];
  const everything = values.join('\n');
  return Object.keys(games).filter((id) => {
    const g = (games as Record<string, unknown>)[id];
    const rec = g && typeof g === 'object' ? (g as Record<string, unknown>).record : undefined;
    if (rec === undefined) return false;
    try {
      return !everything.includes(JSON.stringify(rec));
    } catch {
      return true; // too deep to write again: it must have been kept as the raw text
    }
  });
}

const stored: Reader = {
  name: "stored state (every page's browser storage: board, saved games, language)",
  input: storedText,
  valid: Array.from({ length: 20 }, (_, i) => JSON.stringify(validState(i))),
  async check(c, input) {
    const store = new FakeStore();
    store.setItem(STORAGE_KEY, input);
    // Sometimes the browser's quota is nearly used up: the copy aside must not fit.
    if (input.length % 5 === 0) store.total = store.used() + 10;
    let read = true;
    try {
      c.calls += 4;
      const first = storedBoardToRead(store);
      if (first !== storedBoardToRead(store)) throw new Error('storedBoardToRead is not stable');
      readLangPref(store);
      const loaded = loadState(store, 1);
      if (loaded.notice) {
        read = false;
        const why = unnamedProblem(loaded.notice.problems, jsonOf(input));
        if (why) fail(c, 'unnamed', input, why);
        const everything = [...store.map.values()];
        if (!everything.includes(input)) fail(c, 'crashes', input, 'the stored value was neither kept nor set aside');
      }
      c.calls += 3;
      const s = savedGames(store, 2);
      for (const g of s.games) {
        c.calls++;
        if (!open(g.id, g.record).ok) fail(c, 'crashes', input, `a listed game does not open: ${g.id}`);
      }
      if (s.notice && s.notice !== loaded.notice) {
        read = false;
        const why = unnamedProblem(s.notice.problems, jsonOf(input));
        if (why) fail(c, 'unnamed', input, why);
      }
      keptGames(store);
      const lost = lostGames(input, store);
      if (lost.length) fail(c, 'crashes', input, `saved games lost: ${lost.slice(0, 3).join(', ')}`);
      // A save after all this must not destroy what could not be set aside.
      c.calls++;
      const before = new Map(store.map);
      const saved = saveBoard(VALID_BOARDS[0] as never, store);
      if (!saved.ok && saved.reason !== 'kept' && saved.reason !== 'quota') fail(c, 'crashes', input, `saving a board failed: ${saved.reason}`);
      if (!saved.ok && [...before].some(([k, v]) => store.map.get(k) !== v)) fail(c, 'crashes', input, 'a refused save changed what was stored');
    } catch (e) {
      fail(c, 'crashes', input, `threw ${(e as Error)?.message}`);
      return false;
    }
    return read;
  },
};

const link: Reader = {
  name: 'share link (designer, print, moderator hash)',
  input: linkHash,
  valid: VALID_BOARDS.map((b) => `#board=${LZString.compressToEncodedURIComponent(JSON.stringify(b))}`),
  async check(c, input) {
    c.calls += 4;
    for (const page of [['board'], ['board', 'game'], []] as const) readHash(input, page);
    const req = readHash(input, ['board']);
    if (req.kind !== 'board') return false;
    const d = decodeBoard(`#board=${req.payload}`);
    if (d.ok) return true;
    let root: unknown;
    try {
      root = jsonOf(LZString.decompressFromEncodedURIComponent(req.payload) ?? '');
    } catch {
      root = undefined;
    }
    const why = unnamedProblem(d.problems, root);
    if (why) fail(c, 'unnamed', input, why);
    return false;
  },
};

/** A finding worded in every language, without a code or a parameter left unfilled. */
function unwordedFinding(messages: readonly Msg[]): string | null {
  for (const m of messages) {
    for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) {
      const text = msgText(m, lang);
      if (!text.trim()) return `a finding with no ${lang} text: ${m.key}`;
      if (CRASH_WORDS.test(text)) return `a finding that reads like a crash: ${short(text)}`;
    }
  }
  return null;
}

/** Boards with custom cards written by hand that every reader takes (docs/rules.md, Custom roles). */
const VALID_CUSTOM = [
  {
    players: 8,
    roles: { werewolf: 2, villager: 4, witch: 1, 'custom:nightOwl': 1 },
    customRoles: [
      {
        id: 'custom:nightOwl',
        names: { 'zh-CN': '夜枭', en: 'Night Owl' },
        faction: 'village',
        nightSteps: [
          {
            power: 'inspect',
            params: { sees: 'card', every: 2 },
            records: 'seat',
            order: { chinese: { after: 'seer' }, advanced: { after: 'seer' }, base: { after: 'seer' } },
            texts: {
              line: { 'zh-CN': '夜枭请睁眼，请选择要查验的玩家', en: 'Night owl, wake up and point at a player.' },
              closeLine: { en: 'Night owl, close your eyes.' },
            },
          },
        ],
      },
    ],
  },
  {
    players: 6,
    roles: { werewolf: 2, villager: 3, 'custom:oracle': 1 },
    customRoles: [{ id: 'custom:oracle', base: 'seer', names: { en: 'Oracle' }, faction: 'village' }],
  },
];

const custom: Reader = {
  name: 'custom cards (designer import, share link, CLI check/order/script/simulate, engine)',
  input: customBoardText,
  valid: validTexts(VALID_CUSTOM as never),
  async check(c, input) {
    c.calls++;
    const r = parseBoardText(input);
    if (!r.ok) {
      const why = unnamedProblem(r.problems, jsonOf(input));
      if (why) fail(c, 'unnamed', input, why);
    } else {
      c.calls++;
      const v = validate(r.value);
      const why = unwordedFinding(v.findings.map((f) => f.message));
      if (why) fail(c, 'unnamed', input, why);
    }
    await cli(c, input, 'check', checkCli, ['--json'], [0, 1, 2]);
    await cli(c, input, 'order', orderCli, [], [0, 2]);
    await cli(c, input, 'script', scriptCli, [], [0, 2]);
    if (r.ok) await cli(c, input, 'simulate', simulateCli, ['--games', '2', '--json'], [0, 2]);
    return r.ok;
  },
};

/** Any reader, its input type forgotten: fuzzReader only hands a reader its own inputs. */
const any = <T>(r: Reader<T>): Reader<unknown> => r as unknown as Reader<unknown>;

export const READERS: Reader<unknown>[] = [
  any(board),
  any(record),
  any(stored),
  any(link),
  any(keyReader),
  any(bytesReader),
  any(specialFiles),
  any(twoWriters),
  any(custom),
];

/** Runs `n` generated inputs (at most the reader's maxRuns), and every valid one, through a reader. */
export async function fuzzReader<T>(reader: Reader<T>, runs: number, seed: number): Promise<Counts> {
  const c = newCounts(reader.name);
  const n = Math.min(runs, reader.maxRuns ?? runs);
  const one = async (input: T): Promise<boolean> => {
    c.inputs++;
    const k = reader.classOf?.(input);
    if (k) c.byClass[k] = (c.byClass[k] ?? 0) + 1;
    let ok: boolean;
    try {
      ok = await reader.check(c, input);
    } catch (e) {
      fail(c, 'crashes', input, `the harness caught ${(e as Error)?.message}`);
      return false;
    }
    if (ok) c.ok++;
    else c.errors++;
    return ok;
  };
  for (const v of reader.valid) {
    if (await one(v)) c.validRead++;
    else {
      c.validRefused++;
      if (c.failures.length < 5) c.failures.push(`a valid input was refused: ${short(shown(v))}`);
    }
  }
  const batch = 500;
  for (let done = 0; done < n; done += batch) {
    for (const input of fc.sample(reader.input, { seed: seed + done, numRuns: Math.min(batch, n - done) })) await one(input);
  }
  return c;
}
