// A power's own state inside the game state (GameState.powers, by power id): replaced, never written in place.
import type { GameState } from '../engine/types';

export function setSlotOf<T>(d: { powers: GameState['powers'] }, id: string, v: T): void {
  d.powers = { ...d.powers, [id]: v };
}
