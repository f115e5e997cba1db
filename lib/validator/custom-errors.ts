// The errors a board's custom cards carry as written (lib/validator/custom-cards), for a reader that must refuse
// to run such a board rather than guess what its author meant: the engine (and through it the moderator and
// the lab). Only the custom-card checks run: the rest of the validator's findings never stop a game.
import type { Board } from '../generated/board';
import { customRolesOf } from '../catalogue/custom';
import { buildContext } from './context';
import { CUSTOM_CHECKS } from './custom-cards';
import type { Msg } from './text';

/** Each error of the custom-card checks, in check order, as its message (which names the card); none without custom cards. */
export function customCardErrors(board: Board): Msg[] {
  if (!customRolesOf(board).length) return [];
  const ctx = buildContext(board);
  const out: Msg[] = [];
  for (const check of CUSTOM_CHECKS) {
    check.run(ctx, (f) => {
      if ((f.severity ?? check.severity[0]) === 'error') out.push(f.message);
    });
  }
  return out;
}
