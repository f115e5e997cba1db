// seal — the blood moon apostle: his self-destruct seals the night that falls: every good player's power is
// blocked that night (their steps take no event, the witch is not told the victim, a hunter killed that night
// cannot shoot). If he was the last wolf the self-destruct has already won the game for the good side, so
// nothing is sealed. A self-destruct during the election seals the night that falls after it
// (docs/rules.md, the blood moon apostle).
import { cardAt } from '../engine/state';
import type { GameState } from '../engine/types';
import { hasCardPower } from './common';
import { slotOf } from './slots';
import type { PowerModule } from './types';

const ID = 'seal';
interface State {
  /** The sealed night (0: none). */
  readonly night: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ night: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** Whether tonight (or, by day, last night) is sealed. */
export const sealedNight = (s: GameState): boolean => state(s).night !== 0 && state(s).night === s.night && s.phase !== 'over';

export const seal: PowerModule = {
  id: ID,
  tells: { sealed: {} },
  init: () => NONE,
  view: { sealedNight: (s) => state(s).night },
  onDeathOrder: 60,
  onDeath(d, x) {
    if (x.cause === 'selfDestruct' && hasCardPower(d, x.seat, ID)) slot.set(d, { night: d.day + 1 } satisfies State);
  },
  // The judge keeps in view that the night is sealed (its good steps are called as usual, to no effect).
  nightTellsOrder: 30,
  nightTells: (s) => (sealedNight(s) ? [{ kind: 'sealed', to: [] }] : []),
  blockedOrder: 20,
  blocked: (s, seat) => (sealedNight(s) && cardAt(s, seat).faction === 'village' ? 'skip' : null),
};
