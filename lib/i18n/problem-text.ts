// A reader's problems (lib/input/schema FieldProblem: a code, parameters and a path) as a person reads them: the
// message readers.<code> in one language (data/i18n/<lang>/readers.json), its {where} the path, and at most
// MAX_SHOWN of them with a count of the rest (a file can hold thousands of bad events). Pure: no React.
import { describeError } from '../engine/reasons';
import { need, t, type Lang } from './index';
import { type Msg, type MsgParam, msg, msgText } from './msg';
import { type FieldProblem, pathText } from '../input/schema';

export const MAX_SHOWN = 20;

/** The problem as a message: its sentence with its parameters, {where} naming its path. */
export function problemMsg(p: FieldProblem): Msg {
  return msg(`readers.${p.code}`, { where: pathText(p.path), ...p.params });
}

export function problemText(p: FieldProblem, lang: Lang): string {
  // A page loads the readers' words only when it has a problem to show (no key is ever shown meanwhile).
  if (!need('readers', 'readers.topLevel', lang)) return '…';
  const m = problemMsg(p);
  // A refused event's reason is the engine's problem (lib/engine/reasons words it).
  if (!p.cause) return msgText(m, lang);
  const params: Record<string, MsgParam> = { ...m.params, why: describeError(p.cause, lang) };
  return msgText({ ...m, params }, lang);
}

/** The lines to show: the first MAX_SHOWN problems, then "… and N more" when there are more. */
export function problemLines(problems: readonly FieldProblem[], lang: Lang, max = MAX_SHOWN): string[] {
  const lines = problems.slice(0, max).map((p) => problemText(p, lang));
  const more = problems.length - max;
  if (more > 0) lines.push(t('common.moreProblems', lang, { n: more }));
  return lines;
}
