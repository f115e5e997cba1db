// infect — the accursed wolf-father: once a game, after the wolves' kill, he may infect the pack's victim instead
// of letting him die (the `wolves` event's target only, never an extra wolf attack's), or pass. At dawn the
// infected survives and plays as the card his params name (`becomes`, a werewolf) through the cursed's
// conversion (`convertSeat`): from the next night he wakes and kills with the wolves, a check reads him as a
// wolf, he wins with them, and he keeps his own card's powers. The elder who still has a life after the attack
// is not infected (his extra life takes it) and the infection is not spent; on his last life he is. A guarded or
// saved victim is not infected and the infection is not spent under infectProtectedVictim `fails`; under
// `converts` he is infected all the same. The infection replaces the death, so nothing a death calls for
// happens (the rusty sword strikes nobody). The witch is told no victim for an infected pack's victim: a silent
// night (docs/rules.md, the accursed wolf-father).
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import { blockedTonight, hasPower, isWolfSeat } from '../engine/state';
import type { GameEvent, GameState, ReasonCode, Seat, Step } from '../engine/types';
import { isRoleId, type RoleId } from '../catalogue/roles';
import { hasCardPower, isSeatOrNull, livingOptions, stepOfPower } from './common';
import { convert, convertSeat } from './convert';
import { livesOf } from './extra-life';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'infect';
/** The infected seat (0: the infection is unused) and the night of the infection. */
interface State {
  readonly seat: Seat | 0;
  readonly night: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ seat: 0, night: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The seat infected tonight by choice (0: none), before the dawn resolves it. */
export const infectedTonight = (s: GameState): Seat | 0 => (s.tonight.infect as Seat | undefined) ?? 0;

const packTarget = (s: GameState): Seat | 0 => (s.tonight.wolves as Seat | null | undefined) ?? 0;

/** The infection's target: a living player, the pack's victim of tonight, while the infection is unused. */
function infectPick(s: GameState, seat: unknown): ReasonCode | null {
  if (state(s).seat) return 'powerUsed';
  return living(s, seat) ?? (seat === packTarget(s) ? null : 'notVictim');
}

function becomesOf(s: GameState): RoleId {
  const as = stepOfPower(s, ID)?.params.becomes;
  return typeof as === 'string' && isRoleId(as) ? as : 'werewolf';
}

/** Whether the attack on the infected stands in the way of the infection: an elder's life left; protected under `fails`. */
function spared(d: Draft, victim: Seat, stopped: boolean, dies: boolean): boolean {
  if (hasCardPower(d, victim, 'extraLife') && livesOf(d, victim) > 0 && !dies) return true;
  return stopped ? d.ctx.rules.infectProtectedVictim !== 'converts' : !dies;
}

export const infect: PowerModule = {
  id: ID,
  init: () => NONE,
  tonight: { infect: 0 },
  view: { infected: (s) => state(s).seat },
  randomPass: 0.5,
  // Called with nothing to record once he has infected, or with no pack's victim tonight.
  needs(s, _def, actor) {
    if (!hasPower(s, actor) || state(s).seat || !packTarget(s)) return false;
    return !(s.ctx.hooks.blocked.length && blockedTonight(s, actor) === 'skip');
  },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step) {
    step.targets = livingOptions(s, (x) => infectPick(s, x));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent): Problem | null {
    const target = (e as { target?: Seat | null }).target ?? null;
    if (target === null) return null;
    const r = infectPick(d, target);
    if (r) return refused(r, ID, target);
    d.tonight = { ...d.tonight, infect: target };
    return null;
  },
  event: (type, c) => (c.kind === 'none' ? ({ type, target: null } as GameEvent) : c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  // After the guard, the antidote and the elder's extra life; before the cursed's turning (an infected cursed spends it).
  attackOrder: 45,
  attack(d, a) {
    const t = infectedTonight(d);
    if (!t || !a.pack || a.chosen !== t || state(d).seat || isWolfSeat(d, a.victim)) return;
    if (spared(d, a.victim, a.blocked || a.saved, a.dies)) return;
    a.dies = false;
    slot.set(d, { seat: a.victim, night: d.night } satisfies State);
    convertSeat(d, a.victim, becomesOf(d));
  },
  // What the infected plays as is the conversion's, read here too on a board without the cursed.
  playsAsOrder: 25,
  playsAs: (s, seat) => convert.playsAs?.(s, seat) ?? null,
};
