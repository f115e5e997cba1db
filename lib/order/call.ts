// At the table: what the judge does at a step tonight, given whether anyone can act there.
import type { PlanStep } from './types';

export type CallMode = 'call' | 'fake' | 'skip';

/**
 * `active`: some living player holds the step's card and still has the power. Markers are always called.
 * An inactive step is faked (called anyway) with callAbsentRoles, else skipped (docs/rules.md, The night and the wake orders).
 */
export function callModeOf(step: Pick<PlanStep, 'kind'>, active: boolean, callAbsentRoles: boolean): CallMode {
  if (step.kind === 'marker' || active) return 'call';
  return callAbsentRoles ? 'fake' : 'skip';
}
