// `npm run bench`: every page's first-load JavaScript vs an empty Next.js page (target ≤ 1.4×), side by
// side with the figures before (bench/bundle-baseline.json), naming the pages that miss. Reads out/ when a
// build is there (`node scripts/e2e.mjs --build-only`); prints, never asserts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface BundleSize {
  measureBundles(): Promise<unknown | null>;
  printBundles(m: unknown): void;
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
