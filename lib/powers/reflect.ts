// reflect — the spirit knight: the checks that take effect on him (checkEffectsFrom) and the witch's poison turn
// back on who made them: at dawn, after the wolves' kill (狼刀在先), the checker and the witch die of `reflect`.
// They are not the wolves' kill, so neither the guard nor the antidote stops them, and nobody is told why. Checked
// and poisoned the same night, spiritKnightDoubleReflect says whether the witch dies too (seerOnly: only the
// checker). The card's night immunity (a trait) keeps him alive through the poison (docs/rules.md, the spirit knight).
import { firstSeat } from '../engine/state';
import type { DeathCause, GameState, Seat } from '../engine/types';
import { stepOfPower } from './common';
import { checkersOn } from './inspect';
import type { PowerModule } from './types';

const ID = 'reflect';

/** The seat of the witch whose poison was used tonight (0: none on this board). */
function poisoner(s: GameState): Seat {
  const def = stepOfPower(s, 'potions');
  return def ? firstSeat(s, def.role) : 0;
}

/** Who dies of the reflections tonight, checkers first. */
export function reflectedTonight(s: GameState): [Seat, DeathCause][] {
  const out: [Seat, DeathCause][] = [];
  for (let i = 0; i < s.roles.length; i++) {
    const seat = i + 1;
    if (!s.ctx.cards[s.roles[i]].powers.has(ID)) continue;
    const checkers = checkersOn(s, seat);
    for (const c of checkers) out.push([c, 'reflect']);
    if (s.tonight.poison === seat && (checkers.length === 0 || s.ctx.rules.spiritKnightDoubleReflect === 'both')) {
      const witch = poisoner(s);
      if (witch && !checkers.includes(witch)) out.push([witch, 'reflect']);
    }
  }
  return out;
}

export const reflect: PowerModule = {
  id: ID,
  nightDeaths: reflectedTonight,
};
