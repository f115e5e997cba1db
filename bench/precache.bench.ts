// `npm run bench`: the offline precache of the built site (out/sw.js): files and bytes in all, and the files each
// page caches first (its own, before the rest at idle). Reads out/ when a build is there
// (`node scripts/e2e.mjs --build-only`); prints, never asserts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Build {
  files: string[];
  pages: Record<string, string[]>;
}

const out = join(import.meta.dirname, '..', 'out');

/** The file a precached URL names in out/ (a page's URL is its folder's index.html). */
function fileOf(url: string): string {
  return join(out, url.endsWith('/') ? `${url.slice(1)}index.html` : url.slice(1));
}

function kib(urls: readonly string[]): number {
  return Math.round(urls.reduce((n, u) => n + (existsSync(fileOf(u)) ? statSync(fileOf(u)).size : 0), 0) / 1024);
}

export default function precache(): void {
  const sw = join(out, 'sw.js');
  const line = existsSync(sw) ? /^const BUILD = (\{.*\});$/m.exec(readFileSync(sw, 'utf8')) : null;
  if (!line) {
    console.log('no out/sw.js with its precache list (run `node scripts/e2e.mjs --build-only` first): precache not measured');
    return;
  }
  const build = JSON.parse(line[1]) as Build;
  console.log(`precache: ${build.files.length} files, ${kib(build.files)} KiB in all`);
  for (const page of ['/en/moderator/', '/moderator/', '/en/designer/', '/en/lab/', '/en/print/', '/en/']) {
    const own = build.pages[page];
    if (own) console.log(`  ${page.padEnd(16)} first: ${String(own.length).padStart(3)} files, ${String(kib(own)).padStart(5)} KiB`);
  }
}
