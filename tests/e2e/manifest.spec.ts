// The installable app: the web app manifest of the static export (app/manifest.ts), its icons, and the
// service worker that makes the installed app work offline once its start page has been opened.
import { expect, test } from '@playwright/test';

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
  name_localized: Record<string, string>;
  description_localized: Record<string, string>;
}

const PAGES = ['/', '/designer/', '/print/', '/moderator/', '/lab/'];

test('every page links the manifest; it names the app in three languages and is precached', async ({ page, request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  }
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const m = (await res.json()) as Manifest;
  expect(m).toMatchObject({ lang: 'zh-CN', short_name: 'Wolfboard', display: 'standalone', start_url: '/moderator/', scope: '/' });
  expect(m.name).toContain('狼人杀');
  expect(m.name_localized.en).toContain('Werewolf');
  expect(m.name_localized['zh-TW']).toContain('狼人殺');
  expect(Object.keys(m.description_localized).sort()).toEqual(['en', 'zh-TW']);
  expect(m.theme_color).toBe(await page.locator('meta[name="theme-color"]').getAttribute('content'));
  expect(m.background_color).toMatch(/^#[0-9a-f]{6}$/);
  // Installability: a 192 and a 512 px icon for any use, and a maskable one.
  const any = m.icons.filter((i) => (i.purpose ?? 'any').split(' ').includes('any')).map((i) => i.sizes);
  expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(m.icons.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true);

  // The service worker's precache list holds the manifest and every icon.
  const sw = await (await request.get('/sw.js')).text();
  const files = JSON.parse(/^const BUILD = (\{.*\});$/m.exec(sw)![1]).files as string[];
  const apple = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!;
  for (const url of ['/manifest.webmanifest', ...m.icons.map((i) => i.src), new URL(apple, 'http://x').pathname]) expect(files).toContain(url);
});

test('every icon loads as a PNG of its declared size', async ({ page, request }) => {
  await page.goto('/');
  const m = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
  const apple = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!;
  const icons = [...m.icons, { src: apple, sizes: (await page.locator('link[rel="apple-touch-icon"]').getAttribute('sizes'))!, type: 'image/png' }];
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type'], icon.src).toBe(icon.type);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }
});

test('the start page: the service worker controls it after a reload, and the manifest and icons come offline', async ({ page, context }) => {
  await page.goto('/moderator/');
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active)), { timeout: 30_000 }).toBe(true);
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(controller).toMatch(/\/sw\.js$/);
  // Chromium's own reading of the manifest: no parse errors, nothing that stops an install.
  const cdp = await context.newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test's browser context is incognito-like, which alone keeps Chromium from offering an install.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  await context.setOffline(true);
  try {
    const offline = await page.evaluate(async () => {
      const m = await (await fetch('/manifest.webmanifest')).json();
      const icons = await Promise.all(m.icons.map(async (i: { src: string }) => (await fetch(i.src)).ok));
      return { name: m.short_name as string, icons };
    });
    expect(offline.name).toBe('Wolfboard');
    expect(offline.icons.every(Boolean)).toBe(true);
  } finally {
    await context.setOffline(false);
  }
});
