// The words of the engine's refusals, from data/i18n/engine.json: why a choice is illegal, what was being
// done, and the sentences around them. zh-TW comes from the overlay under "engine.reasons.CODE".
import engineText from '../../data/i18n/engine.json';
import { tr, type Lang, type Text } from '../i18n';
import type { Problem } from './errors';
import type { ReasonCode } from './types';

/** Every reason's text (en, zh). */
export const REASON_TEXTS = engineText.reasons as Readonly<Record<ReasonCode, Text>>;
const ACTS = engineText.acts as Readonly<Record<string, Text>>;
const PROBLEMS = engineText.problems as Readonly<Record<string, Text>>;
const DAY_STEPS = engineText.daySteps as Readonly<Record<string, Text>>;

/** The reason in a language; zh-TW comes from the overlay data/i18n/zh-TW.json under "engine.reasons.CODE" (else zh). */
export function reasonText(code: ReasonCode, lang: Lang = 'en'): string {
  return tr(REASON_TEXTS[code], lang, `engine.reasons.${code}`);
}

/** A day step's name (the exile vote, the badge…), for problems that name it. */
export function dayStepText(kind: string): Text {
  return Object.hasOwn(DAY_STEPS, kind) ? DAY_STEPS[kind] : { en: kind, zh: kind };
}

function fill(template: string, params: Readonly<Record<string, string | number | null>>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => (Object.hasOwn(params, k) ? String(params[k] ?? '') : `{${k}}`));
}

/** A problem in words: English and Simplified Chinese (zh-TW: the reasons' overlay inside the Chinese sentence). */
export function describeProblem(p: Problem, lang: Lang): string {
  const zh = lang !== 'en';
  const pick = (t: Text | undefined, fallback: string): string => (t ? (zh ? t.zh : t.en) : fallback);
  const params: Record<string, string | number | null> = { ...p.params };
  if (p.text === 'refused' || p.text === 'refusedNoSeat') {
    const act = String(p.params.act);
    params.act = fill(pick(Object.hasOwn(ACTS, act) ? ACTS[act] : undefined, act), p.params);
    params.reason = reasonText(p.code as ReasonCode, lang);
  }
  return fill(pick(Object.hasOwn(PROBLEMS, p.text) ? PROBLEMS[p.text] : undefined, p.code), params);
}
