// A power's own state inside the game state (GameState.powers, one entry per module of the registry, by
// the module's index): replaced, never written in place.
import type { GameState } from '../engine/types';

/** The index of each module's entry in GameState.powers, given by the registry. */
export const SLOT = new Map<string, number>();

/** Reads and replaces one power's state; the index is looked up once, on first use (the hot path). */
export function slotOf<T>(id: string): { get(s: Pick<GameState, 'powers'>): T | undefined; set(d: { powers: GameState['powers'] }, v: T): void } {
  let i = -1;
  const at = (): number => {
    if (i < 0) i = SLOT.get(id) ?? -1;
    return i;
  };
  return {
    get: (s) => s.powers[at()] as T | undefined,
    set(d, v) {
      const p = d.powers.slice();
      p[at()] = v;
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
  get(s: Pick<GameState, 'powers'>, step: string): T | undefined;
  set(d: { powers: GameState['powers'] }, step: string, v: T): void;
  all(s: Pick<GameState, 'powers'>): Readonly<Record<string, T>>;
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
