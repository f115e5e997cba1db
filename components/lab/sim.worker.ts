// The lab's Web Worker: runs the simulation off the main thread in slices, posting progress between
// slices. Cancel is the page terminating the worker (the run is synchronous, so nothing is left over).
import { SimulationError, startSimulation } from '../../lib/sim/simulate';
import type { SimResult } from '../../lib/sim/types';
import type { RunRequest, WorkerMessage } from './protocol';

const SLICE = 250;
const post = (m: WorkerMessage) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<RunRequest>) => {
  const req = e.data;
  if (req?.type !== 'run') return;
  try {
    const total = req.games * req.boards.length;
    const results: SimResult[] = [];
    let before = 0;
    for (const board of req.boards) {
      const run = startSimulation(board, { games: req.games, seed: req.seed, policy: req.policy });
      while (run.done < run.total) {
        run.advance(SLICE);
        post({ type: 'progress', done: before + run.done, total });
      }
      results.push(run.result());
      before += req.games;
    }
    post({ type: 'done', results });
  } catch (err) {
    post({ type: 'error', field: err instanceof SimulationError ? err.field : null, message: (err as Error).message });
  }
};
