// A power's own state inside the game state (GameState.powers, one entry per power the board uses, placed by
// the board's GameContext.slots): replaced, never written in place.
import type { GameState, PowerSlots } from '../engine/types';

/** The index of each module's entry in GameState.powers, given by the registry. */
export const SLOT = new Map<string, number>();

/** A board's layout of the powers' states, with an entry for each of its modules (registry indices). */
export function slotsFor(registryIndices: readonly number[], registrySize: number): PowerSlots {
  const at = new Int16Array(registrySize).fill(-1);
  registryIndices.forEach((i, k) => {
    at[i] = k;
  });
  return { at, used: registryIndices.length };
}

/** Reads and replaces one power's state; the index is looked up once, on first use (the hot path). */
export function slotOf<T>(id: string): {
  get(s: Pick<GameState, 'powers' | 'ctx'>): T | undefined;
  set(d: { powers: GameState['powers']; ctx: GameState['ctx'] }, v: T): void;
} {
  let i = -1;
  const at = (): number => {
    if (i < 0) i = SLOT.get(id) ?? -1;
    return i;
  };
  return {
    get(s) {
      const j = s.ctx.slots.at[at()];
      return j < 0 ? undefined : (s.powers[j] as T | undefined);
    },
    set(d, v) {
      const slots = d.ctx.slots;
      let j = slots.at[at()];
      if (j < 0) {
        j = slots.used++;
        slots.at[at()] = j;
      }
      // A copy of this board's entries only (a state with fewer, made before, reads the new one as none).
      const p = d.powers.slice();
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
