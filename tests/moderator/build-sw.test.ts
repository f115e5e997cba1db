// Offline: after `next build`, scripts/build-sw.mjs writes every file of the export into the
// service worker's precache list, under the URL a browser asks for, with a version that changes with the files.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function exportDir(pageText: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'wolfboard-sw-'));
  copyFileSync(join(root, 'public', 'sw.js'), join(dir, 'sw.js'));
  mkdirSync(join(dir, 'moderator'));
  mkdirSync(join(dir, '_next', 'static', 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, 'moderator', 'index.html'), pageText);
  writeFileSync(join(dir, 'moderator', '__next.moderator.__PAGE__.txt'), 'rsc');
  writeFileSync(join(dir, '_next', 'static', 'chunks', 'a1.js'), 'js');
  writeFileSync(join(dir, '_next', 'static', 'chunks', 'a1.js.map'), '{}');
  return dir;
}

function build(dir: string): { version: string; files: string[]; pages?: Record<string, string[]> } {
  const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-sw.mjs'), '--dir', dir], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const line = /^const BUILD = (\{.*\});$/m.exec(readFileSync(join(dir, 'sw.js'), 'utf8'));
  expect(line).not.toBeNull();
  return JSON.parse(line![1]);
}

describe('scripts/build-sw.mjs', () => {
  it('precaches every file of the export (pages under their trailing-slash URL), not the worker nor source maps', () => {
    const b = build(exportDir('<h1>moderator</h1>'));
    expect(b.files.sort()).toEqual(['/', '/_next/static/chunks/a1.js', '/moderator/', '/moderator/__next.moderator.__PAGE__.txt']);
    expect(b.version).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes the version when a file changes (so browsers pick up a new build)', () => {
    expect(build(exportDir('<h1>a</h1>')).version).not.toBe(build(exportDir('<h1>b</h1>')).version);
    expect(build(exportDir('<h1>a</h1>')).version).toBe(build(exportDir('<h1>a</h1>')).version);
  });

  it("lists each page's own files — its folder, what its HTML names, the chunks those scripts name — to cache that page first", () => {
    const dir = exportDir('<h1>moderator</h1><script src="/_next/static/chunks/a1.js" async=""></script>');
    writeFileSync(join(dir, '_next', 'static', 'chunks', 'a1.js'), 'import("static/chunks/b2.js")');
    writeFileSync(join(dir, '_next', 'static', 'chunks', 'b2.js'), 'js');
    writeFileSync(join(dir, '_next', 'static', 'chunks', 'c3.js'), 'js');
    const b = build(dir) as { files: string[]; pages: Record<string, string[]> };
    expect(b.pages['/moderator/']).toEqual([
      '/_next/static/chunks/a1.js',
      '/_next/static/chunks/b2.js',
      '/moderator/',
      '/moderator/__next.moderator.__PAGE__.txt',
    ]);
    expect(b.pages['/']).toEqual(['/']);
    expect(b.files).toContain('/_next/static/chunks/c3.js');
  });

  it("counts among a page's own files the chunks its scripts load later by number (webpack's n.e(id): the screens it imports when idle), so the page works offline before the rest is cached", () => {
    const dir = exportDir('<h1>moderator</h1><script src="/_next/static/chunks/a1.js" async=""></script>');
    writeFileSync(join(dir, '_next', 'static', 'chunks', 'a1.js'), 'const D=()=>Promise.all([n.e(420),n.e(77)]).then(n.bind(n,60420))');
    writeFileSync(join(dir, '_next', 'static', 'chunks', '420.a8d596e5bb1a39c8.js'), 'n.e(9)');
    writeFileSync(join(dir, '_next', 'static', 'chunks', '9-0fc37be759637b0b.js'), 'js');
    writeFileSync(join(dir, '_next', 'static', 'chunks', '4200.1234567890abcdef.js'), 'js');
    const b = build(dir) as { files: string[]; pages: Record<string, string[]> };
    expect(b.pages['/moderator/']).toEqual([
      '/_next/static/chunks/420.a8d596e5bb1a39c8.js',
      '/_next/static/chunks/9-0fc37be759637b0b.js',
      '/_next/static/chunks/a1.js',
      '/moderator/',
      '/moderator/__next.moderator.__PAGE__.txt',
    ]);
    expect(b.files).toContain('/_next/static/chunks/4200.1234567890abcdef.js');
  });

  it('refuses a directory without the worker, naming what to run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wolfboard-sw-'));
    const r = spawnSync(process.execPath, [join(root, 'scripts', 'build-sw.mjs'), '--dir', dir], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/next build/);
  });
});
