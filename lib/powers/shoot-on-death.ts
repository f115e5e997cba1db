// shootOnDeath — the hunter and the wolf king: killed by the wolves or exiled, he shoots one living player,
// who dies at the same time of day. The card's params name the rules for the other causes: poisonRule (the
// hunter: hunterShootsWhenPoisoned; the wolf king never), shotRule (the wolf king shot by the hunter:
// wolfKingShootsWhenShot); taken by another shot or by the white wolf king, shotChains; dying for love follows hunterShootsOnHeartbreak; a power blocked tonight (the
// nightmare's fear) cannot shoot that night. The judge signals at dawn when he may not (docs/rules.md, the
// hunter; the wolf king).
import { refused, type Problem } from '../engine/errors';
import { otherAllowed } from '../engine/legal';
import { deathOf, killBatch, popDecision } from '../engine/deaths';
import { blockedTonight, hasPower, heldCard } from '../engine/state';
import type { DeathCause, Decision, GameEvent, GameState, Seat, Step, Tell } from '../engine/types';
import { hasCardPower, isSeatOrNull, livingOptions } from './common';
import type { Draft, PowerModule } from './types';

const ID = 'shootOnDeath';

type Params = Readonly<Record<string, string | number | boolean>>;

const rule = (s: GameState, key: unknown): boolean => typeof key === 'string' && (s.ctx.rules as unknown as Record<string, unknown>)[key] === true;

/** Whether a shooter dying of `cause` may shoot, under his card's params (Basic Rules 3(3), 6(4)). */

// Most deaths call for no shot: one shared empty list (the death pipeline only reads it).
const NO_DECISIONS: Decision[] = Object.freeze([]) as unknown as Decision[];
export function mayShootOn(s: GameState, cause: DeathCause, params: Params = {}): boolean {
  switch (cause) {
    case 'wolves':
    case 'exile':
      return true;
    case 'poison':
      return rule(s, params.poisonRule);
    // Taken by a shot: the card's own rule when it has one (the wolf king: wolfKingShootsWhenShot), else shotChains;
    // taken by the white wolf king: shotChains ("被带走的角色可按其技能规则继续发动技能", docs/rules.md, the hunter).
    case 'shot':
      return params.shotRule !== undefined ? rule(s, params.shotRule) : s.ctx.rules.shotChains;
    case 'whiteWolfKing':
      return s.ctx.rules.shotChains;
    // Dying with someone else (for love, or with the wolf beauty who charmed him) follows the heartbreak rule.
    case 'heartbreak':
    case 'wolfBeauty':
      return s.ctx.rules.hunterShootsOnHeartbreak;
    // "被女巫毒死，情侣殉情或其他形式死亡，则不可射击" (Basic Rules): taken by the white wolf king, a duel, a dream, …
    default:
      return false;
  }
}

const paramsOf = (s: GameState, seat: Seat): Params => heldCard(s, seat).powers.get(ID) ?? {};

/** Whether a shooter dying tonight may shoot: the cause's rule, and his power not blocked tonight. */
export function mayShoot(s: GameState, seat: Seat, cause: DeathCause, time: 'night' | 'day', params: Params = paramsOf(s, seat)): boolean {
  if (!hasPower(s, seat) || !mayShootOn(s, cause, params)) return false;
  return !(time === 'night' && blockedTonight(s, seat));
}

export const shootOnDeath: PowerModule = {
  id: ID,
  tells: { cannotShoot: {} },
  decides: 'shoot',
  decisionsOrder: 20,
  decisions(s, x, noShoot): Decision[] {
    const card = heldCard(s, x.seat);
    if (!card.powers.has(ID) || x.seat === noShoot || !mayShoot(s, x.seat, x.cause, x.time)) return NO_DECISIONS;
    return [{ kind: 'shoot', seat: x.seat }];
  },
  fillDecision(s: GameState, step: Step, shooter: Seat) {
    step.actors = [shooter];
    step.targets = livingOptions(s, (x) => otherAllowed(s, shooter, x));
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
      // The shot dies at the same time of day as the shooter (Basic Rules 3(3)).
      const death = deathOf(d, shooter);
      killBatch(d, [[e.target, 'shot']], death ? death.time : 'day', death ? death.n : d.day);
    }
    return null;
  },
  event: (type, c) => (c.kind === 'none' ? ({ type, target: null } as GameEvent) : c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  /** At dawn: shooters who died last night and may not shoot (the judge signals it, Basic Rules 6(4)). */
  dawnTellsOrder: 20,
  dawnTells(s): Tell[] {
    const out: Tell[] = [];
    for (const d of s.deaths) {
      if (d.time !== 'night' || d.n !== s.day) continue;
      if (hasCardPower(s, d.seat, ID) && !s.pending.some((p) => p.kind === 'shoot' && p.seat === d.seat)) out.push({ kind: 'cannotShoot', to: [d.seat] });
    }
    return out;
  },
};
