'use client';
import type { FieldProblem } from '../../lib/schema';
import type { TFn } from '../use-t';

/** Every problem of a rejected file or link: the field (path inside the file) and the reason. */
export function ProblemList({ problems, t }: { problems: FieldProblem[]; t: TFn }) {
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" data-testid="problem-list">
      {problems.map((p, i) => (
        <li key={`${p.path}:${i}`}>
          <code className="rounded bg-white/70 px-1 font-mono text-xs">{p.path || t('designer.wholeFile')}</code>{' '}
          <span>{p.message}</span>
        </li>
      ))}
    </ul>
  );
}
