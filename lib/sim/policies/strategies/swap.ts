// The magician (swap): on most nights he swaps the believed seer (or, with none yet, himself) with a player
// nobody has cleared, so that a kill aimed at the village's key player lands elsewhere; now and then he rests.
import { act, choose, okSeats, one, type Strategy } from './mind';

export const swap: Strategy = (t, s, step, rng) => {
  const allowed = okSeats(step);
  if (allowed.length < 2 || rng.next() < 0.25) return act(step, { kind: 'none' });
  const self = step.actors[0] ?? 0;
  const key = choose(rng, allowed, [t.m.trusted || 0, self]);
  const other = choose(
    rng,
    allowed.filter((x) => x !== key),
    [],
    (x) => x !== self && !t.cleared(s, x),
  );
  if (!key || !other) return act(step, one(null));
  return act(step, { kind: 'seats', seats: [key, other] });
};
