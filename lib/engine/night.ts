// The night: which step is current, what it records (each step's power module), and the resolution at dawn.
import { labelParams, problem, type Problem } from './errors';
import type { TextRef } from '../i18n/inline';
import { killBatch, type Draft } from './deaths';
import { blockedTonight, firstAlive, hasPower } from './state';
import { cloneState } from './clone';
import { wolfAttacks } from './victim';
import { FRESH_VOTE } from './vote-state';
import { winCheck } from './win';
import { moduleOfEvent } from '../powers/registry';
import type { CalledStep, DeathCause, GameEvent, GameState, NightStepDef, Seat, Tell } from './types';
import type { Attack } from '../powers/types';

export { FRESH_VOTE };
// Shared by every step that wakes nobody: frozen, so that no caller fills it for the others.
const NONE: Seat[] = Object.freeze([]) as unknown as Seat[];
// A night's calls before its dawn: none, one shared value.
const NO_CALLS: CalledStep[] = Object.freeze([]) as unknown as CalledStep[];

/** Whether a step is called on this night: its nights, at its cadence (the sisters' meeting: nights 1, 3, 5…). */
export function stepOn(def: Pick<NightStepDef, 'nights' | 'every'>, night: number): boolean {
  const on = def.nights === 'every' || (def.nights === 'first' ? night === 1 : night > 1);
  // From night 2 at a cadence (the white werewolf's even nights): nights 2, 2 + n, 2 + 2n…
  return on && (def.every === 1 || (night - (def.nights === 'afterFirst' ? 2 : 1)) % def.every === 0);
}

/** The step as used tonight: its own power, or the one its card borrows (the wolf robot's learned power). */
export function usedStep(s: GameState, def: NightStepDef): NightStepDef {
  return def.borrows ? (def.borrows(s, def) ?? def) : def;
}

/**
 * Whether a step needs an event now, and who wakes. A role that is absent (in the bottom), dead or powerless
 * needs no event; nor does a power with nothing left to do (the witch with no potion).
 */
export function stepStatus(s: GameState, step: NightStepDef): { needs: boolean; wakes: Seat[] } {
  const def = usedStep(s, step);
  if (def.wakes) {
    const wakes = def.wakes(s, def);
    if (def.event === null) return { needs: false, wakes };
    const needs = wakes.length > 0 && (def.needs ? def.needs(s, def, wakes[0]) : true);
    return { needs, wakes: needs ? wakes : NONE };
  }
  const seat = firstAlive(s, def.role);
  if (!seat || !hasPower(s, seat) || (s.ctx.hooks.blocked.length && blockedTonight(s, seat) === 'skip')) return { needs: false, wakes: NONE };
  if (def.needs && !def.needs(s, def, seat)) return { needs: false, wakes: NONE };
  return { needs: def.event !== null, wakes: [seat] };
}

/**
 * stepStatus(…).needs without building the list of who wakes (the hot path): -1 when the step needs no event
 * tonight; else the one player who acts, or 0 where the step's `wakes` says who (a group).
 */
function stepActor(s: GameState, step: NightStepDef): Seat | 0 | -1 {
  const def = step.borrows ? usedStep(s, step) : step;
  if (def.wakes) return (def.needs ? def.needs(s, def, 0) : def.wakes(s, def).length > 0) ? 0 : -1;
  const seat = firstAlive(s, def.role);
  if (!seat || !hasPower(s, seat) || (s.ctx.hooks.blocked.length && blockedTonight(s, seat) === 'skip')) return -1;
  if (def.needs && !def.needs(s, def, seat)) return -1;
  return seat;
}

/** Index in ctx.order of the step that needs the next event tonight (-1: none left, dawn). */
export function nightIndex(s: GameState): number {
  const order = s.ctx.order;
  for (let k = s.pos; k < order.length; k++) {
    const def = order[k];
    if (def.event !== null && stepOn(def, s.night) && stepActor(s, def) >= 0) return k;
  }
  return -1;
}

/** The one player who acts at the current step (0: none left, or a group wakes). */
export function currentActor(s: GameState, k: number = nightIndex(s)): Seat | 0 {
  return k < 0 ? 0 : Math.max(stepActor(s, s.ctx.order[k]), 0);
}

/** Steps in [from, to) that are called aloud but record nothing: group steps, and fake steps when callAbsentRoles. */
export function calledBetween(s: GameState, from: number, to: number): CalledStep[] {
  const out: CalledStep[] = [];
  const order = s.ctx.order;
  for (let k = from; k < to; k++) {
    const def = order[k];
    if (!stepOn(def, s.night)) continue;
    const called = calledStep(s, def);
    if (called) out.push(called);
  }
  return out;
}

/** How a step of tonight is called aloud, or null when it is not (nothing to record, callAbsentRoles off). */
function calledStep(s: GameState, def: NightStepDef): CalledStep | null {
  const st = stepStatus(s, def);
  let fake = def.event === null ? st.wakes.length === 0 : !st.needs;
  let wakes = st.wakes;
  // A step with nothing to record tonight may still wake its player to tell him something (the wolf robot who
  // learned the hunter is shown whether he may shoot).
  const told = fake && def.event !== null && !def.wakes && def.calledTells ? toldAnyway(s, def) : null;
  if (told) {
    fake = false;
    wakes = [told.seat];
  }
  if (fake && !s.ctx.rules.callAbsentRoles) return null;
  const called: CalledStep = { id: def.id, night: s.night, line: { role: def.role, step: def.id }, fake, wakes: fake ? [] : wakes };
  if (told) called.tell = told.tell;
  if (fake && def.event !== null && !def.wakes) idleOrLost(s, def, called);
  // A step that only informs (the offline demon's night 1) is where the judge tells what it may know.
  if (def.calledTells && def.event === null && !fake) called.tell = def.calledTells(s, wakes, def, () => dawnedCopy(s));
  return called;
}

/** The player of a step with nothing to record, woken all the same when the step has something to tell him. */
function toldAnyway(s: GameState, def: NightStepDef): { seat: Seat; tell: Tell[] } | null {
  const seat = firstAlive(s, def.role);
  if (!seat || !hasPower(s, seat) || (s.ctx.hooks.blocked.length && blockedTonight(s, seat) === 'skip')) return null;
  const tell = def.calledTells!(s, [seat], def, () => dawnedCopy(s));
  return tell.length ? { seat, tell } : null;
}

/**
 * Alive with the power but nothing left to do (the witch with no potion): the judge's line says so. Not a power
 * blocked tonight (a sealed night, a fear told): saying so aloud would be false and tell the table.
 */
function idleOrLost(s: GameState, def: NightStepDef, called: CalledStep): void {
  const seat = firstAlive(s, def.role);
  if (!seat) return;
  if (hasPower(s, seat) && !(s.ctx.hooks.blocked.length && blockedTonight(s, seat))) called.idle = true;
  else if (!hasPower(s, seat)) called.lost = true;
}

/** Who a step is, for error messages: its card's `wake` text (a message id, e.g. "the witch", "女巫"; a custom card's inline words). */
export function stepLabel(s: Pick<GameState, 'ctx'>, def: NightStepDef): TextRef {
  const step = s.ctx.cards[def.role]?.steps.find((x) => x.id === def.id);
  return step ? step.line.wake : def.id;
}

/**
 * Records one night event on the draft (a fresh copy of a finished state whose step index is `k`); returns the
 * problem when it is not legal here. `chosen`: the event was made from the step's legal choices (applyChosen).
 * `actorAt`: the player who acts at that step, when known (0: found here).
 */
export function applyNight(d: Draft, e: GameEvent, k: number = nightIndex(d), chosen = false, actorAt: Seat | 0 = 0): Problem | null {
  if (k < 0) return problem('notNow', 'notNow');
  const def = usedStep(d, d.ctx.order[k]);
  if (e.type !== def.event) return otherEvent(d, e, def);
  // `actorAt`: who acts, when currentActor knew him for the state this draft copies.
  const actor = def.wakes ? (def.wakes(d, def)[0] ?? 0) : actorAt || firstAlive(d, def.role);
  const p = def.record ? recordStep(d, e, actor, def, chosen) : null;
  if (p) return p;
  d.pos = k + 1;
  if (nightIndex(d) < 0) dawn(d);
  return null;
}

/** An event that is not the current step's: a sign of the day's end before the night's first (its power's), else refused. */
function otherEvent(d: Draft, e: GameEvent, def: NightStepDef): Problem | null {
  // An event of the day's end, before the night's first (the stuttering judge's sign): its power records it.
  const m = moduleOfEvent(String(e.type));
  if (m?.recordDusk && m.duskEvents?.includes(e.type)) return m.recordDusk(d, e);
  return problem('wrongStep', 'wrongStepNight', { night: d.night, ...labelParams(stepLabel(d, def)), want: String(def.event), type: String(e.type) });
}

function recordStep(d: Draft, e: GameEvent, actor: Seat | 0, def: NightStepDef, chosen: boolean): Problem | null {
  // A power blocked in silence: the event is checked as usual, then has no effect and spends nothing.
  const voided = !!actor && d.ctx.hooks.blocked.length > 0 && blockedTonight(d, actor) === 'void';
  return def.record!(voided ? cloneState(d) : d, e, actor, def, chosen);
}

/** Whether the sheriff is elected today. */
export function electionToday(s: GameState): boolean {
  return s.sheriffStatus === 'due' && s.electionDay === s.day;
}

/**
 * The night as it stands, dawned on a copy with its remaining steps unrecorded: who would die and what each
 * death calls for. A step that tells a player his fate tonight reads it (the wolf king's status).
 */
export function dawnedCopy(s: GameState): GameState {
  const d = Object.assign(Object.create(Object.getPrototypeOf(s)), s) as Draft;
  d.pos = s.ctx.order.length;
  dawn(d);
  return d;
}

/**
 * Tonight's wolf attacks (the pack's, then the extra ones), each passed through every `attack` hook in turn (the
 * guard, the antidote, the elder's extra life), and those who die of them killed in one instant, cause `wolves`.
 * False when no attack landed on a living player.
 */
function resolveAttacks(d: Draft, n: number): boolean {
  const hooks = d.ctx.hooks;
  const planned = wolfAttacks(d);
  let landed = false;
  const dying: [Seat, DeathCause][] = [];
  let noShoot: Seat | 0 = 0;
  for (const p of planned) {
    if (!d.alive[p.victim - 1]) continue;
    landed = true;
    const a: Attack = { victim: p.victim, chosen: p.chosen, pack: p.pack, blocked: false, saved: false, dies: true, noShoot: 0, cause: 'wolves' };
    for (const f of hooks.attack) f(d, a);
    if (!a.dies) continue;
    dying.push([a.victim, a.cause]);
    // One seat of the instant may be barred from shooting (poisoned as well): at most one potion user poisons.
    if (a.noShoot && !noShoot) noShoot = a.noShoot;
  }
  if (dying.length) killBatch(d, dying, 'night', n, noShoot);
  return landed;
}

/**
 * Dawn: the night's deaths are applied when its last step is recorded. A win that already holds (the piper's
 * charms) ends the game first; then the wolves' attack, resolved by each power's hook (the guard, the antidote,
 * the elder's extra life), and its heartbreak are applied and checked (狼刀在先, Basic Rules 6(6)); then the
 * night's other deaths (the poison), each checked in turn.
 */
export function dawn(d: Draft): void {
  // Most nights dawn at their last step: nothing after it to call, one shared empty list.
  d.dawnCalls = d.pos < d.ctx.order.length ? calledBetween(d, d.pos, d.ctx.order.length) : NO_CALLS;
  d.phase = 'day';
  d.day = d.night;
  d.dayEvents = 0;
  d.vote = FRESH_VOTE;
  // A win may hold before the night's deaths: the piper's charms, or no wolf left in play once the thief chose.
  if (endIfWon(d)) return;
  const n = d.night;
  const sides = d.sides;
  if (attackEnds(d, n)) return;
  otherDeaths(d, n);
  if (d.winner) return;
  // A seat changed sides tonight without dying (the cursed turned by the attack): the win is checked again.
  if (d.sides !== sides) endIfWon(d);
  if (d.winner) return;
  d.stage = electionToday(d) ? 'election' : 'vote';
}

/** The wolves' attack applied; true when its deaths ended the game. */
function attackEnds(d: Draft, n: number): boolean {
  if (!resolveAttacks(d, n) || !d.winner) return false;
  // 狼刀在先: the kill met the condition before a later death of the night (the poison) was applied.
  const later = d.ctx.hooks.nightDeaths.some((f) => f(d).some(([seat]) => d.alive[seat - 1]));
  if (later && d.winReason) d.winReason = { ...d.winReason, killFirst: true };
  return true;
}

/** The night's other deaths (the poison), each its own instant, until one ends the game. */
function otherDeaths(d: Draft, n: number): void {
  for (const f of d.ctx.hooks.nightDeaths) {
    for (const [seat, cause, time] of f(d)) {
      if (!d.alive[seat - 1]) continue;
      killBatch(d, [[seat, cause]], time ?? 'night', n);
      if (d.winner) return;
    }
  }
}

/** Ends the game if a win holds; whether it did. */
function endIfWon(d: Draft): boolean {
  const w = winCheck(d);
  if (!w) return false;
  d.winner = w.winner;
  d.winReason = { code: w.code, killFirst: false };
  d.phase = 'over';
  return true;
}

/** Night falls: the next night starts; with nothing to record at all it dawns at once. */
export function nightfall(d: Draft): void {
  d.phase = 'night';
  d.night = d.night + 1;
  d.pos = 0;
  d.tonight = d.ctx.tonight;
  d.stage = 'vote';
  d.vote = FRESH_VOTE;
  d.dawnCalls = NO_CALLS;
  d.dayEvents = 0;
  // A night with nothing to record dawns at once.
  if (nightIndex(d) < 0) dawn(d);
}
