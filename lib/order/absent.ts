// Whether a step's card may be missing when the judge reaches it, and what the judge then does
// (docs/rules.md, Fake steps; Rules Introduction (traditional) 標準回合 1/3, Millers Hollow (traditional) 43, Basic Rules 盗贼/变体).
import type { Board } from '../generated/board';
import type { CardId } from '../catalogue/card-role';
import { elderPower, boardCards, hasBottomCards } from '../powers/cards';
import type { ResolvedRules } from '../catalogue/rules';
import { boardHasPower, cardCount } from './board-cards';
import type { StepId } from './orders';
import { isPackStep } from './owners';

export type AbsentHandling = 'callAnyway' | 'skip';
export interface AbsentFlags {
  /** The card(s) may lie among the thief's two bottom cards, so nobody plays the role (all game long). */
  bottom: boolean;
  /** Every player of the step may be dead by this night (later nights only). */
  dead: boolean;
  /** The step's village roles may have lost their powers (the village killed the elder; Basic Rules, Rules Introduction (traditional)). */
  powerless: boolean;
  /** callAbsentRoles on: call the step anyway (a fake step); off: skip it. null when nothing can be missing. */
  handling: AbsentHandling | null;
}

/**
 * The bottom holds two cards. A role can be wholly buried only when it has at most two cards — and the
 * wolves only when burying them is allowed: the thief must take a wolf when one lies there (anyWolf,
 * Basic Rules 二) or when both are wolves (Rules Introduction (traditional) / Forum-13 Rules / Millers Hollow (traditional)); with bottom control the judge never leaves
 * two wolves nor the thief with a wolf (Basic Rules 二). So one wolf card can be buried only when the thief
 * may pass it over (bothWolves) or may be in the bottom beside it (no control); two wolf cards never.
 */
function mayBeBuried(roles: CardId[], cards: number, board: Board, rules: ResolvedRules): boolean {
  // The bottom cards exist only with a card that takes one of them (the thief: power takeCard).
  if (!hasBottomCards(board) || cards === 0) return false;
  // Wolf cards (the wolves' step, the wolf beauty's, the demon's) follow the thief's wolf rules.
  const all = boardCards(board, rules);
  if (roles.every((r) => all[r].faction === 'wolves')) {
    return cards === 1 && (rules.thiefWolfRule === 'bothWolves' || !rules.thiefBottomControl);
  }
  return cards <= 2;
}

export function absentFlags(stepId: StepId, roles: CardId[], board: Board, rules: ResolvedRules, night: 'first' | 'later', during = false): AbsentFlags {
  const cards = roles.reduce((n, r) => n + cardCount(board, r), 0);
  const bottom = mayBeBuried(roles, cards, board, rules);
  // The night's wolves cannot all be dead at the pack's step: the game would be over (docs/rules.md, Factions and side-kill counting).
  const dead = night === 'later' && !isPackStep(stepId, rules, board);
  // The village's powers are lost when it kills the elder, the card with the extra life (extraLife).
  const all = boardCards(board, rules);
  const powerless = night === 'later' && boardHasPower(board, elderPower(), rules) && roles.length > 0 && roles.every((r) => all[r].faction === 'village');
  // A step inside another (the little girl peeks during the wolves' step) is never called alone:
  // there is nothing to fake or skip.
  const any = (bottom || dead || powerless) && !during;
  return { bottom, dead, powerless, handling: any ? (rules.callAbsentRoles ? 'callAnyway' : 'skip') : null };
}
