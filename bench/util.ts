// Timing helpers for `npm run bench`: medians over many runs, printed as figures (never asserted).
import { performance } from 'node:perf_hooks';

export interface Figure {
  name: string;
  median: number;
  p95: number;
  runs: number;
  unit: 'ms';
}

/** Runs `fn` `runs` times after a warm-up and returns the median and 95th percentile in ms. */
export function measure(name: string, fn: () => unknown, runs = 200, warmup = 20): Figure {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { name, median: times[Math.floor(runs / 2)], p95: times[Math.floor(runs * 0.95)], runs, unit: 'ms' };
}

export function print(f: Figure, target?: number): void {
  const verdict = target === undefined ? '' : f.median <= target ? `  (target < ${target} ms: met)` : `  (target < ${target} ms: MISSED)`;
  console.log(`${f.name.padEnd(58)} median ${f.median.toFixed(4)} ms  p95 ${f.p95.toFixed(4)} ms  (${f.runs} runs)${verdict}`);
}
