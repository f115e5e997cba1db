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
