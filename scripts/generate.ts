// Writes lib/generated/*.ts from schemas/*.schema.json (json-schema-to-typescript).
// With --check it writes nothing and exits 1 when a committed file differs: the drift check of `npm test`.
import { compileFromFile } from 'json-schema-to-typescript';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { guardModule } from './guard-codegen';
import { moduleName, zodModule } from './zod-codegen';
import {
  type Edit,
  type GameSchema,
  gameEdits,
  type NightOrderSchema,
  nightOrderEdits,
  type RoleIdSchema,
  type RoleSchema,
  readRoles,
  roleEdits,
  roleIdEdits,
  roleIds,
} from './catalogue-lists';
import { hookDocs, hookTable, readDoc, withHookTable } from './hook-table';
import { biomeFormat, insertBefore, replaceAt } from './json-edit';
import { powerTable, withPowerTable } from './power-table';

const root = resolve(import.meta.dirname, '..');
const schemasDir = join(root, 'schemas');
const outDir = join(root, 'lib', 'generated');
const check = process.argv.includes('--check');

const banner = `/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/SCHEMA. Regenerate with \`npm run generate\`; \`npm test\` fails when this file drifts.
 */`;

/** The schema files another schema $refs by file name (e.g. board → rules.schema.json). */
function externalRefs(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) externalRefs(n, out);
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) out.add(v.replace(/^\.\//, ''));
      else externalRefs(v, out);
    }
  }
  return out;
}

/** Top-level declarations (with their doc comment) of a generated file, by exported name. */
function declarations(ts: string): { name: string | null; text: string }[] {
  const lines = ts.split('\n');
  const chunks: { name: string | null; text: string }[] = [];
  let cur: string[] = [];
  let name: string | null = null;
  const flush = () => {
    if (cur.length) chunks.push({ name, text: cur.join('\n') });
    cur = [];
    name = null;
  };
  for (const line of lines) {
    const starts = line.startsWith('/**') || (line.startsWith('export ') && !(cur.length && cur[cur.length - 1].startsWith(' */') && name === null));
    if (starts && (name !== null || (cur.length && !cur[0].startsWith('/**')) || (line.startsWith('/**') && cur.length))) flush();
    const m = line.match(/^export (?:interface|type) (\w+)/);
    if (m) name = m[1];
    cur.push(line);
  }
  flush();
  return chunks;
}

const generated = new Map<string, string>();
/** A schema's types, importing (not re-declaring) what the schemas it references declare. */
async function compileSchema(file: string): Promise<string> {
  const cached = generated.get(file);
  if (cached) return cached;
  const raw = await compileFromFile(join(schemasDir, file), {
    cwd: schemasDir,
    bannerComment: banner.replace('SCHEMA', file),
    additionalProperties: false,
    style: { singleQuote: true },
  });
  const refs = [...externalRefs(JSON.parse(readFileSync(join(schemasDir, file), 'utf8')))].sort();
  let ts = raw;
  if (refs.length) {
    const owned = new Map<string, string>(); // type name → module that declares it
    for (const ref of refs) {
      const dep = await compileSchema(ref);
      const mod = `./${ref.replace('.schema.json', '')}`;
      for (const d of declarations(dep)) if (d.name && !owned.has(d.name)) owned.set(d.name, mod);
      // What the dependency itself imports is re-exported there too: follow one level of imports.
      for (const m of dep.matchAll(/^import type \{ ([^}]+) \} from '(\.\/[\w-]+)';$/gm)) {
        for (const n of m[1].split(',').map((x) => x.trim())) if (!owned.has(n)) owned.set(n, m[2]);
      }
    }
    const kept: string[] = [];
    const imports = new Map<string, string[]>();
    for (const d of declarations(raw)) {
      const mod = d.name ? owned.get(d.name) : undefined;
      if (mod) imports.set(mod, [...(imports.get(mod) ?? []), d.name as string]);
      else kept.push(d.text);
    }
    const importLines = [...imports].map(([mod, names]) => `import type { ${names.sort().join(', ')} } from '${mod}';`);
    // Banner first, then the imports, then this schema's own declarations.
    // The imports go right after the do-not-edit banner (the file's first doc comment).
    const body = kept.join('\n');
    const bannerEnd = body.indexOf(' */\n', body.indexOf('GENERATED FILE')) + ' */\n'.length;
    ts = `${body.slice(0, bannerEnd)}\n${importLines.join('\n')}\n${body.slice(bannerEnd)}`;
  }
  generated.set(file, ts);
  return ts;
}

let drift = 0;
/** Writes lib/generated/REL when it differs (or, with --check, counts the drift and says what to run). */
function emit(rel: string, ts: string, from: string): void {
  const target = join(outDir, rel);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (current === ts) return;
  if (check) {
    console.error(`drift: lib/generated/${rel} differs from what ${from} gives; run \`npm run generate\`.`);
    drift++;
  } else {
    writeFileSync(target, ts);
    console.log(`wrote lib/generated/${rel}`);
  }
}
// The role ids are the files of data/roles/ (in the committed order of schemas/role-id.schema.json, new ones
// last); every place that spells out what those files hold is written here from them (and drift-checked): the
// ids, step ids, powers and events of four schemas, the per-role parts of two more, and the role-data imports.
const ROLE_IDS: string[] = roleIds(root);
const ROLE_FILES = readRoles(root, ROLE_IDS);

/** Applies `edits` to schemas/FILE's text, formatted as Biome would (or, with --check, counts the drift). */
function syncLists<S>(file: string, edits: (schema: S) => Edit[]): void {
  const target = join(schemasDir, file);
  const current = readFileSync(target, 'utf8');
  const list = edits(JSON.parse(current) as S);
  if (!list.length) return;
  if (check) {
    console.error(`drift: schemas/${file} does not list what data/roles/*.json holds; run \`npm run generate\`.`);
    drift++;
    return;
  }
  let text = current;
  for (const e of list) text = 'before' in e ? insertBefore(text, e.path, e.before, e.key, e.value) : replaceAt(text, e.path, e.value);
  writeFileSync(target, biomeFormat(root, `schemas/${file}`, text));
  console.log(`wrote schemas/${file}`);
}
syncLists<RoleIdSchema>('role-id.schema.json', (s) => roleIdEdits(s, ROLE_IDS));
syncLists<RoleSchema>('role.schema.json', (s) => roleEdits(s, ROLE_FILES));
syncLists<NightOrderSchema>('night-order.schema.json', (s) => nightOrderEdits(s, ROLE_FILES));
syncLists<GameSchema>('game.schema.json', (s) => gameEdits(s, ROLE_FILES));

/** The part of a schema syncSchema's edits write: the per-role properties (and required list) of `roles`. */
type RoleMapSchema = { properties: { roles: { properties?: Record<string, unknown>; required?: string[] } } };

/** Rewrites schemas/FILE with `edit` applied (or, with --check, counts the drift). */
function syncSchema(file: string, edit: (schema: RoleMapSchema) => void, trailingNewline: boolean): void {
  const target = join(schemasDir, file);
  const current = readFileSync(target, 'utf8');
  const schema = JSON.parse(current);
  edit(schema);
  const next = JSON.stringify(schema, null, 2) + (trailingNewline ? '\n' : '');
  if (current === next) return;
  if (check) {
    console.error(`drift: schemas/${file} does not list the role ids of schemas/role-id.schema.json; run \`npm run generate\`.`);
    drift++;
  } else {
    writeFileSync(target, next);
    console.log(`wrote schemas/${file}`);
  }
}
// A board counts cards by role id: one count property per id (not propertyNames, so the types keep the keys).
syncSchema(
  'board.schema.json',
  (s) => {
    const count = { type: 'integer', minimum: 0, maximum: 30 };
    s.properties.roles.properties = Object.fromEntries(ROLE_IDS.map((id) => [id, count]));
  },
  false,
);
// Every role has a point value.
syncSchema(
  'balance-points.schema.json',
  (s) => {
    s.properties.roles.required = [...ROLE_IDS];
    s.properties.roles.properties = Object.fromEntries(ROLE_IDS.map((id) => [id, { $ref: '#/definitions/entry' }]));
  },
  true,
);

const schemaFiles = readdirSync(schemasDir)
  .filter((f) => f.endsWith('.schema.json'))
  .sort();
// Types (json-schema-to-typescript), then the runtime validators (zod/mini) from the same files.
for (const file of schemaFiles) emit(`${moduleName(file)}.ts`, await compileSchema(file), `schemas/${file}`);
for (const file of schemaFiles) {
  const ts = zodModule(file, JSON.parse(readFileSync(join(schemasDir, file), 'utf8')), banner.replace('SCHEMA', file));
  emit(`zod/${moduleName(file)}.ts`, ts, `schemas/${file}`);
}
// The guards the pages read stored and imported data with (lib/input/guard.ts): the same nodes, no schema library.
for (const file of schemaFiles) {
  const ts = guardModule(file, JSON.parse(readFileSync(join(schemasDir, file), 'utf8')), banner.replace('SCHEMA', file));
  emit(`guard/${moduleName(file)}.ts`, ts, `schemas/${file}`);
}
// The validator's facts (lib/generated/facts.ts): the few fields of data/roles/*.json and
// data/house-rules.json its checks read, derived here so the designer's browser bundle carries no
// role or rule texts (size). Names are message ids (data/i18n/<lang>/roles.json).
const FACT_FIELDS = ['faction', 'group', 'unique', 'wakesWithWolves', 'seerResult'] as const;
function factsModule(): string {
  const ids = ROLE_IDS;
  const roles: Record<string, unknown> = {};
  for (const id of ids) {
    const r = JSON.parse(readFileSync(join(root, 'data', 'roles', `${id}.json`), 'utf8'));
    const fact: Record<string, unknown> = { name: r.name };
    for (const f of FACT_FIELDS) fact[f] = r[f];
    // A step only a house rule calls (the hunter's night status, NightStep.rule) does not make a card one that wakes.
    fact.hasNightStep = (r.nightSteps ?? []).some((s: { rule?: unknown }) => s.rule === undefined);
    // May self-destruct by day: the role's own power, or once turned into a werewolf (the wild child).
    fact.selfDestructs = (r.dayPowers ?? []).some((p: { id: string }) => p.id === 'selfDestruct' || p.id === 'becomeWolf');
    // Optional role fields, with what their absence means (schemas/role.schema.json).
    fact.plain = r.plain ?? false;
    fact.bottomCards = r.bottomCards ?? 0;
    fact.groupRule = r.groupRule ?? null;
    // How many cards a board holds when it holds any (schemas/role.schema.json `copies`); null: any number.
    fact.copies = r.copies ?? (r.unique ? { min: 1, max: 1 } : null);
    // The smallest table a source recommends the card for (schemas/role.schema.json `recommendedPlayers`); null: none given.
    fact.recommendedPlayers = r.recommendedPlayers ?? null;
    roles[id] = fact;
  }
  const houseRules = JSON.parse(readFileSync(join(root, 'data', 'house-rules.json'), 'utf8'));
  const ruleRoles = Object.fromEntries(
    Object.entries(houseRules as Record<string, { label: unknown; roles: string[]; values?: Record<string, unknown> }>)
      .filter(([k]) => !k.startsWith('$'))
      .map(([k, v]) => [k, { label: v.label, roles: v.roles, values: v.values ?? {} }]),
  );
  const head = banner.replace('schemas/SCHEMA', 'data/roles/*.json and data/house-rules.json (scripts/generate.ts)');
  return `${head}\n\n/** Per role: the facts the validator's checks read. */\nexport const ROLE_FACTS = ${JSON.stringify(roles, null, 2)} as const;\n\n/** Per house rule: its label and its values' labels (quoted in messages) and the roles it concerns (all must be among the cards for it to matter). */\nexport const RULE_FACTS = ${JSON.stringify(ruleRoles, null, 2)} as const;\n`;
}
emit('facts.ts', factsModule(), 'data/roles/*.json and data/house-rules.json');
// How many cards each role leaves in the bottom at the deal (data/roles/*.json bottomCards), on its own:
// counting a board's cards (lib/powers/bottom-cards) then loads no role texts and no validator facts.
function bottomCardsModule(): string {
  const counts: Record<string, number> = {};
  for (const id of ROLE_IDS) {
    const r = JSON.parse(readFileSync(join(root, 'data', 'roles', `${id}.json`), 'utf8'));
    if (r.bottomCards) counts[id] = r.bottomCards;
  }
  const head = banner.replace('schemas/SCHEMA', 'data/roles/*.json (scripts/generate.ts)');
  return `${head}\nimport type { RoleId } from './role-id';\n\n/** Per role that leaves cards face down at the deal: how many (absent: none). */\nexport const BOTTOM_CARDS: Partial<Record<RoleId, number>> = ${JSON.stringify(counts, null, 2)};\n`;
}
emit('bottom-cards.ts', bottomCardsModule(), 'data/roles/*.json');

// The role files themselves, imported by id (lib/catalogue/index.ts reads them from here).
function roleDataModule(): string {
  const head = banner.replace('schemas/SCHEMA', 'schemas/role-id.schema.json (scripts/generate.ts)');
  const imports = ROLE_IDS.map((id) => `import ${id} from '../../data/roles/${id}.json';`).join('\n');
  return `${head}\n${imports}\n\n/** Every data/roles/ID.json, by id in catalogue order. */\nexport const ROLE_DATA = {\n${ROLE_IDS.map((id) => `  ${id},`).join('\n')}\n};\n`;
}
emit('role-data.ts', roleDataModule(), 'schemas/role-id.schema.json');

// The messages (data/i18n/<lang>/<namespace>.json), one folder per language of lib/i18n/languages: each file
// loaded on demand by a page (one chunk per language and namespace), or all at once (CLI, tests, build).
function languageFolders(): { langs: string[]; files: string[] } {
  const dir = join(root, 'data', 'i18n');
  const langs = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const files = [...new Set(langs.flatMap((l) => readdirSync(join(dir, l)).filter((f) => f.endsWith('.json'))))].map((f) => f.slice(0, -5)).sort();
  return { langs, files };
}
const ident = (lang: string, ns: string) => `${lang.replace(/-/g, '_')}_${ns}`;
function messageLoadersModule(): string {
  const { langs, files } = languageFolders();
  const head = banner.replace('schemas/SCHEMA', 'the folders of data/i18n/ (scripts/generate.ts)');
  const body = langs
    .map(
      (l) => `  '${l}': {
${files.map((ns) => `    ${ns}: () => import('../../data/i18n/${l}/${ns}.json').then((m) => m.default),`).join('\n')}
  },`,
    )
    .join('\n');
  return `${head}

/** The message namespaces (file names of data/i18n/<lang>/). */
export const NAMESPACES = ${JSON.stringify(files)} as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Per language and namespace, its messages as a chunk of their own. */
export const MESSAGE_LOADERS: Record<string, Record<Namespace, () => Promise<Record<string, string>>>> = {
${body}
};
`;
}
function messagesAllModule(): string {
  const { langs, files } = languageFolders();
  const head = banner.replace('schemas/SCHEMA', 'the folders of data/i18n/ (scripts/generate.ts)');
  const imports = langs.flatMap((l) => files.map((ns) => `import ${ident(l, ns)} from '../../data/i18n/${l}/${ns}.json';`)).join('\n');
  const body = langs.map((l) => `  '${l}': { ${files.map((ns) => `${ns}: ${ident(l, ns)}`).join(', ')} },`).join('\n');
  return `${head}
${imports}

/** Every message file, by language and namespace. */
export const ALL_MESSAGES: Record<string, Record<string, Record<string, string>>> = {
${body}
};
`;
}
/**
 * The presets' names in every language: a board file names its preset in any language, and a page holds
 * the messages of one (lib/catalogue/presets boardNames recognises the name by these).
 */
function presetNamesModule(): string {
  const { langs } = languageFolders();
  const names: Record<string, Record<string, string>> = {};
  for (const l of langs) {
    const file = JSON.parse(readFileSync(join(root, 'data', 'i18n', l, 'presets.json'), 'utf8')) as Record<string, string>;
    for (const [k, v] of Object.entries(file)) if (k.endsWith('.name')) names[k] = { ...names[k], [l]: v };
  }
  const head = banner.replace('schemas/SCHEMA', 'data/i18n/<lang>/presets.json (scripts/generate.ts)');
  const sorted = Object.fromEntries(
    Object.keys(names)
      .sort()
      .map((k) => [k, names[k]]),
  );
  return `${head}

/** Each preset's name message, in every language of data/i18n/. */
export const PRESET_NAMES: Record<string, Record<string, string>> = ${JSON.stringify(sorted, null, 2)};
`;
}
emit('messages.ts', messageLoadersModule(), 'data/i18n/');
emit('preset-names.ts', presetNamesModule(), 'data/i18n/');
emit('messages-all.ts', messagesAllModule(), 'data/i18n/');

// The hook table of docs/architecture.md, from the power contract and the registry (read last: it loads the
// role data through the files written above).
{
  const { POWERS } = await import('../lib/powers/registry');
  const target = join(root, 'docs', 'architecture.md');
  const doc = readDoc(root);
  const next = withHookTable(doc, hookTable(hookDocs(root), POWERS));
  if (next !== doc && check) {
    console.error('drift: the hook table of docs/architecture.md differs from the code; run `npm run generate`.');
    drift++;
  } else if (next !== doc) {
    writeFileSync(target, next);
    console.log('wrote docs/architecture.md (its hook table)');
  }
}

// The powers a custom card may be made of, in docs/rules.md ("Custom roles"), from lib/powers/params.ts.
{
  const { STEP_POWERS, DAY_POWERS } = await import('../lib/powers/params');
  const target = join(root, 'docs', 'rules.md');
  const doc = readFileSync(target, 'utf8');
  const next = withPowerTable(doc, powerTable(STEP_POWERS, DAY_POWERS));
  if (next !== doc && check) {
    console.error('drift: the power table of docs/rules.md differs from lib/powers/params.ts; run `npm run generate`.');
    drift++;
  } else if (next !== doc) {
    writeFileSync(target, next);
    console.log('wrote docs/rules.md (its power table)');
  }
}

if (check) {
  if (drift) process.exit(1);
  console.log('schemas and generated types agree');
}
