// A reader's problems in the terminal: in the terminal's language (lib/i18n/problem-text), at most
// MAX_SHOWN of them with a count of the rest; in --json, every one as { path, message } (English, worded here).
import type { Lang } from '../lib/i18n';
import { problemLines, problemMsg, problemText } from '../lib/i18n/problem-text';
import { problem, type FieldProblem } from '../lib/input/schema';
import type { ReadFailure } from './io';

/** The problem of a file that could not be read (its sentence starts with the file's name). */
export function readProblem(r: ReadFailure): FieldProblem {
  return problem('', 'file.in', { file: r.file, problem: problemMsg(r.problem) });
}

export function readFailureText(r: ReadFailure, lang: Lang): string {
  return problemText(readProblem(r), lang);
}

export const problemsText = (problems: readonly FieldProblem[], lang: Lang): string[] => problemLines(problems, lang);

export const problemsJson = (problems: readonly FieldProblem[]): { path: string; message: string }[] =>
  problems.map((p) => ({ path: p.path, message: problemText(p, 'en') }));
