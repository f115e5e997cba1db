'use client';
// What a start screen's action refused (a bad link, a bad record file, a copy not saved), worded when shown.
import type { FieldProblem } from '../../lib/input/schema';
import type { MKey } from '../../lib/moderator/text';
import { Problems } from '../input-notice';
import { useM } from './use-m';

// The title as a message id with its parameters, worded when shown: a switch of language follows it.
export type StartProblems = { title: { key: MKey; vars?: Record<string, string> }; list: FieldProblem[] };

export function StartProblemsBox({ problems }: { problems: StartProblems }) {
  const { lang, m } = useM();
  return (
    <div role="alert" data-testid="start-problems" className="rounded-lg bg-rose-100 p-3 text-sm text-rose-900">
      <p className="font-medium">{m(problems.title.key, problems.title.vars)}</p>
      <Problems problems={problems.list} lang={lang} />
    </div>
  );
}
