// extraKill — a wolf attack more than the pack's, on the nights its card says (docs/rules.md, the wolf cub, the
// big bad wolf). `after: ownDeath` (the wolf cub): the night after the card's death (any death, once), the pack
// wakes again and chooses a second victim, or nobody. Otherwise (the big bad wolf): every night he wakes alone
// and kills one more player, never himself; `mustChoose`: nobody is refused while anyone is eligible;
// `stopRule` names the house rule under which he stops once another wolf-side player has died. The target is
// the wolves' (a wolf only under wolvesMayKillWolf, never their lover, nobody when a wolf is feared) and not a
// wolf victim of tonight already. Each victim is a wolf attack (`extraAttacks`): the guard, the antidote and
// the elder's extra life see it, cause `wolves`. With nobody eligible the step records nothing.
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { aliveBits, blockedTonight, firstAlive, hasPower, isWolfSeat, killers, sideBits } from '../engine/state';
import type { GameEvent, GameState, NightStepDef, ReasonCode, Seat, Step } from '../engine/types';
import { isSeatOrNull, livingOptions } from './common';
import { packPick } from './pack-kill';
import type { Draft, PowerModule } from './types';

const ID = 'extraKill';
const NO_SEATS: readonly Seat[] = Object.freeze([]);

const extraOf = (s: GameState): readonly Seat[] => (s.tonight.extra as readonly Seat[] | undefined) ?? NO_SEATS;
const avenges = (def: NightStepDef): boolean => def.params.after === 'ownDeath';

/** Whether the card of this step died on the day or night just before tonight (the wolf cub's avenging night). */
function diedJustBefore(s: GameState, def: NightStepDef): boolean {
  for (const x of s.deaths) if (x.n === s.night - 1 && s.roles[x.seat - 1] === def.role) return true;
  return false;
}

/** Whether the card has stopped for good: another wolf-side player has died, under the rule its step names. */
function stopped(s: GameState, def: NightStepDef, seat: Seat): boolean {
  const rule = def.params.stopRule;
  if (typeof rule !== 'string' || !(s.ctx.rules as unknown as Record<string, unknown>)[rule]) return false;
  for (const x of s.deaths) if (x.seat !== seat && isWolfSeat(s, x.seat)) return true;
  return false;
}

/** Who wakes: the pack on the avenging night; the card alone otherwise, while it may act. */
function wakesOf(s: GameState, def: NightStepDef): Seat[] {
  if (avenges(def)) return diedJustBefore(s, def) && (aliveBits(s) & sideBits(s).wolf) !== 0 ? killers(s) : [];
  const seat = firstAlive(s, def.role);
  if (!seat || !hasPower(s, seat) || stopped(s, def, seat)) return [];
  return s.ctx.hooks.blocked.length && blockedTonight(s, seat) === 'skip' ? [] : [seat];
}

/** The extra victim: the wolves' rules for a kill, never the card itself (acting alone), not a victim of tonight yet. */
export function extraPick(s: GameState, def: NightStepDef, actor: Seat, seat: unknown): ReasonCode | null {
  const r = packPick(s, seat) ?? (avenges(def) ? null : notSelf(s, actor, seat));
  if (r) return r;
  return seat === s.tonight.wolves || extraOf(s).includes(seat as Seat) ? 'packVictim' : null;
}

function anyEligible(s: GameState, def: NightStepDef, actor: Seat): boolean {
  for (let seat = 1; seat <= s.alive.length; seat++) if (!extraPick(s, def, actor, seat)) return true;
  return false;
}

export const extraKill: PowerModule = {
  id: ID,
  tells: { secondVictim: { seat: 'seat' } },
  tonight: { extra: NO_SEATS },
  wakes: wakesOf,
  // Called with nothing to record when nobody is eligible (a feared wolf: no kill at all tonight).
  needs(s, def) {
    const w = wakesOf(s, def);
    return w.length > 0 && anyEligible(s, def, w[0]);
  },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, actor: Seat, def: NightStepDef, brief: boolean) {
    step.targets = livingOptions(s, (x) => extraPick(s, def, actor, x));
    step.noneOk = !def.params.mustChoose || !step.targets.some((o) => o.ok);
    // The pack is told it has a second victim tonight, and which seat it already chose.
    if (!brief && avenges(def)) step.tell.push({ kind: 'secondVictim', to: step.actors, seat: (s.tonight.wolves as Seat) || null });
  },
  record(d: Draft, e: GameEvent, actor: Seat, def: NightStepDef, chosen?: boolean): Problem | null {
    const target = (e as { target?: Seat | null }).target ?? null;
    if (!chosen) {
      if (target === null && def.params.mustChoose && anyEligible(d, def, actor)) return refused('mustChoose', ID);
      if (target !== null) {
        const r = extraPick(d, def, actor, target);
        if (r) return refused(r, ID, target);
      }
    }
    if (target !== null) d.tonight = { ...d.tonight, extra: [...extraOf(d), target] };
    return null;
  },
  event: (type, c) => (c.kind === 'none' ? ({ type, target: null } as GameEvent) : c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  // The big bad wolf's and the wolf cub's victims come before the white werewolf's (docs/rules.md, the white werewolf).
  extraAttacksOrder: 10,
  extraAttacks: extraOf,
};
