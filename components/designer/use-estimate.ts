'use client';
// The designer's simulated estimate: the lab's default run (same games, seed and policy, so the two pages
// show the same figures) played in a Web Worker once the board has no error, after edits settle;
// remembered per board (its players, cards and rules), so going back to a board shows its figures at once.
import { useEffect, useState } from 'react';
import type { Board } from '../../lib/generated/board';
import { DEFAULT_LAB_GAMES, DEFAULT_POLICY, DEFAULT_SEED, type SimResult } from '../../lib/sim/types';
import type { RunRequest, WorkerMessage } from '../lab/protocol';

export type Estimate =
  | { kind: 'invalid' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; result: SimResult }
  | { kind: 'error'; message: string };

const SETTLE_MS = 600;
const cache = new Map<string, SimResult>();
/** What the result depends on: not the board's name or notes. */
const sorted = (o: object) =>
  Object.entries(o)
    .filter(([, v]) => v !== 0)
    .sort(([a], [b]) => (a < b ? -1 : 1));
const keyOf = (b: Board) => JSON.stringify([b.players, sorted(b.roles), sorted(b.rules ?? {})]);

export function useEstimate(board: Board, valid: boolean): Estimate {
  const key = keyOf(board);
  const known = cache.get(key);
  const [state, setState] = useState<{ key: string; estimate: Estimate } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the board's JSON, not on the object
  useEffect(() => {
    if (!valid || cache.has(key)) return;
    let worker: Worker | null = null;
    const timer = setTimeout(() => {
      worker = new Worker(new URL('../lab/sim.worker.ts', import.meta.url));
      const w = worker;
      setState({ key, estimate: { kind: 'running', done: 0, total: DEFAULT_LAB_GAMES } });
      w.onmessage = (e: MessageEvent<WorkerMessage>) => {
        const m = e.data;
        if (m.type === 'progress') setState({ key, estimate: { kind: 'running', done: m.done, total: m.total } });
        else if (m.type === 'done') {
          cache.set(key, m.results[0]);
          setState({ key, estimate: { kind: 'done', result: m.results[0] } });
          w.terminate();
        } else {
          setState({ key, estimate: { kind: 'error', message: m.message } });
          w.terminate();
        }
      };
      w.onerror = (e) => {
        setState({ key, estimate: { kind: 'error', message: e.message || 'worker error' } });
        w.terminate();
      };
      const req: RunRequest = { type: 'run', boards: [board], games: DEFAULT_LAB_GAMES, seed: DEFAULT_SEED, policy: DEFAULT_POLICY };
      w.postMessage(req);
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      worker?.terminate();
    };
  }, [key, valid]);
  if (!valid) return { kind: 'invalid' };
  if (known) return { kind: 'done', result: known };
  return state?.key === key ? state.estimate : { kind: 'running', done: 0, total: DEFAULT_LAB_GAMES };
}
