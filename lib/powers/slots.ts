// A power's own state inside the game state (GameState.powers, one entry per power the board uses, placed by
// the board's GameContext.slots): replaced, never written in place.
import { ROLES } from '../catalogue';
import { ROLE_IDS } from '../catalogue/roles';
import type { GameState, PowerSlots } from '../engine/types';

/** Every power id the role data names (night steps and their rule variants, day powers, traits), sorted. */
function powerIds(): string[] {
  const ids = new Set<string>();
  for (const id of ROLE_IDS) for (const p of powersOfRole(ROLES[id])) ids.add(p);
  return [...ids].sort();
}

/** The power ids one role's data names: its night steps', its rule variants' steps', its day powers', its traits. */
function powersOfRole(role: (typeof ROLES)[keyof typeof ROLES]): string[] {
  const variants = (role.ruleVariants ?? []).flatMap((v) =>
    (v.set.nightSteps ?? []).map((st) => st.power).filter((p): p is NonNullable<typeof p> => Boolean(p)),
  );
  return [...role.nightSteps.map((st) => st.power), ...variants, ...role.dayPowers.map((p) => p.power), ...(role.traits ?? [])];
}
/** A power's place in every board's slot table (PowerSlots.at): its index here, fixed at load from the data. */
const POWER_IDS: readonly string[] = Object.freeze(powerIds());

/** The index of a power in PowerSlots.at; throws for a power no card names (it could keep no state). */
export function powerIndex(id: string): number {
  const i = POWER_IDS.indexOf(id);
  if (i < 0) throw new Error(`no card names the power "${id}"`);
  return i;
}

/**
 * A board's layout of the powers' states: its modules' entries first (in the order given), then every other
 * power's, so that a power recording on a board that does not list it (a borrowed one) has its place too and
 * the layout never changes once made.
 */
export function slotsFor(ids: readonly string[]): PowerSlots {
  const at = new Int16Array(POWER_IDS.length).fill(-1);
  ids.forEach((id, k) => {
    at[powerIndex(id)] = k;
  });
  let k = ids.length;
  for (let i = 0; i < at.length; i++) if (at[i] < 0) at[i] = k++;
  return { at, used: ids.length };
}

/** Reads and replaces one power's state. */
export function slotOf<T>(id: string): {
  get(s: Pick<GameState, 'powers' | 'ctx'>): T | undefined;
  set(d: { powers: GameState['powers']; ctx: GameState['ctx'] }, v: T): void;
} {
  const i = powerIndex(id);
  return {
    get(s) {
      const j = s.ctx.slots.at[i];
      // Past the entries the state holds (a power of another board's): none, read without going out of bounds.
      return j < s.powers.length ? (s.powers[j] as T | undefined) : undefined;
    },
    set(d, v) {
      const j = d.ctx.slots.at[i];
      // A copy of this board's entries (a power past them, not listed by the board, extends the copy).
      const p = d.powers.slice();
      while (p.length < j) p.push(undefined);
      p[j] = v;
      d.powers = p;
    },
  };
}

/**
 * A power's state kept per step that uses it (the guard's step, the wolf robot's step with a learned guard),
 * keyed by the step's id: each user has his own history and his own record of the night, so a second card
 * with the same power has somewhere to record (docs/rules.md, the wolf robot).
 */
export function perStepSlotOf<T>(id: string): {
  get(s: Pick<GameState, 'powers' | 'ctx'>, step: string): T | undefined;
  set(d: { powers: GameState['powers']; ctx: GameState['ctx'] }, step: string, v: T): void;
  all(s: Pick<GameState, 'powers' | 'ctx'>): Readonly<Record<string, T>>;
} {
  const slot = slotOf<Readonly<Record<string, T>>>(id);
  const EMPTY: Readonly<Record<string, T>> = Object.freeze({});
  return {
    get: (s, step) => slot.get(s)?.[step],
    set(d, step, v) {
      // A copy, then the one key: a spread with a computed key costs several times more in V8.
      const prev = slot.get(d);
      const next: Record<string, T> = prev ? { ...prev } : {};
      next[step] = v;
      slot.set(d, next);
    },
    all: (s) => slot.get(s) ?? EMPTY,
  };
}
