// Helpers the power modules share: seat options with reasons, and finding a power's step or cards.
import type { EventType, GameState, NightStepDef, ReasonCode, CardId, Seat, SeatOption } from '../engine/types';
import { firstOf, heldCard, setSeats } from '../engine/state';
import type { DayPowerId, StepPowerId } from './cards';

type Check = (seat: Seat) => ReasonCode | null;

// A legal seat's option is a value, shared and frozen (made once for every seat a table may have: at most 30,
// lib/catalogue/roles MAX_PLAYERS), so listing choices allocates one array, not one object per legal seat.
const OK: readonly SeatOption[] = Object.freeze(Array.from({ length: 31 }, (_, seat) => Object.freeze({ seat, ok: true }) as SeatOption));
export function option(seat: Seat, r: ReasonCode | null): SeatOption {
  if (!r) return OK[seat] ?? ({ seat, ok: true } as SeatOption);
  return { seat, ok: false, reason: r };
}

/** A step's other accepted events and one more, as a list of its own size (a push would grow it past that). */
export function accepting(list: readonly EventType[], type: EventType): EventType[] {
  return [...list, type];
}

/** Every seat with whether `check` allows it. */
export function options(s: GameState, check: Check): SeatOption[] {
  const out: SeatOption[] = new Array(s.alive.length);
  for (let seat = 1; seat <= s.alive.length; seat++) out[seat - 1] = option(seat, check(seat));
  return out;
}

/** options() for a check that refuses every dead seat (it starts with `living`, as all but the sheriff's do). */
export const livingOptions = (s: GameState, check: Check): SeatOption[] => options(s, check);

/** The legal seats of a list as a seat set (seat − 1; a table has at most 30 seats). */
export function legalBits(opts: readonly SeatOption[]): number {
  let b = 0;
  for (let i = 0; i < opts.length; i++) if (opts[i].ok) b |= 1 << (opts[i].seat - 1);
  return b;
}

/** The k-th seat of a seat set (from 0, in seat order), 0 past the last. */
export function nthSeat(set: number, k: number): Seat | 0 {
  let m = set;
  for (let i = 0; i < k && m; i++) m &= m - 1;
  return firstOf(m);
}

/** The legal seats of a list, in seat order, as an array of its own size. */
export function legalSeats(opts: readonly SeatOption[]): Seat[] {
  return setSeats(legalBits(opts));
}

/** This board's step that uses a power (undefined: none). */
export function stepOfPower(s: GameState, power: StepPowerId): NightStepDef | undefined {
  const order = s.ctx.order;
  for (let i = 0; i < order.length; i++) if (order[i].power === power) return order[i];
  return undefined;
}

/** Whether a seat's card (as dealt or taken, not what it plays as) has a night step with this power. */
export function hasStepPower(s: GameState, seat: Seat, power: StepPowerId): boolean {
  const steps = heldCard(s, seat).steps;
  for (let i = 0; i < steps.length; i++) if (steps[i].power === power) return true;
  return false;
}

/** Whether a seat's card has a day or passive power. */
export function hasCardPower(s: GameState, seat: Seat, power: DayPowerId): boolean {
  return heldCard(s, seat).powers.has(power);
}

/** The parameters of a card's step with this power (empty when it has none). */
export function stepParams(s: GameState, role: CardId, power: StepPowerId): Readonly<Record<string, string | number | boolean>> {
  const st = s.ctx.cards[role].steps.find((x) => x.power === power);
  return st ? st.params : {};
}

export const isSeat = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x);
export const isSeatOrNull = (x: unknown): boolean => x === null || isSeat(x);
