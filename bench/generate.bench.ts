// `npm run bench generate`: the board generator for 12 players from every card, 8 candidates × 2,000
// games, as a ratio to one 10,000-game lab run of one preset measured in the same run (target ≤ 3×), and
// the time until the first proposal is ready (before the whole search ends). Each is measured after its
// own warm-up (the candidates' roles run code the preset's do not), and the lab run both before and after
// the search, so a machine busy with other work weighs on both sides. Figures only, never asserted.
import { performance } from 'node:perf_hooks';
import '../lib/i18n/all';
import { getPreset } from '../lib/catalogue/presets';
import { startGeneration, type GenerateInput } from '../lib/sim/generate';
import { simulate } from '../lib/sim/simulate';
import { DEFAULT_LAB_GAMES, DEFAULT_POLICY } from '../lib/sim/types';

const TARGET_RATIO = 3;
const INPUT: GenerateInput = { players: 12, candidates: 8, games: 2000, count: 5, seed: 1 };

function labRun(): number {
  const t0 = performance.now();
  simulate(getPreset('yu-nv-lie-bai')!.board, { games: DEFAULT_LAB_GAMES, seed: 1, policy: DEFAULT_POLICY });
  return performance.now() - t0;
}

function generation(input: GenerateInput): { all: number; first: number; run: ReturnType<typeof startGeneration> } {
  const t0 = performance.now();
  const run = startGeneration(input);
  let first: number | null = null;
  while (!run.finished) {
    run.advance(200);
    if (first === null && run.proposals().length) first = performance.now() - t0;
  }
  const all = performance.now() - t0;
  return { all, first: first ?? all, run };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export default async function bench(): Promise<void> {
  const cold = generation({ ...INPUT, games: 200, seed: 'warm-up' });
  simulate(getPreset('yu-nv-lie-bai')!.board, { games: 500, seed: 'warm-up', policy: DEFAULT_POLICY });
  const before = labRun();
  const g = generation(INPUT);
  const after = labRun();
  const lab = (before + after) / 2;
  const ratio = g.all / lab;
  console.log(`warm-up: 8 × 200 games, cold                      ${s(cold.all)}`);
  console.log(`lab run: 10,000 games of 预女猎白 (before, after)  ${s(before)}, ${s(after)}`);
  console.log(`generate: 12 players, every card, ${g.run.progress.candidatesDone} × 2,000 games  ${s(g.all)}`);
  console.log(
    `ratio generate / lab run                          ${ratio.toFixed(2)}×  (target ≤ ${TARGET_RATIO}×: ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'})`,
  );
  console.log(`first proposal after                              ${s(g.first)}  (${((g.first / g.all) * 100).toFixed(0)}% of the search)`);
  const [best] = g.run.proposals();
  if (best) console.log(`best: village ${(best.village.rate * 100).toFixed(1)}%, points ${best.points}, ${JSON.stringify(best.board.roles)}`);
}
