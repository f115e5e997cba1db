// meet — the two sisters, the three brothers, the masons: every living holder of the card opens his eyes and
// they see each other; nothing is recorded (like the lovers' step). The cadence is the step's (`every`, read
// by lib/powers/cards: night 1 only, or night 1 and every n-th night after it); `minAlive`: the meeting is
// called only while at least that many holders are alive and have their power (the elder's revenge takes it)
// (docs/rules.md, the two sisters, the three brothers, the masons).
import { hasPower } from '../engine/state';
import type { GameState, NightStepDef, Seat } from '../engine/types';
import type { PowerModule } from './types';

/** The living holders of the step's card who have their power, in seat order. */
function holders(s: GameState, def: NightStepDef): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && s.roles[i] === def.role && hasPower(s, i + 1)) out.push(i + 1);
  return out;
}

export const meet: PowerModule = {
  id: 'meet',
  /** Every living holder with his power, while they are at least `minAlive` (else nobody: the meeting is not held). */
  wakes(s, def) {
    const out = holders(s, def);
    const min = typeof def.params.minAlive === 'number' ? def.params.minAlive : 1;
    return out.length >= min ? out : [];
  },
};
