// `npm run bench`: the designer's first-load JavaScript vs an empty Next.js page (issue 6, ≤ 1.4×).
// Reads out/ when a build is there (`node scripts/e2e.mjs --build-only`); prints, never asserts. The
// honest figure is the on-load one (every script Chromium fetches opening the page).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Measured {
  ratio: number;
  onLoad: { ratio: number } | null;
}
interface BundleSize {
  measureBundles(): Promise<Measured | null>;
  printBundles(m: Measured): void;
}

export default async function bundle(): Promise<void> {
  const mod = (await import(pathToFileURL(join(import.meta.dirname, '..', 'scripts', 'bundle-size.mjs')).href)) as BundleSize;
  const m = await mod.measureBundles();
  if (!m) {
    console.log('no out/designer/ (run `node scripts/e2e.mjs --build-only` first): bundle size not measured');
    return;
  }
  mod.printBundles(m);
}
