// The generator's Web Worker: plays the candidate boards off the main thread in slices, posting the progress
// and the proposals ranked so far between slices (the first proposal shows before the search ends). Cancel is
// the page terminating the worker (the run is synchronous, so nothing is left over).
import { GenerateError, startGeneration } from '../../lib/sim/generate';
import type { GenerateMessage, GenerateRequest } from './generate-protocol';

const SLICE = 250;
const post = (m: GenerateMessage) => (self as unknown as Worker).postMessage(m);

self.onmessage = (e: MessageEvent<GenerateRequest>) => {
  const req = e.data;
  if (req?.type !== 'generate') return;
  try {
    const run = startGeneration(req.input);
    while (!run.finished) post({ type: 'progress', progress: run.advance(SLICE), proposals: run.proposals() });
    post({ type: 'done', proposals: run.proposals() });
  } catch (err) {
    if (err instanceof GenerateError) post({ type: 'error', code: err.code, params: { ...err.params }, message: err.message });
    else post({ type: 'error', code: null, params: {}, message: (err as Error).message });
  }
};
