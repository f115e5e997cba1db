// The generator's words at the edge: the reason of a proposal (lab.generate.why.*) and its problems
// (lab.generate.error.*) in a language, and a proposal as the public JSON contract of `wolfboard generate
// --json`: { board, points, village: { rate, low, high }, <other sides>: { rate, low, high }, why }.
import type { Board } from '../../generated/board';
import { t, type Lang } from '../../i18n';
import { inlineIn } from '../../i18n/inline';
import { msgText } from '../../i18n/msg';
import type { ErrorParam, GenerateError, Proposal, Share } from './types';

export type ProposalJson = { board: Board; points: number; village: Share; why: string } & Record<string, unknown>;

export const whyText = (p: Proposal, lang: Lang): string => msgText(p.why, lang);

/** A problem's words: its message with its parameters, a custom card's name in the language asked (else its fallback). */
export function errorText(code: string, params: Readonly<Record<string, ErrorParam>>, lang: Lang): string {
  const worded: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) worded[k] = typeof v === 'object' ? inlineIn(v, lang) : v;
  return t(`lab.generate.error.${code}`, lang, worded);
}

export const generateErrorText = (e: GenerateError, lang: Lang): string => errorText(e.code, e.params, lang);

/** A proposal as the JSON contract has it, its reason in a language. */
export function proposalJson(p: Proposal, lang: Lang): ProposalJson {
  return { board: p.board, points: p.points, village: p.village, ...p.sides, why: whyText(p, lang) };
}
