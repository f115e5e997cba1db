// Runtime validation derived from schemas/ — never a second hand-written copy.
// Choice: guards generated from schemas/*.schema.json by `npm run generate` (lib/generated/guard/*, read by
// lib/guard.ts, drift-checked like the types): plain data and one small interpreter, so a page reading a
// stored game or board loads no schema library. The zod/mini schemas generated from the same files
// (lib/generated/zod/*) are the reference the guards are tested against (tests/lib/guard.test.ts); the
// designer's form resolver is the board guard too (components/designer/lazy). Each node's error text
// ("expected …") is the generator's, the same in both (lib/schema-expect.ts).
//
// Every problem is said in English (message) and Simplified Chinese (zh); zh-TW is made from zh where it
// is shown (lib/problem-text), like every other built text.
import type * as z from 'zod/mini';
import { boardGuard } from './generated/guard/board';
import { rulesGuard } from './generated/guard/rules';
import { check, type Guard, type Issue } from './guard';
import { REQUIRED, expectedZh } from './schema-expect';
import { locateJsonError, showChar, stripBom, tooDeep, MAX_DEPTH } from './json-text';
import type { Board } from './generated/board';
import type { HouseRules } from './generated/rules';

export interface FieldProblem {
  /** JSON path inside the value, e.g. "roles.seer" ("" for the whole value). */
  path: string;
  /** English. */
  message: string;
  /** Simplified Chinese (zh-TW is made from it where it is shown). */
  zh: string;
}
export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };
export type Path = readonly (string | number)[];

export const problem = (path: string, message: string, zh: string): FieldProblem => ({ path, message, zh });

/** A value quoted for a message, never longer than `max` characters (a file may hold a megabyte-long key). */
export function quote(v: unknown, max = 40): string {
  let s: string;
  if (typeof v === 'string') s = JSON.stringify(v.length > max ? v.slice(0, max) : v) + (v.length > max ? '…' : '');
  else if (v === null || typeof v === 'number' || typeof v === 'boolean') s = String(v);
  else if (v === undefined) s = 'nothing';
  else s = Array.isArray(v) ? 'a list' : 'an object';
  return s;
}

/** A path as a message shows it ("" is the whole value); capped, since keys come from the file. */
export function pathText(path: string, lang: 'en' | 'zh' = 'en'): string {
  if (!path) return lang === 'en' ? 'the top level' : '顶层';
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

type AnyIssue = Pick<Issue, 'path' | 'message'> & { code: string; keys?: readonly string[] };

function toProblems(issues: readonly AnyIssue[], base: Path): FieldProblem[] {
  return issues.map((issue) => {
    const path = joinPath(base, issue.path);
    const where = pathText(path);
    const whereZh = pathText(path, 'zh');
    if (issue.code === 'unrecognized_keys') {
      const keys = [...(issue.keys ?? [])];
      const last = String(issue.path[issue.path.length - 1] ?? base[base.length - 1] ?? '');
      const [what, whatZh] =
        last === 'roles' ? ['unknown role id', '未知的角色 id'] : last === 'rules' ? ['unknown house rule', '未知的房规'] : ['unknown key', '未知的键'];
      return problem(path, `${what}${keys.length > 1 ? 's' : ''} ${keysText(keys)} at ${where}`, `${whereZh} 中有${whatZh} ${keysText(keys)}`);
    }
    const msg = issue.message;
    if (msg.startsWith(`${REQUIRED}: `)) {
      const exp = msg.slice(REQUIRED.length + 2);
      return problem(path, `${where} ${msg}`, `缺少 ${whereZh}：应为${expectedZh(exp)}`);
    }
    const exp = msg.startsWith('expected ') ? msg.slice('expected '.length) : '';
    return problem(path, `${where}: ${msg}`, exp ? `${whereZh}：应为${expectedZh(exp)}` : `${whereZh}：无效`);
  });
}

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
  if (!e || e.kind === 'empty') return problem('', 'not valid JSON: the text is empty', '不是有效的 JSON：内容是空的');
  const at = `line ${e.line}, column ${e.column}`;
  const atZh = `第 ${e.line} 行第 ${e.column} 列`;
  if (e.kind === 'end') return problem('', `not valid JSON: the text ends too early (${at})`, `不是有效的 JSON：内容意外结束（${atZh}）`);
  const c = showChar(e.char);
  const cz = showChar(e.char, 'zh');
  if (e.kind === 'control')
    return problem(
      '',
      `not valid JSON: ${at}: ${c} inside a text (write it as an escape, e.g. \\n)`,
      `不是有效的 JSON：${atZh}：文本中有 ${cz}（请写成转义，如 \\n）`,
    );
  return problem('', `not valid JSON: ${at}: unexpected ${c}`, `不是有效的 JSON：${atZh}：不应出现 ${cz}`);
}

/** JSON text → value: a leading byte-order mark is dropped; not JSON, or nested too deep, is a problem. */
export function readJson(text: string): Parsed<unknown> {
  const t = stripBom(text);
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch {
    return { ok: false, problems: [jsonProblem(t)] };
  }
  const deep = tooDeep(value);
  if (deep) {
    const path = deep.map(String).join('.');
    return {
      ok: false,
      problems: [problem(path, `${pathText(path)}: nested more than ${MAX_DEPTH} levels deep`, `${pathText(path, 'zh')}：嵌套超过 ${MAX_DEPTH} 层`)],
    };
  }
  return { ok: true, value };
}

/** Reads text (a file, a share link's payload) as JSON, refusing what is too large or not JSON. */
export function parseJsonText(text: string): Parsed<unknown> {
  const bytes = text.length > MAX_FILE_BYTES / 3 ? new TextEncoder().encode(text).length : 0;
  if (bytes > MAX_FILE_BYTES) {
    return {
      ok: false,
      problems: [
        problem('', `the text is ${bytes} bytes; at most ${MAX_FILE_BYTES} (1 MB) is read`, `内容有 ${bytes} 字节；最多读取 ${MAX_FILE_BYTES} 字节（1 MB）`),
      ],
    };
  }
  return readJson(text);
}

export const parseBoard = (value: unknown): Parsed<Board> => parseWith<Board>(boardGuard, value);
export const parseRules = (value: unknown): Parsed<HouseRules> => parseWith<HouseRules>(rulesGuard, value);

/** Text → board, in one call: the path every imported file and shared link takes. */
export function parseBoardText(text: string): Parsed<Board> {
  const json = parseJsonText(text);
  return json.ok ? parseBoard(json.value) : json;
}
