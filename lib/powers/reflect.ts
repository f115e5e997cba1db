// reflect — the spirit knight: the checks that take effect on him (checkEffectsFrom) and the witch's poison turn
// back on who made them: at dawn, after the wolves' kill (狼刀在先), the checker and the witch die of `reflect`.
// They are not the wolves' kill, so neither the guard nor the antidote stops them, and nobody is told why. Checked
// and poisoned the same night, spiritKnightDoubleReflect says whether the witch dies too (seerOnly: only the
// checker). The card's night immunity (a trait) keeps him alive through the poison (docs/rules.md, the spirit knight).
import type { DeathCause, GameState, Seat } from '../engine/types';
import { checkersOn } from './inspect';
import { poisonersOn } from './potions';
import type { PowerModule } from './types';

const ID = 'reflect';

/** Who dies of the reflections tonight, checkers first. */
export function reflectedTonight(s: GameState): [Seat, DeathCause][] {
  const out: [Seat, DeathCause][] = [];
  for (let i = 0; i < s.roles.length; i++) {
    const seat = i + 1;
    if (!s.ctx.cards[s.roles[i]].powers.has(ID)) continue;
    const checkers = checkersOn(s, seat);
    for (const c of checkers) out.push([c, 'reflect']);
    if (checkers.length === 0 || s.ctx.rules.spiritKnightDoubleReflect === 'both') {
      for (const witch of poisonersOn(s, seat)) if (!checkers.includes(witch)) out.push([witch, 'reflect']);
    }
  }
  return out;
}

export const reflect: PowerModule = {
  id: ID,
  nightDeathsOrder: 20,
  nightDeaths: reflectedTonight,
};
