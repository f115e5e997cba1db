// The package people install: `npm pack`, install the tarball without development dependencies in an
// empty folder, and `npx wolfboard check FILE` works there: the built file alone, no tsx, no sources.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const FIX = join(root, 'tests', 'fixtures', 'boards');
const tmp = mkdtempSync(join(tmpdir(), 'wolfboard-pack-'));
const app = join(tmp, 'app');
const bin = join(app, 'node_modules', '.bin', 'wolfboard');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// Not the settings of an enclosing `npm test` (npm_config_*, npm_lifecycle_*): a user's plain shell.
const env: Record<string, string | undefined> = { ...process.env, LANG: 'C' };
for (const k of Object.keys(env)) if (/^npm_/i.test(k)) delete env[k];
env.npm_config_offline = 'true';

function sh(cmd: string, args: string[], opts: SpawnSyncOptions = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env: env as typeof process.env, timeout: 120_000, ...opts });
  return { code: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
}

let files: string[] = [];

beforeAll(() => {
  const pack = sh('npm', ['pack', '--json', '--pack-destination', tmp], { cwd: root });
  expect(pack.code, pack.stderr).toBe(0);
  const [info] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
  files = info.files.map((f) => f.path).sort();
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'boards', private: true }));
  const install = sh('npm', ['install', '--omit=dev', '--offline', '--no-audit', '--no-fund', join(tmp, info.filename)], { cwd: app });
  expect(install.code, install.stderr).toBe(0);
  for (const f of ['valid-yu-nv-lie-bai.json', 'error-two-seers.json', 'not-json.json']) copyFileSync(join(FIX, f), join(app, f));
}, 240_000);

describe('the installed package', () => {
  it('ships the built command and nothing of the sources; depends on nothing', () => {
    expect(files).toContain('dist/wolfboard.js');
    expect(files.filter((f) => /^(lib|cli|data|schemas|app|components)\//.test(f))).toEqual([]);
    expect(readdirSync(join(app, 'node_modules')).filter((d) => !d.startsWith('.'))).toEqual(['wolfboard']);
    expect(existsSync(bin)).toBe(true);
  });

  it('npx wolfboard check FILE: the report and the exit codes 0, 1, 2', () => {
    const ok = sh('npx', ['wolfboard', 'check', 'valid-yu-nv-lie-bai.json'], { cwd: app });
    expect(ok.code, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('Result: valid');
    // The installed bin itself for the rest: each npx costs a second of npm's own start.
    const bad = sh(bin, ['check', 'error-two-seers.json', '--json'], { cwd: app });
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).findings.map((f: { id: string }) => f.id)).toContain('unique-duplicate');
    const broken = sh(bin, ['check', 'not-json.json'], { cwd: app });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/not valid JSON/);
    expect(broken.stderr).not.toMatch(/\n\s+at /);
  });

  it('wolfboard --help; an unknown flag is exit 2', () => {
    expect(sh(bin, ['--help'], { cwd: app }).stdout).toMatch(/usage: wolfboard VERB/);
    const u = sh(bin, ['check', 'valid-yu-nv-lie-bai.json', '--strict'], { cwd: app });
    expect(u.code).toBe(2);
    expect(u.stderr).toMatch(/unknown option --strict/);
  });
});
