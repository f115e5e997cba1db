// The witcher (hunt): a hunt that misses kills him, so he hunts only a wolf the table knows; else he rests.
import { act, choose, okSeats, one, type Strategy } from './mind';

export const hunt: Strategy = (t, s, step, rng) => {
  const wolves = t.removableWolves(s).filter((x) => okSeats(step).includes(x));
  return act(step, one(wolves.length ? choose(rng, wolves, []) : null));
};
