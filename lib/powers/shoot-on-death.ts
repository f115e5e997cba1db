// shootOnDeath — the hunter: killed by the wolves or exiled, he shoots one living player, who dies at the
// same time of day; poisoned or dying for love only as hunterShootsWhenPoisoned / hunterShootsOnHeartbreak
// say; the judge signals at dawn when he may not (seed 000 §3(3), §6(4); docs/rules.md, the hunter).
import { refused, type Problem } from '../engine/errors';
import { otherAllowed } from '../engine/legal';
import { deathOf, killBatch, popDecision } from '../engine/deaths';
import { hasPower } from '../engine/state';
import type { DeathCause, Decision, GameEvent, GameState, Seat, Step, Tell } from '../engine/types';
import { hasCardPower, isSeatOrNull, options } from './common';
import type { Draft, PowerModule } from './types';

const ID = 'shootOnDeath';

/** Whether a shooter dying of `cause` may shoot (seed 000 §3(3), §6(4)). */
export function mayShootOn(s: GameState, cause: DeathCause): boolean {
  const r = s.ctx.rules;
  switch (cause) {
    case 'wolves': case 'exile': return true;
    case 'poison': return r.hunterShootsWhenPoisoned;
    // Dying with someone else (for love, or with the wolf beauty who charmed him) follows the heartbreak rule.
    case 'heartbreak': case 'wolfBeauty': return r.hunterShootsOnHeartbreak;
    // "被女巫毒死，情侣殉情或其他形式死亡，则不可射击" (seed 000): shot, taken by the white wolf king, …
    default: return false;
  }
}

export const shootOnDeath: PowerModule = {
  id: ID,
  decides: 'shoot',
  decisions(s, x, noShoot): Decision[] {
    const card = s.ctx.cards[s.roles[x.seat - 1]];
    if (!card.powers.has(ID) || x.seat === noShoot || !hasPower(s, x.seat) || card.faction !== 'village' || !mayShootOn(s, x.cause)) return [];
    return [{ kind: 'shoot', seat: x.seat }];
  },
  fillDecision(s: GameState, step: Step, shooter: Seat) {
    step.actors = [shooter];
    step.targets = options(s, (x) => otherAllowed(s, shooter, x));
    step.noneOk = true;
  },
  recordDay(d: Draft, e: GameEvent, shooter: Seat): Problem | null {
    if (e.type !== 'shoot') return null;
    if (!isSeatOrNull(e.target)) return refused('outOfRange', ID, e.target);
    if (e.target !== null) {
      const r = otherAllowed(d, shooter, e.target);
      if (r) return refused(r, ID, e.target);
    }
    popDecision(d);
    if (e.target !== null) {
      // The shot dies at the same time of day as the shooter (seed 000 §3(3)).
      const death = deathOf(d, shooter);
      killBatch(d, [[e.target, 'shot']], death ? death.time : 'day', death ? death.n : d.day);
    }
    return null;
  },
  event: (type, c) => (c.kind === 'none' ? ({ type, target: null } as GameEvent) : c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  /** At dawn: shooters who died last night and may not shoot (the judge signals it, seed 000 §6(4)). */
  dawnTells(s): Tell[] {
    const out: Tell[] = [];
    for (const d of s.deaths) {
      if (d.time !== 'night' || d.n !== s.day) continue;
      if (hasCardPower(s, d.seat, ID) && !s.pending.some((p) => p.kind === 'shoot' && p.seat === d.seat)) out.push({ kind: 'cannotShoot', to: [d.seat] });
    }
    return out;
  },
};
