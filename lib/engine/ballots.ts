// A vote event's ballots as voter seats, read once per event: apply's shape check reads them (always afresh)
// and the tally that follows reuses that reading of the same object instead of listing its keys again.
import type { Seat } from './types';

let lastBallots: object | null = null;
let lastVoters: Seat[] = [];

export function isDigits(k: string): boolean {
  if (!k.length) return false;
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** Called by the shape check once every key is a seat number: the voters, in key order. */
export function rememberVoters(b: object, voters: Seat[]): void {
  lastBallots = b;
  lastVoters = voters;
}

/** The voters of ballots already checked by the shape check (in key order). */
export function votersOf(b: object): Seat[] {
  if (b === lastBallots) return lastVoters;
  return Object.keys(b).map(Number);
}
