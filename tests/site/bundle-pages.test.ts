// `npm run bench` measures every page's JavaScript (scripts/bundle-size.mjs PAGES): a page added to app/
// without being added there would go unmeasured. Every page exists in every language: the default
// language's in app/(default), the others' in app/[lang], the same folders.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no types
import { PAGES } from '../../scripts/bundle-size.mjs';

const app = join(import.meta.dirname, '..', '..', 'app');
/** The pages of one tree of app/: each folder with a page.tsx, and its home page (''). */
const pagesOf = (tree: string) => {
  const dir = join(app, tree);
  const sub = readdirSync(dir).filter((d) => statSync(join(dir, d)).isDirectory() && readdirSync(join(dir, d)).includes('page.tsx'));
  return [...(readdirSync(dir).includes('page.tsx') ? [''] : []), ...sub].sort();
};

describe('the bundle bench', () => {
  it('measures every page of app/ (each folder with a page.tsx, and the home page)', () => {
    expect((PAGES as { path: string }[]).map((p) => p.path).sort()).toEqual(pagesOf('(default)'));
  });
  it('every page is in every language: app/[lang] has the pages of app/(default)', () => {
    expect(pagesOf('[lang]')).toEqual(pagesOf('(default)'));
    expect(pagesOf('(default)')).toContain('designer');
  });
});
