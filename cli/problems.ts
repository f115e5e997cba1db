// A reader's problems in the terminal: in the terminal's language (lib/problem-text), at most
// MAX_SHOWN of them with a count of the rest; in --json, every one as { path, message } (English).
import type { Lang } from '../lib/i18n';
import { problemLines } from '../lib/problem-text';
import type { FieldProblem } from '../lib/schema';
import { plainText } from '../lib/bi-text';
import type { ReadFailure } from './io';

/** The problem of a file that could not be read (its message starts with the file's name). */
export function readProblem(r: ReadFailure): FieldProblem {
  return { path: '', message: r.message, zh: r.zh ?? r.message };
}

export function readFailureText(r: ReadFailure, lang: Lang): string {
  return plainText({ en: r.message, zh: r.zh ?? r.message }, lang);
}

export const problemsText = (problems: readonly FieldProblem[], lang: Lang): string[] => problemLines(problems, lang);

export const problemsJson = (problems: readonly FieldProblem[]): { path: string; message: string }[] =>
  problems.map((p) => ({ path: p.path, message: p.message }));
