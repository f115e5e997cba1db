// Tonight's wolf victim: the wolves' target where it lands (the magician's swap), unless a power moves the attack
// (the little girl caught peeking dies instead). The witch is told the number the wolves chose (chosenVictim).
import { landsOn } from './redirect';
import type { GameState, Seat } from './types';

/** The seat the wolves chose tonight, or the one a power moved the attack to (0: none). */
export function chosenVictim(s: GameState): Seat | 0 {
  const hooks = s.ctx.hooks.attackLandsOn;
  for (let i = 0; i < hooks.length; i++) {
    const v = hooks[i](s);
    if (v) return v;
  }
  return (s.tonight.wolves as Seat | undefined) ?? 0;
}

/** The seat the wolves' attack lands on tonight (0: none). */
export function victimTonight(s: GameState): Seat | 0 {
  const v = chosenVictim(s);
  return v ? landsOn(s, v) : 0;
}
