// The run-time check of stored and imported data, without a schema library: a small interpreter over the
// guards generated from schemas/ (lib/generated/guard/*, by scripts/guard-codegen.ts, drift-checked).
// Why not zod in the pages: reading a stored board or game happens before a page is usable, and zod is
// ~20 KiB gzip of every page's first load. The generated zod schemas (lib/generated/zod/*) stay the
// reference: tests/input/guard.test.ts gives both the same values (the fuzzer's corpus, every record, every
// preset) and expects the same issues, in the same order, with the same descriptions — so this file follows
// zod/mini's rules exactly (which checks still run after a failed type, how a union that fails is told,
// that a strict object's unknown keys come after its fields' problems).
import type { Expect } from './schema-expect';

/** A generated guard node; `m` is what the node accepts, as data (the problems' parameters, worded at the edge). */
export type Guard =
  | { k: 'any' }
  | { k: 'enum'; v: readonly unknown[]; m: Expect }
  | { k: 'or'; a: readonly Guard[]; m: Expect }
  | { k: 'bool' | 'null'; m: Expect }
  | { k: 'int' | 'num'; min?: number; max?: number; m: Expect }
  | { k: 'str'; min?: number; max?: number; re?: string; m: Expect }
  | { k: 'arr'; i: Guard; min?: number; max?: number; m: Expect }
  /** A strict object: its fields (`o`: the optional ones), no other key but those matching `pk.re` (each value `pk.v`). */
  | { k: 'obj'; p: Readonly<Record<string, Guard>>; o: readonly string[]; pk?: { re: string; v: Guard }; m: Expect }
  /** A record: any key (`re`: matching that pattern, `km` its description), each value `v`. */
  | { k: 'rec'; re?: string; km?: Expect; v: Guard; m: Expect }
  /** A partial record: keys among `keys`, each value `v`. */
  | { k: 'prec'; keys: Guard; v: Guard; m: Expect };

/** One problem, shaped as zod's issues are (lib/input/schema.ts names them for the user either way). */
export interface Issue {
  code: string;
  path: PropertyKey[];
  /** What was expected there (none: zod's own "invalid input", a required key of a node that takes anything). */
  expect?: Expect;
  /** The value was missing. */
  required?: boolean;
  keys?: string[];
  continue?: boolean;
}

const issue = (n: { m: Expect }, code: string, input: unknown, cont?: boolean): Issue => ({
  code,
  path: [],
  expect: n.m,
  required: code === 'invalid_type' && input === undefined,
  ...(cont === undefined ? {} : { continue: cont }),
});
const aborted = (issues: Issue[], from = 0) => issues.slice(from).some((i) => i.continue !== true);
const explicitlyAborted = (issues: Issue[]) => issues.some((i) => i.continue === false);
const prefix = (key: PropertyKey, issues: Issue[]) => issues.map((i) => ({ ...i, path: [key, ...i.path] }));
const isObject = (v: unknown): v is Record<PropertyKey, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const NUMERIC = /^-?\d+(?:\.\d+)?$/;

function isPlainObject(o: unknown): o is Record<PropertyKey, unknown> {
  if (!isObject(o)) return false;
  const ctor = (o as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const prot = (ctor as { prototype?: unknown }).prototype;
  return isObject(prot) && Object.hasOwn(prot, 'isPrototypeOf');
}

/** Length checks run on anything with a length, even after a failed type, unless a check stopped it. */
function lengths(n: { min?: number; max?: number; m: Expect }, v: unknown, out: Issue[]): void {
  if (v === null || v === undefined || (v as { length?: unknown }).length === undefined || explicitlyAborted(out)) return;
  // Text is measured in characters (code points), as zod does; anything else by its length.
  const len = typeof v === 'string' ? [...v].length : (v as { length: number }).length;
  if (n.min !== undefined && !(len >= n.min)) out.push(issue(n, 'too_small', v, true));
  if (n.max !== undefined && !(len <= n.max)) out.push(issue(n, 'too_big', v, true));
}

function numberIssues(n: Extract<Guard, { k: 'int' | 'num' }>, v: unknown): Issue[] {
  if (typeof v !== 'number' || !Number.isFinite(v)) return [issue(n, 'invalid_type', v)];
  const out: Issue[] = [];
  if (n.k === 'int') {
    if (!Number.isInteger(v)) return [issue(n, 'invalid_type', v, false)];
    if (!Number.isSafeInteger(v)) out.push(issue(n, v > 0 ? 'too_big' : 'too_small', v, true));
  }
  if (n.min !== undefined && !(v >= n.min)) out.push(issue(n, 'too_small', v, true));
  if (n.max !== undefined && !(v <= n.max)) out.push(issue(n, 'too_big', v, true));
  return out;
}

function objectIssues(n: Extract<Guard, { k: 'obj' }>, v: unknown): Issue[] {
  // Beside keys of a pattern, an own "__proto__" is refused first, alone, as the generated zod schema does.
  if (n.pk && isObject(v) && Object.hasOwn(v, '__proto__'))
    return [{ code: 'custom', path: ['__proto__'], expect: { t: 'key', re: n.pk.re }, required: false, continue: true }];
  if (!isObject(v)) return [issue(n, 'invalid_type', v)];
  const out = fieldIssues(n, v);
  if (n.pk) return [...out, ...patternKeyIssues(n, n.pk, v)];
  const unknown: string[] = [];
  for (const key in v) if (!Object.hasOwn(n.p, key)) unknown.push(key);
  if (unknown.length) out.push({ ...issue(n, 'unrecognized_keys', v, true), keys: unknown });
  return out;
}

/** A strict object's fields, in its order: a missing required one, a wrong one. */
function fieldIssues(n: Extract<Guard, { k: 'obj' }>, v: Record<PropertyKey, unknown>): Issue[] {
  const out: Issue[] = [];
  for (const key of Object.keys(n.p)) {
    const optional = n.o.includes(key);
    const present = key in v;
    if (optional && (!present || v[key] === undefined)) continue;
    const r = check(n.p[key], v[key]);
    if (r.length) out.push(...prefix(key, r));
    else if (!present) out.push({ code: 'invalid_type', path: [key] });
  }
  return out;
}

/** The keys beside an object's fields: checked when they match the pattern, else named as unknown (lib/input/zod-keys). */
function patternKeyIssues(n: Extract<Guard, { k: 'obj' }>, pk: { re: string; v: Guard }, v: Record<PropertyKey, unknown>): Issue[] {
  const re = new RegExp(pk.re);
  const out: Issue[] = [];
  const unknown: string[] = [];
  for (const key of Object.keys(v)) {
    if (Object.hasOwn(n.p, key)) continue;
    if (re.test(key)) out.push(...prefix(key, check(pk.v, v[key])));
    else unknown.push(key);
  }
  if (unknown.length) out.push({ ...issue(n, 'unrecognized_keys', v, true), keys: unknown });
  return out;
}

type RecordGuard = Extract<Guard, { k: 'rec' | 'prec' }>;

/** A key that must match a pattern: an own "__proto__" (zod's record would skip it unread) is refused first,
 * alone, as the generated zod schema's custom check before its record does. */
function protoKeyRefusal(n: RecordGuard, re: RegExp | null, v: unknown): Issue | undefined {
  const keyExpect = n.k === 'rec' ? n.km : undefined;
  if (re && keyExpect && isObject(v) && Object.hasOwn(v, '__proto__') && !re.test('__proto__'))
    return { code: 'custom', path: ['__proto__'], expect: keyExpect, required: false, continue: true };
  return undefined;
}

/** A partial record's key: one of its keys, as written or as the number a numeric key spells. */
function partialKeyOk(keys: Guard, key: string | symbol): boolean {
  return check(keys, key).length === 0 || (typeof key === 'string' && NUMERIC.test(key) && check(keys, Number(key)).length === 0);
}

/** Whether a record takes `key`; a refused one is noted as zod does: a partial record's among its unknown
 * keys (`unknown`), a pattern record's as an invalid key (`out`). */
function recordKeyOk(n: RecordGuard, re: RegExp | null, key: string | symbol, out: Issue[], unknown: string[]): boolean {
  if (n.k === 'prec') {
    const ok = partialKeyOk(n.keys, key);
    if (!ok) unknown.push(String(key));
    return ok;
  }
  const ok = typeof key === 'string' && (!re || re.test(key));
  if (!ok) out.push({ ...issue(n, 'invalid_key', key), ...(n.km ? { expect: n.km } : {}), path: [key] });
  return ok;
}

function recordIssues(n: RecordGuard, v: unknown): Issue[] {
  const re = n.k === 'rec' && n.re !== undefined ? new RegExp(n.re) : null;
  const refused = protoKeyRefusal(n, re, v);
  if (refused) return [refused];
  if (!isPlainObject(v)) return [issue(n, 'invalid_type', v)];
  const out: Issue[] = [];
  const unknown: string[] = [];
  for (const key of Reflect.ownKeys(v)) {
    if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(v, key)) continue;
    if (!recordKeyOk(n, re, key, out, unknown)) continue;
    const r = check(n.v, v[key]);
    if (r.length) out.push(...prefix(key, r));
  }
  if (unknown.length) out.push({ ...issue(n, 'unrecognized_keys', v, true), keys: unknown });
  return out;
}

/** A union: valid if one branch is; else the one branch that did not stop at its type, or "none of these". */
function unionIssues(n: Extract<Guard, { k: 'or' }>, v: unknown): Issue[] {
  if (n.a.length === 1) return check(n.a[0], v);
  const results: Issue[][] = [];
  for (const a of n.a) {
    const r = check(a, v);
    if (!r.length) return [];
    results.push(r);
  }
  const standing = results.filter((r) => !aborted(r));
  return standing.length === 1 ? standing[0] : [issue(n, 'invalid_union', v)];
}

function stringIssues(n: Extract<Guard, { k: 'str' }>, v: unknown): Issue[] {
  const out = typeof v === 'string' ? [] : [issue(n, 'invalid_type', v)];
  lengths(n, v, out);
  if (n.re !== undefined && typeof v === 'string' && !new RegExp(n.re).test(v)) out.push(issue(n, 'invalid_format', v, true));
  return out;
}

function arrayIssues(n: Extract<Guard, { k: 'arr' }>, v: unknown): Issue[] {
  if (!Array.isArray(v)) {
    const out = [issue(n, 'invalid_type', v)];
    lengths(n, v, out);
    return out;
  }
  // Too long a list fails at once, its items unread (zod's cap on a container's size).
  if (n.max !== undefined && v.length > n.max) return [issue(n, 'too_big', v, false)];
  const out: Issue[] = [];
  v.forEach((item, i) => {
    const r = check(n.i, item);
    if (r.length) out.push(...prefix(i, r));
  });
  lengths(n, v, out);
  return out;
}

/** Every issue of `value` against `n` (none: the value is valid), in zod's order. */
export function check(n: Guard, v: unknown): Issue[] {
  switch (n.k) {
    case 'any':
      return [];
    case 'enum':
      return n.v.includes(v) ? [] : [issue(n, 'invalid_value', v)];
    case 'or':
      return unionIssues(n, v);
    case 'bool':
      return typeof v === 'boolean' ? [] : [issue(n, 'invalid_type', v)];
    case 'null':
      return v === null ? [] : [issue(n, 'invalid_type', v)];
    case 'int':
    case 'num':
      return numberIssues(n, v);
    case 'str':
      return stringIssues(n, v);
    case 'arr':
      return arrayIssues(n, v);
    case 'obj':
      return objectIssues(n, v);
    case 'rec':
    case 'prec':
      return recordIssues(n, v);
  }
}
