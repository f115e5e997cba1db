// The header of every printed page of a board (the cheat sheet, the judge script, `wolfboard order`): the board
// line (players, family) and the night order it wakes in, named as the house rule "Night order" names its values
// (docs/rules.md, "The night and the wake orders").
import type { Board } from '../generated/board';
import { orderLabel } from '../order/orders';
import type { ResolvedRules } from '../catalogue/rules';
import { lineOf, say } from './lines';
import type { Loc } from './loc';

export interface BoardHeader {
  /** "12 players · Langrensha (Chinese) rules". */
  meta: Loc;
  /** "Night order: Chinese 12-player". */
  order: Loc;
}

export function boardHeader(board: Board, rules: ResolvedRules): BoardHeader {
  return {
    meta: say('meta', rules, { players: board.players, family: lineOf('familyName', rules) }),
    order: say('orderLine', rules, { order: orderLabel(rules.nightOrder) }),
  };
}
