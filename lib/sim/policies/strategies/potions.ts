// The witch (potions): the antidote on night 1 whenever the engine allows it, later only on a seer who
// claimed and is believed; the poison on a known wolf, else on a player who voted to save one, else unused.
import { act, okSeats, type Strategy } from './mind';

export const potions: Strategy = (t, s, step) => {
  const w = step.witch!;
  const victim = w.victim;
  const m = t.m;
  const save = Boolean(w.save.ok && victim && (s.night === 1 || victim === m.trusted));
  let poison: number | null = null;
  if (w.poisonOk && (w.both || !save)) {
    const allowed = okSeats(step);
    const actor = step.actors[0] ?? 0;
    poison = [...t.knownWolves(s), ...m.suspects].find((x) => allowed.includes(x) && x !== actor && !t.cleared(s, x)) ?? null;
  }
  return act(step, { kind: 'potions', save, poison });
};
