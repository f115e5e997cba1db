// The fuzzer's classes of issue 35, each a reader with inputs that know what they broke, so the judge asks
// more than "no crash": a forged input (a key written twice, a seat spelled "01", "__proto__" as a seat) is
// never read; bytes that are not UTF-8 are always refused and named, in the site and the CLI alike; a
// device, a FIFO, a symlink or standard input that never ends stops at the cap. tests/fuzz/readers.ts runs
// them with the other readers (`npm test` a sample, `npm run fuzz` the full size).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { run as checkCli } from '../../cli/commands/check';
import { run as replayCli } from '../../cli/commands/replay';
import { readTextFile, textOfBytes } from '../../cli/io';
import { parseRecord, parseRecordText } from '../../lib/engine';
import { type FieldProblem, MAX_FILE_BYTES, parseBoardBytes, parseBoardText, parseJsonBytes } from '../../lib/input/schema';
import { decodeBoard } from '../../lib/input/share';
import { loadState, STORAGE_KEY } from '../../lib/browser/storage';
import { FakeStore } from '../site/fake-store';
import { REPLAYING_RECORDS, VALID_BOARDS, VALID_RECORDS, validState } from './corpus';
import { type Counts, cli, fail, type Reader, unnamedProblem } from './readers';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };
const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const ROOT = join(import.meta.dirname, '..', '..');

/** Whether a refusal names the expected problem (its code, and its path when given), and every problem is named. */
function judgeRefusal(c: Counts, input: unknown, problems: readonly FieldProblem[], root: unknown, code: string, path?: string): void {
  const why = unnamedProblem(problems, root);
  if (why) fail(c, 'unnamed', input, why);
  if (!problems.some((p) => p.code === code && (path === undefined || p.path === path)))
    fail(c, 'unnamed', input, `expected ${code}${path === undefined ? '' : ` at "${path}"`}, got ${problems.map((p) => `${p.code}@${p.path}`).join(', ')}`);
}

// ---------------------------------------------------------------------------------------------------
// Keys: a key written twice in any object, a seat key with leading zeros, a seat key that is no seat.

export type KeyInput = {
  text: string;
  kind: 'board' | 'record' | 'stored';
  /** What the reader must say: nothing (a valid input), or this code at this path. */
  want: 'none' | 'json.duplicateKey' | 'key.leadingZero' | 'key.notSeat';
  path: string;
};

/** Every object of a value with its path (the paths the readers name). */
function objects(v: Json): { path: (string | number)[]; value: Obj }[] {
  const out: { path: (string | number)[]; value: Obj }[] = [];
  const walk = (x: Json, path: (string | number)[]) => {
    if (Array.isArray(x)) for (const [i, y] of x.entries()) walk(y, [...path, i]);
    else if (isObj(x)) {
      out.push({ path, value: x });
      for (const k of Object.keys(x)) walk(x[k], [...path, k]);
    }
  };
  walk(v, []);
  return out;
}

/** The text of `root` with the key `key` of the object `o` written a second time, first, with `value`. */
function twice(root: Json, o: Obj, key: string, value: Json): string {
  const marker = '\u0001twice';
  const marked = JSON.stringify(root, (_k, x) => (x === o ? { [marker]: 0, ...x } : x));
  // A function, not a replacement string: a key may hold "$&" or "$'".
  return marked.replace(`${JSON.stringify(marker)}:0`, () => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
}

const KEY_BASES: { kind: KeyInput['kind']; value: Json }[] = [
  ...VALID_BOARDS.map((value) => ({ kind: 'board' as const, value })),
  ...VALID_RECORDS.map((value) => ({ kind: 'record' as const, value })),
  ...[0, 1, 2].map((i) => ({ kind: 'stored' as const, value: validState(i) as Json })),
];
const VOTING = REPLAYING_RECORDS.filter((r) => JSON.stringify(r).includes('"ballots"'));
const NOT_SEATS = ['__proto__', 'x', '0', '-1', '1.0', ' 1', '1 ', '+1', '１', '0x1', '1e0', '', 'constructor', 'toString'];

const duplicated: fc.Arbitrary<KeyInput> = fc
  .tuple(fc.nat(KEY_BASES.length - 1), fc.nat(), fc.nat(), fc.option(fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>))
  .map(([b, pick, k, other]) => {
    const base = KEY_BASES[b];
    const root = clone(base.value);
    const withKeys = objects(root).filter((o) => Object.keys(o.value).length);
    const o = withKeys[pick % withKeys.length];
    const keys = Object.keys(o.value);
    const key = keys[k % keys.length];
    // The same value again, or another: either way the file is not what a reader of one value would see.
    return { text: twice(root, o.value, key, other ?? o.value[key]), kind: base.kind, want: 'json.duplicateKey' as const, path: o.path.join('.') };
  });

const seatSpelled: fc.Arbitrary<KeyInput> = fc
  .tuple(fc.nat(VOTING.length - 1), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 3 }), fc.boolean(), fc.constantFrom(...NOT_SEATS), fc.boolean())
  .map(([r, ev, k, zeros, keep, notSeat, spelled]) => {
    const rec = clone(VOTING[r]) as Obj;
    const events = rec.events as Obj[];
    const votes = events.map((e, i) => [e, i] as const).filter(([e]) => e.type === 'vote');
    const [vote, i] = votes[ev % votes.length];
    const ballots = vote.ballots as Obj;
    const voters = Object.keys(ballots);
    // A vote where all abstained: the forged ballot is the only one.
    const voter = voters.length ? voters[k % voters.length] : '1';
    const key = spelled ? `${'0'.repeat(zeros)}${voter}` : notSeat;
    const out: Obj = {};
    // Renamed, or written beside the canonical one (the forged ballot: seat 1 again); "__proto__" kept as a key.
    for (const v of voters) {
      if (v !== voter || keep) Object.defineProperty(out, v, { value: ballots[v], enumerable: true, writable: true, configurable: true });
      if (v === voter) Object.defineProperty(out, key, { value: ballots[v], enumerable: true, writable: true, configurable: true });
    }
    if (!voters.length) Object.defineProperty(out, key, { value: null, enumerable: true, writable: true, configurable: true });
    vote.ballots = out;
    return {
      text: JSON.stringify(rec),
      kind: 'record' as const,
      want: spelled ? ('key.leadingZero' as const) : ('key.notSeat' as const),
      path: `events.${i}.ballots`,
    };
  });

export const keyInput: fc.Arbitrary<KeyInput> = fc.oneof({ weight: 3, arbitrary: duplicated }, { weight: 2, arbitrary: seatSpelled });

export const keyReader: Reader<KeyInput> = {
  name: 'keys (a key written twice, a seat key with leading zeros or no seat)',
  input: keyInput,
  valid: [...KEY_BASES.slice(0, 6), ...KEY_BASES.filter((b) => b.kind !== 'board').slice(0, 6)].map((b) => ({
    text: JSON.stringify(b.value),
    kind: b.kind,
    want: 'none' as const,
    path: '',
  })),
  classOf: (input) => `${input.want} (${input.kind})`,
  async check(c, input) {
    const root = JSON.parse(input.text) as unknown;
    let problems: readonly FieldProblem[] | null;
    c.calls++;
    if (input.kind === 'board') {
      const r = parseBoardText(input.text);
      problems = r.ok ? null : r.problems;
      c.calls++;
      const link = decodeBoard(`#board=${encodeURIComponent(input.text)}`);
      // A share link carries the board compressed; a damaged payload is refused either way, never read forged.
      if (link.ok && problems) fail(c, 'crashes', input, 'a share link read what the file reader refused');
      const code = await cli(c, input.text, 'check', checkCli, ['--json'], [0, 1, 2]);
      if (problems && code !== 2) fail(c, 'crashes', input, `wolfboard check exit ${code} on a refused board`);
    } else if (input.kind === 'record') {
      const r = parseRecordText(input.text);
      problems = r.ok ? null : r.problems;
      // The moderator page's import: the same bytes, the same reading.
      c.calls++;
      const json = parseJsonBytes(new TextEncoder().encode(input.text));
      const site = json.ok ? parseRecord(json.value) : { ok: false as const, problems: json.problems };
      if (JSON.stringify(site) !== JSON.stringify(r)) fail(c, 'crashes', input, 'the moderator import and the CLI read the record differently');
      const code = await cli(c, input.text, 'replay', replayCli, ['--json'], [0, 1, 2]);
      if (problems && code !== 2) fail(c, 'crashes', input, `wolfboard replay exit ${code} on a refused record`);
    } else {
      const store = new FakeStore();
      store.setItem(STORAGE_KEY, input.text);
      const loaded = loadState(store, 1);
      problems = loaded.notice ? loaded.notice.problems : null;
      // Refused stored text is set aside whole: nothing of it is lost.
      if (problems && ![...store.map.values()].includes(input.text)) fail(c, 'crashes', input, 'the stored text was neither kept nor set aside');
    }
    if (input.want === 'none') {
      if (problems) fail(c, 'unnamed', input, `a valid input refused: ${problems.map((p) => p.code).join(', ')}`);
      return !problems;
    }
    if (!problems) fail(c, 'crashes', input, `a forged input was read (${input.want} at "${input.path}")`);
    else judgeRefusal(c, input, problems, root, input.want, input.path);
    return false;
  },
};

// ---------------------------------------------------------------------------------------------------
// Encodings: the bytes of a board or record in UTF-16, UTF-32, GBK, with bad UTF-8, cut short, two BOMs.

/** `form`: a wide encoding's byte order and whether it starts with a byte-order mark (its class in the report). */
export type BytesInput = { bytes: Uint8Array; kind: 'board' | 'record'; op: string; form?: string };

const NAMES = ['预女猎白', '狼人殺', '🐺 夜', 'Café 狼', '白狼王守卫'];
const BYTE_BASES: { kind: BytesInput['kind']; value: Obj }[] = [
  ...VALID_BOARDS.slice(0, 12).map((b, i) => ({ kind: 'board' as const, value: { ...b, name: NAMES[i % NAMES.length] } })),
  ...REPLAYING_RECORDS.slice(0, 12).map((r, i) => ({
    kind: 'record' as const,
    value: { ...r, board: { ...(r.board as Obj), name: NAMES[i % NAMES.length] } },
  })),
];
const INVALID = [
  [0xff],
  [0xfe],
  [0x80],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88],
  [0xc3, 0x41],
  [0xe4, 0xb8, 0x41],
];

let gbkTable: Map<string, number[]> | null = null;
/** Text in GBK (a table made from the platform's GBK decoder); a character GBK lacks stays UTF-8. */
function gbk(text: string): Uint8Array {
  if (!gbkTable) {
    gbkTable = new Map();
    const d = new TextDecoder('gbk');
    for (let a = 0x81; a <= 0xfe; a++)
      for (let b = 0x40; b <= 0xfe; b++) {
        const ch = b === 0x7f ? '' : d.decode(Uint8Array.from([a, b]));
        if (ch.length === 1 && ch !== '\uFFFD' && !gbkTable.has(ch)) gbkTable.set(ch, [a, b]);
      }
  }
  const table = gbkTable;
  return Uint8Array.from([...text].flatMap((ch) => (ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : (table.get(ch) ?? [...new TextEncoder().encode(ch)]))));
}
const units = (text: string, le: boolean, bom: boolean): Uint8Array => {
  const out: number[] = bom ? (le ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const u = text.charCodeAt(i);
    out.push(...(le ? [u & 0xff, u >> 8] : [u >> 8, u & 0xff]));
  }
  return Uint8Array.from(out);
};
const utf32 = (text: string, le: boolean, bom: boolean): Uint8Array => {
  const out: number[] = [];
  for (const cp of [...(bom ? '\uFEFF' : ''), ...text].map((ch) => ch.codePointAt(0) ?? 0)) {
    const b = [cp >>> 24, (cp >>> 16) & 0xff, (cp >>> 8) & 0xff, cp & 0xff];
    out.push(...(le ? b.reverse() : b));
  }
  return Uint8Array.from(out);
};
const cat = (...parts: ArrayLike<number>[]) => Uint8Array.from(parts.flatMap((p) => Array.from(p)));

export const bytesInput: fc.Arbitrary<BytesInput> = fc
  .tuple(
    fc.nat(BYTE_BASES.length - 1),
    fc.constantFrom('utf8', 'bom', 'doubleBom', 'utf16', 'utf32', 'badBytes', 'gbk', 'truncate'),
    fc.boolean(),
    fc.boolean(),
    fc.nat(),
    fc.nat(INVALID.length - 1),
    fc.constantFrom(0, 2, '\t'),
  )
  .map(([b, op, le, bom, at, bad, indent]) => {
    const base = BYTE_BASES[b];
    const text = JSON.stringify(base.value, null, indent);
    const utf8 = new TextEncoder().encode(text);
    const chars = [...text];
    const boundary = new TextEncoder().encode(chars.slice(0, at % (chars.length + 1)).join('')).length;
    const bytes =
      op === 'utf8'
        ? utf8
        : op === 'bom'
          ? cat([0xef, 0xbb, 0xbf], utf8)
          : op === 'doubleBom'
            ? cat([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf], utf8)
            : op === 'utf16'
              ? units(text, le, bom)
              : op === 'utf32'
                ? utf32(text, le, bom)
                : op === 'badBytes'
                  ? cat(utf8.subarray(0, boundary), INVALID[bad], utf8.subarray(boundary))
                  : op === 'gbk'
                    ? gbk(text)
                    : utf8.subarray(0, at % (utf8.length + 1));
    const form = op === 'utf16' || op === 'utf32' ? `${le ? 'LE' : 'BE'}, ${bom ? 'with BOM' : 'no BOM'}` : undefined;
    return { bytes, kind: base.kind, op: op === 'badBytes' ? `badBytes@${boundary}` : op, form };
  });

/** Whether bytes are UTF-8, by the platform's own fatal decoder (the judge's, not the readers'). */
function isUtf8(b: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

export const bytesReader: Reader<BytesInput> = {
  name: 'encodings (bytes: UTF-16, UTF-32, GBK, bad UTF-8, cut short, byte-order marks)',
  input: bytesInput,
  valid: BYTE_BASES.slice(0, 4)
    .concat(BYTE_BASES.slice(-4))
    .flatMap((b) => {
      const utf8 = new TextEncoder().encode(JSON.stringify(b.value));
      return [
        { bytes: utf8, kind: b.kind, op: 'utf8' },
        { bytes: cat([0xef, 0xbb, 0xbf], utf8), kind: b.kind, op: 'bom' },
      ];
    }),
  classOf: (input) => `${input.op.replace(/@\d+$/, '')}${input.form ? ` (${input.form})` : ''}`,
  async check(c, input) {
    const { bytes, op } = input;
    c.calls++;
    // The site's import (the designer's board, the moderator's record).
    const site =
      input.kind === 'board'
        ? parseBoardBytes(bytes)
        : ((j) => (j.ok ? parseRecord(j.value) : { ok: false as const, problems: j.problems }))(parseJsonBytes(bytes));
    // The CLI's reading of the same bytes (cli/io readTextFile after its bounded read).
    const exit = await cli(
      c,
      (p) => textOfBytes(p, bytes),
      input.kind === 'board' ? 'check' : 'replay',
      input.kind === 'board' ? checkCli : replayCli,
      ['--json'],
      [0, 1, 2],
    );
    if (!site.ok !== (exit === 2)) fail(c, 'crashes', bytes, `${op}: the site ${site.ok ? 'read' : 'refused'} it, the CLI exit ${exit}`);
    const wide = op === 'utf16' || op === 'utf32';
    if (op === 'utf8' || op === 'bom') {
      if (!site.ok) fail(c, 'unnamed', bytes, `${op}: a valid input refused: ${site.problems.map((p) => p.code).join(', ')}`);
      return site.ok;
    }
    if (site.ok) {
      // Only GBK that happens to be UTF-8 too (Ԥ, Ů…) or bytes cut at a character's edge may still read.
      if (wide || op === 'doubleBom' || !isUtf8(bytes)) fail(c, 'crashes', bytes, `${op}: read, though it is not UTF-8 text of one byte-order mark`);
      return true;
    }
    const code = wide ? 'text.wide' : op === 'doubleBom' ? 'text.secondBom' : !isUtf8(bytes) ? 'text.notUtf8' : site.problems[0].code;
    judgeRefusal(c, bytes, site.problems, undefined, code);
    const at = /^badBytes@(\d+)$/.exec(op);
    if (at && site.problems[0].params?.offset !== Number(at[1])) fail(c, 'unnamed', bytes, `${op}: named at byte ${site.problems[0].params?.offset}`);
    return false;
  },
};

// ---------------------------------------------------------------------------------------------------
// Special files: devices, FIFOs, symlinks, standard input, folders, files at and past the cap.

export type SpecialInput = {
  kind:
    | 'zero'
    | 'zeroLink'
    | 'devNull'
    | 'fifoEndless'
    | 'fifoSized'
    | 'fifoLink'
    | 'fifoAlone'
    | 'fileSized'
    | 'fileLink'
    | 'danglingLink'
    | 'loopLink'
    | 'dir'
    | 'missing'
    | 'stdinEndless';
  size: number;
};

/** A board as ASCII JSON (its Chinese written as escapes), so that a size in characters is one in bytes. */
const BOARD = JSON.stringify(VALID_BOARDS[0]).replace(/[^\x20-\x7e]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
const SIZES = fc.oneof(
  fc.constantFrom(0, 1, BOARD.length, MAX_FILE_BYTES - 1, MAX_FILE_BYTES, MAX_FILE_BYTES + 1, 2 * MAX_FILE_BYTES),
  fc.integer({ min: 0, max: 2 * MAX_FILE_BYTES }),
);
export const specialInput: fc.Arbitrary<SpecialInput> = fc.record({
  kind: fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('zero' as const, 'zeroLink' as const, 'fifoEndless' as const) },
    { weight: 4, arbitrary: fc.constantFrom('fifoSized' as const, 'fileSized' as const, 'fileLink' as const) },
    { weight: 1, arbitrary: fc.constantFrom('fifoLink' as const, 'fifoAlone' as const) },
    { weight: 1, arbitrary: fc.constantFrom('devNull' as const, 'dir' as const, 'missing' as const, 'danglingLink' as const, 'loopLink' as const) },
    { weight: 1, arbitrary: fc.constant('stdinEndless' as const) },
  ),
  size: SIZES,
});

let dir: string | null = null;
let serial = 0;
const workDir = (): string => {
  if (!dir) {
    const made = mkdtempSync(join(tmpdir(), 'wolfboard-fuzz-files-'));
    dir = made;
    process.on('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  return dir;
};
/** The board, padded with spaces (or cut) to `size` bytes. */
const content = (size: number): string => (size <= BOARD.length ? BOARD.slice(0, size) : BOARD + ' '.repeat(size - BOARD.length));

/**
 * A process writing `size` bytes of the content (null: without end) into a FIFO; the reader blocks this one.
 * It is awaited until it is about to open the FIFO, so a slow start of a process on a busy machine is not
 * taken for a FIFO nobody writes to (the reader gives such a FIFO less than a second).
 */
async function writer(path: string, size: number | null): Promise<ChildProcess> {
  const src = `const fs=require('fs');process.stdout.write('ready\\n');const fd=fs.openSync(${JSON.stringify(path)},'w');const head=Buffer.from(${JSON.stringify(BOARD)});
let left=${size ?? 'Infinity'};const pad=Buffer.alloc(65536,32);try{let first=true;while(left>0){const b=first?head:pad;first=false;const n=Math.min(left,b.length);fs.writeSync(fd,b,0,n);left-=n;}}catch{}`;
  const child = spawn(process.execPath, ['-e', src], { stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise<void>((ready) => child.stdout?.once('data', () => ready()));
  await new Promise((r) => setTimeout(r, 50));
  return child;
}

/** Reads standard input without end in a child process (readFileBytes('-')): what it read, as JSON. */
function endlessStdin(): Promise<{ ok: boolean; problem?: FieldProblem } | null> {
  const src = `import('./cli/io.ts').then((m) => { const r = m.readFileBytes('-'); process.stdout.write(JSON.stringify(r.ok ? { ok: true } : r)); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', src], { cwd: ROOT, stdio: ['pipe', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stdin.on('error', () => {});
  const chunk = Buffer.alloc(65536, '[');
  const feed = () => {
    while (child.stdin.writable && child.stdin.write(chunk));
  };
  child.stdin.on('drain', feed);
  feed();
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((done) =>
    child.on('exit', () => {
      clearTimeout(timer);
      try {
        done(JSON.parse(out));
      } catch {
        done(null);
      }
    }),
  );
}

export const specialFiles: Reader<SpecialInput> = {
  name: 'special files (/dev/zero, FIFOs with and without a writer, symlinks, endless stdin, folders, files at the cap)',
  input: specialInput,
  valid: [
    { kind: 'fileSized', size: BOARD.length },
    { kind: 'fifoSized', size: BOARD.length + 10 },
    { kind: 'fileLink', size: MAX_FILE_BYTES },
  ],
  maxRuns: 400,
  testRuns: 40,
  classOf: (input) => input.kind,
  async check(c, input) {
    const { kind, size } = input;
    c.calls++;
    if (kind === 'stdinEndless') {
      const r = await endlessStdin();
      if (!r || r.ok || r.problem?.code !== 'file.overLimit') fail(c, 'crashes', input, `endless standard input: ${JSON.stringify(r)}`);
      return false;
    }
    const p = join(workDir(), `f${serial++}.json`);
    let child: ChildProcess | null = null;
    if (kind === 'zeroLink') symlinkSync('/dev/zero', p);
    if (kind === 'fileSized' || kind === 'fileLink') writeFileSync(kind === 'fileLink' ? `${p}.target` : p, content(size));
    if (kind === 'fileLink') symlinkSync(`${p}.target`, p);
    if (kind === 'dir') mkdirSync(p);
    if (kind === 'danglingLink') symlinkSync(`${p}.target`, p);
    if (kind === 'loopLink') symlinkSync(p, p);
    const fifoAt = kind === 'fifoLink' ? `${p}.target` : p;
    if (kind === 'fifoSized' || kind === 'fifoEndless' || kind === 'fifoLink' || kind === 'fifoAlone') {
      if (spawnSync('mkfifo', [fifoAt]).status !== 0) throw new Error('mkfifo failed');
      if (kind === 'fifoLink') symlinkSync(fifoAt, p);
      // A FIFO nobody opens for writing: refused in a moment, not waited for in open().
      if (kind !== 'fifoAlone') child = await writer(fifoAt, kind === 'fifoEndless' ? null : size);
    }
    const path = kind === 'zero' ? '/dev/zero' : kind === 'devNull' ? '/dev/null' : p;
    const t0 = performance.now();
    const read = readTextFile(path);
    const ms = performance.now() - t0;
    child?.kill('SIGKILL');
    // The writer was started before the read: every read, a FIFO's included, ends within a second.
    if (ms > 1000) fail(c, 'crashes', input, `reading took ${Math.round(ms)} ms`);
    const endless = kind === 'zero' || kind === 'zeroLink' || kind === 'fifoEndless';
    const sized = kind === 'fifoSized' || kind === 'fifoLink' || kind === 'fileSized' || kind === 'fileLink';
    const fifo = kind === 'fifoSized' || kind === 'fifoLink';
    const want = endless
      ? 'file.overLimit'
      : sized && size > MAX_FILE_BYTES
        ? fifo
          ? 'file.overLimit'
          : 'file.tooLarge'
        : ((
            {
              dir: 'file.folder',
              missing: 'file.missing',
              danglingLink: 'file.missing',
              loopLink: 'file.linkLoop',
              fifoAlone: 'file.noWriter',
            } as Partial<Record<SpecialInput['kind'], string>>
          )[kind] ?? null);
    if (want && (read.ok || read.problem.code !== want)) fail(c, 'crashes', input, `expected ${want}, got ${read.ok ? 'a text' : read.problem.code}`);
    if (!want && (!read.ok || read.text.length !== (sized ? size : 0)))
      fail(c, 'crashes', input, `expected ${sized ? size : 0} characters, got ${read.ok ? read.text.length : read.problem.code}`);
    // The command on what was read: its exit and its words (a text that is cut is not a board: exit 2).
    const exit = await cli(c, () => read, 'check', checkCli, ['--json'], [0, 1, 2]);
    rmSync(p, { recursive: true, force: true });
    rmSync(`${p}.target`, { force: true });
    return exit === 0 || exit === 1;
  },
};
