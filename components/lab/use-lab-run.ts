'use client';
// The balance lab's run: a Web Worker per run, its progress, its result or error, and the cancel button's stop.
import { useEffect, useRef, useState } from 'react';
import type { Board } from '../../lib/generated/board';
import type { PolicyId, SimResult } from '../../lib/sim/types';
import type { Series } from './charts';
import type { LabT, Status } from './lab-form';
import type { RunRequest, WorkerMessage } from './protocol';

export function useLabRun(t: LabT) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);
  const started = useRef(0);

  useEffect(() => () => worker.current?.terminate(), []);

  const start = (boards: Board[], games: number, seed: RunRequest['seed'], policy: PolicyId) => {
    worker.current?.terminate();
    const total = games * boards.length;
    // Turbopack and webpack bundle the worker from this literal `new URL(…, import.meta.url)`.
    const w = new Worker(new URL('./sim.worker.ts', import.meta.url));
    worker.current = w;
    started.current = performance.now();
    setStatus({ kind: 'running', done: 0, total });
    const stop = (next: Status) => {
      setStatus(next);
      w.terminate();
      worker.current = null;
    };
    w.onmessage = (e: MessageEvent<WorkerMessage>) => {
      if (worker.current !== w) return;
      const m = e.data;
      if (m.type === 'progress') setStatus({ kind: 'running', done: m.done, total: m.total });
      else if (m.type === 'done') {
        const seconds = (performance.now() - started.current) / 1000;
        const series: Series[] = m.results.map((result: SimResult, i: number) => ({ tag: m.results.length > 1 ? (i === 0 ? 'A' : 'B') : '', result }));
        stop({ kind: 'done', total, series, seconds });
      } else stop({ kind: 'error', message: t('error', { message: m.message }) });
    };
    w.onerror = (e) => {
      if (worker.current !== w) return;
      stop({ kind: 'error', message: t('error.worker', { message: e.message || 'worker error' }) });
    };
    const req: RunRequest = { type: 'run', boards, games, seed, policy };
    w.postMessage(req);
  };

  const cancel = () => {
    // The run is synchronous inside the worker: terminating it stops it at once.
    worker.current?.terminate();
    worker.current = null;
    setStatus((s) => (s.kind === 'running' ? { kind: 'cancelled', done: s.done, total: s.total } : s));
  };

  return { status, start, cancel };
}
