// Tonight's wolf victim: the wolves' target, unless a power moves the attack (the little girl caught peeking dies instead).
import type { GameState, Seat } from './types';

export function victimTonight(s: GameState): Seat | 0 {
  const hooks = s.ctx.hooks.attackLandsOn;
  for (let i = 0; i < hooks.length; i++) {
    const v = hooks[i](s);
    if (v) return v;
  }
  return (s.tonight.wolves as Seat | undefined) ?? 0;
}
