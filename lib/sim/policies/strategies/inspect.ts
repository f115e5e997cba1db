// An inspector (inspect). On the village's side (the seer): a player she has not checked, preferring
// players nobody has cleared. On the wolves' side (the demon): a player it has not checked who is not a
// wolf, looking for gods for the pack. The side is the faction of the card whose step this is.
import { isWolfSeat } from '../../../engine';
import { act, okSeats, one, randomOf, type Strategy } from './mind';

export const inspect: Strategy = (t, s, step, rng) => {
  const allowed = okSeats(step);
  const m = t.m;
  if (t.f.card[step.line!.role].wolf) {
    const fresh = allowed.filter((x) => !m.packChecked.has(x) && !isWolfSeat(s, x));
    return act(step, one(randomOf(rng, fresh) ?? randomOf(rng, allowed)));
  }
  const actor = step.actors[0] ?? 0;
  const fresh = allowed.filter((x) => x !== actor && !m.checks.has(x));
  const open = fresh.filter((x) => !t.cleared(s, x));
  return act(step, one(randomOf(rng, open) ?? randomOf(rng, fresh) ?? randomOf(rng, allowed)));
};
