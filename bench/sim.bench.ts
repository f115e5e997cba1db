// `npm run bench sim`: complete simulated games per second on one core (at least 5,000
// 12-player games/s with the random policy). Figures only, never asserted.
import { performance } from 'node:perf_hooks';
import { getPreset } from '../lib/presets';
import { simulate } from '../lib/sim/simulate';
import type { PolicyId } from '../lib/sim/types';

const TARGET = 5000;

function gamesPerSecond(presetId: string, policy: PolicyId, games: number, runs = 5): { median: number; best: number } {
  const board = getPreset(presetId)!.board;
  simulate(board, { games: Math.min(games, 2000), seed: 'warm-up', policy });
  const rates: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    simulate(board, { games, seed: i, policy });
    rates.push(games / ((performance.now() - t0) / 1000));
  }
  rates.sort((a, b) => a - b);
  return { median: rates[Math.floor(runs / 2)], best: rates[runs - 1] };
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
      `simulate ${policy.padEnd(9)} ${label.padEnd(36)} median ${Math.round(r.median).toString().padStart(6)} games/s  best ${Math.round(r.best).toString().padStart(6)}  (${games} games × 5)${verdict}`,
    );
  }
}
