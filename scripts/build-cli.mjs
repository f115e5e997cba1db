// Bundles the `wolfboard` command (cli/bin.ts and everything it imports from lib/ and data/) into one
// file, dist/wolfboard.js, that needs nothing but Node: no tsx, no node_modules. package.json names it
// in "bin"; `npm pack` builds it first (prepack); scripts/wolfboard.mjs rebuilds it when a source is newer.
// Usage: node scripts/build-cli.mjs [--if-stale]
import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = join(import.meta.dirname, '..');
export const OUTFILE = join(root, 'dist', 'wolfboard.js');
// Everything the bundle is made of; the build script itself and package.json (the bundle's options) too.
const SOURCES = ['lib', 'cli', 'data', 'schemas'];
const EXTRA = ['scripts/build-cli.mjs', 'package.json', 'tsconfig.json'];

function newest(dir) {
  let t = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

/** True when dist/wolfboard.js is missing or older than any source (a few hundred stat calls: ~2 ms). */
export function isStale() {
  let built;
  try {
    built = statSync(OUTFILE).mtimeMs;
  } catch {
    return true;
  }
  const sources = Math.max(...SOURCES.map((d) => newest(join(root, d))), ...EXTRA.map((f) => statSync(join(root, f)).mtimeMs));
  return sources > built;
}

export async function build() {
  const { build: esbuild } = await import('esbuild');
  // Written beside the target, then renamed: two builds at once never leave a half-written file.
  const tmp = `${OUTFILE}.${process.pid}.tmp`;
  try {
    await esbuild({
      absWorkingDir: root,
      entryPoints: ['cli/bin.ts'],
      outfile: tmp,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      // Less to parse at every start (the start-up is most of a `check`); names stay for readable errors.
      minifyWhitespace: true,
      minifySyntax: true,
      legalComments: 'none',
      banner: { js: '#!/usr/bin/env node' },
      logLevel: 'warning',
    });
    renameSync(tmp, OUTFILE);
  } finally {
    rmSync(tmp, { force: true });
  }
  return OUTFILE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0);
  const t0 = performance.now();
  await build();
  const kib = Math.round(statSync(OUTFILE).size / 1024);
  // On stderr: as prepack it runs inside `npm pack --json`, whose stdout must stay JSON.
  console.error(`${relative(process.cwd(), OUTFILE)}: ${kib} KiB in ${Math.round(performance.now() - t0)} ms`);
}
