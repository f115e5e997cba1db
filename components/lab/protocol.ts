// Messages between the lab page and its Web Worker (components/lab/sim.worker.ts).
import type { Board } from '../../lib/generated/board';
import type { PolicyId, SimResult } from '../../lib/sim/types';

export interface RunRequest {
  type: 'run';
  /** One board, or two to compare (A then B). */
  boards: Board[];
  games: number;
  seed: number | string;
  policy: PolicyId;
}

export type WorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; results: SimResult[] }
  | { type: 'error'; field: string | null; message: string };
