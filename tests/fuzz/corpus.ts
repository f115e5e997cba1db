// The fuzzer's inputs (fast-check): valid boards, records and stored states from the repository, then
// broken on purpose — every JSON type at every position, inherited property names as keys and as values,
// huge and negative numbers, deep nesting, long strings, byte-order marks and invisible characters,
// malformed JSON, unknown roles and events, seats out of range, events after the end, seats and bottom
// cards that do not match the board. Reads files with node:fs only, so the browser test can use it too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import LZString from 'lz-string';

const ROOT = join(import.meta.dirname, '..', '..');
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

export const INHERITED = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupSetter__',
];
export const ROLE_IDS = [
  'villager',
  'werewolf',
  'whiteWolfKing',
  'wolfBeauty',
  'demon',
  'seer',
  'witch',
  'hunter',
  'guard',
  'idiot',
  'elder',
  'cupid',
  'thief',
  'littleGirl',
  'piper',
  'scapegoat',
  'wildChild',
];
export const EVENT_TYPES = [
  'thief',
  'cupid',
  'wildChild',
  'guard',
  'seer',
  'wolves',
  'littleGirl',
  'witch',
  'wolfBeauty',
  'demon',
  'piper',
  'sheriff',
  'vote',
  'exile',
  'shoot',
  'selfDestruct',
  'badge',
  'scapegoat',
];
const FIELDS = [
  'type',
  'target',
  'seat',
  'to',
  'take',
  'lovers',
  'model',
  'caught',
  'save',
  'poison',
  'targets',
  'ballots',
  'voters',
  'players',
  'roles',
  'rules',
  'name',
  'description',
  'board',
  'seats',
  'bottom',
  'events',
  'meta',
  'version',
  'games',
  'prefs',
  'lang',
  'record',
  'savedAt',
  'family',
];
const INVISIBLE = [
  '\uFEFF',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u00A0',
  '\u2028',
  '\u2029',
  '\u3000',
  '\u0000',
  '\u0007',
  '\t',
  '\r',
  '\n',
  '\uFF5B',
  '\uFF5D',
  '\uFF0C',
  '\uFF1A',
  '\u201C',
  '\u201D',
  '\uD800',
  '\uDFFF',
  '\u{1F43A}',
];

// ---------------------------------------------------------------------------------------------------
// The valid inputs: every preset board, every replayable or refused record in tests/records, a stored state.

const readJson = (p: string): Json => JSON.parse(readFileSync(p, 'utf8')) as Json;

export const VALID_BOARDS: Obj[] = readdirSync(join(ROOT, 'data', 'presets'))
  .filter((f) => f.endsWith('.json') && f !== 'index.json')
  .sort()
  .map((f) => readJson(join(ROOT, 'data', 'presets', f)) as Obj);

const RECORDS_DIR = join(ROOT, 'tests', 'records');
/** Records that read (exit 0 or 1 of `wolfboard replay`): they must still read after a BOM or re-indenting. */
export const VALID_RECORDS: Obj[] = readdirSync(RECORDS_DIR)
  .filter((f) => f.endsWith('.expect.json'))
  .sort()
  .flatMap((f) => {
    const exit = (readJson(join(RECORDS_DIR, f)) as Obj).exit;
    return exit === 0 || exit === 1 ? [readJson(join(RECORDS_DIR, f.replace('.expect.json', '.json'))) as Obj] : [];
  });

/** Records that replay to their last event (exit 0): what a saved game holds. */
export const REPLAYING_RECORDS: Obj[] = readdirSync(RECORDS_DIR)
  .filter((f) => f.endsWith('.expect.json') && (readJson(join(RECORDS_DIR, f)) as Obj).exit === 0)
  .sort()
  .map((f) => readJson(join(RECORDS_DIR, f.replace('.expect.json', '.json'))) as Obj);

export const validState = (i: number): Obj => ({
  version: 1,
  board: VALID_BOARDS[i % VALID_BOARDS.length],
  games: {
    g1: { savedAt: '2026-01-01T00:00:00.000Z', record: REPLAYING_RECORDS[i % REPLAYING_RECORDS.length] },
    g2: { savedAt: '2026-01-02T00:00:00.000Z', record: REPLAYING_RECORDS[(i * 7 + 3) % REPLAYING_RECORDS.length] },
  },
  prefs: { lang: 'zh-TW' },
});

/** The valid texts each reader must read: as written, with a byte-order mark, re-indented with CRLF. */
export function validTexts(values: readonly Json[]): string[] {
  return values.flatMap((v) => [JSON.stringify(v), `\uFEFF${JSON.stringify(v, null, 2)}`, JSON.stringify(v, null, '\t').replace(/\n/g, '\r\n')]);
}

// ---------------------------------------------------------------------------------------------------
// Values that break things.

const DEEP = '\u0000DEEP:';
const weirdString = fc.oneof(
  fc.constantFrom(...INHERITED),
  fc.constantFrom(
    ...ROLE_IDS,
    ...EVENT_TYPES,
    'dragon',
    'poison',
    'mayor',
    '',
    ' ',
    '1',
    '-1',
    '01',
    '1e3',
    'null',
    'true',
    'NaN',
    'Infinity',
    'zh-CN',
    'zh-TW',
    'en',
    'langrensha',
    'millersHollow',
    '<script>alert(1)</script>',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: '${x}' is a hostile input on purpose: a template placeholder the readers must keep as plain text.
    '${x}',
    '%s',
    '\\',
    '"',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...INVISIBLE),
  fc.integer({ min: 200, max: 5000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 100_000, max: 400_000 }).map((n) => '狼'.repeat(n)),
);
const weirdNumber = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.constantFrom(
    0,
    -1,
    1,
    2,
    3,
    12,
    29,
    30,
    31,
    99,
    2 ** 31,
    -(2 ** 31),
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    2 ** 53 + 2,
    1e21,
    1e308,
    -1e308,
    1.5,
    0.1,
    -0,
    5e-324,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const leaf: fc.Arbitrary<Json> = fc.oneof(fc.constant(null), fc.boolean(), weirdNumber, weirdString);
const deep: fc.Arbitrary<Json> = fc.integer({ min: 50, max: 20_000 }).map((n) => `${DEEP}${n}`);
const smallTree: fc.Arbitrary<Json> = fc.oneof(
  fc.array(leaf, { maxLength: 5 }),
  fc.array(fc.tuple(weirdString, leaf), { maxLength: 4 }).map((kv) => objectOf(kv)),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);
export const weirdValue: fc.Arbitrary<Json> = fc.oneof({ weight: 4, arbitrary: leaf }, { weight: 2, arbitrary: smallTree }, { weight: 1, arbitrary: deep });
const weirdKey = fc.oneof(fc.constantFrom(...INHERITED), fc.constantFrom(...FIELDS), weirdString);

/** An object with these own keys, whatever their names ("__proto__" included). */
function objectOf(entries: readonly [string, Json][]): Obj {
  const o: Obj = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

// ---------------------------------------------------------------------------------------------------
// Mutations: each is data (so fast-check can shrink it), applied to a copy of a valid value.

type Op =
  | { op: 'replace' | 'addKey' | 'remove' | 'push'; pick: number; key: string; value: Json }
  | { op: 'event'; pick: number; type: string; fields: [string, Json][] }
  | { op: 'seat'; pick: number; value: Json }
  | { op: 'role'; key: string; value: Json }
  | { op: 'afterEnd'; count: number; type: string; seat: number }
  | { op: 'insert'; pick: number; type: string; seat: number }
  | { op: 'bottom'; value: Json };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      op: fc.constantFrom('replace' as const, 'addKey' as const, 'remove' as const, 'push' as const),
      pick: fc.nat(),
      key: weirdKey,
      value: weirdValue,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('event' as const),
      pick: fc.nat(),
      type: fc.oneof(fc.constantFrom(...EVENT_TYPES), fc.constantFrom(...INHERITED), weirdString),
      fields: fc.array(fc.tuple(fc.constantFrom(...FIELDS, ...INHERITED), fc.oneof(weirdNumber, weirdValue)), { maxLength: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('seat' as const), pick: fc.nat(), value: fc.oneof(fc.constantFrom(...ROLE_IDS), weirdValue) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('role' as const),
      key: fc.oneof(fc.constantFrom(...ROLE_IDS), fc.constantFrom(...INHERITED), weirdString),
      value: fc.oneof(weirdNumber, weirdValue),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('afterEnd' as const),
      count: fc.integer({ min: 1, max: 3 }),
      type: fc.constantFrom(...EVENT_TYPES),
      seat: fc.oneof(fc.integer({ min: -2, max: 32 }), weirdNumber),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('insert' as const),
      pick: fc.nat(),
      type: fc.constantFrom(...EVENT_TYPES),
      seat: fc.oneof(fc.integer({ min: -1, max: 31 }), fc.constantFrom(2 ** 31, -(2 ** 53), 1e21)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('bottom' as const),
      value: fc.oneof(fc.constant(['werewolf', 'werewolf'] as Json), fc.constant(['thief', 'werewolf'] as Json), fc.constant([] as Json), weirdValue),
    }),
  },
);

type TextOp = { op: 'none' } | { op: 'bom' | 'truncate' | 'insert' | 'delete' | 'wrap' | 'garbage'; at: number; char: string };
const textOpArb: fc.Arbitrary<TextOp> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ op: 'none' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constantFrom('bom' as const, 'truncate' as const, 'insert' as const, 'delete' as const, 'wrap' as const, 'garbage' as const),
      at: fc.nat(),
      char: fc.oneof(
        fc.constantFrom(...INVISIBLE, '{', '}', '[', ']', ',', ':', '"', '\\', 'x', '0', '-'),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
      ),
    }),
  },
);

/** Every node of a value with its container, so an op can pick one. */
function nodes(v: Json): { parent: Obj | Json[] | null; key: string | number; value: Json }[] {
  const out: { parent: Obj | Json[] | null; key: string | number; value: Json }[] = [{ parent: null, key: '', value: v }];
  for (let i = 0; i < out.length && out.length < 5000; i++) {
    const n = out[i].value;
    if (Array.isArray(n))
      n.forEach((x, k) => {
        out.push({ parent: n, key: k, value: x });
      });
    else if (n && typeof n === 'object') for (const k of Object.keys(n)) out.push({ parent: n, key: k, value: n[k] });
  }
  return out;
}

const clone = (v: Json): Json => JSON.parse(JSON.stringify(v)) as Json;
const setKey = (o: Obj | Json[], k: string | number, v: Json) => {
  if (Array.isArray(o)) o[k as number] = v;
  else Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
};
const isObj = (v: Json): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function applyOp(root: Json, op: Op): Json {
  const all = nodes(root);
  switch (op.op) {
    case 'replace': {
      const n = all[op.pick % all.length];
      if (!n.parent) return op.value;
      setKey(n.parent, n.key, op.value);
      return root;
    }
    case 'addKey': {
      const objs = all.filter((n) => isObj(n.value));
      if (objs.length) setKey(objs[op.pick % objs.length].value as Obj, op.key, op.value);
      return root;
    }
    case 'remove': {
      const withParent = all.filter((n) => n.parent);
      if (!withParent.length) return root;
      const n = withParent[op.pick % withParent.length];
      if (Array.isArray(n.parent)) n.parent.splice(n.key as number, 1);
      else delete (n.parent as Obj)[n.key as string];
      return root;
    }
    case 'push': {
      const arrays = all.filter((n) => Array.isArray(n.value));
      if (arrays.length) (arrays[op.pick % arrays.length].value as Json[]).push(op.value);
      return root;
    }
    case 'event': {
      const rec = findRecord(root);
      if (!rec || !Array.isArray(rec.events)) return root;
      const ev = objectOf([['type', op.type], ...op.fields]);
      const events = rec.events as Json[];
      if (op.pick % 3 === 0 || !events.length) events.push(ev);
      else events[op.pick % events.length] = ev;
      return root;
    }
    case 'seat': {
      const rec = findRecord(root);
      if (!rec || !Array.isArray(rec.seats)) return root;
      const seats = rec.seats as Json[];
      if (op.pick % 4 === 0) seats.pop();
      else if (op.pick % 4 === 1) seats.push(op.value);
      else seats[op.pick % Math.max(1, seats.length)] = op.value;
      return root;
    }
    case 'role': {
      const board = isObj(root) && isObj(root.board as Json) ? (root.board as Obj) : isObj(root) ? root : null;
      const roles = board && isObj(board.roles as Json) ? (board.roles as Obj) : null;
      if (roles) setKey(roles, op.key, op.value);
      return root;
    }
    case 'afterEnd': {
      const rec = findRecord(root);
      if (!rec || !Array.isArray(rec.events)) return root;
      for (let i = 0; i < op.count; i++) (rec.events as Json[]).push(eventOf(op.type, op.seat));
      return root;
    }
    case 'insert': {
      // A well-formed event in the wrong place or naming a seat out of range: it reads, the engine refuses it.
      const rec = findRecord(root);
      if (!rec || !Array.isArray(rec.events)) return root;
      const events = rec.events as Json[];
      events.splice(op.pick % (events.length + 1), 0, eventOf(op.type, op.seat));
      return root;
    }
    case 'bottom': {
      const rec = findRecord(root);
      if (rec) setKey(rec, 'bottom', op.value);
      return root;
    }
  }
}

function eventOf(type: string, seat: number): Obj {
  switch (type) {
    case 'vote':
      return { type, ballots: { '1': seat, [String(seat)]: null } };
    case 'cupid':
      return { type, lovers: [seat, 1] };
    case 'piper':
      return { type, targets: [seat] };
    case 'scapegoat':
      return { type, voters: [seat] };
    case 'littleGirl':
      return { type, caught: seat % 2 === 0 };
    case 'thief':
      return { type, take: null };
    case 'witch':
      return { type, save: true, poison: seat };
    case 'badge':
      return { type, to: seat };
    case 'wildChild':
      return { type, model: seat };
    case 'sheriff':
    case 'exile':
    case 'selfDestruct':
      return { type, seat };
    default:
      return { type, target: seat };
  }
}

/** The record inside a value: the value itself, or a stored state's first game. */
function findRecord(root: Json): Obj | null {
  if (!isObj(root)) return null;
  if (Array.isArray(root.events)) return root;
  const games = root.games;
  if (isObj(games as Json))
    for (const k of Object.keys(games as Obj)) {
      const g = (games as Obj)[k];
      if (isObj(g) && isObj(g.record as Json)) return g.record as Obj;
    }
  return null;
}

/** JSON text of a value; a deep-nesting marker becomes that many nested lists (JSON.stringify would overflow). */
export function textOf(v: Json): string {
  return JSON.stringify(v).replace(/"\\u0000DEEP:(\d+)"/g, (_, n: string) => '['.repeat(Number(n)) + ']'.repeat(Number(n)));
}

function applyText(text: string, t: TextOp): string {
  if (t.op === 'none') return text;
  const at = text.length ? t.at % text.length : 0;
  switch (t.op) {
    case 'bom':
      return `\uFEFF${text}`;
    case 'truncate':
      return text.slice(0, at);
    case 'insert':
      return text.slice(0, at) + t.char + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + 1);
    case 'wrap':
      return `[${text}]`;
    case 'garbage':
      return t.char + text.slice(at);
  }
}

function mutated(bases: readonly Json[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.nat(bases.length - 1), fc.array(opArb, { minLength: 1, maxLength: 3 }), textOpArb)
    .map(([i, ops, t]) => applyText(textOf(ops.reduce((v, op) => applyOp(v, op), clone(bases[i]))), t));
}

/** Any JSON value or text at all (not derived from a valid input). */
const anyText: fc.Arbitrary<string> = fc.oneof(
  weirdValue.map(textOf),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\uFEFF',
    'null',
    '[]',
    '{}',
    '0',
    '"board"',
    'true',
    '{"__proto__": {}}',
    '{"constructor": 1}',
    '[[[[[[[[[[',
    '{"a":',
    '\uFEFF\uFEFF{}',
  ),
);

export const boardText: fc.Arbitrary<string> = fc.oneof({ weight: 8, arbitrary: mutated(VALID_BOARDS) }, { weight: 2, arbitrary: anyText });
export const recordText: fc.Arbitrary<string> = fc.oneof({ weight: 8, arbitrary: mutated(VALID_RECORDS) }, { weight: 2, arbitrary: anyText });
export const storedText: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.nat(50).chain((i) => mutated([validState(i)])) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...INHERITED, 'g1'), recordText)
      .map(([id, r]) => `{"version":1,"board":null,"games":{${JSON.stringify(id)}:{"savedAt":"2026-01-01T00:00:00.000Z","record":${r}}},"prefs":{}}`),
  },
  { weight: 1, arbitrary: anyText },
);
/** A page's hash: a board compressed the way share links carry it, damaged payloads, other requests. */
export const linkHash: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: boardText.map((t) => `#board=${LZString.compressToEncodedURIComponent(t)}`) },
  {
    weight: 2,
    arbitrary: fc.tuple(boardText, fc.nat(), fc.string({ maxLength: 4 })).map(([t, at, s]) => {
      const p = LZString.compressToEncodedURIComponent(t);
      const i = p.length ? at % p.length : 0;
      return `#board=${p.slice(0, i)}${s}${p.slice(i + 1)}`;
    }),
  },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.constantFrom(
        '',
        '#',
        '#board',
        '#board=',
        '#board=&board=x',
        '#game=',
        '#game=%E0%A4%A',
        '#game=__proto__',
        '#game=constructor',
        '#x=1',
        '#findings',
        '#board=null',
        '#&&&',
      ),
      fc.string({ unit: 'binary', maxLength: 30 }).map((s) => `#${s}`),
    ),
  },
);
