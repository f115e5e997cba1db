// `npm run bench`: runs every bench/*.bench.ts (each default-exports an async function that prints figures).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const only = process.argv[2];
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
for (const f of files) {
  console.log(`\n# ${f.replace('.bench.ts', '')}`);
  const mod = (await import(join(import.meta.dirname, f))) as { default: () => Promise<void> | void };
  await mod.default();
}
