// The side a seat plays for when a power decides it rather than his card (the mixed blood plays for his idol's
// side): the moderator's end screen says whether he won with it (docs/rules.md, the mixed blood).
import type { GameState, Seat, Winner } from '../engine/types';
import type { DayPowerId, StepPowerId } from './cards';

type Side = 'village' | 'wolves' | 'solo';

/** Seats whose side a power decides, with that side and whether the game's winner is that side. */
export function playsForSide(s: GameState): { seat: Seat; side: Side; won: boolean }[] {
  const out: { seat: Seat; side: Side; won: boolean }[] = [];
  const hooks = s.ctx.hooks.sideOf;
  for (let seat = 1; hooks.length && seat <= s.alive.length; seat++) {
    for (const f of hooks) {
      const side = f(s, seat);
      if (side) {
        out.push({ seat, side, won: side !== 'solo' && s.winner === side });
        break;
      }
    }
  }
  return out;
}

/**
 * The third sides (a winner that is neither side nor a draw), with the power that brings each onto a board
 * (Cupid's link makes lovers): the engine's name of the side (its Winner), not a card.
 */
export const THIRD_SIDE_POWERS: readonly { side: Exclude<Winner, 'village' | 'wolves' | 'draw'>; power: StepPowerId | DayPowerId }[] = [
  { side: 'lovers', power: 'link' },
  { side: 'piper', power: 'enchant' },
  { side: 'cursedFox', power: 'stealWin' },
  { side: 'tanner', power: 'winOnDeath' },
  { side: 'angel', power: 'winOnDeath' },
];
