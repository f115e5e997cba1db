// The balance lab form's shared shapes: its styles, the run's status, the comparison mode and the text function.
import type { lab } from '../../lib/sim/lab-text';
import type { Series } from './charts';

export type LabT = (k: Parameters<typeof lab>[0], vars?: Parameters<typeof lab>[2]) => string;

export type Status =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; total: number; series: Series[]; seconds: number }
  | { kind: 'cancelled'; done: number; total: number }
  | { kind: 'error'; message: string };

export type CompareMode = 'none' | 'rule' | 'preset';

// w-full min-w-0: a select is as wide as its longest option (English preset names) unless told otherwise.
export const field =
  'w-full min-w-0 rounded-md border border-stone-400 bg-white px-2 py-1.5 text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';
export const label = 'text-sm font-medium text-stone-800';
