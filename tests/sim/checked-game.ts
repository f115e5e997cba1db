// One simulated game of a board with a policy, each event checked against the engine's invariants
// (./invariants): the fuzz tests of particular cards play their games through it and look at what they need.
import { apply, deal, newGame, nextStep, type GameEvent, type GameState, type Step } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { POLICIES } from '../../lib/sim/simulate';
import type { PolicyId } from '../../lib/sim/types';
import { makeRng } from './boards';
import { checkEvent, newWatch } from './invariants';

/** Plays a game from seed `gs`; `seen` is told each accepted event. Returns the last state and every problem found. */
export function playChecked(
  board: Board,
  gs: number,
  policy: PolicyId,
  seen?: (before: GameState, step: Step, e: GameEvent, after: GameState) => void,
): { state: GameState; problems: string[] } {
  const dealt = deal(board, gs);
  if (!dealt.ok) throw new Error(dealt.message);
  const g = newGame(board, dealt.seats, dealt.bottom);
  if (!g.ok) throw new Error('setup');
  const rng = makeRng(gs);
  let s: GameState = g.state;
  const table = POLICIES[policy].start(s, rng);
  const watch = newWatch();
  const problems: string[] = [];
  for (let n = 0; s.phase !== 'over' && n < 5000; n++) {
    const step = nextStep(s);
    const e = table.choose(s, step, rng);
    const r = apply(s, e);
    if (!r.ok) {
      problems.push(`${JSON.stringify(e)} refused: ${r.error.message}`);
      break;
    }
    problems.push(...checkEvent(s, step, e, r.state, watch));
    seen?.(s, step, e, r.state);
    table.observe?.(s, e, r.state);
    s = r.state;
  }
  return { state: s, problems };
}
