// The event a choice records at the current step: the moderator's taps and the simulator's policies build
// events here, so neither holds an event's shape. Which choices are legal is the engine's (step.targets,
// step.witch, step.thief …); this only shapes the event and checks the count the step asks for.
import type { GameEvent, RoleId, Seat, Step } from '../engine/types';

export type Choice =
  | { kind: 'seats'; seats: Seat[] }
  | { kind: 'none' }
  | { kind: 'thief'; take: RoleId | null }
  | { kind: 'littleGirl'; caught: boolean }
  | { kind: 'witch'; save: boolean; poison: Seat | null }
  | { kind: 'exile'; seat: Seat | null }
  | { kind: 'selfDestruct'; seat: Seat; target: Seat | null }
  // The same three choices named after the step's records ('take', 'caught', 'potions'), for callers that
  // branch on step.records rather than on a card (the simulator's policies).
  | { kind: 'take'; take: RoleId | null }
  | { kind: 'caught'; caught: boolean }
  | { kind: 'potions'; save: boolean; poison: Seat | null }
  /** The day's vote: each voter's ballot, keyed by the voter's seat. */
  | { kind: 'ballots'; ballots: Record<string, Seat | null> };

export type Built = { ok: true; event: GameEvent } | { ok: false; problem: 'count' | 'noneNotAllowed' | 'wrongChoice'; want?: number };

// Shared and frozen: eventFor only reads a choice, so naming one seat allocates nothing (the simulator
// names one per step).
const NOBODY: Choice = Object.freeze({ kind: 'none' });
const ONE: Choice[] = [];

/** The choice of one seat, or of nobody (null). */
export function oneSeat(seat: Seat | null): Choice {
  return seat === null ? NOBODY : (ONE[seat] ??= Object.freeze({ kind: 'seats', seats: Object.freeze([seat]) as Seat[] }));
}

/** Seats the step wants named: 1, 2 (cupid, piper), or any number (-1: the scapegoat's voters). */
export function wanted(step: Step): number {
  return step.count;
}

// Refusals are shared and frozen: the simulator builds an event per step, so a refusal allocates nothing.
const wrong: Built = Object.freeze({ ok: false, problem: 'wrongChoice' });
const noneNotAllowed: Built = Object.freeze({ ok: false, problem: 'noneNotAllowed' });

/** The event of a choice at a step, or why it does not fit the step. */
export function eventFor(step: Step, c: Choice): Built {
  const e = eventOf(step, c);
  if (e) return { ok: true, event: e };
  if (!step.event || c.kind === 'selfDestruct' || c.kind === 'exile' || c.kind === 'ballots') return wrong;
  if (c.kind === 'none' && !step.noneOk) return noneNotAllowed;
  if (c.kind === 'seats' && step.count >= 0 && c.seats.length !== step.count) return { ok: false, problem: 'count', want: step.count };
  return wrong;
}

/**
 * The event of a choice at a step, or null when it does not fit (eventFor says why). The simulator's path:
 * one switch on the choice and one on the event, nothing allocated but the event.
 */
export function eventOf(step: Step, c: Choice): GameEvent | null {
  switch (c.kind) {
    case 'selfDestruct': return c.target === null ? { type: 'selfDestruct', seat: c.seat } : { type: 'selfDestruct', seat: c.seat, target: c.target };
    case 'exile': return { type: 'exile', seat: c.seat };
    case 'ballots': return step.vote ? { type: 'vote', ballots: c.ballots } : null;
  }
  const type = step.event;
  if (!type) return null;
  switch (c.kind) {
    case 'none':
      if (!step.noneOk) return null;
      switch (type) {
        case 'guard': case 'wolves': case 'shoot': return { type, target: null };
        case 'sheriff': case 'exile': return { type, seat: null };
        case 'badge': return { type, to: null };
        case 'witch': return { type: 'witch' };
        default: return null;
      }
    case 'thief': case 'take': return type === 'thief' ? { type: 'thief', take: c.take } : null;
    case 'littleGirl': case 'caught': return type === 'littleGirl' ? { type: 'littleGirl', caught: c.caught } : null;
    case 'witch': case 'potions': {
      if (type !== 'witch') return null;
      const e: { type: 'witch'; save?: boolean; poison?: Seat } = { type: 'witch' };
      if (c.save) e.save = true;
      if (c.poison !== null) e.poison = c.poison;
      return e;
    }
  }
  const seats = c.seats;
  if (step.count >= 0 && seats.length !== step.count) return null;
  const one = seats[0];
  switch (type) {
    case 'guard': case 'wolves': case 'shoot': case 'seer': case 'wolfBeauty': case 'demon':
      return { type, target: one };
    case 'wildChild': return { type, model: one };
    case 'cupid': return { type, lovers: [seats[0], seats[1]] };
    case 'piper': return { type, targets: seats.slice() as [Seat] | [Seat, Seat] };
    case 'sheriff': case 'exile': return { type, seat: one };
    case 'badge': return { type, to: one };
    case 'scapegoat': return { type, voters: seats.slice().sort((a, b) => a - b) };
    default: return null;
  }
}
