// A vote event's ballots as voter seats: the keys are seat numbers, one spelling each (apply's shape check makes sure).
import type { Seat } from './types';

/** A seat number as a key, in its one spelling: decimal digits, from 1, no leading zero (schemas/game.schema.json). */
export function isSeatKey(k: string): boolean {
  if (!k.length || k.charCodeAt(0) === 48) return false;
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The voters of ballots, in key order (integer keys ascend). */
export function votersOf(b: object): Seat[] {
  return Object.keys(b).map(Number);
}
