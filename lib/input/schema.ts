// Runtime validation derived from schemas/ — never a second hand-written copy.
// Choice: guards generated from schemas/*.schema.json by `npm run generate` (lib/generated/guard/*, read by
// lib/input/guard.ts, drift-checked like the types): plain data and one small interpreter, so a page reading a
// stored game or board loads no schema library. The zod/mini schemas generated from the same files
// (lib/generated/zod/*) are the reference the guards are tested against (tests/input/guard.test.ts); the
// designer's form resolver is the board guard too (components/designer/lazy). What each node accepts is
// the generator's description, the same in both (lib/input/schema-expect.ts).
//
// A problem is a code with parameters (and its path): the page or the CLI words it in the reader's language
// (lib/i18n/problem-text; the words are messages readers.* in data/i18n/<lang>/readers.json).
import type * as z from 'zod/mini';
import { boardGuard } from '../generated/guard/board';
import { rulesGuard } from '../generated/guard/rules';
import { check, type Guard, type Issue } from './guard';
import { expectMsg, readExpect, SEAT_KEY_RE, type Expect } from './schema-expect';
import { decodeUtf8, duplicateKey, locateJsonError, showChar, stripBom, tooDeep, MAX_DEPTH } from './json-text';
import { msg, type MsgParam } from '../i18n/msg';
import type { Board } from '../generated/board';
import type { HouseRules } from '../generated/rules';

export interface FieldProblem {
  /** JSON path inside the value, e.g. "roles.seer" ("" for the whole value); its sentence names it as {where}. */
  path: string;
  /** What is wrong: the message readers.<code> (lib/i18n/problem-text words it). */
  code: string;
  /** The sentence's parameters (a value, a count, a description of what was expected…). */
  params?: Readonly<Record<string, MsgParam>>;
  /** A refused event: the engine's problem, its {why} (lib/engine/reasons words it). */
  cause?: { code: string; text?: string; params?: Readonly<Record<string, string | number | null>> };
}
export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };
export type Path = readonly (string | number)[];

export const problem = (path: string, code: string, params?: Readonly<Record<string, MsgParam>>): FieldProblem =>
  params ? { path, code, params } : { path, code };

/** A value quoted for a message, never longer than `max` characters (a file may hold a megabyte-long key). */
export function quote(v: unknown, max = 40): MsgParam {
  if (typeof v === 'string') return JSON.stringify(v.length > max ? v.slice(0, max) : v) + (v.length > max ? '…' : '');
  if (v === null || typeof v === 'number' || typeof v === 'boolean') return String(v);
  return msg(v === undefined ? 'readers.value.nothing' : Array.isArray(v) ? 'readers.value.list' : 'readers.value.object');
}

/** A path as a message shows it ("" is the whole value); capped, since keys come from the file. */
export function pathText(path: string): MsgParam {
  if (!path) return msg('readers.topLevel');
  return path.length > 80 ? `${path.slice(0, 80)}…` : path;
}

const joinPath = (base: Path, rest: readonly PropertyKey[]): string => [...base, ...rest].map(String).join('.');
const MAX_KEYS_SHOWN = 10;

function keysText(keys: string[]): string {
  const shown = keys
    .slice(0, MAX_KEYS_SHOWN)
    .map((k) => quote(k))
    .join(', ');
  return keys.length > MAX_KEYS_SHOWN ? `${shown} (+${keys.length - MAX_KEYS_SHOWN})` : shown;
}

type AnyIssue = Pick<Issue, 'path' | 'expect' | 'required'> & {
  code: string;
  keys?: readonly string[];
  params?: { keys?: readonly string[] };
  message?: string;
  issues?: readonly { message?: string }[];
};

/**
 * A key that breaks its pattern, named with its object (the key is the last step of the issue's path). A seat
 * number has one spelling: "01" is seat 1 again, and is told so.
 */
function keyProblem(path: Path, expect: Expect): FieldProblem {
  const key = String(path[path.length - 1] ?? '');
  const at = path.slice(0, -1).map(String).join('.');
  if (expect.t === 'key' && expect.re === SEAT_KEY_RE) {
    const seat = /^0+([1-9][0-9]*)$/.exec(key)?.[1];
    return seat ? problem(at, 'key.leadingZero', { key: quote(key), seat }) : problem(at, 'key.notSeat', { key: quote(key) });
  }
  return problem(at, 'key.invalid', { key: quote(key), expected: expectMsg(expect) });
}

/** A problem of the value against a description: missing, or not what was expected. */
export const expectProblem = (path: string, expect: Expect, required = false): FieldProblem =>
  problem(path, required ? 'required' : 'expected', { expected: expectMsg(expect) });

/** Keys no schema knows: unknown roles or rules named as such, else unknown keys. */
function unknownKeysProblem(issue: AnyIssue, path: string, base: Path): FieldProblem {
  const keys = [...(issue.keys ?? [])];
  const last = String(issue.path[issue.path.length - 1] ?? base[base.length - 1] ?? '');
  const code = last === 'roles' ? 'unknownRoles' : last === 'rules' ? 'unknownRules' : 'unknownKeys';
  return problem(path, code, { n: keys.length, keys: keysText(keys) });
}

/** What an issue says was expected, and whether the value was missing (null: it does not say). */
function saidExpect(issue: AnyIssue): { expect: Expect; required: boolean } | null {
  if (issue.expect) return { expect: issue.expect, required: issue.required === true };
  // A guard's issue says what was expected; a zod schema's carries it in its message (lib/input/schema-expect ex),
  // a bad key's in the message of the key's own issue.
  const zodMessage = (issue.code === 'invalid_key' ? issue.issues?.[0]?.message : undefined) ?? issue.message ?? '';
  return readExpect(zodMessage);
}

function toProblem(issue: AnyIssue, base: Path): FieldProblem {
  const path = joinPath(base, issue.path);
  if (issue.code === 'unrecognized_keys') return unknownKeysProblem(issue, path, base);
  // The zod reference's unknown keys beside keys of a pattern (lib/input/zod-keys).
  if (issue.code === 'custom' && Array.isArray(issue.params?.keys)) return unknownKeysProblem({ ...issue, keys: issue.params.keys }, path, base);
  const said = saidExpect(issue);
  if (said?.expect.t === 'key') return keyProblem([...base, ...issue.path.map(String)], said.expect);
  return said ? expectProblem(path, said.expect, said.required) : problem(path, 'invalid');
}

const toProblems = (issues: readonly AnyIssue[], base: Path): FieldProblem[] => issues.map((issue) => toProblem(issue, base));

/**
 * Validates any value against a generated guard (lib/generated/guard/*; or a zod schema of
 * lib/generated/zod/*, the reference) and names every problem by its path (`base` is prepended: the place
 * of the value inside a larger one). The value read is the value given: the schemas transform nothing.
 */
export function parseWith<T>(schema: Guard | z.ZodMiniType, value: unknown, base: Path = []): Parsed<T> {
  if ('k' in schema) {
    const issues = check(schema, value);
    return issues.length ? { ok: false, problems: toProblems(issues, base) } : { ok: true, value: value as T };
  }
  const r = schema.safeParse(value);
  return r.success ? { ok: true, value: value as T } : { ok: false, problems: toProblems(r.error.issues as AnyIssue[], base) };
}

export const MAX_FILE_BYTES = 1_000_000;

/** The problem of a text that is not JSON, naming the line and column and showing the character. */
export function jsonProblem(text: string): FieldProblem {
  const e = locateJsonError(text);
  if (!e || e.kind === 'empty') return problem('', 'json.empty');
  if (e.kind === 'end') return problem('', 'json.end', { line: e.line, column: e.column });
  return problem('', e.kind === 'control' ? 'json.control' : 'json.char', { line: e.line, column: e.column, char: showChar(e.char) });
}

/** A file's bytes → its text (UTF-8 only, lib/input/json-text decodeUtf8): what the site's file import and the CLI read. */
export function readTextBytes(bytes: Uint8Array): Parsed<string> {
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, problems: [problem('', 'tooLarge', { bytes: bytes.length, max: MAX_FILE_BYTES })] };
  const d = decodeUtf8(bytes);
  return d.ok ? { ok: true, value: d.text } : { ok: false, problems: [problem('', d.code, d.params)] };
}

/**
 * JSON text → value: a leading byte-order mark is dropped, a second one is named (an editor that added one
 * to a file that had one); not JSON, or nested too deep, is a problem.
 */
export function readJson(text: string): Parsed<unknown> {
  const t = stripBom(text);
  if (t.charCodeAt(0) === 0xfeff) return { ok: false, problems: [problem('', 'text.secondBom')] };
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch {
    return { ok: false, problems: [jsonProblem(t)] };
  }
  const deep = tooDeep(value);
  if (deep) return { ok: false, problems: [problem(deep.map(String).join('.'), 'tooDeep', { max: MAX_DEPTH })] };
  // JSON.parse kept the last of two values under one key: refused, so no reader sees other than its author wrote.
  const twice = duplicateKey(t);
  if (twice) {
    const { path, key, line, column } = twice;
    return { ok: false, problems: [problem(path.map(String).join('.'), 'json.duplicateKey', { key: quote(key), line, column })] };
  }
  return { ok: true, value };
}

/** Reads text (a file, a share link's payload) as JSON, refusing what is too large or not JSON. */
export function parseJsonText(text: string): Parsed<unknown> {
  const bytes = text.length > MAX_FILE_BYTES / 3 ? new TextEncoder().encode(text).length : 0;
  if (bytes > MAX_FILE_BYTES) return { ok: false, problems: [problem('', 'tooLarge', { bytes, max: MAX_FILE_BYTES })] };
  return readJson(text);
}

export const parseBoard = (value: unknown): Parsed<Board> => parseWith<Board>(boardGuard, value);
export const parseRules = (value: unknown): Parsed<HouseRules> => parseWith<HouseRules>(rulesGuard, value);

/** A file's bytes → a JSON value (UTF-8 only, at most 1 MB, JSON): the site's file import reads through this, as the CLI does. */
export function parseJsonBytes(bytes: Uint8Array): Parsed<unknown> {
  const text = readTextBytes(bytes);
  return text.ok ? parseJsonText(text.value) : text;
}

/** A file's bytes → a board: the designer's import, the same reading as `wolfboard check`. */
export function parseBoardBytes(bytes: Uint8Array): Parsed<Board> {
  const json = parseJsonBytes(bytes);
  return json.ok ? parseBoard(json.value) : json;
}

/** Text → board, in one call: the path every imported file and shared link takes. */
export function parseBoardText(text: string): Parsed<Board> {
  const json = parseJsonText(text);
  return json.ok ? parseBoard(json.value) : json;
}
