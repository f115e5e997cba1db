// schemas/*.schema.json → zod/mini source (lib/generated/zod/*.ts), written by scripts/generate.ts.
// Why generated code, not z.fromJSONSchema at run time: the converter and zod classic weigh ~40 KiB
// gzip in the designer's bundle, zod/mini ~7. The JSON Schema subset the project's schemas use is
// covered below; any other keyword stops the generator, so a schema can never be half-checked.
import type { Expect } from '../lib/input/schema-expect';

type Json = Record<string, unknown>;

const KNOWN = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'definitions',
  '$ref',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'items',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'patternProperties',
  'propertyNames',
  'pattern',
  // A type name for json-schema-to-typescript only (a custom id's template literal): no check of its own.
  'tsType',
]);

/** The exported name of a schema file's zod schema: board.schema.json → boardSchema. */
export function exportName(file: string): string {
  const base = file.replace(/^\.\//, '').replace('.schema.json', '');
  return `${base.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Schema`;
}
export const KNOWN_KEYWORDS = KNOWN;
export const moduleName = (file: string) => file.replace(/^\.\//, '').replace('.schema.json', '');

const lit = (v: unknown) => JSON.stringify(v);
/** A JSON Schema type as a description's kind (lib/input/schema-expect). */
const KINDS: Record<string, Expect['t']> = {
  integer: 'int',
  number: 'num',
  string: 'str',
  boolean: 'bool',
  null: 'null',
  object: 'obj',
  array: 'arr',
};

export interface Ctx {
  file: string;
  root: Json;
  imports: Set<string>;
}

const withBounds = (t: 'int' | 'num' | 'str' | 'arr', min: unknown, max: unknown): Expect => ({
  t,
  ...(typeof min === 'number' ? { min } : {}),
  ...(typeof max === 'number' ? { max } : {}),
});

/** Alternatives, each said once (28 event shapes are all "an object"). */
function anyOf(alts: Expect[]): Expect {
  const seen = new Set<string>();
  const a = alts.flatMap((e) => (e.t === 'or' ? e.a : [e])).filter((e) => !seen.has(lit(e)) && Boolean(seen.add(lit(e))));
  return a.length === 1 ? a[0] : { t: 'or', a };
}

/** What a node accepts, as data (lib/input/schema-expect Expect): the page or the CLI words it in the reader's language. */
export function describe(node: Json, ctx: Ctx): Expect {
  if (typeof node.$ref === 'string') {
    const target = resolveLocal(node.$ref, ctx);
    return target ? describe(target, ctx) : { t: 'any' };
  }
  if (Array.isArray(node.enum)) return { t: 'enum', v: node.enum };
  if ('const' in node) return { t: 'const', v: node.const };
  const alts = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (alts) return anyOf(alts.map((a) => describe(a, ctx)));
  if (Array.isArray(node.type)) return anyOf(node.type.map((t) => ({ t: KINDS[t as string] ?? 'any' }) as Expect));
  const t = KINDS[node.type as string];
  if (t === 'int' || t === 'num') return withBounds(t, node.minimum, node.maximum);
  if (t === 'str') {
    const e = withBounds(t, node.minLength || undefined, node.maxLength || undefined);
    return typeof node.pattern === 'string' ? Object.assign(e, { re: node.pattern }) : e;
  }
  if (t === 'arr') return withBounds(t, node.minItems, node.maxItems);
  return t ? ({ t } as Expect) : { t: 'any' };
}

export function resolveLocal(ref: string, ctx: Ctx): Json | null {
  const m = /^#\/definitions\/(.+)$/.exec(ref);
  return m ? ((ctx.root.definitions as Record<string, Json>)[m[1]] ?? null) : null;
}

export const defName = (name: string) => `def_${name.replace(/\W/g, '_')}`;

/** A $ref as code: a definition of this file (def_…), or another schema file's export, named by `nameOf` (imported). */
export function refExpr(ref: string, ctx: Ctx, nameOf: (file: string) => string = exportName): string {
  if (ref.startsWith('#')) {
    const m = /^#\/definitions\/(.+)$/.exec(ref);
    if (!m || !(ctx.root.definitions as Json | undefined)?.[m[1]]) throw new Error(`${ctx.file}: unknown reference ${ref}`);
    return defName(m[1]);
  }
  const file = ref.replace(/^\.\//, '');
  ctx.imports.add(file);
  return nameOf(file);
}

/** zod/mini expression for one JSON Schema node. */
function expr(node: Json, ctx: Ctx): string {
  for (const k of Object.keys(node)) if (!KNOWN.has(k)) throw new Error(`${ctx.file}: keyword "${k}" is not supported by scripts/zod-codegen.ts`);
  if (typeof node.$ref === 'string') return refExpr(node.$ref, ctx);
  const e = `ex(${lit(describe(node, ctx))})`;
  if (Array.isArray(node.enum)) {
    const strings = node.enum.every((v) => typeof v === 'string');
    return strings ? `z.enum(${lit(node.enum)}, ${e})` : `z.literal(${lit(node.enum)}, ${e})`;
  }
  if ('const' in node) return `z.literal(${lit(node.const)}, ${e})`;
  const alts = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  // oneOf's alternatives here are told apart by a const "type": any-of and one-of accept the same values.
  if (alts) return `z.union([${alts.map((a) => expr(a, ctx)).join(', ')}], ${e})`;
  if (Array.isArray(node.type)) return `z.union([${node.type.map((t) => expr({ ...node, type: t }, ctx)).join(', ')}], ${e})`;
  const checks: string[] = [];
  switch (node.type) {
    case 'integer':
    case 'number': {
      if (node.minimum !== undefined) checks.push(`z.minimum(${node.minimum}, ${e})`);
      if (node.maximum !== undefined) checks.push(`z.maximum(${node.maximum}, ${e})`);
      return withChecks(`z.${node.type === 'integer' ? 'int' : 'number'}(${e})`, checks);
    }
    case 'string':
      if (node.minLength !== undefined) checks.push(`z.minLength(${node.minLength}, ${e})`);
      if (node.maxLength !== undefined) checks.push(`z.maxLength(${node.maxLength}, ${e})`);
      if (typeof node.pattern === 'string') checks.push(`z.regex(new RegExp(${lit(node.pattern)}), ${e})`);
      return withChecks(`z.string(${e})`, checks);
    case 'boolean':
      return `z.boolean(${e})`;
    case 'null':
      return `z.null(${e})`;
    case 'array':
      if (node.minItems !== undefined) checks.push(`z.minLength(${node.minItems}, ${e})`);
      if (node.maxItems !== undefined) checks.push(`z.maxLength(${node.maxItems}, ${e})`);
      return withChecks(`z.array(${node.items ? expr(node.items as Json, ctx) : 'z.unknown()'}, ${e})`, checks);
    case 'object':
      return objectExpr(node, ctx, e);
    default:
      throw new Error(`${ctx.file}: a node without a supported type: ${lit(node).slice(0, 120)}`);
  }
}

const withChecks = (base: string, checks: string[]) => (checks.length ? `${base}.check(${checks.join(', ')})` : base);

function objectExpr(node: Json, ctx: Ctx, e: string): string {
  const props = node.properties as Record<string, Json> | undefined;
  const extra = node.additionalProperties;
  const pattern = node.patternProperties as Record<string, Json> | undefined;
  if (pattern && props) return extensibleObjectExpr(node, ctx, e);
  if (pattern) {
    // Keys that match one pattern, nothing else (seat numbers).
    const entries = Object.entries(pattern);
    if (entries.length !== 1 || props || extra !== false) throw new Error(`${ctx.file}: patternProperties only as the one rule for keys`);
    const [re, value] = entries[0];
    const key = `ex(${lit({ t: 'key', re })})`;
    const record = `z.record(z.string().check(z.regex(new RegExp(${lit(re)}), ${key})), ${expr(value, ctx)}, ${e})`;
    // zod's record skips an own "__proto__" key unread; a key that must match a pattern is checked first.
    if (new RegExp(re).test('__proto__')) return record;
    return `z.pipe(z.custom((v) => !(typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__')), { ...${key}, path: ['__proto__'] }), ${record})`;
  }
  if (!props) {
    const value = extra && typeof extra === 'object' ? expr(extra as Json, ctx) : 'z.unknown()';
    if (extra === false) return `z.strictObject({}, ${e})`;
    if (node.propertyNames) return `z.partialRecord(${expr(node.propertyNames as Json, ctx)}, ${value}, ${e})`;
    return `z.record(z.string(), ${value}, ${e})`;
  }
  if (extra !== false) throw new Error(`${ctx.file}: an object with properties must set additionalProperties: false`);
  const required = new Set((node.required as string[] | undefined) ?? []);
  const fields = Object.entries(props).map(([k, v]) => {
    const s = expr(v, ctx);
    return `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : lit(k)}: ${required.has(k) ? s : `z.optional(${s})`}`;
  });
  return `z.strictObject({\n  ${fields.join(',\n  ')},\n}, ${e})`;
}

/**
 * Named fields and, beside them, keys of one pattern (a board's custom cards beside the catalogue's): the
 * fields as a strict object's, then every other key, its value checked when it matches the pattern and named
 * among the unknown keys when not, so a field's problem never hides an unknown key.
 */
function extensibleObjectExpr(node: Json, ctx: Ctx, e: string): string {
  const props = node.properties as Record<string, Json>;
  const entries = Object.entries(node.patternProperties as Record<string, Json>);
  if (entries.length !== 1 || node.additionalProperties !== false)
    throw new Error(`${ctx.file}: patternProperties beside properties: one pattern, no other key`);
  const [re, value] = entries[0];
  const required = new Set((node.required as string[] | undefined) ?? []);
  const fields = Object.entries(props).map(([k, v]) => {
    const s = expr(v, ctx);
    return `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : lit(k)}: ${required.has(k) ? s : `z.optional(${s})`}`;
  });
  const known = lit(Object.keys(props));
  // An own "__proto__" would be lost in the object zod builds (never reaching the check): refused first, alone.
  const key = `ex(${lit({ t: 'key', re })})`;
  const proto = `z.custom((v) => !(typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__')), { ...${key}, path: ['__proto__'] })`;
  // The keys beside the fields are a second part of an intersection: read from the input whatever the fields
  // gave (a count that is not a whole number stops an object's own checks), as the guard reads them.
  const keys = `z.unknown().check(z.superRefine((v, ctx) => patternKeys(v, ctx, ${known}, new RegExp(${lit(re)}), ${expr(value, ctx)}, ${e}.error)))`;
  return `z.pipe(${proto}, z.intersection(z.looseObject({\n  ${fields.join(',\n  ')},\n}, ${e}), ${keys}))`;
}

/** Definitions in an order where each comes after those it references (the schemas have no cycles). */
export function orderedDefinitions(defs: Record<string, Json>, file: string): string[] {
  const out: string[] = [];
  const state = new Map<string, 'busy' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'busy') throw new Error(`${file}: definition ${name} is recursive; the generator does not support that`);
    state.set(name, 'busy');
    const walk = (n: unknown): void => {
      if (Array.isArray(n)) n.forEach(walk);
      else if (n && typeof n === 'object') {
        for (const [k, v] of Object.entries(n)) {
          if (k === '$ref' && typeof v === 'string') {
            const m = /^#\/definitions\/(.+)$/.exec(v);
            if (m) visit(m[1]);
          } else walk(v);
        }
      }
    };
    walk(defs[name]);
    state.set(name, 'done');
    out.push(name);
  };
  Object.keys(defs).forEach(visit);
  return out;
}

/** The whole module for one schema file. */
export function zodModule(file: string, schema: Json, banner: string): string {
  const ctx: Ctx = { file, root: schema, imports: new Set() };
  const defs = (schema.definitions as Record<string, Json> | undefined) ?? {};
  const body: string[] = [];
  const order = orderedDefinitions(defs, file);
  for (const name of order) body.push(`const ${defName(name)} = ${expr(defs[name], ctx)};`);
  const { definitions: _d, ...top } = schema;
  const name = exportName(file);
  body.push(`export const ${name} = ${expr(top, ctx)};`);
  if (order.length)
    body.push(
      `\n/** The schema's definitions, by name (e.g. one schema per event type). */\nexport const ${name.replace(/Schema$/, 'Definitions')} = { ${order.map((d) => `${lit(d)}: ${defName(d)}`).join(', ')} };`,
    );
  const imports = [`import * as z from 'zod/mini';`, `import { ex } from '../../input/schema-expect';`];
  if (body.some((b) => b.includes('patternKeys('))) imports.push(`import { patternKeys } from '../../input/zod-keys';`);
  for (const dep of [...ctx.imports].sort()) imports.push(`import { ${exportName(dep)} } from './${moduleName(dep)}';`);
  return `${banner}\n${imports.join('\n')}\n\n${body.join('\n')}\n`;
}
