// The event a choice records at the current step: the moderator's taps and the simulator's policies build
// events here, so neither holds an event's shape. Which choices are legal is the engine's (step.targets,
// step.potions, step.takeCard …); this only shapes the event — a power's event is its module's (lib/powers) — and
// checks the count the step asks for.
import type { Choice, GameEvent, Seat, Step } from '../engine/types';
import { MAX_PLAYERS } from '../catalogue/roles';
import { moduleOfEvent, powerEvent } from './registry';

export type { Choice } from '../engine/types';

export type Built = { ok: true; event: GameEvent } | { ok: false; problem: 'count' | 'noneNotAllowed' | 'wrongChoice'; want?: number };

// Shared and frozen, one per seat of the largest table, made at load: eventFor only reads a choice, so naming
// one seat allocates nothing (the simulator names one per step).
const NOBODY: Choice = Object.freeze({ kind: 'none' });
const seatChoice = (seat: Seat): Choice => Object.freeze({ kind: 'seats', seats: Object.freeze([seat]) as Seat[] });
const ONE: readonly Choice[] = Object.freeze(Array.from({ length: MAX_PLAYERS + 1 }, (_, seat) => seatChoice(seat)));

/** The choice of one seat, or of nobody (null). */
export function oneSeat(seat: Seat | null): Choice {
  if (seat === null) return NOBODY;
  return ONE[seat] ?? seatChoice(seat);
}

// Refusals are shared and frozen: the simulator builds an event per step, so a refusal allocates nothing.
const wrong: Built = Object.freeze({ ok: false, problem: 'wrongChoice' });
const noneNotAllowed: Built = Object.freeze({ ok: false, problem: 'noneNotAllowed' });

/** The event of a choice at a step, or why it does not fit the step. */
export function eventFor(step: Step, c: Choice): Built {
  const e = eventOf(step, c);
  if (e) return { ok: true, event: e };
  if (!step.event || c.kind === 'selfDestruct' || c.kind === 'exile' || c.kind === 'ballots' || c.kind === 'duel') return wrong;
  if (c.kind === 'none' && !step.noneOk) return noneNotAllowed;
  if (c.kind === 'seats' && step.count >= 0 && c.seats.length !== step.count) return { ok: false, problem: 'count', want: step.count };
  return wrong;
}

/** The core's day events: the sheriff elected, the exile, the badge passed. */
function coreEvent(type: string, c: Choice): GameEvent | null {
  const seat = c.kind === 'none' ? null : c.kind === 'seats' ? c.seats[0] : undefined;
  if (seat === undefined) return null;
  switch (type) {
    case 'sheriff':
    case 'exile':
      return { type, seat };
    case 'badge':
      return { type, to: seat };
    default:
      return null;
  }
}

/** The event of a choice made by day whatever the step's own event: a self-destruct, the exile, the ballots, a duel (undefined: none of them). */
function dayChoiceEvent(step: Step, c: Choice): GameEvent | null | undefined {
  switch (c.kind) {
    case 'selfDestruct':
      return c.target === null ? { type: 'selfDestruct', seat: c.seat } : { type: 'selfDestruct', seat: c.seat, target: c.target };
    case 'exile':
      return { type: 'exile', seat: c.seat };
    case 'ballots':
      return step.vote ? { type: 'vote', ballots: c.ballots } : null;
    // A free day event offered by its module (step.duel): the module shapes it, as for a step's own event.
    case 'duel':
      return step.duel ? (moduleOfEvent('duel')?.event?.('duel', oneSeat(c.seat), step) ?? null) : null;
    default:
      return undefined;
  }
}

/** A choice under the records' names: the older thief, littleGirl and witch kinds become take, caught and potions. */
function byRecordsName(c: Choice): Choice {
  if (c.kind === 'thief') return { kind: 'take', take: c.take };
  if (c.kind === 'littleGirl') return { kind: 'caught', caught: c.caught };
  if (c.kind === 'witch') return { kind: 'potions', save: c.save, poison: c.poison };
  return c;
}

/** Whether a choice gives what the step asks: nobody only where it may, and as many seats as it wants. */
function fitsStep(step: Step, c: Choice): boolean {
  if (c.kind === 'none') return step.noneOk;
  return c.kind !== 'seats' || step.count < 0 || c.seats.length === step.count;
}

/**
 * The event of a choice at a step, or null when it does not fit (eventFor says why). The simulator's path:
 * nothing allocated but the event.
 */
export function eventOf(step: Step, choice: Choice): GameEvent | null {
  const day = dayChoiceEvent(step, choice);
  if (day !== undefined) return day;
  const type = step.event;
  if (!type) return null;
  const c = byRecordsName(choice);
  if (!fitsStep(step, c)) return null;
  const core = coreEvent(type, c);
  if (core) return core;
  // A night step's event is its power's (a borrowed one too: the wolf robot's learned witch records potions).
  const make = step.power ? powerEvent(step.power) : moduleOfEvent(type)?.event;
  return make?.(type, c, step) ?? null;
}
