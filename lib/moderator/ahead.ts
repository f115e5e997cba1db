// Skip-ahead on the moderator page: the judge stops only at the beats that need him, one that waits for an
// input, a beat that offers a day action (the duel, a self-destruct), a beat with a speaking order (speeches,
// PK, the election), or the end. The beats before a stop that record nothing are shown on its card above its
// own words, in order, each line readable: no "next" is tapped for them. A called step of an absent role is
// one of them, shown with its pause (docs/rules.md "Fake steps": the judge still waits as long as a real one
// would take).
import type { Beat } from './beats';

/** Whether the judge must stop at this beat (it is not run through on the way to a later one). */
export function stopsAt(b: Beat): boolean {
  return b.waitsFor !== null || b.offers.length > 0 || b.kind === 'speeches' || b.kind === 'pk' || b.kind === 'election' || b.kind === 'end';
}

/** The first beat after `from` the judge must stop at, else the last. */
export function aheadOf(beats: readonly Beat[], from: number): number {
  for (let j = from + 1; j < beats.length; j++) if (stopsAt(beats[j])) return j;
  return beats.length - 1;
}

/** The beat shown for the position `k` the judge has tapped to: `k` when he stops there, else the next stop. */
export function shownAt(beats: readonly Beat[], k: number): number {
  return stopsAt(beats[k]) ? k : aheadOf(beats, k);
}

/** The beats shown above beat `at` on its card: those just before it that need nothing, back to the previous stop. */
export function leadOf(beats: readonly Beat[], at: number): Beat[] {
  let j = at - 1;
  while (j >= 0 && !stopsAt(beats[j])) j--;
  return beats.slice(j + 1, at);
}
