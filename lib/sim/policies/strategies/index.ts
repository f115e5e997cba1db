// The heuristic table's strategies, one per power (lib/powers): night powers by the step's power, day
// powers by the deciding player's card. A power without a strategy plays at random (Cupid, the wild
// child, the piper).
import type { DayPowerId, StepPowerId } from '../../../powers/cards';
import { charm } from './charm';
import { chooseSide } from './chooseSide';
import { curse } from './curse';
import { hunt } from './hunt';
import { infect } from './infect';
import { inspect } from './inspect';
import { loneWolf } from './loneWolf';
import type { Strategy } from './mind';
import { packKill } from './packKill';
import { peek } from './peek';
import { potions } from './potions';
import { protect } from './protect';
import { shootOnDeath } from './shootOnDeath';
import { swap } from './swap';
import { takeCard } from './takeCard';
import { tieVictim } from './tieVictim';

// An extra wolf attack (the wolf cub's second victim, the big bad wolf's) is chosen as the pack's kill is,
// among the step's legal seats (never the night's first victim).
export const NIGHT_STRATEGIES: Partial<Record<StepPowerId, Strategy>> = {
  takeCard,
  protect,
  inspect,
  packKill,
  extraKill: packKill,
  loneWolf,
  peek,
  chooseSide,
  potions,
  charm,
  swap,
  curse,
  hunt,
  infect,
};
export const DAY_STRATEGIES: Partial<Record<DayPowerId, Strategy>> = { shootOnDeath, tieVictim };

export { factsOf, type Memory, type Mind, type Strategy } from './mind';
