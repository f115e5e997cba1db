// `npm run bench exact`: the random policy's exact village win (lib/sim/exact) beside the simulator's rate
// and 99% Wilson interval, board by board. Figures only; tests/sim/exact.test.ts asserts them.
import { compareExact, rowText } from '../lib/sim/exact/compare';
import { EXACT_BOARDS } from '../lib/sim/exact/table';

const GAMES = 20_000;

export default async function bench(): Promise<void> {
  console.log(`random policy, ${GAMES} games per board, seed "exact"`);
  for (const b of EXACT_BOARDS) console.log(rowText(compareExact(b, GAMES, 'exact')));
}
