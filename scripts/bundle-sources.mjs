// What a page's first load is made of: the minified bytes of every script Chromium fetches opening the page
// (scripts/bundle-size.mjs loadedJs), attributed to their source files through the source maps. For finding
// what to move out of a first load; the figures that count are `npm run bench`'s.
// Usage: WB_SOURCEMAPS=1 npx next build && node scripts/bundle-sources.mjs PAGE [--top N] [--locale L]
//   PAGE is a page's path in out/ ("print", "en/designer", "" for the home page).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadedJs } from './bundle-size.mjs';

const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** The source index of each generated segment of a map, with the segment's length in generated columns. */
function bytesBySource(map, lines) {
  const out = new Map();
  let src = 0;
  map.mappings.split(';').forEach((line, row) => {
    let col = 0;
    const segs = [];
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const vals = [];
      let shift = 0;
      let v = 0;
      for (const ch of seg) {
        const d = B64[ch];
        v += (d & 31) << shift;
        if (d & 32) shift += 5;
        else {
          vals.push(v & 1 ? -(v >>> 1) : v >>> 1);
          v = 0;
          shift = 0;
        }
      }
      col += vals[0];
      if (vals.length > 1) src += vals[1];
      segs.push([col, vals.length > 1 ? src : -1]);
    }
    const len = (lines[row] ?? '').length;
    segs.forEach(([c, s], i) => {
      const end = i + 1 < segs.length ? segs[i + 1][0] : len;
      const name = s >= 0 ? map.sources[s] : '(unmapped)';
      out.set(name, (out.get(name) ?? 0) + Math.max(0, end - c));
    });
  });
  return out;
}

const args = process.argv.slice(2);
const page = args.find((a) => !a.startsWith('--')) ?? '';
const top = Number(args[args.indexOf('--top') + 1]) || 30;
const locale = args.includes('--locale') ? args[args.indexOf('--locale') + 1] : 'zh-CN';
const out = join(import.meta.dirname, '..', 'out');
const load = await loadedJs(out, page, null, { locale });
if (!load) {
  console.error('No Chromium at $CHROMIUM_PATH or /usr/bin/chromium.');
  process.exit(2);
}
const total = new Map();
let unmapped = 0;
for (const f of load.files) {
  const file = join(out, f.src);
  const code = readFileSync(file, 'utf8');
  // The map is the one the script names (its name need not be the script's own plus .map).
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = url && !url.startsWith('data:') ? join(file, '..', url) : '';
  if (!mapFile || !existsSync(mapFile)) {
    unmapped += f.raw;
    continue;
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  // An index map (Turbopack's) is sections, each a map of the lines from its offset on.
  const sections = map.sections ? map.sections.map((s) => [s.map, s.offset.line]) : [[map, 0]];
  for (const [m, line] of sections) for (const [k, v] of bytesBySource(m, lines.slice(line))) total.set(k, (total.get(k) ?? 0) + v);
}
const rows = [...total].sort((a, b) => b[1] - a[1]);
const sum = rows.reduce((n, [, v]) => n + v, 0);
console.log(`/${page} (${locale}): ${load.files.length} scripts, ${(load.raw / 1024).toFixed(1)} KiB minified, ${(load.gzip / 1024).toFixed(1)} KiB gzip`);
if (unmapped) console.log(`  ${(unmapped / 1024).toFixed(1)} KiB in scripts without a source map (build with WB_SOURCEMAPS=1)`);
for (const [k, v] of rows.slice(0, top))
  console.log(
    `  ${(v / 1024).toFixed(1).padStart(7)} KiB  ${((100 * v) / sum).toFixed(1).padStart(5)}%  ${k.replace(/^.*?\/(node_modules|components|lib|app|data)\//, '$1/')}`,
  );
