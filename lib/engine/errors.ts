// Problems with an event, as the engine reports them: a code and its parameters, never a sentence. The
// words are made from data/i18n/engine.json by describeProblem (lib/engine/reasons.ts), at the API's edge
// (apply() fills EngineError.message for the record contract).
import type { ReasonCode } from './types';

export type ProblemParams = Readonly<Record<string, string | number | null>>;

export interface Problem {
  /** A ReasonCode for a refused choice, else the problem's code (wrongStep, badEvent, gameOver, …). */
  code: string;
  /** Which sentence of data/i18n/engine.json `problems` says it. */
  text: string;
  params: ProblemParams;
}

/** What a field of an event must be (an event's shape): the message engine.want.<id>, worded at the edge. */
export type Want = 'seat' | 'seatOrNull' | 'twoSeats' | 'twoSeatsOrNull' | 'oneOrTwoSeats' | 'seatList' | 'bool' | 'roleOrNull' | 'ballots' | 'seatKey';

export const problem = (code: string, text: string, params: ProblemParams = {}): Problem => ({ code, text, params });

/**
 * A refused choice: what was being done (`act`, a key of data/i18n/engine.json `acts`, e.g. a power id), the
 * seat it named, and why (the reason code).
 */
export function refused(code: ReasonCode, act: string, seat?: unknown, more: ProblemParams = {}): Problem {
  const has = seat !== undefined && seat !== null;
  return { code, text: has ? 'refused' : 'refusedNoSeat', params: { act, seat: has ? String(seat) : null, ...more } };
}
