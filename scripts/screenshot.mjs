// README screenshots: serves out/ (build it first: `npx next build`) and captures pages with Debian's
// Chromium into docs/screenshots/<name>.png.
// Usage: node scripts/screenshot.mjs [name ...]   (default: every shot below)
import { spawn } from 'node:child_process';
import { mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import LZString from 'lz-string';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.SCREENSHOT_PORT ?? 4391);
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// 预女猎白: shows roles, presets and live findings at once.
const sample = {
  name: '预女猎白',
  players: 12,
  roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 },
  rules: { family: 'langrensha' },
};
const hash = `#board=${LZString.compressToEncodedURIComponent(JSON.stringify(sample))}`;

const designerReady = async (page) => {
  await page.locator('[data-testid="designer"][data-ready="true"]').waitFor();
  // The "loaded from the link" notice is not part of the picture.
  await page
    .locator('[data-testid="notice"] button[aria-label]')
    .last()
    .click()
    .catch(() => {});
};
const SHOTS = {
  home: { path: '/', lang: 'en', width: 1280, height: 900 },
  'designer-zh': { path: `/designer/${hash}`, lang: 'zh-CN', width: 1280, height: 1000, ready: designerReady },
  // designer.png, designer-phone.png, lab-phone.png, print-cards.png and moderator-night.png are taken by
  // the browser tests, on the states they check.
};

if (!existsSync(join(root, 'out', 'index.html'))) {
  console.error('No out/: run `npx next build` first.');
  process.exit(2);
}
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath}. Run: sudo apt-get install -y chromium`);
  process.exit(1);
}

const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(SHOTS);
const server = spawn(process.execPath, [join(root, 'scripts/serve.mjs'), '--dir', join(root, 'out'), '--port', String(port)], { stdio: 'ignore' });
const outDir = join(root, 'docs', 'screenshots');
mkdirSync(outDir, { recursive: true });

let code = 0;
const browser = await chromium.launch({
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const name of names) {
    const shot = SHOTS[name];
    if (!shot) {
      console.error(`unknown shot ${name}; known: ${Object.keys(SHOTS).join(', ')}`);
      code = 2;
      continue;
    }
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      locale: shot.lang,
      deviceScaleFactor: 1,
      isMobile: Boolean(shot.isMobile),
      hasTouch: Boolean(shot.isMobile),
    });
    const page = await context.newPage();
    await page.goto(base + shot.path, { waitUntil: 'networkidle' });
    if (shot.ready) await shot.ready(page);
    await page.waitForTimeout(300);
    const file = join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage: false });
    console.log(`wrote ${file}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
process.exit(code);
