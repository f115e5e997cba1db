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
if (check) {
  if (drift) process.exit(1);
  console.log('schemas and generated types agree');
}
