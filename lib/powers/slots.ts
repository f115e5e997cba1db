// A power's own state inside the game state (GameState.powers, one entry per module of the registry, by
// the module's index): replaced, never written in place.
import type { GameState } from '../engine/types';

/** The index of each module's entry in GameState.powers, given by the registry. */
export const SLOT = new Map<string, number>();

export function slotOf<T>(s: Pick<GameState, 'powers'>, id: string): T | undefined {
  return s.powers[SLOT.get(id)!] as T | undefined;
}

export function setSlotOf<T>(d: { powers: GameState['powers'] }, id: string, v: T): void {
  const p = d.powers.slice();
  p[SLOT.get(id)!] = v;
  d.powers = p;
}
