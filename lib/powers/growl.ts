// growl — the bear tamer: each dawn, once the night's deaths are applied, his bear growls for everyone to hear
// when one of his two nearest living neighbours is on the wolves' side (true faction); a silent morning says
// nothing. Neighbours are the seats around the table (the magician's night swap never moves them). Playing for
// the wolves himself (infected), he growls every morning under bearGrowlsWhenInfected. Dead or powerless: no
// growl (docs/rules.md, the bear tamer).
import { neighbours } from '../engine/neighbours';
import { hasPower, isWolfSeat } from '../engine/state';
import type { GameState, Seat, Tell } from '../engine/types';
import { hasCardPower } from './common';
import type { PowerModule } from './types';

const ID = 'growl';
const NO_TELLS: Tell[] = Object.freeze([]) as unknown as Tell[];

/** Whether the bear of the tamer at `seat` growls this morning. */
export function growls(s: GameState, seat: Seat): boolean {
  if (!s.alive[seat - 1] || !hasPower(s, seat)) return false;
  if (isWolfSeat(s, seat)) return s.ctx.rules.bearGrowlsWhenInfected;
  return neighbours(s.alive, seat).some((x) => isWolfSeat(s, x));
}

export const growl: PowerModule = {
  id: ID,
  // Said aloud at dawn to the whole table (`say.growl`), no seat named.
  tells: { growl: {} },
  readsNeighbours: () => true,
  dawnTellsOrder: 30,
  dawnTells(s): Tell[] {
    for (let seat = 1; seat <= s.alive.length; seat++) if (hasCardPower(s, seat, ID) && growls(s, seat)) return [{ kind: 'growl', to: [] }];
    return NO_TELLS;
  },
};
