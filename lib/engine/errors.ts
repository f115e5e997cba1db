// Problems with an event, as the engine reports them: a code and its parameters, never a sentence. The
// words are made from data/i18n/engine.json by describeProblem (lib/engine/reasons.ts), at the API's edge
// (apply() fills EngineError.message for the record contract).
import type { Problem, ProblemParams, ReasonCode } from './types';

export type { Problem, ProblemParams, Want } from './types';

export const problem = (code: string, text: string, params: ProblemParams = {}): Problem => ({ code, text, params });

/**
 * A refused choice: what was being done (`act`, a key of data/i18n/engine.json `acts`, e.g. a power id), the
 * seat it named, and why (the reason code).
 */
export function refused(code: ReasonCode, act: string, seat?: unknown, more: ProblemParams = {}): Problem {
  const has = seat !== undefined && seat !== null;
  return { code, text: has ? 'refused' : 'refusedNoSeat', params: { act, seat: has ? String(seat) : null, ...more } };
}
