// After `next build`: writes the precache list and a version into out/sw.js (copied there from public/sw.js),
// so the service worker caches the whole static export and the site works offline once loaded. With the
// list, each page's own files (its HTML and data, what its HTML loads, the chunks those scripts can load
// later): the worker caches the page in use first, the rest when the page says it is idle.
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

// The chunks a script loads later by number (webpack's `n.e(420)`, the screens a page imports when idle): named
// by id in the build's file names, so a page in use offline finds them before the rest of the site is cached.
const chunkById = new Map();
for (const u of urls) {
  const m = /^\/_next\/static\/chunks\/(\d+)[.-][0-9a-f]+\.js$/.exec(u);
  if (m) chunkById.set(m[1], u);
}
function lazyChunks(text) {
  return [...text.matchAll(/\.e\((\d+)\)/g)].flatMap((m) => (chunkById.has(m[1]) ? [chunkById.get(m[1])] : []));
}

/** A page's own files: its folder (HTML, RSC data), what its HTML names, and the chunks those scripts name. */
function pageFiles(pageUrl) {
  const dirRel = pageUrl === '/' ? '' : pageUrl.slice(1);
  const html = readFileSync(join(dir, dirRel, 'index.html'), 'utf8');
  const known = new Set(urls);
  const own = new Set([pageUrl]);
  for (const u of urls) if (u !== pageUrl && dirRel && u.startsWith(pageUrl) && !u.slice(pageUrl.length).includes('/')) own.add(u);
  for (const u of urls) if (pageUrl === '/' && /^\/[^/]+\.txt$/.test(u)) own.add(u);
  const queue = [];
  for (const m of html.matchAll(/\b(?:src|href)="(\/[^"?#]*)/g)) {
    if (!known.has(m[1]) || own.has(m[1])) continue;
    own.add(m[1]);
    if (m[1].endsWith('.js')) queue.push(m[1]);
  }
  // The manifest's icons with the manifest: installing the app offline needs them, so they come first too.
  for (const u of [...own]) {
    if (!u.endsWith('.webmanifest')) continue;
    for (const icon of JSON.parse(readFileSync(join(dir, u.slice(1)), 'utf8')).icons ?? []) if (known.has(icon.src)) own.add(icon.src);
  }
  while (queue.length) {
    const js = queue.pop();
    const text = readFileSync(join(dir, js.slice(1)), 'utf8');
    const named = [...text.matchAll(/static\/(?:chunks|media)\/[\w.-]+/g)].map((m) => `/_next/${m[0]}`);
    for (const u of [...named, ...lazyChunks(text)]) {
      if (!known.has(u) || own.has(u)) continue;
      own.add(u);
      if (u.endsWith('.js')) queue.push(u);
    }
  }
  return [...own].sort();
}
const pages = Object.fromEntries(urls.filter((u) => u.endsWith('/') && existsSync(join(dir, u.slice(1), 'index.html'))).map((u) => [u, pageFiles(u)]));

// One HTML per page and language (its <html lang>): the files of a page's own folder (its HTML and data)
// are that language's; the worker caches only the language in use's when idle, the others when visited.
const langOfPage = (u) => /<html[^>]*\blang="([^"]+)"/.exec(readFileSync(join(dir, u.slice(1), 'index.html'), 'utf8'))?.[1] ?? '';
const pageLang = Object.fromEntries(Object.keys(pages).map((u) => [u, langOfPage(u)]));
const langFiles = {};
for (const u of urls) {
  const folder = u.endsWith('/') ? u : u.slice(0, u.lastIndexOf('/') + 1);
  // The root folder is the home page's, but for its data (.txt) the site's files are there too.
  if (!pageLang[folder] || (folder === '/' && u !== '/' && !u.endsWith('.txt'))) continue;
  const lang = pageLang[folder];
  langFiles[lang] = [...(langFiles[lang] ?? []), u];
}
/** The same page in the other languages ("/en/designer/" → "/designer/", "/zh-TW/designer/"): an offline fallback. */
const strip = (u) => {
  const l = pageLang[u];
  return u.startsWith(`/${l}/`) ? u.slice(l.length + 1) : u;
};
const alike = Object.fromEntries(Object.keys(pages).map((u) => [u, Object.keys(pages).filter((v) => v !== u && strip(v) === strip(u))]));
const src = readFileSync(swFile, 'utf8');
if (!MARKER.test(src)) {
  console.error(`${relative(process.cwd(), swFile)} has no "const BUILD = {…};" line to fill: is it public/sw.js?`);
  process.exit(1);
}
writeFileSync(
  swFile,
  src.replace(MARKER, () => `const BUILD = ${JSON.stringify({ version, files: urls, pages, langFiles, alike })};`),
);
const bytes = files.reduce((n, p) => n + statSync(p).size, 0);
console.log(
  `sw.js: ${urls.length} files (${Math.round(bytes / 1024)} KiB) precached (each of ${Object.keys(pages).length} pages' own first), version ${version}`,
);
