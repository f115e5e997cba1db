// JavaScript weight of every page vs an empty Next.js page of the same version (target ≤ 1.4×).
// Figures are gzip (zlib level 6, the usual server setting) of the scripts as out/ serves them: those a
// page's HTML loads (async <script src>, not the noModule polyfills modern browsers skip), and — the
// honest figure — every script a real browser (headless Chromium, through Playwright, against out/ served
// by scripts/serve.mjs) fetches opening the page until it is usable: its ready selector is present and the
// network is idle. Code a page fetches when idle after its first paint (it marks IDLE_MARK first, e.g. the
// designer's checking code) is counted apart, not in its load.
// The empty page is a bare Next.js app (root layout with <html><body>, a page returning null) built with the
// installed `next` into .bench/empty-next/ (cached per version). The "before" column is
// bench/bundle-baseline.json. The designer is also measured on a returning visit (a board in storage) and
// after one edit. Chunks fetched only on demand (the QR code) are in none of these.
// Usage: node scripts/bundle-size.mjs [--json] [--save-baseline]   (needs out/: `node scripts/e2e.mjs --build-only`)
// --save-baseline writes today's figures to bench/bundle-baseline.json.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(import.meta.dirname, '..');
const nextVersion = JSON.parse(readFileSync(join(root, 'node_modules/next/package.json'), 'utf8')).version;

/** gzip bytes of the first-load scripts of one exported page. */
export function pageJs(outDir, page) {
  const html = readFileSync(join(outDir, page, 'index.html'), 'utf8');
  const tags = html.match(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g) ?? [];
  const files = [];
  for (const tag of tags) {
    if (/\bnoModule\b/i.test(tag)) continue;
    const src = tag.match(/\bsrc="([^"]+)"/)[1];
    if (!src.startsWith('/') || src.startsWith('//')) continue;
    const buf = readFileSync(join(outDir, src.split('?')[0]));
    files.push({ src, raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length });
  }
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0), raw: files.reduce((n, f) => n + f.raw, 0) };
}

function buildBare() {
  const dir = join(root, '.bench', 'empty-next');
  const stamp = join(dir, 'out', '.next-version');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === nextVersion) return join(dir, 'out');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'empty-next', private: true, type: 'module' }));
  writeFileSync(
    join(dir, 'next.config.mjs'),
    `export default { output: 'export', trailingSlash: true, images: { unoptimized: true }, turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  writeFileSync(
    join(dir, 'app', 'layout.jsx'),
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  );
  writeFileSync(join(dir, 'app', 'page.jsx'), 'export default function Page() {\n  return null;\n}\n');
  console.error(`building an empty Next.js ${nextVersion} app in ${dir} …`);
  const r = spawnSync(join(root, 'node_modules', '.bin', 'next'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    throw new Error('building the empty Next.js app failed');
  }
  writeFileSync(stamp, nextVersion);
  return join(dir, 'out');
}

/** Chunks a page's scripts can load later (dynamic import): named in them, not in its HTML. */
export function deferredJs(outDir, page) {
  const first = pageJs(outDir, page);
  const named = new Set(first.files.map((f) => f.src));
  const seen = new Set();
  const queue = first.files.map((f) => f.src);
  const files = [];
  while (queue.length) {
    const src = queue.pop();
    const text = readFileSync(join(outDir, src), 'utf8');
    for (const m of text.matchAll(/static\/chunks\/[\w.-]+\.js/g)) {
      const ref = `/_next/${m[0]}`;
      if (named.has(ref) || seen.has(ref) || !existsSync(join(outDir, ref))) continue;
      seen.add(ref);
      queue.push(ref);
      const buf = readFileSync(join(outDir, ref));
      files.push({ src: ref, raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length });
    }
  }
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0), raw: files.reduce((n, f) => n + f.raw, 0) };
}

/** The User Timing mark a page sets when it starts fetching code at idle time (components/idle.ts). */
export const IDLE_MARK = 'wolfboard:idle-prefetch'; // as components/idle.ts sets it

const freePort = () =>
  new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

// A chunk of messages is one JSON object of message ids (data/i18n/<lang>/<namespace>.json), loaded when the
// chosen language is not the HTML's.
const MESSAGES_CHUNK = /exports=(?:JSON\.parse\(')?\{"[a-z]\w*\.[\w.-]+":/;

/**
 * gzip bytes of every script Chromium fetches opening `page` of `outDir` (served by scripts/serve.mjs),
 * up to network idle and, when `ready` is given, until that selector is present; scripts fetched after the
 * page's idle mark are apart (`idle`). null without Chromium.
 */
export async function loadedJs(outDir, page, ready, { storage, act, locale = 'zh-CN' } = {}) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) return null;
  const { chromium: pw } = await import('playwright-core');
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--dir', outDir, '--port', String(port), '--host', '127.0.0.1'], {
    stdio: 'ignore',
  });
  const browser = await pw.launch({ executablePath: chromium, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 50; i++) {
      if (
        await fetch(`${base}/`).then(
          (r) => r.ok || r.status === 404,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const ctx = await browser.newContext({ locale });
    if (storage)
      await ctx.addInitScript(
        (s) =>
          Object.entries(s).forEach(([k, v]) => {
            localStorage.setItem(k, v);
          }),
        storage,
      );
    const p = await ctx.newPage();
    const srcs = new Set();
    p.on('response', (r) => {
      const u = new URL(r.url());
      // Requests a service worker makes (the moderator's offline precache) are not the page's load.
      if (r.request().serviceWorker()) return;
      if (u.origin === base && u.pathname.endsWith('.js') && r.status() === 200) srcs.add(u.pathname);
    });
    await p.goto(`${base}/${page ? `${page}/` : ''}`, { waitUntil: 'networkidle' });
    if (ready) await p.waitForSelector(ready, { timeout: 30_000 });
    await p.waitForLoadState('networkidle');
    if (act) {
      await act(p);
      await p.waitForLoadState('networkidle');
      await p.waitForTimeout(300);
    }
    // Scripts asked for after the page marked IDLE_MARK (its idle-time prefetch) are not its load.
    const late = act
      ? []
      : await p.evaluate((mark) => {
          const idle = performance.getEntriesByName(mark, 'mark')[0];
          if (!idle) return [];
          return performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= idle.startTime)
            .map((e) => new URL(e.name).pathname);
        }, IDLE_MARK);
    const sized = (list) => {
      const files = list.map((src) => {
        const buf = readFileSync(join(outDir, src));
        return { src, raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length, messages: MESSAGES_CHUNK.test(buf.toString('utf8', 0, 400)) };
      });
      const sum = (fs) => fs.reduce((n, f) => n + f.gzip, 0);
      return { files, gzip: sum(files), raw: files.reduce((n, f) => n + f.raw, 0), messages: sum(files.filter((f) => f.messages)) };
    };
    const idle = [...srcs].filter((s) => late.includes(s));
    return { ...sized([...srcs].filter((s) => !late.includes(s))), idle: idle.length ? sized(idle) : null };
  } finally {
    await browser.close();
    server.kill();
  }
}

/**
 * The pages measured, each with what says it is usable (a selector present once its code has run).
 * Every page of the site is here: a page added to app/ must be added too (tests/site/bundle-pages.test.ts).
 */
export const PAGES = [
  { name: 'home', path: '', ready: '[data-testid="catalogue"]' },
  { name: 'designer', path: 'designer', ready: '[data-testid="designer"][data-ready="true"]' },
  { name: 'print', path: 'print', ready: '[data-testid="print-view"][data-ready="true"]' },
  { name: 'moderator', path: 'moderator', ready: '[data-testid="moderator"]:not([data-screen="loading"])' },
  { name: 'lab', path: 'lab', ready: '[data-testid="lab-board"]' },
];
export const TARGET = 1.4;
// Every page has one static HTML per language (lib/i18n/languages pagePath): each is measured as a browser in
// that language opens it, at its address. The verdict is the heaviest language's.
const LANGS = [
  { code: 'zh-CN', locale: 'zh-CN', prefix: '' },
  { code: 'zh-TW', locale: 'zh-TW', prefix: 'zh-TW' },
  { code: 'en', locale: 'en-US', prefix: 'en' },
];
const at = (prefix, path) => [prefix, path].filter(Boolean).join('/');
const BASELINE = join(root, 'bench', 'bundle-baseline.json');

const STORED_BOARD = {
  'wolfboard:v1': JSON.stringify({
    version: 1,
    board: { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 } },
    games: {},
    prefs: {},
  }),
};

/** Every figure; null when out/ has no designer page yet. */
export async function measureBundles() {
  const out = join(root, 'out');
  if (!existsSync(join(out, 'designer', 'index.html'))) return null;
  const bareOut = buildBare();
  const bare = pageJs(bareOut, '');
  const pages = {};
  for (const p of PAGES) pages[p.name] = { html: pageJs(out, p.path), deferred: deferredJs(out, p.path) };
  // Chunks no page's HTML names: loaded on demand (e.g. the QR code generator).
  const named = new Set();
  for (const p of PAGES) for (const f of pages[p.name].html.files) named.add(f.src);
  const lazy = readdirSync(join(out, '_next', 'static', 'chunks')).filter((f) => f.endsWith('.js') && !named.has(`/_next/static/chunks/${f}`)).length;
  // What a browser downloads opening each page, until it is usable: the honest figure.
  const bareLoad = await loadedJs(bareOut, '', null);
  let extra = null;
  if (bareLoad) {
    for (const p of PAGES) {
      pages[p.name].byLang = {};
      for (const l of LANGS) pages[p.name].byLang[l.code] = await loadedJs(out, at(l.prefix, p.path), p.ready, { locale: l.locale });
      // The heaviest language's figure is the page's.
      pages[p.name].load = Object.values(pages[p.name].byLang).reduce((a, b) => (b.gzip > a.gzip ? b : a));
    }
    const ready = PAGES[1].ready;
    extra = {
      // A shared link has the default address: an English browser is sent on to the English page.
      sentOn: await loadedJs(out, 'designer', ready, { locale: 'en-US' }),
      returning: await loadedJs(out, 'designer', ready, { storage: STORED_BOARD }),
      afterEdit: await loadedJs(out, 'designer', ready, { act: (pg) => pg.locator('[data-role-row="seer"] button').last().click() }),
    };
  }
  return { nextVersion, bare, bareLoad, pages, extra, lazyChunks: lazy };
}

/** The figures kept as the baseline (bench/bundle-baseline.json): gzip bytes per page, HTML and on load. */
export function baselineOf(m) {
  const pages = {};
  for (const [name, p] of Object.entries(m.pages)) pages[name] = { html: p.html.gzip, load: p.load ? p.load.gzip : null };
  return { nextVersion: m.nextVersion, bare: m.bare.gzip, bareLoad: m.bareLoad ? m.bareLoad.gzip : null, pages };
}

export function readBaseline() {
  return existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : null;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const cell = (bytes, bare) => (bytes == null || !bare ? '—'.padStart(19) : `${kb(bytes).padStart(10)} ${(bytes / bare).toFixed(2).padStart(5)}×`);

/** Pages over the target, on load when measured in a browser, else by their HTML's scripts. */
export function missed(m) {
  return PAGES.filter((p) => {
    const x = m.pages[p.name];
    return (x.load ? x.load.gzip / m.bareLoad.gzip : x.html.gzip / m.bare.gzip) > TARGET;
  }).map((p) => p.name);
}

export function printBundles(m) {
  const base = readBaseline();
  const before = base ? `before (${base.nextVersion})` : 'before';
  console.log(`JavaScript per page, gzip, vs an empty Next.js ${m.nextVersion} page (target ≤ ${TARGET}×):`);
  console.log(`  empty page: ${kb(m.bare.gzip)} in its HTML's ${m.bare.files.length} scripts${m.bareLoad ? `, ${kb(m.bareLoad.gzip)} on load` : ''}`);
  console.log(
    `  ${'page'.padEnd(10)} ${`${before}, on load`.padStart(19)} ${'now, on load'.padStart(19)} ${'now, HTML scripts'.padStart(19)} ${'+ deferred'.padStart(10)}  verdict  ${LANGS.map((l) => `${l.code}, on load`.padStart(19)).join(' ')}  messages as scripts`,
  );
  for (const p of PAGES) {
    const x = m.pages[p.name];
    const b = base?.pages?.[p.name];
    const ratio = x.load ? x.load.gzip / m.bareLoad.gzip : x.html.gzip / m.bare.gzip;
    console.log(
      `  ${p.name.padEnd(10)} ${cell(b?.load ?? null, base?.bareLoad)} ${cell(x.load?.gzip ?? null, m.bareLoad?.gzip)} ${cell(x.html.gzip, m.bare.gzip)} ${kb(x.deferred.gzip).padStart(10)}  ${(ratio <= TARGET ? 'met' : 'MISSED').padEnd(7)}  ${LANGS.map((l) => cell(x.byLang?.[l.code]?.gzip ?? null, m.bareLoad?.gzip)).join(' ')}  ${x.byLang ? kb(Object.values(x.byLang).reduce((n, y) => n + y.messages, 0)) : '—'}`,
    );
  }
  if (!m.bareLoad) console.log('  (on load: not measured, no Chromium at $CHROMIUM_PATH or /usr/bin/chromium; the verdict is by the HTML scripts)');
  else {
    console.log(
      `  on load: every script Chromium fetches opening the page until it is usable (ready, network idle), before idle-time prefetch, by a browser in each language at that language's page (${LANGS.map((l) => `/${at(l.prefix, 'designer')}/`).join(', ')}); "now" and the verdict are the heaviest language's`,
    );
    console.log("  messages as scripts: what the pages load of their words as scripts (each HTML carries its language's)");
  }
  const miss = missed(m);
  console.log(miss.length ? `  pages over ${TARGET}×: ${miss.join(', ')}` : `  every page is within ${TARGET}×`);
  if (m.extra) {
    const r = (x) => `${kb(x.gzip).padStart(10)} = ${(x.gzip / m.bareLoad.gzip).toFixed(2)}×`;
    console.log('designer, other visits (on load):');
    console.log(`  returning visit (stored board)   ${r(m.extra.returning)}`);
    console.log(`  an English browser at /designer/ (a shared link), sent on to /en/designer/: ${r(m.extra.sentOn)}`);
    console.log(`  first visit, after one edit      ${r(m.extra.afterEdit)}`);
    const d = m.pages.designer.load;
    if (d?.idle) console.log(`  fetched when idle after first paint (the checking code): ${kb(d.idle.gzip)} in ${d.idle.files.length} scripts`);
  }
  console.log(`${m.lazyChunks} chunks are named by no page's HTML (loaded on demand)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = await measureBundles();
  if (!m) {
    console.error('No out/designer/: run `node scripts/e2e.mjs --build-only` first.');
    process.exit(2);
  }
  if (process.argv.includes('--save-baseline')) {
    writeFileSync(BASELINE, `${JSON.stringify(baselineOf(m), null, 2)}\n`);
    console.log(`wrote ${BASELINE}`);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(m, null, 2));
  else printBundles(m);
}
