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

/** A message's words in the language when it has one, else the fallback given. */
const wordsOr = (key: string, lang: Lang, fallback: string, params?: Record<string, string | number>): string =>
  hasMessage(key) ? t(key, lang, params) : fallback;

/** A problem in words, in a language. */
export function describeProblem(p: Problem, lang: Lang): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p.params)) params[k] = v ?? '';
  // The step a wrong event came at, by its message id (its words are data, as every text's).
  if (typeof p.params.labelKey === 'string') params.label = wordsOr(p.params.labelKey, lang, p.params.labelKey);
  // A custom card's step or name: its inline words, one param per language (errors.ts labelParams).
  const own = p.params[`label.${lang}`];
  if (typeof own === 'string') params.label = own;
  // What a field must be: its words in the language (an id of lib/engine/errors Want), never English inside Chinese.
  if (p.text === 'badEventField' && typeof p.params.want === 'string') params.want = wordsOr(`engine.want.${p.params.want}`, lang, p.params.want, params);
  // Ids of the record (a winner, the card a thief takes) by their names in the language.
  if (p.text === 'gameOver') params.winner = wordsOr(`engine.winner.${p.params.winner}`, lang, String(params.winner));
  if (typeof p.params.take === 'string') params.take = wordsOr(`roles.${p.params.take}.name`, lang, p.params.take);
  if (p.text === 'refused' || p.text === 'refusedNoSeat') {
    const act = String(p.params.act);
    params.act = wordsOr(`engine.acts.${act}`, lang, act, params);
    params.reason = reasonText(p.code as ReasonCode, lang);
  }
  return wordsOr(`engine.problems.${p.text}`, lang, p.code, params);
}
