// The thief's bottom (docs/rules.md, The thief): what the judge may leave in it under thiefBottomControl, and
// when a wolf there forces the card that takes. One rule each, read by the deal, the deal's check, the
// take-card power and the validator's odds.
import type { CardId } from '../catalogue/card-role';
import type { Card } from './cards';
import { takesBottomCard } from './bottom-cards';

/** What a controlled bottom may not hold: two wolves, or a wolf beside the card that takes (null: it may stay). */
export type BottomBreach = 'twoWolves' | 'thiefAndWolf' | null;

/** The breach of a two-card bottom holding `wolves` wolf cards and `takers` cards that take a bottom card. */
export function bottomBreach(wolves: number, takers: number): BottomBreach {
  if (wolves === 2) return 'twoWolves';
  return wolves === 1 && takers > 0 ? 'thiefAndWolf' : null;
}

/** The breach of a dealt bottom, its cards' factions read from `cards` (lib/powers/cards). */
export function breachOf(bottom: readonly CardId[], cards: Readonly<Record<CardId, Card>>): BottomBreach {
  let wolves = 0;
  let takers = 0;
  for (const r of bottom) {
    if (cards[r].faction === 'wolves') wolves++;
    if (takesBottomCard(r)) takers++;
  }
  return bottomBreach(wolves, takers);
}

/** The first bottom card dealt as a set (more than one card at least: the two sisters), which may never lie there; null: none. */
export function setCardIn(bottom: readonly CardId[], cards: Readonly<Record<CardId, Card>>): CardId | null {
  for (const r of bottom) if ((cards[r].copies?.min ?? 1) > 1) return r;
  return null;
}

/** Whether `wolves` wolf cards in the bottom force the taker to take one (thiefWolfRule). */
export function mustTakeWolf(wolves: number, rule: 'anyWolf' | 'bothWolves'): boolean {
  return rule === 'anyWolf' ? wolves >= 1 : wolves === 2;
}
