// Helpers the power modules share: seat options with reasons, and finding a power's step or cards.
import type { EventType, GameState, NightStepDef, ReasonCode, RoleId, Seat, SeatOption } from '../engine/types';
import type { DayPowerId, StepPowerId } from './cards';

type Check = (seat: Seat) => ReasonCode | null;

// Option objects are values: shared and frozen, so listing choices allocates one array, not one object per seat.
const OK: SeatOption[] = [];
const NOT = new Map<ReasonCode, SeatOption[]>();
// The last reason asked and its options: a list refuses most seats for one reason (dead), so the map is rarely read.
let lastReason: ReasonCode | null = null;
let lastNot: SeatOption[] = [];
export function option(seat: Seat, r: ReasonCode | null): SeatOption {
  if (!r) return OK[seat] ?? okOption(seat);
  let byReason: SeatOption[] | undefined;
  if (r === lastReason) byReason = lastNot;
  else {
    byReason = NOT.get(r);
    if (!byReason) {
      byReason = [];
      NOT.set(r, byReason);
    }
    lastReason = r;
    lastNot = byReason;
  }
  return byReason[seat] ?? notOption(byReason, seat, r);
}

function okOption(seat: Seat): SeatOption {
  OK[seat] = Object.freeze({ seat, ok: true }) as SeatOption;
  return OK[seat];
}

function notOption(byReason: SeatOption[], seat: Seat, r: ReasonCode): SeatOption {
  byReason[seat] = Object.freeze({ seat, ok: false, reason: r }) as SeatOption;
  return byReason[seat];
}

/** A step's other accepted events and one more, as a list of its own size (a push would grow it past that). */
export function accepting(list: readonly EventType[], type: EventType): EventType[] {
  return list.length ? [...list, type] : [type];
}

/** Every seat with whether `check` allows it. */
export function options(s: GameState, check: Check): SeatOption[] {
  const out: SeatOption[] = new Array(s.alive.length);
  for (let seat = 1; seat <= s.alive.length; seat++) out[seat - 1] = option(seat, check(seat));
  return out;
}

/** This board's step that uses a power (undefined: none). */
export function stepOfPower(s: GameState, power: StepPowerId): NightStepDef | undefined {
  const order = s.ctx.order;
  for (let i = 0; i < order.length; i++) if (order[i].power === power) return order[i];
  return undefined;
}

/** Whether a seat's card (as dealt or taken, not what it plays as) has a night step with this power. */
export function hasStepPower(s: GameState, seat: Seat, power: StepPowerId): boolean {
  const steps = s.ctx.cards[s.roles[seat - 1]].steps;
  for (let i = 0; i < steps.length; i++) if (steps[i].power === power) return true;
  return false;
}

/** Whether a seat's card has a day or passive power. */
export function hasCardPower(s: GameState, seat: Seat, power: DayPowerId): boolean {
  return s.ctx.cards[s.roles[seat - 1]].powers.has(power);
}

/** The parameters of a card's step with this power (empty when it has none). */
export function stepParams(s: GameState, role: RoleId, power: StepPowerId): Readonly<Record<string, string | number | boolean>> {
  const st = s.ctx.cards[role].steps.find((x) => x.power === power);
  return st ? st.params : {};
}

export const isSeat = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x);
export const isSeatOrNull = (x: unknown): boolean => x === null || isSeat(x);
