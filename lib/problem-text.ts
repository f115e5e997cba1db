// A reader's problems (lib/schema FieldProblem: English and Simplified Chinese) as a person reads them:
// in one language, zh-TW made from zh like every built text, and at most MAX_SHOWN of them with a count
// of the rest (a file can hold thousands of bad events). Pure: no React.
import { t, type Lang } from './i18n';
import type { FieldProblem } from './schema';
import { plainText } from './bi-text';

export const MAX_SHOWN = 20;

export function problemText(p: FieldProblem, lang: Lang): string {
  return plainText({ en: p.message, zh: p.zh }, lang);
}

/** The lines to show: the first MAX_SHOWN problems, then "… and N more" when there are more. */
export function problemLines(problems: readonly FieldProblem[], lang: Lang, max = MAX_SHOWN): string[] {
  const lines = problems.slice(0, max).map((p) => problemText(p, lang));
  const more = problems.length - max;
  if (more > 0) lines.push(t('common.moreProblems', lang, { n: more }));
  return lines;
}
