// Writes lib/generated/*.ts from schemas/*.schema.json (json-schema-to-typescript).
// With --check it writes nothing and exits 1 when a committed file differs: the drift check of `npm test`.
import { compileFromFile } from 'json-schema-to-typescript';
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const schemasDir = join(root, 'schemas');
const outDir = join(root, 'lib', 'generated');
const check = process.argv.includes('--check');

const banner = `/* eslint-disable */
/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/SCHEMA. Regenerate with \`npm run generate\`; \`npm test\` fails when this file drifts.
 */`;

let drift = 0;
for (const file of readdirSync(schemasDir).filter((f) => f.endsWith('.schema.json')).sort()) {
  const name = file.replace('.schema.json', '');
  const ts = await compileFromFile(join(schemasDir, file), {
    cwd: schemasDir,
    bannerComment: banner.replace('SCHEMA', file),
    additionalProperties: false,
    style: { singleQuote: true },
  });
  const target = join(outDir, `${name}.ts`);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (check) {
    if (current !== ts) {
      console.error(`schema drift: lib/generated/${name}.ts differs from what schemas/${file} generates; run \`npm run generate\`.`);
      drift++;
    }
  } else if (current !== ts) {
    writeFileSync(target, ts);
    console.log(`wrote lib/generated/${name}.ts`);
  }
}
// The validator's facts (lib/generated/facts.ts): the few fields of data/roles/*.json and
// data/house-rules.json its checks read, derived here so the designer's browser bundle carries no
// role or rule texts (issue 6, size). Names stay: the checks' messages quote them.
const FACT_FIELDS = ['faction', 'group', 'unique', 'wakesWithWolves', 'seerResult'] as const;
function factsModule(): string {
  const ids = (readFileSync(join(root, 'lib', 'roles.ts'), 'utf8').match(/ROLE_IDS = \[([^\]]*)\]/)?.[1] ?? '')
    .match(/'[^']+'/g)?.map((q) => q.slice(1, -1)) ?? [];
  if (!ids.length) throw new Error('lib/roles.ts: ROLE_IDS not found');
  const roles: Record<string, unknown> = {};
  for (const id of ids) {
    const r = JSON.parse(readFileSync(join(root, 'data', 'roles', `${id}.json`), 'utf8'));
    const fact: Record<string, unknown> = { name: { zh: r.name['zh-CN'], en: r.name.en } };
    for (const f of FACT_FIELDS) fact[f] = r[f];
    fact.hasNightStep = (r.nightSteps ?? []).length > 0;
    roles[id] = fact;
  }
  const houseRules = JSON.parse(readFileSync(join(root, 'data', 'house-rules.json'), 'utf8'));
  const ruleRoles = Object.fromEntries(
    Object.entries(houseRules as Record<string, { label: unknown; roles: string[] }>).map(([k, v]) => [k, { label: v.label, roles: v.roles }]),
  );
  const head = banner.replace('schemas/SCHEMA', 'data/roles/*.json and data/house-rules.json (scripts/generate.ts)');
  return `${head}\n\n/** Per role: the facts the validator's checks read. */\nexport const ROLE_FACTS = ${JSON.stringify(roles, null, 2)} as const;\n\n/** Per house rule: its label (quoted in messages) and the roles it concerns (all must be among the cards for it to matter). */\nexport const RULE_FACTS = ${JSON.stringify(ruleRoles, null, 2)} as const;\n`;
}
{
  const target = join(outDir, 'facts.ts');
  const ts = factsModule();
  const current = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (check) {
    if (current !== ts) {
      console.error('data drift: lib/generated/facts.ts differs from what data/roles/*.json and data/house-rules.json give; run `npm run generate`.');
      drift++;
    }
  } else if (current !== ts) {
    writeFileSync(target, ts);
    console.log('wrote lib/generated/facts.ts');
  }
}

if (check) {
  if (drift) process.exit(1);
  console.log('schemas and generated types agree');
}
