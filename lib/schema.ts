// Runtime validation derived from schemas/ — never a second hand-written copy.
// Choice: zod 4's z.fromJSONSchema. The same zod schema feeds react-hook-form's zodResolver in the
// designer, and zod's issues carry a path we can name to the user; Ajv would need a second adapter.
import * as z from 'zod';
import boardSchema from '../schemas/board.schema.json';
import rulesSchema from '../schemas/rules.schema.json';
import roleSchema from '../schemas/role.schema.json';
import roleIdSchema from '../schemas/role-id.schema.json';
import type { Board } from './generated/board';
import type { HouseRules } from './generated/rules';
import type { Role } from './generated/role';

type Json = Record<string, unknown>;

/** Schemas by $id, so cross-file $refs ("rules.schema.json") can be inlined before conversion. */
const byId: Record<string, Json> = {};
export function registerSchema(schema: Json): void {
  byId[String(schema.$id)] = schema;
}
registerSchema(roleIdSchema as Json);
registerSchema(boardSchema as Json);
registerSchema(rulesSchema as Json);
registerSchema(roleSchema as Json);

function inlineRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(inlineRefs);
  if (!node || typeof node !== 'object') return node;
  const obj = node as Json;
  if (typeof obj.$ref === 'string' && !obj.$ref.startsWith('#')) {
    const target = byId[obj.$ref.replace(/^\.\//, '')];
    if (!target) throw new Error(`unknown schema reference ${obj.$ref}`);
    const { $schema: _s, $id: _i, ...rest } = target;
    return inlineRefs(rest);
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, inlineRefs(v)]));
}

const cache = new Map<string, z.ZodType>();
/** The zod schema derived from one JSON Schema in schemas/ (by $id). */
export function zodFor(id: string): z.ZodType {
  let s = cache.get(id);
  if (!s) {
    const json = byId[id];
    if (!json) throw new Error(`unknown schema ${id}`);
    s = z.fromJSONSchema(inlineRefs(json) as Parameters<typeof z.fromJSONSchema>[0]) as z.ZodType;
    cache.set(id, s);
  }
  return s;
}

export interface FieldProblem {
  /** JSON path inside the value, e.g. "roles.seer" ("" for the whole value). */
  path: string;
  message: string;
}
export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };

function describeExpected(id: string, path: PropertyKey[]): string | null {
  // Walk the JSON Schema to say what a field accepts (zod's own text for enums of numbers is vague).
  let node: Json | undefined = inlineRefs(byId[id]) as Json;
  for (const key of path) {
    if (!node) return null;
    const props = node.properties as Json | undefined;
    if (props && typeof key === 'string' && props[key]) node = props[key] as Json;
    else if (node.items && typeof key === 'number') node = node.items as Json;
    else return null;
  }
  if (!node) return null;
  if (Array.isArray(node.enum)) return `one of ${node.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (node.type === 'integer') {
    const min = node.minimum, max = node.maximum;
    return `a whole number${min !== undefined ? ` from ${min}` : ''}${max !== undefined ? ` to ${max}` : ''}`;
  }
  if (node.type === 'boolean') return 'true or false';
  if (node.type === 'string') return `text${node.maxLength ? ` of at most ${node.maxLength} characters` : ''}`;
  if (node.type === 'object') return 'an object';
  return null;
}

function toProblems(id: string, error: z.ZodError): FieldProblem[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      const keys = (issue as { keys?: string[] }).keys ?? [];
      const what = path === 'roles' ? 'unknown role id' : path === 'rules' ? 'unknown house rule' : 'unknown key';
      return { path, message: `${what}${keys.length > 1 ? 's' : ''} ${keys.map((k) => JSON.stringify(k)).join(', ')} at ${path || 'the top level'}` };
    }
    const expected = describeExpected(id, issue.path);
    const where = path || 'the top level';
    if (issue.code === 'invalid_type' && /undefined/.test(issue.message)) {
      return { path, message: `${where} is required${expected ? `: ${expected}` : ''}` };
    }
    return { path, message: `${where}: ${expected ? `expected ${expected}` : issue.message}` };
  });
}

/** Validates any value against a schema of schemas/ (by $id) and names every problem by its path. */
export function parseWith<T>(id: string, value: unknown): Parsed<T> {
  const r = zodFor(id).safeParse(value);
  return r.success ? { ok: true, value: r.data as T } : { ok: false, problems: toProblems(id, r.error) };
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

export const parseBoard = (value: unknown): Parsed<Board> => parseWith<Board>('board.schema.json', value);
export const parseRules = (value: unknown): Parsed<HouseRules> => parseWith<HouseRules>('rules.schema.json', value);
export const parseRole = (value: unknown): Parsed<Role> => parseWith<Role>('role.schema.json', value);

/** Text → board, in one call: the path every imported file and shared link takes. */
export function parseBoardText(text: string): Parsed<Board> {
  const json = parseJsonText(text);
  return json.ok ? parseBoard(json.value) : json;
}
