// The crow (curse): a wolf the table knows, else a player nobody has cleared (never himself by choice).
import { act, choose, okSeats, one, type Strategy } from './mind';

export const curse: Strategy = (t, s, step, rng) => {
  const self = step.actors[0] ?? 0;
  const allowed = okSeats(step).filter((x) => x !== self);
  if (!allowed.length) return act(step, one(null));
  return act(step, one(choose(rng, allowed, t.knownWolves(s), (x) => !t.cleared(s, x))));
};
