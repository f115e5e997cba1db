// Draws the installable app's PNG icons (public/icons/) from the site's SVG icon (app/icon.svg) with
// Chromium, the browser the tests already use: no image library to install. The PNGs are committed;
// run this again after changing the SVG: `npm run icons`.
//   icon-192.png, icon-512.png   purpose "any": the rounded tile, transparent corners
//   maskable-512.png             purpose "maskable": full bleed, the wolf inside the central safe circle
//   app/apple-icon.png (180)     iOS home screen (Next links it as apple-touch-icon): full bleed, iOS rounds it
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const out = join(root, 'public', 'icons');
const svg = readFileSync(join(root, 'app', 'icon.svg'), 'utf8');
const BG = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1] ?? '#1c1917';
// The drawing without its tile: everything after the background <rect>.
const glyph = svg.replace(/^[\s\S]*?<rect[^>]*\/>/, '').replace(/<\/svg>\s*$/, '');

// The maskable safe zone is the circle of radius 40% in the middle; the glyph (x 14–50, y 14–58, its
// middle at 32,36) at 70% stays well inside it.
const FULL_BLEED = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BG}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -36)">${glyph}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  { file: 'maskable-512.png', size: 512, svg: FULL_BLEED(0.7) },
  { file: '../../app/apple-icon.png', size: 180, svg: FULL_BLEED(0.85) },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const src = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString('base64')}`;
    await page.setContent(`<body style="margin:0"><img src="${src}" width="${icon.size}" height="${icon.size}" style="display:block"></body>`);
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: join(out, icon.file), omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    console.log(`${join('public/icons', icon.file)}: ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
