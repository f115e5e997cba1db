// tetanus — the knight with the rusty sword: killed by the wolves (not saved, not protected: then he does not die),
// the nearest living wolf-side player on his left (the next lower seat number, wrapping from 1 to the last seat;
// the seats around the table, never moved by the magician's swap) catches tetanus and dies of `tetanus` under
// rustySwordDeath: sameNight, at the same dawn, after the wolves' kill; nextDawn, at the dawn after the next
// night; endOfNextDay, at the end of the day that follows, after its exile and the decisions it called for, a day
// death with its last words. Nobody is told, and neither the guard nor the antidote stops it. Any other death of
// the knight, or a knight who lost his power, strikes nobody (docs/rules.md, the knight with the rusty sword).
import { nearestLiving } from '../engine/neighbours';
import { hasPower, isWolfSeat } from '../engine/state';
import type { DeathCause, GameState, Seat } from '../engine/types';
import { hasCardPower } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'tetanus';
/** The infected wolf (0: none) and when he dies: at the dawn of night `n`, or at the end of day `n`. */
interface State {
  readonly seat: Seat | 0;
  readonly time: 'night' | 'day';
  readonly n: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ seat: 0, time: 'night', n: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The wolf who caught tetanus and has not died of it yet (0: none). */
export function infected(s: GameState): Seat | 0 {
  const st = state(s);
  return st.seat && s.alive[st.seat - 1] ? st.seat : 0;
}

/** When the infected dies, for a knight killed on night `n`. */
function due(s: GameState, n: number): Pick<State, 'time' | 'n'> {
  switch (s.ctx.rules.rustySwordDeath) {
    case 'sameNight':
      return { time: 'night', n };
    case 'endOfNextDay':
      return { time: 'day', n };
    default:
      return { time: 'night', n: n + 1 };
  }
}

const dying = (s: GameState, time: 'night' | 'day', n: number): [Seat, DeathCause][] => {
  const st = state(s);
  return st.seat && st.time === time && st.n === n && s.alive[st.seat - 1] ? [[st.seat, 'tetanus']] : [];
};

export const tetanus: PowerModule = {
  id: ID,
  init: () => NONE,
  view: { tetanus: (s) => infected(s) },
  readsNeighbours: () => true,
  onDeathOrder: 55,
  onDeath(d: Draft, x, alive) {
    if (x.cause !== 'wolves' || x.time !== 'night' || !hasCardPower(d, x.seat, ID) || !hasPower(d, x.seat)) return;
    const wolf = nearestLiving(alive, x.seat, 'left', (y) => isWolfSeat(d, y));
    if (wolf) slot.set(d, { seat: wolf, ...due(d, d.night) } satisfies State);
  },
  // After the wolves' kill and the night's other deaths of the power modules before it.
  nightDeathsOrder: 55,
  nightDeaths: (d) => dying(d, 'night', d.night),
  dayEnds: (d) => dying(d, 'day', d.day),
};
