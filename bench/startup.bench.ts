// Start-up of the built command: `wolfboard check` of a 12-player board against `node -e 0`, run side by
// side (alternating, so both see the same load on shared cores); target: at most 3× node's own start.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = join(import.meta.dirname, '..');
const BUNDLE = join(root, 'dist', 'wolfboard.js');
const BOARD = join(root, 'data', 'presets', 'yu-nv-lie-bai.json');
const RUNS = 31;
const TARGET = 3;

// Plain node: no loader (tsx) or options inherited from this process.
const env = { ...process.env, NODE_OPTIONS: '' };

function wall(args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')}: exit ${r.status}: ${String(r.stderr)}`);
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export default function bench(): void {
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-cli.mjs'), '--if-stale'], { env, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building dist/wolfboard.js failed');
  const check = [BUNDLE, 'check', BOARD];
  wall(['-e', '0']);
  wall(check);
  const node: number[] = [];
  const cli: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    node.push(wall(['-e', '0']));
    cli.push(wall(check));
  }
  const ratio = median(cli) / median(node);
  console.log(`${'node -e 0'.padEnd(58)} median ${median(node).toFixed(1)} ms  (${RUNS} runs)`);
  console.log(`${'node dist/wolfboard.js check (a 12-player board)'.padEnd(58)} median ${median(cli).toFixed(1)} ms  (${RUNS} runs)`);
  // The sources through tsx, as `npm run wolfboard` ran them before the build: a few runs, for scale.
  const tsx = Array.from({ length: 5 }, () => wall([join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'cli', 'wolfboard.ts'), 'check', BOARD]));
  console.log(`${'for scale: tsx cli/wolfboard.ts check (the sources)'.padEnd(58)} median ${median(tsx).toFixed(1)} ms  (5 runs)`);
  console.log(`${'start-up ratio: check / node -e 0'.padEnd(58)} ${ratio.toFixed(2)}×  (target ≤ ${TARGET}×: ${ratio <= TARGET ? 'met' : 'MISSED'})`);
}
