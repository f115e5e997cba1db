// Heuristic games of a board played event by event for the tests of what the table does: each (state, step,
// event, next state) is handed to `see`, which may end its game early by returning true.
import { apply, deal, makeRng, newGame, nextStep, type GameEvent, type GameState, type Step } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { heuristicPolicy } from '../../lib/sim/policies/heuristic';
import { gameSeed } from '../../lib/sim/simulate';

export type See = (s: GameState, step: Step, e: GameEvent, next: GameState, game: number) => unknown;

/** Plays `games` games seeded from `label`; an illegal event throws, naming it. */
export function watchHeuristic(board: Board, games: number, see: See, label = 'watch'): void {
  for (let i = 0; i < games; i++) {
    const gs = gameSeed(label, i);
    const d = deal(board, gs);
    if (!d.ok) throw new Error(d.message);
    const g = newGame(board, d.seats, d.bottom);
    if (!g.ok) throw new Error('setup');
    const rng = makeRng(gs);
    let s = g.state;
    const table = heuristicPolicy.start(s, rng);
    while (s.phase !== 'over') {
      const step = nextStep(s, { brief: true });
      const e = table.choose(s, step, rng);
      const r = apply(s, e);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(e)}: ${r.error.message}`);
      if (see(s, step, e, r.state, i)) break;
      table.observe?.(s, e, r.state);
      s = r.state;
    }
  }
}
