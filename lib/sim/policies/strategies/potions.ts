// The witch (potions): the antidote on night 1 whenever the engine allows it, later only on a seer who
// claimed and is believed (told two wolf victims: that seer, or on night 1 the first she may save, poison kept);
// the poison on a known wolf, else on a player who voted to save one, else unused. Told no victim, she says so at
// dawn: while the wolf-father may infect, that is his infection (table/morning).
// On the wolves' side (the wolf robot who learned the witch; the side is the faction of the card whose step
// this is): no antidote, the poison on a god the pack found, else on a player who is not a wolf.
import { isWolfSeat } from '../../../engine';
import { act, okSeats, randomOf, type Strategy } from './mind';

type Witch = NonNullable<Parameters<Strategy>[2]['potions']>;

/** The seat saved of two victims told (false: none): the trusted one, or on night 1 the first she may save. */
function twoVictims(w: Witch, night: number, trusted: number | null | undefined): number | false {
  const ok = w.victims.filter((o) => o.ok).map((o) => o.seat);
  const pick = ok.find((x) => x === trusted) ?? (night === 1 ? ok[0] : undefined);
  return pick ?? false;
}

export const potions: Strategy = (t, s, step, rng) => {
  const w = step.potions!;
  if (t.f.card[step.line!.role].wolf) {
    const allowed = w.poisonOk ? okSeats(step).filter((x) => x !== step.actors[0] && !isWolfSeat(s, x)) : [];
    const gods = allowed.filter((x) => t.m.packGods.has(x));
    return act(step, { kind: 'potions', save: false, poison: randomOf(rng, gods) ?? randomOf(rng, allowed) });
  }
  const victim = w.victim;
  const m = t.m;
  // Told two victims (an extra wolf attack), she saves the believed seer among them, else the first she may save.
  if (w.victims.length > 1) return act(step, { kind: 'potions', save: twoVictims(w, s.night, m.trusted), poison: null });
  // Told no victim, she says so at dawn (unless an infection made her a wolf: then she keeps it for the pack).
  const me = step.actors[0] ?? 0;
  m.silent = Boolean(me) && !victim && !isWolfSeat(s, me);
  const save = Boolean(w.save.ok && victim && (s.night === 1 || victim === m.trusted));
  // She was told the victim: in the morning she can say who survived it without her antidote.
  m.witchSaw = Boolean(victim);
  m.saved = save && victim ? victim : 0;
  let poison: number | null = null;
  if (w.poisonOk && (w.both || !save)) {
    const allowed = okSeats(step);
    poison = [...t.removableWolves(s), ...t.removableSuspects(s)].find((x) => allowed.includes(x) && x !== me && !t.cleared(s, x)) ?? null;
  }
  return act(step, { kind: 'potions', save, poison });
};
