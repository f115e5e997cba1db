// Neighbours around the table: the nearest living player on each side of a seat, skipping the dead. "Left" is
// the next lower seat number, wrapping from seat 1 to the last seat; "right" the next higher, wrapping from the
// last seat to 1 (docs/rules.md, neighbours). The one place every power that reads neighbours asks.
import type { Seat } from './types';

export type Side = 'left' | 'right';

/**
 * The nearest living seat on one side of `seat` that `accept` takes (any living seat by default), skipping
 * the dead and the others; 0 when there is none but `seat` itself. `seat` may be dead (a dying knight).
 */
export function nearestLiving(alive: readonly boolean[], seat: Seat, side: Side, accept?: (x: Seat) => boolean): Seat | 0 {
  const n = alive.length;
  const step = side === 'left' ? n - 1 : 1;
  for (let k = 1, x = ((seat - 1 + step) % n) + 1; k < n; k++, x = ((x - 1 + step) % n) + 1) {
    if (alive[x - 1] && (!accept || accept(x))) return x;
  }
  return 0;
}

/** The two nearest living neighbours of `seat` (left first), once each: one when only two players live, none alone. */
export function neighbours(alive: readonly boolean[], seat: Seat): Seat[] {
  const left = nearestLiving(alive, seat, 'left');
  const right = nearestLiving(alive, seat, 'right');
  const out: Seat[] = [];
  if (left) out.push(left);
  if (right && right !== left) out.push(right);
  return out;
}
