// linger — the blood moon apostle exiled while he is the last wolf: he stays alive until the next dawn and
// makes that night's kill. At that dawn the wolves' kill is applied and checked first (狼刀在先), then the
// night's other deaths, then his exile death (counted for the new day), then the win is checked again
// (docs/rules.md, the blood moon apostle).
import { isWolfSeat } from '../engine/state';
import type { DeathCause, GameState, Seat } from '../engine/types';
import { hasCardPower } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'linger';
interface State {
  readonly seat: Seat | 0;
  /** The night at whose dawn he leaves. */
  readonly night: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ seat: 0, night: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The exiled last wolf who lives until the next dawn (0: none). */
export function lingering(s: GameState): Seat | 0 {
  const st = state(s);
  return st.seat && s.alive[st.seat - 1] ? st.seat : 0;
}

function lastWolf(s: GameState, seat: Seat): boolean {
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && i + 1 !== seat && isWolfSeat(s, i + 1)) return false;
  return true;
}

export const linger: PowerModule = {
  id: ID,
  init: () => NONE,
  view: { lingering: (s) => lingering(s) },
  onExileOrder: 20,
  onExile(d: Draft, seat: Seat) {
    if (!hasCardPower(d, seat, ID) || !isWolfSeat(d, seat) || !lastWolf(d, seat)) return false;
    slot.set(d, { seat, night: d.day + 1 } satisfies State);
    return true;
  },
  // Last of the night's deaths, counted for the day that dawns.
  nightDeathsOrder: 60,
  nightDeaths(d): [Seat, DeathCause, 'day'][] {
    const st = state(d);
    return st.seat && st.night === d.night ? [[st.seat, 'exile', 'day']] : [];
  },
};
