// The errors a board's custom cards carry as written (lib/validator/custom-cards), for a reader that must refuse
// to run such a board rather than guess what its author meant: the engine (and through it the moderator and
// the lab). Only the custom-card checks run: the rest of the validator's findings never stop a game.
import type { Board } from '../generated/board';
import type { CardId } from '../catalogue/card-role';
import { customRolesOf } from '../catalogue/custom';
import { buildContext } from './context';
import { CUSTOM_CHECKS } from './custom-cards';
import type { Msg } from './text';

/** One error: the cards it concerns and its message (which names them). */
export interface CustomCardError {
  readonly roles: readonly CardId[];
  readonly message: Msg;
}

/** Each error of the custom-card checks, in check order; none without custom cards. */
export function customCardErrors(board: Board): CustomCardError[] {
  if (!customRolesOf(board).length) return [];
  const ctx = buildContext(board);
  const out: CustomCardError[] = [];
  for (const check of CUSTOM_CHECKS) {
    check.run(ctx, (f) => {
      if ((f.severity ?? check.severity[0]) === 'error') out.push({ roles: f.roles ?? [], message: f.message });
    });
  }
  return out;
}
