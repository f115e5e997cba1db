// Skip-ahead on the moderator page: a beat that records nothing is shown together with the beats after it that
// record nothing either, so that one "next" runs through them all (the judge reads every line in order on the
// one card) up to the next beat that needs him: one that waits for an input, a called step of an absent role
// (its pause must be kept, docs/rules.md "Fake steps"), a beat that offers a day action (the duel, a
// self-destruct), a beat with a speaking order (speeches, PK, the election), or the end.
import type { Beat } from './beats';

/** Whether the judge must stop at this beat (it is not run through by a "next" from an earlier beat). */
export function stopsAt(b: Beat): boolean {
  return b.waitsFor !== null || b.fake || b.offers.length > 0 || b.kind === 'speeches' || b.kind === 'pk' || b.kind === 'election' || b.kind === 'end';
}

/**
 * The beat a "next" tapped on beat `from` goes to: the first later beat the judge must stop at, else the last.
 * The beats between `from` and it are shown with `from`, each line readable, before the tap.
 */
export function aheadOf(beats: readonly Beat[], from: number): number {
  for (let j = from + 1; j < beats.length; j++) if (stopsAt(beats[j])) return j;
  return beats.length - 1;
}
