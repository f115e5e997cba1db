// A 30,000-event record (just under the 1 MB cap on a file): `wolfboard beats` (text and --json) against
// `wolfboard replay` on it, each run of the bundled command (dist/wolfboard.js) a fresh process, CPU seconds and
// peak memory read by the process itself at its exit. Targets: beats within 2× replay's CPU time and 200 MB.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { longRecord } from './long-game';

const ROOT = join(import.meta.dirname, '..');
const OUTFILE = join(ROOT, 'dist', 'wolfboard.js');
const EVENTS = 30_000;
const ROUNDS = 5;
const MAX_MB = 200;

interface Run {
  cpuS: number;
  rssMb: number;
}

/** The figures a process reports of itself as it exits (a preload module: the command itself is unchanged). */
const REPORT = `process.on('exit', () => { const u = process.resourceUsage();
  require('node:fs').writeSync(2, '\\n@@' + JSON.stringify({ cpuS: (u.userCPUTime + u.systemCPUTime) / 1e6, rssMb: u.maxRSS / 1024 })); });`;

/** One fresh process of the bundled command; what it reported of itself. */
function measured(preload: string, args: string[]): Run {
  const r = spawnSync(process.execPath, ['--require', preload, OUTFILE, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wolfboard ${args.join(' ')} failed: ${r.stderr}`);
  return JSON.parse(r.stderr.slice(r.stderr.lastIndexOf('@@') + 2)) as Run;
}

const median = (xs: number[]): number => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[v.length >> 1] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

export default function bench(): void {
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-cli.mjs'), '--if-stale'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'wolfboard-big-'));
  try {
    const file = join(dir, 'big.json');
    const text = JSON.stringify(longRecord(EVENTS));
    writeFileSync(file, text);
    const preload = join(dir, 'report.cjs');
    writeFileSync(preload, REPORT);
    const verbs: Record<string, string[]> = { replay: ['replay', file], beats: ['beats', file], 'beats --json': ['beats', file, '--json'] };
    measured(preload, verbs.replay);
    const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(verbs).map((k) => [k, []]));
    // In turn, so other work on the machine slows each alike.
    for (let i = 0; i < ROUNDS; i++) for (const [k, args] of Object.entries(verbs)) runs[k].push(measured(preload, args));
    const cpu = (k: string) => median(runs[k].map((r) => r.cpuS));
    const rss = (k: string) => Math.max(...runs[k].map((r) => r.rssMb));
    console.log(`record: ${EVENTS.toLocaleString('en-US')} events, ${(text.length / 1024).toFixed(0)} KB; medians of ${ROUNDS} runs each`);
    for (const k of Object.keys(verbs)) {
      const ratio = cpu(k) / cpu('replay');
      const verdict = k === 'replay' ? '' : `  (targets ≤ 2× replay, ≤ ${MAX_MB} MB: ${ratio <= 2 && rss(k) <= MAX_MB ? 'met' : 'MISSED'})`;
      console.log(`wolfboard ${k.padEnd(13)} ${cpu(k).toFixed(2)} CPU s  ${ratio.toFixed(2)}× replay  peak ${rss(k).toFixed(0)} MB${verdict}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
