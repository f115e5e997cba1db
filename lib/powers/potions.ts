// potions — the witch: one antidote (saves one of tonight's wolf victims) and one poison, each once per game; the
// rules say whether she may save herself (witchSelfSave), use both in a night (witchPotionsPerNight), and
// still be told the victim once the antidote is spent (witchSeesVictimAfterAntidote); guarded and saved
// the same night, the victim dies under 同守同救 (guardAndAntidoteCancel; docs/rules.md, the witch). Kept per
// step that uses them (the witch's own, the wolf robot's with a learned witch: his own fresh potions), each with
// what it spent tonight. She is told every wolf victim of the night (the pack's and the extra attacks'); one
// antidote saves one of them, named by its seat (`save: true` names the only one; docs/rules.md, the witch); a
// victim the wolf-father infects is not told (docs/rules.md, the accursed wolf-father).
import { landsOn } from '../engine/redirect';
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import { firstSeat, forbidden, hasPower, heldCard } from '../engine/state';
import { chosenVictims } from '../engine/victim';
import type { DeathCause, GameEvent, GameState, NightStepDef, ReasonCode, Seat, SeatOption, Step } from '../engine/types';
import { isSeatOrNull, livingOptions, stepOfPower } from './common';
import { infectedTonight } from './infect';
import { GUARD_POWER, witchMaySaveSelf } from './potions-rules';
import { mayShootOn } from './shoot-on-death';
import { perStepSlotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'potions';
interface State {
  readonly antidote: boolean;
  readonly poison: boolean;
  /** The night of the latest use, the number it saved (the victim as told) and whom it poisoned (0: nobody). */
  readonly night: number;
  readonly saved: Seat | 0;
  readonly poisoned: Seat | 0;
}
const slot = perStepSlotOf<State>(ID);
const FULL: State = Object.freeze({ antidote: true, poison: true, night: 0, saved: 0, poisoned: 0 });
const stateOf = (s: GameState, step: string | undefined): State => (step ? slot.get(s, step) : undefined) ?? FULL;
const ownStep = (s: GameState): string | undefined => stepOfPower(s, ID)?.id;

/** The potions still unused, of a step (default: the witch's own). */
export const potionsLeft = (s: GameState, step: string | undefined = ownStep(s)): { antidote: boolean; poison: boolean } => stateOf(s, step);

/** Whether a seat is poisoned tonight, by any user of the potions. */
export function poisonedTonight(s: GameState, seat: Seat): boolean {
  const all = slot.all(s);
  for (const k in all) if (all[k].night === s.night && all[k].poisoned && landsOn(s, all[k].poisoned as Seat) === seat) return true;
  return false;
}

/** The seats whose poison lands on a seat tonight (the witch, or a wolf robot who learned her). */
export function poisonersOn(s: GameState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  const all = slot.all(s);
  for (const k in all) {
    if (all[k].night !== s.night || !all[k].poisoned || landsOn(s, all[k].poisoned as Seat) !== seat) continue;
    const def = s.ctx.order.find((o) => o.id === k);
    const by = def ? firstSeat(s, def.role) : 0;
    if (by) out.push(by);
  }
  return out;
}

/** Whether an antidote saved tonight the victim chosen as `chosen` (the number the witch was told). */
function savedTonight(s: GameState, chosen: Seat): boolean {
  const all = slot.all(s);
  for (const k in all) if (all[k].night === s.night && all[k].saved === chosen) return true;
  return false;
}

/** The victims she is told: every wolf victim of tonight but one the wolf-father infects (a silent night for him). */
function toldVictims(s: GameState): Seat[] {
  const v = chosenVictims(s);
  const infected = infectedTonight(s);
  return infected ? v.filter((x) => x !== infected) : v;
}

const protectOnBoard = (s: GameState): boolean => s.ctx.modules.some((m) => m.id === GUARD_POWER);

/** The self-save rule for one victim she is told (Basic Rules, Rules Introduction (traditional), Forum-13 Rules). */
function victimPick(s: GameState, witch: Seat, victim: Seat): ReasonCode | null {
  return victim === witch && !witchMaySaveSelf(s.ctx.rules, protectOnBoard(s), s.night === 1 ? 'first' : 'later') ? 'selfSave' : null;
}

/**
 * The antidote: unused, a victim tonight, and the self-save rule when the victim is the witch. `seat`: the victim
 * saved (one of the numbers she is told); without it, the only victim, or any of them when she is told several.
 */
export function savePick(s: GameState, witch: Seat, step: string | undefined = ownStep(s), seat?: Seat): ReasonCode | null {
  if (!stateOf(s, step).antidote) return 'antidoteSpent';
  // Refused only for what she knows: the numbers she is told (a swap may make her bear one unknowingly).
  const victims = toldVictims(s);
  if (!victims.length) return 'noVictim';
  if (seat !== undefined) return victims.includes(seat) ? victimPick(s, witch, seat) : 'notVictim';
  let first: ReasonCode | null = null;
  for (const v of victims) {
    const r = victimPick(s, witch, v);
    if (!r) return null;
    first ??= r;
  }
  return first;
}

/** The seat an event's `save` names: a seat as given; `true`, the only victim told (0: none; -1: she is told several). */
function savedSeat(s: GameState, save: boolean | Seat | undefined): Seat | 0 | -1 {
  if (typeof save === 'number') return save;
  if (save !== true) return 0;
  const victims = toldVictims(s);
  return victims.length > 1 ? -1 : (victims[0] ?? 0);
}

/** The poison: unused, a living player, not her lover. She may poison herself (Basic Rules "可以自杀"). */
export function poisonPick(s: GameState, witch: Seat, seat: unknown, step: string | undefined = ownStep(s), st: State = stateOf(s, step)): ReasonCode | null {
  if (!st.poison) return 'poisonSpent';
  return living(s, seat) ?? forbidden(s, witch, seat as Seat);
}

/** The potions an event names: `save` the antidote (true, or the victim's seat), `poison` the poisoned seat. */
type Named = { save?: boolean | Seat; poison?: Seat | null };
const namesAntidote = (save: Named['save']): save is true | Seat => save === true || typeof save === 'number';

/** Why the antidote an event names is refused (null: not named, or a fine one). */
function antidoteRefusal(d: Draft, actor: Seat, step: string, save: Named['save'], saved: Seat | 0 | -1): Problem | null {
  // Two victims told: `true` does not say which one she saves.
  if (saved === -1) return refused('whichVictim', 'potions.antidote');
  if (!namesAntidote(save)) return null;
  const r = savePick(d, actor, step, typeof save === 'number' ? save : undefined);
  return r ? refused(r, 'potions.antidote') : null;
}

/** Why the poison an event names is refused (null: nobody poisoned, or a fine target). */
function poisonRefusal(d: Draft, actor: Seat, step: string, poison: Seat | null): Problem | null {
  if (poison === null) return null;
  const r = poisonPick(d, actor, poison, step);
  return r ? refused(r, 'potions.poison', poison) : null;
}

/** Why an event's potions are refused: the antidote, the poison, then both in one night unless witchPotionsPerNight is 2. */
function potionsRefusal(d: Draft, actor: Seat, step: string, save: Named['save'], saved: Seat | 0 | -1, poison: Seat | null): Problem | null {
  const p = antidoteRefusal(d, actor, step, save, saved) ?? poisonRefusal(d, actor, step, poison);
  if (p) return p;
  return namesAntidote(save) && poison !== null && d.ctx.rules.witchPotionsPerNight !== 2 ? refused('onePotion', ID) : null;
}

/** Spends the potions a step used tonight, keeping what it saved (the victim as told) and whom it poisoned. */
function spend(d: Draft, step: string, save: boolean, saved: Seat | 0 | -1, poison: Seat | null): void {
  const st = stateOf(d, step);
  slot.set(d, step, {
    antidote: st.antidote && !save,
    poison: st.poison && poison === null,
    night: d.night,
    saved: Math.max(saved, 0),
    poisoned: poison ?? 0,
  } satisfies State);
}

export const potions: PowerModule = {
  id: ID,
  // `card`: the card that sees the victim when it is not the witch (a wolf robot who learned her potions).
  tells: { victim: { card: 'toCard', seat: 'seat' }, victims: { card: 'toCard', seats: 'seats' } },
  view: { antidote: (s) => potionsLeft(s).antidote, poison: (s) => potionsLeft(s).poison },
  needs: (s, def, actor) => hasPower(s, actor) && (stateOf(s, def.id).antidote || stateOf(s, def.id).poison),
  shape(e) {
    if (e.save !== undefined && typeof e.save !== 'boolean' && !(Number.isInteger(e.save) && (e.save as number) > 0)) return ['save', 'boolOrSeat'];
    return e.poison === undefined || isSeatOrNull(e.poison) ? null : ['poison', 'seatOrNull'];
  },
  fill(s: GameState, step: Step, actor: Seat, def: NightStepDef, brief: boolean) {
    const st = stateOf(s, def.id);
    const save = savePick(s, actor, def.id);
    // She is told the numbers the wolves chose, though a swap makes another player bear one (docs/rules.md, the magician).
    const told = toldVictims(s);
    const victim = told[0] ?? null;
    const victims: SeatOption[] = told.map((v) => {
      const r = st.antidote ? victimPick(s, actor, v) : 'antidoteSpent';
      return r ? { seat: v, ok: false, reason: r } : { seat: v, ok: true };
    });
    step.targets = livingOptions(s, (x) => poisonPick(s, actor, x, def.id, st));
    step.noneOk = true;
    step.potions = {
      save: save ? { ok: false, reason: save } : { ok: true },
      poisonOk: st.poison,
      both: s.ctx.rules.witchPotionsPerNight === 2,
      victim,
      victims,
    };
    // She is told the victims while her antidote is unused; after, only with witchSeesVictimAfterAntidote (Basic Rules 6(3)).
    if (!brief && (st.antidote || s.ctx.rules.witchSeesVictimAfterAntidote))
      step.tell.push(told.length > 1 ? { kind: 'victims', to: [actor], seats: told } : { kind: 'victim', to: [actor], seat: victim });
  },
  record(d: Draft, e: GameEvent, actor: Seat, def: NightStepDef, chosen?: boolean): Problem | null {
    const f = e as Named;
    const save = namesAntidote(f.save);
    const saved = save ? savedSeat(d, f.save) : 0;
    const poison = f.poison ?? null;
    if (!chosen) {
      const p = potionsRefusal(d, actor, def.id, f.save, saved, poison);
      if (p) return p;
    }
    if (save || poison !== null) spend(d, def.id, save, saved, poison);
    return null;
  },
  event(type, c) {
    if (c.kind === 'none') return { type } as GameEvent;
    if (c.kind !== 'potions') return null;
    const e: { type: string; save?: boolean | Seat; poison?: Seat } = { type };
    if (c.save) e.save = c.save;
    if (c.poison !== null) e.poison = c.poison;
    return e as GameEvent;
  },
  attackOrder: 20,
  attack(d, a) {
    if (savedTonight(d, a.chosen)) {
      // 同守同救: guarded and saved on the same night, both fail (guardAndAntidoteCancel, Basic Rules 6(1)).
      if (a.blocked && d.ctx.rules.guardAndAntidoteCancel) {
        a.blocked = false;
        a.dies = true;
      } else {
        a.saved = true;
        a.dies = false;
      }
    }
    // Killed and poisoned the same night: the poison decides, so no shot unless the victim's card may shoot when
    // poisoned (the hunter under hunterShootsWhenPoisoned; the wolf king never; Basic Rules 6(4)).
    if (poisonedTonight(d, a.victim) && !mayShootOn(d, 'poison', heldCard(d, a.victim).powers.get('shootOnDeath'))) a.noShoot = a.victim;
  },
  nightDeathsOrder: 10,
  nightDeaths(d): [Seat, DeathCause][] {
    const out: [Seat, DeathCause][] = [];
    const all = slot.all(d);
    for (const k in all) if (all[k].night === d.night && all[k].poisoned) out.push([landsOn(d, all[k].poisoned as Seat), 'poison']);
    return out;
  },
};
