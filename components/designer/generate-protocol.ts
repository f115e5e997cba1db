// Messages between the designer's generator panel and its Web Worker (components/designer/generate.worker.ts).
import type { ErrorParam, GenerateInput, Proposal } from '../../lib/sim/generate';
import type { GenerationProgress } from '../../lib/sim/generate/run';

export interface GenerateRequest {
  type: 'generate';
  input: GenerateInput;
}

export type GenerateMessage =
  | { type: 'progress'; progress: GenerationProgress; proposals: Proposal[] }
  | { type: 'done'; proposals: Proposal[] }
  /** A problem with the input (code: message lab.generate.error.<code>), or a failure (code null). */
  | { type: 'error'; code: string | null; params: Record<string, ErrorParam>; message: string };
