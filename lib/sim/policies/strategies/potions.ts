// The witch (potions): the antidote on night 1 whenever the engine allows it, later only on a seer who
// claimed and is believed; the poison on a known wolf, else on a player who voted to save one, else unused.
// On the wolves' side (the wolf robot who learned the witch; the side is the faction of the card whose step
// this is): no antidote, the poison on a god the pack found, else on a player who is not a wolf.
import { isWolfSeat } from '../../../engine';
import { act, okSeats, randomOf, type Strategy } from './mind';

export const potions: Strategy = (t, s, step, rng) => {
  const w = step.witch!;
  if (t.f.card[step.line!.role].wolf) {
    const allowed = w.poisonOk ? okSeats(step).filter((x) => x !== step.actors[0] && !isWolfSeat(s, x)) : [];
    const gods = allowed.filter((x) => t.m.packGods.has(x));
    return act(step, { kind: 'potions', save: false, poison: randomOf(rng, gods) ?? randomOf(rng, allowed) });
  }
  const victim = w.victim;
  const m = t.m;
  const save = Boolean(w.save.ok && victim && (s.night === 1 || victim === m.trusted));
  // She was told the victim: in the morning she can say who survived it without her antidote.
  m.witchSaw = Boolean(victim);
  m.saved = save && victim ? victim : 0;
  let poison: number | null = null;
  if (w.poisonOk && (w.both || !save)) {
    const allowed = okSeats(step);
    const actor = step.actors[0] ?? 0;
    poison = [...t.removableWolves(s), ...m.suspects].find((x) => allowed.includes(x) && x !== actor && !t.cleared(s, x)) ?? null;
  }
  return act(step, { kind: 'potions', save, poison });
};
