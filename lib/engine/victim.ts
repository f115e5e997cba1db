// Tonight's wolf victims. The pack's: the wolves' target where it lands (the magician's swap), unless a power
// moves the attack (the little girl caught peeking dies instead); then each extra wolf attack a power adds (the
// big bad wolf's, the wolf cub's second victim: `extraAttacks`). The witch is told the numbers chosen
// (chosenVictim, chosenVictims); the dawn resolves each attack where it lands (wolfAttacks).
import { landsOn } from './redirect';
import type { GameState, Seat } from './types';

/** The seat the wolves chose tonight, or the one a power moved the attack to (0: none). */
export function chosenVictim(s: GameState): Seat | 0 {
  const hooks = s.ctx.hooks.attackLandsOn;
  for (let i = 0; i < hooks.length; i++) {
    const v = hooks[i](s);
    if (v) return v;
  }
  return (s.tonight.wolves as Seat | undefined) ?? 0;
}

/** Every seat the wolves chose tonight, the pack's first, then the extra attacks', each once. */
export function chosenVictims(s: GameState): Seat[] {
  const first = chosenVictim(s);
  const out: Seat[] = first ? [first] : [];
  for (const f of s.ctx.hooks.extraAttacks) for (const v of f(s)) if (v && !out.includes(v)) out.push(v);
  return out;
}

/** One wolf attack of the night before the hooks resolve it: where it lands, the number chosen, whose it is. */
export interface PlannedAttack {
  readonly victim: Seat;
  readonly chosen: Seat;
  readonly pack: boolean;
}

/** Tonight's wolf attacks in order: the pack's (if any), then each extra one. */
export function wolfAttacks(s: GameState): PlannedAttack[] {
  const first = chosenVictim(s);
  const out: PlannedAttack[] = first ? [{ victim: landsOn(s, first), chosen: first, pack: true }] : [];
  for (const f of s.ctx.hooks.extraAttacks) {
    for (const v of f(s)) if (v && !out.some((a) => a.chosen === v)) out.push({ victim: landsOn(s, v), chosen: v, pack: false });
  }
  return out;
}
