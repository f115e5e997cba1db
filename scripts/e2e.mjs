// `npm run test:e2e`: ensure Chromium, build the static export (out/), run Playwright.
// Never skips silently: without a browser or its fonts it installs Debian's chromium, fonts-wqy-microhei and
// fonts-noto-color-emoji (as root with apt-get) or
// stops, printing the one command to run.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- tests/e2e/home.spec.ts`).
// E2E_SKIP_BUILD=1 reuses an existing out/ (handy while writing tests); `--build-only` builds out/
// under the same lock and stops (a plain `next build` could overwrite out/ under a running test).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createHash } from 'node:crypto';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = join(import.meta.dirname, '..');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) {
    console.error(`Could not run ${cmd}: ${r.error.message}`);
    return 1;
  }
  return r.status ?? 1;
}

function which(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim();
}

/** Whether a font with Chinese glyphs is installed: without one Chromium prints every Chinese character as a blank box. */
function hasCjkFont() {
  return spawnSync('sh', ['-c', 'fc-list :lang=zh family'], { encoding: 'utf8' }).stdout.trim() !== '';
}

/** Whether a colour emoji font is installed: the roles' icons, in the pages and in the README's screenshots. */
function hasEmojiFont() {
  return spawnSync('sh', ['-c', 'fc-list | grep -i emoji'], { encoding: 'utf8' }).stdout.trim() !== '';
}

/** Debian packages the browser tests need: Chromium, a Chinese font for the pages and their PDFs, an emoji font. */
function ensureBrowser() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-wqy-microhei');
  if (!hasEmojiFont()) missing.push('fonts-noto-color-emoji');
  if (!missing.length) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && which('apt-get')) {
    console.log(`Installing Debian's ${missing.join(' and ')} for the end-to-end tests…`);
    const code = run('sh', ['-c', `apt-get update && apt-get install -y ${missing.join(' ')}`]);
    if (code === 0 && existsSync(CHROMIUM) && hasCjkFont() && hasEmojiFont()) return;
    console.error(`Installing ${missing.join(' ')} failed.`);
  } else {
    console.error(`The end-to-end tests need ${missing.join(' and ')}. Run:`);
  }
  console.error(`\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`);
  process.exit(1);
}

// One e2e run at a time in this tree: `next build` rewrites .next/ and out/.
// The lock lives outside the tree (nothing to ignore in git), one per checkout.
const lockDir = join(tmpdir(), `wolfboard-e2e-${createHash('sha1').update(root).digest('hex').slice(0, 10)}.lock`);
function lock() {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      return;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
      } catch {
        /* being written */
      }
      let alive = false;
      if (holder) {
        try {
          process.kill(holder, 0);
          alive = true;
        } catch {
          alive = false;
        }
      }
      if (holder && !alive) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) {
        console.error(`Another end-to-end run (pid ${holder}) holds ${lockDir}; giving up after 15 minutes.`);
        process.exit(1);
      }
      spawnSync('sleep', ['2']);
    }
  }
}
const unlock = () => rmSync(lockDir, { recursive: true, force: true });

ensureBrowser();
lock();
process.on('exit', unlock);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

const pwBin = join(root, 'node_modules', '.bin', 'playwright');

if (process.env.E2E_SKIP_BUILD === '1' && existsSync(join(root, 'out', 'index.html'))) {
  console.log('E2E_SKIP_BUILD=1: reusing out/.');
} else {
  const code = run('npm', ['run', '-s', 'build'], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (code !== 0) {
    console.error('next build failed: no end-to-end tests ran.');
    process.exit(code);
  }
}

if (process.argv.includes('--build-only')) process.exit(0);

const code = run(pwBin, ['test', ...process.argv.slice(2)], { env: { ...process.env, CHROMIUM_PATH: CHROMIUM } });
process.exit(code);
