// `npm run bench` measures every page's JavaScript (scripts/bundle-size.mjs PAGES): a page added to app/
// without being added there would go unmeasured.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script, no types
import { PAGES } from '../../scripts/bundle-size.mjs';

const app = join(import.meta.dirname, '..', '..', 'app');

describe('the bundle bench', () => {
  it('measures every page of app/ (each folder with a page.tsx, and the home page)', () => {
    const pages = readdirSync(app).filter((d) => statSync(join(app, d)).isDirectory() && readdirSync(join(app, d)).includes('page.tsx'));
    expect((PAGES as { path: string }[]).map((p) => p.path).sort()).toEqual(['', ...pages].sort());
  });
});
