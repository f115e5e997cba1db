// loneWolf — the white werewolf (docs/rules.md, the white werewolf): he wakes and kills with the pack, and on his
// nights (the step's cadence, `every` naming whiteWerewolfNights: odd, even or every night) he wakes again alone
// and may kill one wolf-side player other than himself, or nobody. With nobody eligible the step records nothing.
// His kill (cause `whiteWerewolf`) is not a wolf attack unless the rule `protectRule` names is on: off (the
// default), no guard, antidote or extra life stops it and the witch is not told it; on, it is one more attack of
// the night, which the guard, the antidote and the elder's extra life see, told to the witch.
// He wins alone as the last player alive (nobody else but a card nobody need kill). Under the rule `packRule`
// names off (the default) he is no one of the pack for its win: while he lives the wolves' condition does not end
// the game; on, the wolves' win is his too and he has no win of his own.
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import { blockedTonight, cardAt, firstAlive, forbidden, hasPower, isWolfSeat } from '../engine/state';
import type { DeathCause, GameEvent, GameState, NightStepDef, ReasonCode, Seat, Step, WinCode, Winner } from '../engine/types';
import { isSeatOrNull, livingOptions } from './common';
import type { Draft, PowerModule } from './types';

const ID = 'loneWolf';

type Params = Readonly<Record<string, string | number | boolean>>;

const rule = (s: GameState, key: unknown): boolean => typeof key === 'string' && (s.ctx.rules as unknown as Record<string, unknown>)[key] === true;

/** The params of a seat's card where it has this power, or null. */
function paramsAt(s: GameState, seat: Seat): Params | null {
  const st = cardAt(s, seat).steps;
  for (let i = 0; i < st.length; i++) if (st[i].power === ID) return st[i].params;
  return null;
}

const victimOf = (s: GameState): Seat | 0 => (s.tonight.white as Seat | undefined) ?? 0;

/** Whether tonight's kill is a wolf attack: the protectRule of the board's card with this power on. */
function protectable(s: GameState): boolean {
  for (let i = 0; i < s.roles.length; i++) {
    const p = paramsAt(s, i + 1);
    if (p) return rule(s, p.protectRule);
  }
  return false;
}

/** Whether a seat is a white werewolf who does not win with the pack (its packRule off): he wins only alone. */
export function loner(s: GameState, seat: Seat): boolean {
  const p = paramsAt(s, seat);
  return p !== null && !rule(s, p.packRule);
}

/** He alone, while he lives and has his power; nobody on a night his power is blocked. */
function wakesOf(s: GameState, def: NightStepDef): Seat[] {
  const seat = firstAlive(s, def.role);
  if (!seat || !hasPower(s, seat)) return [];
  return s.ctx.hooks.blocked.length && blockedTonight(s, seat) === 'skip' ? [] : [seat];
}

/** His target: a living wolf-side player other than himself, whom nothing forbids him to kill (his lover). */
export function lonePick(s: GameState, actor: Seat, seat: unknown): ReasonCode | null {
  const r = notSelf(s, actor, seat);
  if (r) return r;
  if (!isWolfSeat(s, seat as Seat)) return 'notWolfSide';
  return s.ctx.hooks.forbids.length ? forbidden(s, actor, seat as Seat) : null;
}

function anyEligible(s: GameState, actor: Seat): boolean {
  for (let seat = 1; seat <= s.alive.length; seat++) if (!lonePick(s, actor, seat)) return true;
  return false;
}

export const loneWolf: PowerModule = {
  id: ID,
  randomPass: 0.3,
  tonight: { white: 0 },
  wakes: wakesOf,
  // Called with nothing to record when no other wolf-side player lives (docs/rules.md, the white werewolf).
  needs(s, def) {
    const w = wakesOf(s, def);
    return w.length > 0 && anyEligible(s, w[0]);
  },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => lonePick(s, actor, x));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, actor: Seat, _def: NightStepDef, chosen?: boolean): Problem | null {
    const target = (e as { target?: Seat | null }).target ?? null;
    if (target !== null && !chosen) {
      const r = lonePick(d, actor, target);
      if (r) return refused(r, ID, target);
    }
    d.tonight = { ...d.tonight, white: target ?? 0 };
    return null;
  },
  event: (type, c) => (c.kind === 'none' ? ({ type, target: null } as GameEvent) : c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  // Protectable: one more wolf attack of the night (the witch is told it, the guard and the antidote stop it).
  extraAttacksOrder: 20,
  extraAttacks(s) {
    const v = victimOf(s);
    return v && protectable(s) ? [v] : [];
  },
  // After every other attack hook: the attack that is his kills with his own cause.
  attackOrder: 90,
  attack(d, a) {
    if (!a.pack && a.chosen === victimOf(d) && protectable(d)) a.cause = 'whiteWerewolf';
  },
  // Not protectable: a death of the night after the wolves' attack (狼刀在先), before the poison.
  nightDeathsOrder: 5,
  nightDeaths(d): [Seat, DeathCause][] {
    const v = victimOf(d);
    // Where his number lands tonight (the magician's swap), as every night target.
    return v && !protectable(d) ? [[landsOn(d, v), 'whiteWerewolf']] : [];
  },
  outsideWolfTeamOrder: 20,
  outsideWolfTeam: (s, seat) => loner(s, seat),
  wolvesMustKillOrder: 20,
  wolvesMustKill(s) {
    for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && loner(s, i + 1)) return true;
    return false;
  },
  winsOrder: 30,
  wins(s): { winner: Winner; reason: WinCode } | null {
    let him: Seat | 0 = 0;
    for (let i = 0; i < s.alive.length; i++) {
      if (!s.alive[i]) continue;
      if (loner(s, i + 1)) him = i + 1;
      else if (!cardAt(s, i + 1).traits.has('notNeededForWin')) return null;
    }
    if (!him) return null;
    return { winner: (paramsAt(s, him)?.winner as Winner | undefined) ?? 'whiteWerewolf', reason: 'lastAlive' };
  },
};
