// Problems with an event, as the engine reports them: a code and its parameters, never a sentence. The
// words are made from data/i18n/engine.json by describeProblem (lib/engine/reasons.ts), at the API's edge
// (apply() fills EngineError.message for the record contract).
import { inlineIn, type TextRef } from '../i18n/inline';
import { LANGS } from '../i18n/languages';
import type { Problem, ProblemParams, ReasonCode } from './types';

export type { Problem, ProblemParams, Want } from './types';

export const problem = (code: string, text: string, params: ProblemParams = {}): Problem => ({ code, text, params });

/**
 * Who a problem names (a step, a card) as params: `labelKey`, a message id; a custom card's inline words
 * (docs/rules.md, Custom roles) as `label.<lang>` per language, since a problem's params are plain values.
 */
export function labelParams(text: TextRef): Record<string, string> {
  if (typeof text === 'string') return { labelKey: text };
  const out: Record<string, string> = {};
  for (const lang of LANGS) out[`label.${lang}`] = inlineIn(text, lang);
  return out;
}

/**
 * A refused choice: what was being done (`act`, a key of data/i18n/engine.json `acts`, e.g. a power id), the
 * seat it named, and why (the reason code).
 */
export function refused(code: ReasonCode, act: string, seat?: unknown, more: ProblemParams = {}): Problem {
  const has = seat !== undefined && seat !== null;
  return { code, text: has ? 'refused' : 'refusedNoSeat', params: { act, seat: has ? String(seat) : null, ...more } };
}
