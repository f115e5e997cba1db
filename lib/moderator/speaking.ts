// The speaking order of a day: from the sheriff's left or right, the sheriff last; without a sheriff from
// the left of the last player who died (Basic Rules 2(1), 基本规则 2(2); data/script.json day.speak.*).
// Seats run clockwise, so "left" (for a player facing the table) is the next seat up: direction 'up'.
import type { Seat } from '../engine/types';

export type Direction = 'up' | 'down';

function stepFrom(seat: Seat, n: number, dir: Direction): Seat {
  return dir === 'up' ? (seat % n) + 1 : ((seat - 2 + n) % n) + 1;
}

/**
 * Living seats in speaking order. `from` is the seat whose neighbour speaks first (the sheriff, the last
 * dead, or 0 to start at seat 1 going up / the last seat going down); the sheriff, when alive, speaks last.
 */
export function speakingOrder(players: number, alive: readonly Seat[], opts: { from: Seat | 0; dir: Direction; sheriff: Seat | 0 }): Seat[] {
  const living = new Set(alive);
  const out: Seat[] = [];
  let seat: Seat = opts.from || (opts.dir === 'up' ? players : 1);
  for (let i = 0; i < players; i++) {
    seat = stepFrom(seat, players, opts.dir);
    if (living.has(seat) && seat !== opts.sheriff) out.push(seat);
  }
  if (opts.sheriff && living.has(opts.sheriff)) out.push(opts.sheriff);
  return out;
}
