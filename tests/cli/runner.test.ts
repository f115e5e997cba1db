// `npm run -s wolfboard -- …` (scripts/wolfboard.mjs) runs the built dist/wolfboard.js, and builds it
// first when it is missing or older than a source, so a fresh clone needs no extra step.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const BUNDLE = join(root, 'dist', 'wolfboard.js');

const node = (args: string[]) => spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 60_000 });
const stale = () => node(['--input-type=module', '-e', "console.log((await import('./scripts/build-cli.mjs')).isStale())"]).stdout.trim();

describe('the npm run wolfboard runner', () => {
  it('rebuilds a bundle older than the sources, then runs it; an up-to-date one is run as it is', () => {
    expect(node(['scripts/build-cli.mjs']).status).toBe(0);
    expect(stale()).toBe('false');
    // Older than every source: as after a pull that changed lib/.
    utimesSync(BUNDLE, new Date(1000), new Date(1000));
    expect(stale()).toBe('true');
    const r = node(['scripts/wolfboard.mjs', 'roles', '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).some((x: { id: string }) => x.id === 'seer')).toBe(true);
    expect(statSync(BUNDLE).mtimeMs).toBeGreaterThan(1000 * 1000);
    expect(stale()).toBe('false');
    // Exit codes pass through.
    expect(node(['scripts/wolfboard.mjs', 'check', 'tests/fixtures/boards/error-two-seers.json']).status).toBe(1);
    expect(node(['scripts/wolfboard.mjs', 'frobnicate']).status).toBe(2);
  });
});
