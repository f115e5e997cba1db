// After `next build`: writes the precache list and a version into out/sw.js (copied there from public/sw.js),
// so the service worker caches the whole static export and the site works offline once loaded.
// Usage: node scripts/build-sw.mjs [--dir out]
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const args = process.argv.slice(2);
const i = args.indexOf('--dir');
// Relative to the repository (or absolute).
const dir = resolve(join(import.meta.dirname, '..'), i >= 0 && args[i + 1] ? args[i + 1] : 'out');
const swFile = join(dir, 'sw.js');
const MARKER = /^const BUILD = \{[^\n]*\};$/m;

if (!existsSync(swFile)) {
  console.error(`No ${relative(process.cwd(), swFile)}: run \`next build\` first (it copies public/sw.js into out/).`);
  process.exit(2);
}

function walk(d) {
  const out = [];
  for (const name of readdirSync(d).sort()) {
    const p = join(d, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else out.push(p);
  }
  return out;
}

// Every file of the export but the worker itself; a page is cached under the URL a browser asks for
// (trailingSlash: /designer/ for designer/index.html).
const files = walk(dir).filter((p) => p !== swFile && !p.endsWith('.map'));
const hash = createHash('sha256');
const urls = [];
for (const p of files) {
  const rel = relative(dir, p).split(sep).join('/');
  hash.update(rel).update('\0').update(readFileSync(p));
  urls.push(rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'index.html'.length)}` : `/${rel}`);
}
const version = hash.digest('hex').slice(0, 16);
const src = readFileSync(swFile, 'utf8');
if (!MARKER.test(src)) {
  console.error(`${relative(process.cwd(), swFile)} has no "const BUILD = {…};" line to fill: is it public/sw.js?`);
  process.exit(1);
}
writeFileSync(
  swFile,
  src.replace(MARKER, () => `const BUILD = ${JSON.stringify({ version, files: urls })};`),
);
const bytes = files.reduce((n, p) => n + statSync(p).size, 0);
console.log(`sw.js: ${urls.length} files (${Math.round(bytes / 1024)} KiB) precached, version ${version}`);
