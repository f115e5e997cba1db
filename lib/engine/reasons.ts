// The words of the engine's refusals (messages engine.*: data/i18n/<lang>/engine.json): why a choice is
// illegal, what was being done, and the sentences around them. The engine returns the code and its
// parameters; these make the sentence at the edge, in the reader's language.
import { hasMessage, t, type Lang } from '../i18n';
import type { Problem } from './errors';
import type { ReasonCode } from './types';

/** The reason in a language. */
export function reasonText(code: ReasonCode, lang: Lang = 'en'): string {
  return t(`engine.reasons.${code}`, lang);
}

/** A day step's message id (the exile vote, the badge…), for problems that name it; null for an unknown kind. */
export function dayStepKey(kind: string): string | null {
  const key = `engine.daySteps.${kind}`;
  return hasMessage(key) ? key : null;
}

/** An engine error (code, sentence, params) in words, in a language. */
export function describeError(e: { code: string; text?: string; params?: Problem['params'] }, lang: Lang): string {
  return describeProblem({ code: e.code, text: e.text ?? e.code, params: e.params ?? {} }, lang);
}

/** A problem in words, in a language. */
export function describeProblem(p: Problem, lang: Lang): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p.params)) params[k] = v ?? '';
  // The step a wrong event came at, by its message id (its words are data, as every text's).
  if (typeof p.params.labelKey === 'string') params.label = hasMessage(p.params.labelKey) ? t(p.params.labelKey, lang) : p.params.labelKey;
  // What a field must be: its words in the language (an id of lib/engine/errors Want), never English inside Chinese.
  if (p.text === 'badEventField' && typeof p.params.want === 'string' && hasMessage(`engine.want.${p.params.want}`))
    params.want = t(`engine.want.${p.params.want}`, lang, params);
  // Ids of the record (a winner, the card a thief takes) by their names in the language.
  if (p.text === 'gameOver' && hasMessage(`engine.winner.${p.params.winner}`)) params.winner = t(`engine.winner.${p.params.winner}`, lang);
  if (typeof p.params.take === 'string' && hasMessage(`roles.${p.params.take}.name`)) params.take = t(`roles.${p.params.take}.name`, lang);
  if (p.text === 'refused' || p.text === 'refusedNoSeat') {
    const act = String(p.params.act);
    params.act = hasMessage(`engine.acts.${act}`) ? t(`engine.acts.${act}`, lang, params) : act;
    params.reason = reasonText(p.code as ReasonCode, lang);
  }
  const key = `engine.problems.${p.text}`;
  return hasMessage(key) ? t(key, lang, params) : p.code;
}
