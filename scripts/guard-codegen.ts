// schemas/*.schema.json → the guards the pages check stored and imported data with (lib/generated/guard/*.ts,
// read by lib/input/guard.ts), written by scripts/generate.ts next to the zod/mini schemas (scripts/zod-codegen.ts)
// and from the same nodes: the same words for what each node accepts (describe), the same keywords
// supported (any other stops the generator), definitions in the same order. A guard is plain data, so a page
// that reads a stored game loads no schema library (the zod schemas remain the reference its tests compare
// it with: tests/input/guard.test.ts).
import { type Ctx, defName, describe, exportName, KNOWN_KEYWORDS, moduleName, orderedDefinitions, refExpr as zodRefExpr } from './zod-codegen';

type Json = Record<string, unknown>;
const lit = (v: unknown) => JSON.stringify(v);

/** The exported name of a schema file's guard: board.schema.json → boardGuard. */
export const guardName = (file: string) => exportName(file).replace(/Schema$/, 'Guard');
const refExpr = (ref: string, ctx: Ctx): string => zodRefExpr(ref, ctx, guardName);

const bounds = (min: unknown, max: unknown) => `${min !== undefined ? `, min: ${min}` : ''}${max !== undefined ? `, max: ${max}` : ''}`;

/** The guard literal for one JSON Schema node (the same cases as zod-codegen's expr). */
function expr(node: Json, ctx: Ctx): string {
  for (const k of Object.keys(node)) if (!KNOWN_KEYWORDS.has(k)) throw new Error(`${ctx.file}: keyword "${k}" is not supported by scripts/guard-codegen.ts`);
  if (typeof node.$ref === 'string') return refExpr(node.$ref, ctx);
  const m = `m: ${lit(describe(node, ctx))}`;
  if (Array.isArray(node.enum)) return `{ k: 'enum', v: ${lit(node.enum)}, ${m} }`;
  if ('const' in node) return `{ k: 'enum', v: [${lit(node.const)}], ${m} }`;
  const alts = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (alts) return `{ k: 'or', a: [${alts.map((a) => expr(a, ctx)).join(', ')}], ${m} }`;
  if (Array.isArray(node.type)) return `{ k: 'or', a: [${node.type.map((t) => expr({ ...node, type: t }, ctx)).join(', ')}], ${m} }`;
  switch (node.type) {
    case 'integer':
    case 'number':
      return `{ k: '${node.type === 'integer' ? 'int' : 'num'}'${bounds(node.minimum, node.maximum)}, ${m} }`;
    case 'string':
      return `{ k: 'str'${bounds(node.minLength, node.maxLength)}${typeof node.pattern === 'string' ? `, re: ${lit(node.pattern)}` : ''}, ${m} }`;
    case 'boolean':
      return `{ k: 'bool', ${m} }`;
    case 'null':
      return `{ k: 'null', ${m} }`;
    case 'array':
      return `{ k: 'arr', i: ${node.items ? expr(node.items as Json, ctx) : ANY}${bounds(node.minItems, node.maxItems)}, ${m} }`;
    case 'object':
      return objectExpr(node, ctx, m);
    default:
      throw new Error(`${ctx.file}: a node without a supported type: ${lit(node).slice(0, 120)}`);
  }
}

const ANY = `{ k: 'any' }`;

function objectExpr(node: Json, ctx: Ctx, m: string): string {
  const props = node.properties as Record<string, Json> | undefined;
  const extra = node.additionalProperties;
  const pattern = node.patternProperties as Record<string, Json> | undefined;
  if (pattern && props) return objectWithPatternExpr(node, ctx, m);
  if (pattern) {
    const entries = Object.entries(pattern);
    if (entries.length !== 1 || props || extra !== false) throw new Error(`${ctx.file}: patternProperties only as the one rule for keys`);
    const [re, value] = entries[0];
    return `{ k: 'rec', re: ${lit(re)}, km: ${lit({ t: 'key', re })}, v: ${expr(value, ctx)}, ${m} }`;
  }
  if (!props) {
    const value = extra && typeof extra === 'object' ? expr(extra as Json, ctx) : ANY;
    if (extra === false) return `{ k: 'obj', p: {}, o: [], ${m} }`;
    if (node.propertyNames) return `{ k: 'prec', keys: ${expr(node.propertyNames as Json, ctx)}, v: ${value}, ${m} }`;
    return `{ k: 'rec', v: ${value}, ${m} }`;
  }
  if (extra !== false) throw new Error(`${ctx.file}: an object with properties must set additionalProperties: false`);
  const required = new Set((node.required as string[] | undefined) ?? []);
  const fields = Object.entries(props).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : lit(k)}: ${expr(v, ctx)}`);
  const optional = Object.keys(props).filter((k) => !required.has(k));
  return `{\n  k: 'obj',\n  p: {\n  ${fields.join(',\n  ')},\n  },\n  o: ${lit(optional)},\n  ${m},\n}`;
}

/** Named fields and keys of one pattern beside them (zod-codegen's extensibleObjectExpr): a strict object with `pk`. */
function objectWithPatternExpr(node: Json, ctx: Ctx, m: string): string {
  const [re, value] = Object.entries(node.patternProperties as Record<string, Json>)[0];
  const plain = objectExpr({ ...node, patternProperties: undefined }, ctx, m);
  return `${plain.slice(0, plain.lastIndexOf('}'))}  pk: { re: ${lit(re)}, v: ${expr(value, ctx)} },\n}`;
}

/** The whole module for one schema file. */
export function guardModule(file: string, schema: Json, banner: string): string {
  const ctx: Ctx = { file, root: schema, imports: new Set() };
  const defs = (schema.definitions as Record<string, Json> | undefined) ?? {};
  const body: string[] = [];
  const order = orderedDefinitions(defs, file);
  for (const name of order) body.push(`const ${defName(name)}: Guard = ${expr(defs[name], ctx)};`);
  const { definitions: _d, ...top } = schema;
  const name = guardName(file);
  body.push(`export const ${name}: Guard = ${expr(top, ctx)};`);
  if (order.length)
    body.push(
      `\n/** The schema's definitions, by name (e.g. one guard per event type). */\nexport const ${name.replace(/Guard$/, 'GuardDefinitions')} = { ${order.map((d) => `${lit(d)}: ${defName(d)}`).join(', ')} };`,
    );
  const imports = [`import type { Guard } from '../../input/guard';`];
  for (const dep of [...ctx.imports].sort()) imports.push(`import { ${guardName(dep)} } from './${moduleName(dep)}';`);
  return `${banner}\n${imports.join('\n')}\n\n${body.join('\n')}\n`;
}
