// The event a choice records at the current step: the moderator's taps and the simulator's policies build
// events here, so neither holds an event's shape. Which choices are legal is the engine's (step.targets,
// step.witch, step.thief …); this only shapes the event (each power's own, lib/powers) and checks the count
// the step asks for.
import type { GameEvent, RoleId, Seat, Step } from '../engine/types';
import { moduleOfEvent } from './registry';

export type Choice =
  | { kind: 'seats'; seats: Seat[] }
  | { kind: 'none' }
  | { kind: 'thief'; take: RoleId | null }
  | { kind: 'littleGirl'; caught: boolean }
  | { kind: 'witch'; save: boolean; poison: Seat | null }
  | { kind: 'exile'; seat: Seat | null }
  | { kind: 'selfDestruct'; seat: Seat; target: Seat | null };

export type Built = { ok: true; event: GameEvent } | { ok: false; problem: 'count' | 'noneNotAllowed' | 'wrongChoice'; want?: number };

/** Seats the step wants named: 1, 2 (cupid, piper), or any number (-1: the scapegoat's voters). */
export function wanted(step: Step): number {
  return step.count;
}

/** The core's day events: the sheriff elected, the exile, the badge passed. */
function coreEvent(type: string, c: Choice): GameEvent | null {
  const seat = c.kind === 'none' ? null : c.kind === 'seats' ? c.seats[0] : undefined;
  if (seat === undefined) return null;
  switch (type) {
    case 'sheriff': case 'exile': return { type, seat };
    case 'badge': return { type, to: seat };
    default: return null;
  }
}

/** The event of a choice at a step, or why it does not fit the step. */
export function eventFor(step: Step, c: Choice): Built {
  const wrong: Built = { ok: false, problem: 'wrongChoice' };
  if (c.kind === 'selfDestruct') {
    const e: GameEvent = c.target === null ? { type: 'selfDestruct', seat: c.seat } : { type: 'selfDestruct', seat: c.seat, target: c.target };
    return { ok: true, event: e };
  }
  if (c.kind === 'exile') return { ok: true, event: { type: 'exile', seat: c.seat } };
  const type = step.event;
  if (!type) return wrong;
  if (c.kind === 'none' && !step.noneOk) return { ok: false, problem: 'noneNotAllowed' };
  if (c.kind === 'seats') {
    const want = step.count;
    if (want >= 0 && c.seats.length !== want) return { ok: false, problem: 'count', want };
  }
  const e = coreEvent(type, c) ?? moduleOfEvent(type)?.event?.(type, c, step) ?? null;
  return e ? { ok: true, event: e } : wrong;
}
