// The pages check stored and imported data with guards generated from schemas/ (lib/input/guard.ts over
// lib/generated/guard/*), not with zod: the zod/mini schemas generated from the same files are the
// reference. Same values in, the same problems out — the same paths, words and order — for every schema,
// on the fuzzer's corpus (broken boards, records and stored states), every preset and record, and values
// at each edge of zod's rules (a failed type with a length, unsafe integers, unions, inherited names).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../lib/input/guard';
import { parseWith, readJson } from '../../lib/input/schema';
import { boardText, recordText, storedText, VALID_BOARDS, VALID_RECORDS, weirdValue } from '../fuzz/corpus';

const root = join(import.meta.dirname, '..', '..');
const modules = readdirSync(join(root, 'schemas'))
  .filter((f) => f.endsWith('.schema.json'))
  .map((f) => f.replace('.schema.json', ''));

type Pair = { name: string; zod: never; guard: never };
async function pairs(): Promise<Pair[]> {
  const out: Pair[] = [];
  for (const m of modules) {
    const z = (await import(`../../lib/generated/zod/${m}.ts`)) as Record<string, unknown>;
    const g = (await import(`../../lib/generated/guard/${m}.ts`)) as Record<string, unknown>;
    const base = Object.keys(z).find((k) => k.endsWith('Schema')) as string;
    out.push({ name: m, zod: z[base] as never, guard: g[base.replace(/Schema$/, 'Guard')] as never });
    const zd = z[base.replace(/Schema$/, 'Definitions')] as Record<string, never> | undefined;
    const gd = g[base.replace(/Schema$/, 'GuardDefinitions')] as Record<string, never> | undefined;
    expect(Object.keys(gd ?? {})).toEqual(Object.keys(zd ?? {}));
    for (const d of Object.keys(zd ?? {})) out.push({ name: `${m}#${d}`, zod: zd![d], guard: gd![d] });
  }
  return out;
}

/** The value a page would check: what readJson gives (too deep or not JSON never reaches a schema). */
const parse = (text: string): unknown => {
  const r = readJson(text);
  return r.ok ? r.value : text;
};

/** Values at the edges of zod's rules, placed where each schema's fields are. */
const EDGES: unknown[] = [
  undefined,
  null,
  0,
  1.5,
  -1,
  2 ** 53,
  -(2 ** 60),
  1e300,
  '',
  'x'.repeat(3000),
  '😀'.repeat(120),
  '\ud800'.repeat(121),
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31],
  [],
  [1.5, 2, 3],
  ['a', 'b', 'c'],
  {},
  { length: 500 },
  { length: 'x' },
  JSON.parse('{"__proto__": {"a": 1}}'),
  { constructor: { prototype: 1 } },
  { toString: 1, valueOf: 'x' },
  { '12': 1, '1.5': 2, x: 3 },
  Object.create(null),
];

function sameProblems(p: Pair, value: unknown): void {
  const want = parseWith(p.zod, value);
  const got = parseWith(p.guard, value);
  expect(got, `${p.name}: ${JSON.stringify(value)?.slice(0, 300)}`).toEqual(want);
}

describe('the generated guards give what the zod schemas give', async () => {
  const all = await pairs();

  it('covers every schema file and its definitions', () => {
    expect(all.filter((p) => !p.name.includes('#')).map((p) => p.name)).toEqual(modules);
    for (const p of all) expect(p.guard, p.name).toBeTruthy();
  });

  it('on every preset and record, and on each edge value at the top and one level down', () => {
    for (const p of all) {
      for (const v of [...VALID_BOARDS, ...VALID_RECORDS, ...EDGES]) sameProblems(p, v);
      for (const e of EDGES) {
        for (const v of [...VALID_BOARDS.slice(0, 2), ...VALID_RECORDS.slice(0, 2)]) {
          for (const key of Object.keys(v)) sameProblems(p, { ...v, [key]: e });
          sameProblems(p, { ...v, extra: e });
        }
      }
    }
  });

  it("on the fuzzer's broken boards, records, stored states and odd values", () => {
    const byName = new Map(all.map((p) => [p.name, p]));
    const board = byName.get('board')!;
    const game = byName.get('game')!;
    const rules = byName.get('rules')!;
    fc.assert(
      fc.property(boardText, (t) => {
        sameProblems(board, parse(t));
        sameProblems(rules, (parse(t) as { rules?: unknown } | null)?.rules);
      }),
      { numRuns: 600, seed: 18 },
    );
    fc.assert(
      fc.property(recordText, (t) => sameProblems(game, parse(t))),
      { numRuns: 600, seed: 18 },
    );
    fc.assert(
      fc.property(storedText, (t) => sameProblems(board, (parse(t) as { board?: unknown } | null)?.board)),
      { numRuns: 300, seed: 18 },
    );
    fc.assert(
      fc.property(weirdValue, (v) => {
        const value = parse(JSON.stringify(v));
        for (const p of all) sameProblems(p, value);
      }),
      { numRuns: 200, seed: 18 },
    );
  });

  it('can fail: a guard that accepts less is told apart', () => {
    const p = all.find((x) => x.name === 'board')!;
    const players = { ...(p.guard as { p: object }), p: { ...(p.guard as { p: Record<string, unknown> }).p, players: { k: 'int', min: 5, max: 30, m: 'x' } } };
    expect(check(players as never, { players: 4, roles: {} }).length).toBe(1);
    expect(parseWith(p.zod, { players: 4, roles: {} })).not.toEqual(parseWith(players as never, { players: 4, roles: {} }));
  });
});
