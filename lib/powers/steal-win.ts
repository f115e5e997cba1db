// stealWin — the cursed fox, a solo third side: the wolves' kill on him fails in silence (an antidote on him is
// spent all the same); a check that takes effect on him (checkEffectsFrom) kills him that night, cause
// `checked`, after the wolves' kill; the poison kills him only when cursedFoxPoisonImmune is off (the potion is
// spent either way). Whenever the wolves' or the village's condition is met while he is alive, or in the same
// instant as his death, he wins alone (docs/rules.md, the cursed fox).
import type { DeathCause, GameState, Seat } from '../engine/types';
import { checkersOn } from './inspect';
import type { PowerModule } from './types';

const ID = 'stealWin';

const isFox = (s: GameState, seat: Seat): boolean => s.ctx.cards[s.roles[seat - 1]].powers.has(ID);

export const stealWin: PowerModule = {
  id: ID,
  // After the guard and the antidote: whatever they did, the kill does not take him.
  attackOrder: 30,
  attack(d, a) {
    if (isFox(d, a.victim)) a.dies = false;
  },
  survivesOrder: 10,
  survives: (s, x) => !(x.time === 'night' && x.cause === 'poison' && s.ctx.rules.cursedFoxPoisonImmune && isFox(s, x.seat)),
  nightDeathsOrder: 30,
  nightDeaths(d): [Seat, DeathCause][] {
    const out: [Seat, DeathCause][] = [];
    for (let i = 0; i < d.roles.length; i++) if (d.alive[i] && isFox(d, i + 1) && checkersOn(d, i + 1).length) out.push([i + 1, 'checked']);
    return out;
  },
  stealsWin(s, since) {
    for (let i = 0; i < s.roles.length; i++) {
      if (!isFox(s, i + 1)) continue;
      if (s.alive[i]) return { winner: 'cursedFox', reason: 'foxStole' };
      // "咒狐出局在后": a condition met in the instant he dies is still his.
      for (let k = since; k < s.deaths.length; k++) if (s.deaths[k].seat === i + 1) return { winner: 'cursedFox', reason: 'foxStole' };
    }
    return null;
  },
};
