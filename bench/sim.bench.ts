// `npm run bench sim`: complete simulated games per second on one core (at least 5,000 12-player games/s
// with the random policy), and per CPU second side by side with the figures before (bench/sim-baseline.json:
// the random 12-player games must stay at 0.8× of them or more). Figures only, never asserted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { getPreset } from '../lib/catalogue/presets';
import { simulate } from '../lib/sim/simulate';
import type { PolicyId } from '../lib/sim/types';

const TARGET = 5000;
const KEEP = 0.8;
const BASELINE = JSON.parse(readFileSync(join(import.meta.dirname, 'sim-baseline.json'), 'utf8')) as { cpu: Record<string, number> };

interface Rates {
  median: number;
  best: number;
  /** Games per CPU second (user + system), the median run: what other work on the machine disturbs least. */
  cpu: number;
}

function gamesPerSecond(presetId: string, policy: PolicyId, games: number, runs = 5): Rates {
  const board = getPreset(presetId)!.board;
  simulate(board, { games: Math.min(games, 2000), seed: 'warm-up', policy });
  const rates: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    simulate(board, { games, seed: i, policy });
    rates.push(games / ((performance.now() - t0) / 1000));
    const c = process.cpuUsage(c0);
    cpu.push(games / ((c.user + c.system) / 1e6));
  }
  rates.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: rates[Math.floor(runs / 2)], best: rates[runs - 1], cpu: cpu[Math.floor(runs / 2)] };
}

function beside(key: string, cpu: number, kept: boolean): string {
  const before = BASELINE.cpu[key];
  if (!before) return '';
  const ratio = cpu / before;
  const verdict = kept ? (ratio >= KEEP ? `  (≥ ${KEEP}×: kept)` : `  (≥ ${KEEP}×: MISSED)`) : '';
  return `  per CPU s ${Math.round(cpu)} vs before ${before} (${ratio.toFixed(2)}×)${verdict}`;
}

export default async function bench(): Promise<void> {
  const rows: [string, string, PolicyId, number, number | null][] = [
    ['12 players, 预女猎白', 'yu-nv-lie-bai', 'random', 10_000, TARGET],
    ['12 players, 预女猎守', 'yu-nv-lie-shou', 'random', 10_000, TARGET],
    ['12 players, 预女猎白', 'yu-nv-lie-bai', 'heuristic', 5_000, null],
    ['12 players, 预女猎守', 'yu-nv-lie-shou', 'heuristic', 5_000, null],
    ['18 players, Millers Hollow advanced', 'millers-hollow-advanced', 'random', 2_000, null],
  ];
  for (const [label, id, policy, games, target] of rows) {
    const r = gamesPerSecond(id, policy, games);
    const verdict = target === null ? '' : r.median >= target ? `  (target ≥ ${target}: met)` : `  (target ≥ ${target}: MISSED)`;
    console.log(
      `simulate ${policy.padEnd(9)} ${label.padEnd(36)} median ${Math.round(r.median).toString().padStart(6)} games/s  best ${Math.round(r.best).toString().padStart(6)}  (${games} games × 5)${verdict}${beside(`${policy} ${id}`, r.cpu, target !== null)}`,
    );
  }
}
