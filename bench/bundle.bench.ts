// `npm run bench`: the designer's first-load JavaScript vs an empty Next.js page (issue 6, ≤ 1.4×).
// Reads out/ when a build is there (`npx next build`); prints, never asserts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Measured { ratio: number }
interface BundleSize {
  measureBundles(): Measured | null;
  printBundles(m: Measured): void;
}

export default async function bundle(): Promise<void> {
  const mod = (await import(pathToFileURL(join(import.meta.dirname, '..', 'scripts', 'bundle-size.mjs')).href)) as BundleSize;
  const m = mod.measureBundles();
  if (!m) {
    console.log('no out/designer/ (run `npx next build` first): bundle size not measured');
    return;
  }
  mod.printBundles(m);
}
