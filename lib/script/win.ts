// Win conditions of a board as the judge reads them out (docs/rules.md, Factions and side-kill counting). Cards are asked by their powers
// (lib/order/board-cards), not by name.
import type { Board } from '../generated/board';
import { lineOnBoard } from './line-powers';
import type { ResolvedRules } from '../catalogue/rules';
import { ruleMatters } from './house-rules';
import { say } from './lines';
import type { Loc } from './loc';

export function winLines(board: Board, rules: ResolvedRules): Loc[] {
  // The card that links lovers (cupid) makes the lovers' side; the enchanter (the piper) wins alone.
  const links = lineOnBoard('win.lovers', board, rules);
  const out: Loc[] = [say('win.condition', rules)];
  if (rules.winCondition === 'sides') {
    // How the idiot counts for the side kill: said whenever that house rule is listed (idiotCountsAs).
    if (ruleMatters('idiotCountsAs', board, rules)) out.push(say('win.idiot', rules));
    if (lineOnBoard('win.cupid', board, rules)) out.push(say('win.cupid'));
  }
  out.push(say('win.killFirst'));
  if (links) out.push(say('win.lovers'));
  if (lineOnBoard('win.piper', board, rules)) out.push(say('win.piper', rules));
  // The mixed blood's idol (mixedBloodSideKill) and the cursed fox who steals a side's win.
  if (lineOnBoard('win.mixedBlood', board, rules)) out.push(say('win.mixedBlood', rules));
  if (lineOnBoard('win.cursedFox', board, rules)) out.push(say('win.cursedFox'));
  // The wolves' helper the village need not kill (the minion), and how he counts for parity.
  if (lineOnBoard('win.minion', board, rules)) {
    out.push(say('win.minion'));
    if (rules.winCondition === 'parity') out.push(say('win.minionParity', rules));
  }
  // The loner whose death is his win (the tanner), said per tannerWinsOn.
  if (lineOnBoard('win.tanner', board, rules)) out.push(say('win.tanner', rules));
  // The angel, who wins by the opening vote or the first night's kill (angelWins).
  if (lineOnBoard('win.angel', board, rules)) out.push(say('win.angel', rules));
  return out;
}
