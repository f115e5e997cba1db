// The generator as a run that is advanced in slices, like a simulation (lib/sim/simulate startSimulation):
// a caller (the CLI, a page's Web Worker) plays some games, reads the progress and the proposals ranked so
// far (the first one as soon as one candidate is played), and stops calling to cancel. The same input and
// seed give the same proposals: candidates are drawn from the seed, and every candidate plays the same
// seeded games (common random numbers make the comparison between candidates fairer).
import { startSimulation, type SimulationRun } from '../simulate';
import { DEFAULT_POLICY } from '../types';
import { candidatePool, type Candidate } from './compose';
import { customProblem } from './custom';
import { planOf } from './plan';
import { compareProposals, nextCandidate, proposalOf } from './rank';
import { rngOf } from './rng';
import { GenerateError, type GenerateInput, type GeneratePlan, type Proposal } from './types';

export interface GenerationProgress {
  /** Games played in all, and to play (candidates × games per candidate). */
  done: number;
  total: number;
  /** Candidates played, and to play. */
  candidatesDone: number;
  candidates: number;
}

export interface GenerationRun {
  readonly plan: GeneratePlan;
  readonly progress: GenerationProgress;
  readonly finished: boolean;
  /** Plays up to `n` more games (over as many candidates as they reach); returns the progress. */
  advance(n: number): GenerationProgress;
  /** The best proposals of the candidates played so far, best first, at most the plan's count. */
  proposals(): Proposal[];
}

type Ranked = Proposal & { key: string };

/** Starts a generation; throws GenerateError for a bad input, or when no valid board fits it ('impossible'). */
export function startGeneration(input: GenerateInput): GenerationRun {
  const plan = planOf(input);
  // A custom card allowed but not playable as written is said, never skipped board by board in silence.
  const problem = customProblem(plan);
  if (problem) throw problem;
  const pool: Candidate[] = candidatePool(plan, rngOf(plan.seed));
  if (pool.length === 0) throw new GenerateError('impossible', { players: plan.players, min: plan.specials.min, max: plan.specials.max });
  const planned = Math.min(plan.candidates, pool.length);
  const ranked: Ranked[] = [];
  const played: { points: number; rate: number }[] = [];
  let current: { candidate: Candidate; sim: SimulationRun } | null = null;
  let done = 0;

  const progress = (): GenerationProgress => ({ done, total: planned * plan.games, candidatesDone: played.length, candidates: planned });

  function begin(): boolean {
    while (played.length < planned && pool.length > 0) {
      const [candidate] = pool.splice(nextCandidate(plan, pool, played), 1);
      try {
        current = { candidate, sim: startSimulation(candidate.board, { games: plan.games, seed: plan.seed, policy: DEFAULT_POLICY }) };
        return true;
      } catch {
        // A board the engine cannot deal is no proposal; the next candidate takes its place.
      }
    }
    return false;
  }

  function finish(c: { candidate: Candidate; sim: SimulationRun }): void {
    const r = c.sim.result();
    played.push({ points: c.candidate.points, rate: r.winRates.village.rate });
    // A game with an illegal event is a bug elsewhere; its board is no proposal.
    if (r.errors.count === 0) {
      ranked.push(proposalOf(plan, c.candidate, r));
      ranked.sort(compareProposals);
    }
  }

  const run: GenerationRun = {
    plan,
    get progress() {
      return progress();
    },
    get finished() {
      return played.length >= planned || (current === null && pool.length === 0);
    },
    advance(n) {
      let left = n;
      while (left > 0 && !run.finished) {
        if (!current && !begin()) break;
        const c = current!;
        const before = c.sim.done;
        c.sim.advance(left);
        left -= c.sim.done - before;
        done += c.sim.done - before;
        if (c.sim.done >= c.sim.total) {
          current = null;
          finish(c);
        }
      }
      return progress();
    },
    proposals() {
      return ranked.slice(0, plan.count).map(({ key: _key, ...p }) => p);
    },
  };
  return run;
}

export interface GenerateOptions {
  /** Games per slice between progress calls (default: a tenth of a candidate's games). */
  every?: number;
  onProgress?: (p: GenerationProgress, proposals: Proposal[]) => void;
}

/** Runs a generation to its end and returns its proposals, best first. */
export function generate(input: GenerateInput, opts: GenerateOptions = {}): Proposal[] {
  const run = startGeneration(input);
  const every = Math.max(1, opts.every ?? Math.ceil(run.plan.games / 10));
  while (!run.finished) {
    run.advance(every);
    opts.onProgress?.(run.progress, run.proposals());
  }
  return run.proposals();
}
