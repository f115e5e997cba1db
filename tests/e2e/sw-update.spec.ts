// The offline site survives its own update (issue 35): a copy of out/ is served, the site loaded until its
// worker has cached the rest, then the copy's worker is rebuilt (a new version, as a new build makes) and
// takes over. Offline (the server stopped), every page still renders, with no page error, no failed chunk and no CSP violation.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.WOLFBOARD_E2E_PORT ?? 4321) + 7;
const base = `http://127.0.0.1:${port}`;

/** Each page of the site in English (the browser's language) and what shows it rendered. */
const PAGES: [string, (p: Page) => Promise<void>][] = [
  ['/en/', (p) => expect(p.getByTestId('catalogue')).toBeVisible()],
  ['/en/designer/', (p) => expect(p.getByTestId('designer')).toHaveAttribute('data-ready', 'true')],
  ['/en/print/?preset=yu-nv-lie-bai', (p) => expect(p.getByTestId('cheat-sheet')).toBeVisible()],
  ['/en/moderator/', (p) => expect(p.getByTestId('moderator')).toHaveAttribute('data-screen', 'start')],
  ['/en/lab/', (p) => expect(p.getByTestId('lab-games')).toBeVisible()],
];

let dir = '';
let server: ChildProcess | null = null;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wolfboard-sw-update-'));
  cpSync(join(root, 'out'), dir, { recursive: true });
  server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--dir', dir, '--port', String(port), '--host', '127.0.0.1'], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the copy of out/ is not served');
});

test.afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('after the worker updates, every page works offline', async ({ page, context }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy|violates the following|Failed to load chunk/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  await page.goto(`${base}/moderator/`);
  await expect(page.getByTestId('moderator')).toHaveAttribute('data-screen', 'start');
  await expect.poll(() => page.evaluate(async () => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  // The first worker has cached the whole site in English once the page was idle (and is done with it).
  const english = (() => {
    const build = JSON.parse(/^const BUILD = (\{.*\});$/m.exec(readFileSync(join(dir, 'sw.js'), 'utf8'))![1]) as {
      files: string[];
      langFiles: Record<string, string[]>;
    };
    const others = new Set(Object.entries(build.langFiles).flatMap(([l, urls]) => (l === 'en' ? [] : urls)));
    return build.files.filter((u) => !others.has(u));
  })();
  const missing = () =>
    page.evaluate(async (urls) => {
      const out: string[] = [];
      for (const u of urls) if (!(await caches.match(u))) out.push(u);
      return out;
    }, english);
  await expect.poll(missing, { timeout: 60_000 }).toEqual([]);
  const [old] = await cacheNames(page);

  // A new build: the same files, a new version (as any change to a file makes).
  const sw = join(dir, 'sw.js');
  writeFileSync(sw, readFileSync(sw, 'utf8').replace(/"version":"([0-9a-f]+)"/, '"version":"$1beef"'));
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  // The new worker took over and the old cache is gone.
  await expect.poll(() => cacheNames(page), { timeout: 60_000 }).toEqual([`${old}beef`]);
  // Before the old cache went, the new one held the whole site: nothing the old one could serve is missing.
  expect(await missing()).toEqual([]);

  // Offline for the worker too: the server is gone (the browser's offline mode does not reach a worker's fetches).
  server?.kill();
  server = null;
  await context.setOffline(true);
  for (const [path, rendered] of PAGES) {
    const res = await page.goto(`${base}${path}`);
    expect(res?.fromServiceWorker(), path).toBe(true);
    await rendered(page);
  }
  await context.setOffline(false);
  expect(problems).toEqual([]);
});
