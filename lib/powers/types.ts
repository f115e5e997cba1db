// What a power module is: one mechanic (protect, inspect, potions, shoot on death, …) with its event, its
// own state, its step and its hooks into the engine's shared pipeline (docs/architecture.md). The contract
// itself is the engine's (lib/engine/types.ts, which imports no power): this names it for the power modules.
export type { Attack, Draft, PowerId, PowerModule } from '../engine/types';
