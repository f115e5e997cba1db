'use client';
import type { Lang } from '../../lib/i18n';
import { MAX_SHOWN, problemText } from '../../lib/i18n/problem-text';
import type { FieldProblem } from '../../lib/input/schema';
import type { TFn } from '../use-t';

/** Every problem of a rejected file or link (up to MAX_SHOWN, then how many more): the field (path inside the file) and the reason, in the page's language. */
export function ProblemList({ problems, t, lang }: { problems: FieldProblem[]; t: TFn; lang: Lang }) {
  const more = problems.length - MAX_SHOWN;
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" data-testid="problem-list">
      {problems.slice(0, MAX_SHOWN).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a path can have several problems; the list is rebuilt whole from each parse, never reordered in place
        <li key={`${p.path}:${i}`}>
          <code className="rounded bg-white/70 px-1 font-mono text-xs break-all">{p.path || t('designer.wholeFile')}</code> <span>{problemText(p, lang)}</span>
        </li>
      ))}
      {more > 0 ? <li>{t('designer.moreProblems', { n: more })}</li> : null}
    </ul>
  );
}
