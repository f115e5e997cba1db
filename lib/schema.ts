// Runtime validation derived from schemas/ — never a second hand-written copy.
// Choice: zod/mini schemas generated from schemas/*.schema.json by `npm run generate`
// (lib/generated/zod/*, drift-checked like the types). The same zod schema feeds react-hook-form's
// zodResolver in the designer, and zod's issues carry a path we can name to the user. Generated rather than
// converted at run time (z.fromJSONSchema): the converter and zod classic were ~40 KiB gzip of the designer's
// JavaScript (issue 6). Each node's error text ("expected …") comes from lib/schema-expect.ts.
import type * as z from 'zod/mini';
import { boardSchema } from './generated/zod/board';
import { rulesSchema } from './generated/zod/rules';
import { REQUIRED } from './schema-expect';
import type { Board } from './generated/board';
import type { HouseRules } from './generated/rules';

export interface FieldProblem {
  /** JSON path inside the value, e.g. "roles.seer" ("" for the whole value). */
  path: string;
  message: string;
}
export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

function toProblems(error: z.core.$ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = issue.keys;
      const what = path === 'roles' ? 'unknown role id' : path === 'rules' ? 'unknown house rule' : 'unknown key';
      return { path, message: `${what}${keys.length > 1 ? 's' : ''} ${keys.map((k) => JSON.stringify(k)).join(', ')} at ${path || 'the top level'}` };
    }
    const where = path || 'the top level';
    return { path, message: issue.message.startsWith(REQUIRED) ? `${where} ${issue.message}` : `${where}: ${issue.message}` };
  });
}

/** Validates any value against a generated schema (lib/generated/zod/*) and names every problem by its path. */
export function parseWith<T>(schema: z.ZodMiniType, value: unknown): Parsed<T> {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, value: r.data as T } : { ok: false, problems: toProblems(r.error) };
}

export const MAX_FILE_BYTES = 1_000_000;

/** Reads text (a file, a share link's payload) as JSON, refusing what is too large or not JSON. */
export function parseJsonText(text: string): Parsed<unknown> {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_FILE_BYTES) {
    return { ok: false, problems: [{ path: '', message: `the file is ${bytes} bytes; at most ${MAX_FILE_BYTES} (1 MB) is read` }] };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, problems: [{ path: '', message: `not valid JSON: ${(e as Error).message}` }] };
  }
}

export const parseBoard = (value: unknown): Parsed<Board> => parseWith<Board>(boardSchema, value);
export const parseRules = (value: unknown): Parsed<HouseRules> => parseWith<HouseRules>(rulesSchema, value);

/** Text → board, in one call: the path every imported file and shared link takes. */
export function parseBoardText(text: string): Parsed<Board> {
  const json = parseJsonText(text);
  return json.ok ? parseBoard(json.value) : json;
}
