// JavaScript weight of the designer page vs an empty Next.js page of the same version (issue 6:
// target ≤ 1.4×). Figures are gzip (zlib level 6, the usual server setting) of the scripts a page's
// HTML loads — async <script src>, not the noModule polyfills modern browsers skip — as out/ serves them.
// The baseline is a bare Next.js app (root layout with <html><body>, a page returning null) built
// with the installed `next` into .bench/empty-next/ (cached per version).
// The honest figure is the "on load" one: every script a real browser (headless Chromium, through
// Playwright, against out/ served by scripts/serve.mjs) fetches while opening the page and until the
// network is idle and the designer is ready. Three visits are measured:
//   - a first visit (nothing stored, no board in the link): the issue's figure;
//   - a returning visit (a board in storage): the checking chunk — zod, the validator, storage, the
//     link codec — is fetched at start to read it back;
//   - a first visit after the first edit: the checking chunk is fetched on the first touch or key.
// Chunks fetched only on demand (the QR code) are in none of them.
// Usage: node scripts/bundle-size.mjs [--json]   (needs out/: `node scripts/e2e.mjs --build-only`)
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

const freePort = () =>
  new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

/**
 * gzip bytes of every script Chromium fetches opening `page` of `outDir` (served by scripts/serve.mjs),
 * up to network idle and, when `ready` is given, until that selector is present. null without Chromium.
 */
export async function loadedJs(outDir, page, ready, { storage, act } = {}) {
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
    const ctx = await browser.newContext();
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
    const files = [...srcs].map((src) => {
      const buf = readFileSync(join(outDir, src));
      return { src, raw: buf.length, gzip: gzipSync(buf, { level: 6 }).length };
    });
    return { files, gzip: files.reduce((n, f) => n + f.gzip, 0), raw: files.reduce((n, f) => n + f.raw, 0) };
  } finally {
    await browser.close();
    server.kill();
  }
}

/** Every figure; null when out/ has no designer page yet. */
export async function measureBundles() {
  const out = join(root, 'out');
  if (!existsSync(join(out, 'designer', 'index.html'))) return null;
  const bare = pageJs(buildBare(), '');
  const designer = pageJs(out, 'designer');
  const deferred = deferredJs(out, 'designer');
  const home = pageJs(out, '');
  // Chunks no page's HTML names: loaded on demand (e.g. the QR code generator).
  const named = new Set();
  for (const p of ['', 'designer']) if (existsSync(join(out, p, 'index.html'))) for (const f of pageJs(out, p).files) named.add(f.src);
  const lazy = readdirSync(join(out, '_next', 'static', 'chunks')).filter((f) => f.endsWith('.js') && !named.has(`/_next/static/chunks/${f}`)).length;
  // What a browser downloads on load: the honest figure (both pages measured the same way).
  const bareLoad = await loadedJs(buildBare(), '', null);
  const ready = '[data-testid="designer"][data-ready="true"]';
  const designerLoad = bareLoad && (await loadedJs(out, 'designer', ready));
  const onLoad = bareLoad && designerLoad ? { bare: bareLoad, designer: designerLoad, ratio: designerLoad.gzip / bareLoad.gzip } : null;
  let returning = null;
  let afterEdit = null;
  if (onLoad) {
    const stored = {
      'wolfboard:v1': JSON.stringify({
        version: 1,
        board: { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 } },
        games: {},
        prefs: {},
      }),
    };
    const r = await loadedJs(out, 'designer', ready, { storage: stored });
    returning = { designer: r, ratio: r.gzip / bareLoad.gzip };
    const a = await loadedJs(out, 'designer', ready, { act: (p) => p.locator('[data-role-row="seer"] button').last().click() });
    afterEdit = { designer: a, ratio: a.gzip / bareLoad.gzip };
  }
  return {
    nextVersion,
    bare,
    designer,
    deferred,
    home,
    onLoad,
    returning,
    afterEdit,
    ratio: designer.gzip / bare.gzip,
    ratioAll: (designer.gzip + deferred.gzip) / bare.gzip,
    lazyChunks: lazy,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;

export function printBundles(m) {
  console.log(`first-load JS, gzip (Next.js ${m.nextVersion}):`);
  console.log(`  empty Next.js page (bare app)   ${kb(m.bare.gzip).padStart(10)}  (${m.bare.files.length} scripts)`);
  console.log(`  home /                          ${kb(m.home.gzip).padStart(10)}  (${m.home.files.length} scripts)`);
  console.log(`  designer /designer/             ${kb(m.designer.gzip).padStart(10)}  (${m.designer.files.length} scripts)`);
  console.log(`  designer HTML scripts / empty    ${m.ratio.toFixed(2)}×  (HTML scripts only: not the whole load)`);
  console.log(`deferred JS the designer's scripts name (gzip):`);
  console.log(`  ${kb(m.deferred.gzip).padStart(10)} in ${m.deferred.files.length} chunks: the checking chunk (zod schema, validator, storage, link codec),`);
  console.log(`  fetched at start with a stored or linked board, else on the first touch; the QR code generator, on demand`);
  console.log(`  designer + every deferred chunk  ${kb(m.designer.gzip + m.deferred.gzip).padStart(9)} = ${m.ratioAll.toFixed(2)}× the empty page`);
  if (!m.onLoad) {
    console.log('JS on load in a browser: not measured (no Chromium at $CHROMIUM_PATH or /usr/bin/chromium)');
    return;
  }
  const v = m.onLoad.ratio <= 1.4 ? 'met' : 'MISSED';
  console.log(`JS a browser downloads on a first visit (Chromium, until the network is idle and the designer is ready), gzip:`);
  console.log(`  empty Next.js page (bare app)   ${kb(m.onLoad.bare.gzip).padStart(10)}  (${m.onLoad.bare.files.length} scripts)`);
  console.log(`  designer /designer/             ${kb(m.onLoad.designer.gzip).padStart(10)}  (${m.onLoad.designer.files.length} scripts)`);
  console.log(`  designer / empty Next.js page   ${m.onLoad.ratio.toFixed(2)}×  (issue 6 target ≤ 1.4×: ${v})`);
  if (m.returning)
    console.log(
      `  returning visit (stored board)  ${kb(m.returning.designer.gzip).padStart(10)}  = ${m.returning.ratio.toFixed(2)}×  (checking chunk fetched at start)`,
    );
  if (m.afterEdit)
    console.log(
      `  first visit, after one edit     ${kb(m.afterEdit.designer.gzip).padStart(10)}  = ${m.afterEdit.ratio.toFixed(2)}×  (checking chunk fetched on the first touch)`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = await measureBundles();
  if (!m) {
    console.error('No out/designer/: run `node scripts/e2e.mjs --build-only` first.');
    process.exit(2);
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify(m, null, 2));
  else printBundles(m);
}
