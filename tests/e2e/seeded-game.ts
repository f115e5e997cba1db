// A seeded game of a board, as the core's simulator plays it: the deal the moderator page makes from the same
// seed (deal), then the heuristic policy's events to a winner. Run with tsx by the taps spec (a child process:
// the spec reads the result as JSON): `tsx tests/e2e/seeded-game.ts <board.json> <seed>`.
import { readFileSync } from 'node:fs';
import { apply, deal, makeRng, nextStep, startGame, type GameEvent } from '../../lib/engine';
import { heuristicPolicy } from '../../lib/sim/policies/heuristic';

const [file, seed] = process.argv.slice(2);
const board = JSON.parse(readFileSync(file, 'utf8'));
const dealt = deal(board, seed);
if (!dealt.ok) throw new Error(`cannot deal ${file}`);
let s = startGame(board, dealt.seats, dealt.bottom);
const rng = makeRng(`${seed}:play`);
const table = heuristicPolicy.start(s, rng);
const events: GameEvent[] = [];
while (s.phase !== 'over' && events.length < 500) {
  const e = table.choose(s, nextStep(s, { brief: true }), rng);
  const r = apply(s, e);
  if (!r.ok) throw new Error(`${JSON.stringify(e)}: ${r.error.message}`);
  table.observe?.(s, e, r.state);
  s = r.state;
  events.push(e);
}
process.stdout.write(JSON.stringify({ seats: dealt.seats, winner: s.winner, events }));
