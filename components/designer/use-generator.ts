'use client';
// The generator panel's run: a Web Worker per run, its progress and the proposals ranked so far, its end, an
// error, and the cancel button's stop.
import { useEffect, useRef, useState } from 'react';
import type { ErrorParam, GenerateInput, Proposal } from '../../lib/sim/generate';
import type { GenerationProgress } from '../../lib/sim/generate/run';
import type { GenerateMessage, GenerateRequest } from './generate-protocol';

export type GeneratorStatus =
  | { kind: 'idle' }
  | { kind: 'running'; progress: GenerationProgress | null; proposals: Proposal[] }
  | { kind: 'done'; proposals: Proposal[] }
  | { kind: 'cancelled'; proposals: Proposal[] }
  | { kind: 'error'; code: string | null; params: Record<string, ErrorParam>; message: string };

export function useGenerator() {
  const [status, setStatus] = useState<GeneratorStatus>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);

  useEffect(() => () => worker.current?.terminate(), []);

  const start = (input: GenerateInput) => {
    worker.current?.terminate();
    // Turbopack and webpack bundle the worker from this literal `new URL(…, import.meta.url)`.
    const w = new Worker(new URL('./generate.worker.ts', import.meta.url));
    worker.current = w;
    setStatus({ kind: 'running', progress: null, proposals: [] });
    const stop = (next: GeneratorStatus) => {
      setStatus(next);
      w.terminate();
      worker.current = null;
    };
    w.onmessage = (e: MessageEvent<GenerateMessage>) => {
      if (worker.current !== w) return;
      const m = e.data;
      if (m.type === 'progress') setStatus({ kind: 'running', progress: m.progress, proposals: m.proposals });
      else if (m.type === 'done') stop({ kind: 'done', proposals: m.proposals });
      else stop({ kind: 'error', code: m.code, params: m.params, message: m.message });
    };
    w.onerror = (e) => {
      if (worker.current !== w) return;
      stop({ kind: 'error', code: null, params: {}, message: e.message || 'worker error' });
    };
    const req: GenerateRequest = { type: 'generate', input };
    w.postMessage(req);
  };

  const cancel = () => {
    worker.current?.terminate();
    worker.current = null;
    setStatus((s) => (s.kind === 'running' ? { kind: 'cancelled', proposals: s.proposals } : s));
  };

  return { status, start, cancel };
}
