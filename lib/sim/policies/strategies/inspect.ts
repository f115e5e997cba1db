// An inspector (inspect). On the village's side (the seer): a player she has not checked, preferring
// players nobody has cleared, and first a player who survived an unsaved attack while a win-stealer may live. On the wolves' side (the demon): a player it has not checked who is not a
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
  // The mirror seer remembers his own checks (inverted), not the seer's.
  const mine = t.f.card[step.line!.role].mirror ? m.mirrorChecks : m.checks;
  const fresh = allowed.filter((x) => x !== actor && !mine.has(x));
  const open = fresh.filter((x) => !t.cleared(s, x));
  // A player who survived an unsaved attack first: her check is what kills the win-stealer.
  const fox = t.stealerSuspects(s, false).filter((x) => fresh.includes(x));
  return act(step, one(randomOf(rng, fox) ?? randomOf(rng, open) ?? randomOf(rng, fresh) ?? randomOf(rng, allowed)));
};
