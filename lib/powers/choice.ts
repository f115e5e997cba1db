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

// Shared and frozen: the simulator builds an event per step, so a refusal allocates nothing.
const wrong: Built = Object.freeze({ ok: false, problem: 'wrongChoice' });

/** The event of a choice at a step, or why it does not fit the step. */
export function eventFor(step: Step, c: Choice): Built {
  if (c.kind === 'selfDestruct') {
    const e: GameEvent = c.target === null ? { type: 'selfDestruct', seat: c.seat } : { type: 'selfDestruct', seat: c.seat, target: c.target };
    return { ok: true, event: e };
  }
  if (c.kind === 'exile') return { ok: true, event: { type: 'exile', seat: c.seat } };
  if (c.kind === 'ballots') return step.vote ? { ok: true, event: { type: 'vote', ballots: c.ballots } } : wrong;
  const type = step.event;
  if (!type) return wrong;
  if (c.kind === 'none') {
    if (!step.noneOk) return { ok: false, problem: 'noneNotAllowed' };
    switch (type) {
      case 'guard': case 'wolves': case 'shoot': return { ok: true, event: { type, target: null } };
      case 'sheriff': case 'exile': return { ok: true, event: { type, seat: null } };
      case 'badge': return { ok: true, event: { type, to: null } };
      case 'witch': return { ok: true, event: { type: 'witch' } };
      default: return wrong;
    }
  }
  if (c.kind === 'thief' || c.kind === 'take') return type === 'thief' ? { ok: true, event: { type: 'thief', take: c.take } } : wrong;
  if (c.kind === 'littleGirl' || c.kind === 'caught') return type === 'littleGirl' ? { ok: true, event: { type: 'littleGirl', caught: c.caught } } : wrong;
  if (c.kind === 'witch' || c.kind === 'potions') {
    if (type !== 'witch') return wrong;
    const e: { type: 'witch'; save?: boolean; poison?: Seat } = { type: 'witch' };
    if (c.save) e.save = true;
    if (c.poison !== null) e.poison = c.poison;
    return { ok: true, event: e };
  }
  const seats = c.seats;
  const want = step.count;
  if (want >= 0 && seats.length !== want) return { ok: false, problem: 'count', want };
  const one = seats[0];
  switch (type) {
    case 'guard': case 'wolves': case 'shoot': case 'seer': case 'wolfBeauty': case 'demon':
      return { ok: true, event: { type, target: one } };
    case 'wildChild': return { ok: true, event: { type, model: one } };
    case 'cupid': return { ok: true, event: { type, lovers: [seats[0], seats[1]] } };
    case 'piper': return { ok: true, event: { type, targets: seats.slice() as [Seat] | [Seat, Seat] } };
    case 'sheriff': case 'exile': return { ok: true, event: { type, seat: one } };
    case 'badge': return { ok: true, event: { type, to: one } };
    case 'scapegoat': return { ok: true, event: { type, voters: seats.slice().sort((a, b) => a - b) } };
    default: return wrong;
  }
}

