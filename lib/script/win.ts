// Win conditions of a board as the judge reads them out (RULES.md §1).
import type { Board } from '../generated/board';
import { countOf } from '../roles';
import type { ResolvedRules } from '../rules';
import { say } from './lines';
import type { Loc } from './loc';

export function winLines(board: Board, rules: ResolvedRules): Loc[] {
  const has = (r: Parameters<typeof countOf>[1]) => countOf(board, r) > 0;
  const out: Loc[] = [say('win.condition', rules)];
  if (rules.winCondition === 'sides') {
    if (has('idiot')) out.push(say('win.idiot', rules));
    if (has('cupid')) out.push(say('win.cupid'));
  }
  out.push(say('win.killFirst'));
  if (has('cupid')) out.push(say('win.lovers'));
  if (has('piper')) out.push(say('win.piper', rules));
  return out;
}
