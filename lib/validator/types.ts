// Public shapes of the board validator. The JSON of a finding is a contract:
// { id, severity, roles, rules, message: { en, zh } } plus optional fix, scope and probability: the CLI
// makes message.en / message.zh from the finding's message (an id and parameters) at its edge.
import type { HouseRules } from '../generated/rules';
import type { Msg } from '../i18n/msg';
import type { CardId } from '../catalogue/card-role';
import type { RuleKey } from '../catalogue/rules';

export type Severity = 'error' | 'warning' | 'info';

/**
 * A board patch the designer applies with one click (lib/validator/fix.ts applyFix).
 * - players: the new player count;
 * - roles: the new count of each listed role (absolute, not a delta; 0 removes the card);
 * - rules: house-rule keys to set on board.rules (the family stays; other keys are kept).
 */
export interface BoardPatch {
  players?: number;
  roles?: Partial<Record<CardId, number>>;
  rules?: Partial<HouseRules>;
}

/**
 * A message (id and parameters, lib/i18n/msg) as the validator returns it. `en` and `zh` (English, Simplified
 * Chinese) are read lazily from the messages loaded and are not enumerable: they do not travel when a
 * result is serialised (a page, which loads its language only, calls msgText in that language).
 */
export type Message = Msg & { readonly en: string; readonly zh: string };

export interface Fix {
  label: Message;
  patch: BoardPatch;
}

/**
 * board: the conflict follows from the cards in the deck.
 * inPlay: with a thief two cards stay in the bottom, so it happens only on some deals;
 * `probability` is then the exact chance over the deal (lib/validator/thief-odds.ts).
 */
export type Scope = 'board' | 'inPlay';

export interface Finding {
  id: string;
  severity: Severity;
  /** The cards it concerns: catalogue ids, and a custom card's id (custom:<name>) on the board that carries it. */
  roles: CardId[];
  rules: RuleKey[];
  message: Message;
  fix?: Fix;
  scope?: Scope;
  probability?: number;
}

export interface BalanceLine {
  role: CardId;
  count: number;
  value: number;
  /** A custom card that gives no points (counted as 0; a finding says so). */
  unknown?: true;
}

export interface Balance {
  /** Expected sum of the point values of the cards in play (the thief's bottom cards accounted for). */
  score: number;
  /** Sum of the point values of every card in the deck (the thief card itself is worth 0). */
  deck: number;
  /** score − deck: what the two bottom cards and the thief's choice change, on average. */
  thiefAdjustment: number;
  favours: 'village' | 'wolves' | 'even';
  reading: Message;
  lines: BalanceLine[];
}

export interface ValidationResult {
  valid: boolean;
  findings: Finding[];
  balance: Balance;
}

export type { CardId, HouseRules, Msg, RuleKey };
