// Where a night power's target lands tonight: the seat it names, unless a power moves every night target
// (the magician's swap: docs/rules.md, the magician). Each power records the number it chose (its limits
// count that number) and reads where it lands through this when it takes effect.
import type { GameState, Seat } from './types';

export function landsOn(s: GameState, seat: Seat): Seat {
  const hooks = s.ctx.hooks.redirect;
  if (!seat || hooks.length === 0) return seat;
  for (let i = 0; i < hooks.length; i++) {
    const t = hooks[i](s, seat);
    if (t) return t;
  }
  return seat;
}
