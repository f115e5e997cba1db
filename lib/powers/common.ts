// Helpers the power modules share: seat options with reasons, and finding a power's step or cards.
import type { EventType, GameState, NightStepDef, ReasonCode, RoleId, Seat, SeatOption } from '../engine/types';
import { aliveBits, firstOf, heldCard, setSeats } from '../engine/state';
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

// One shared list per event type for a step that accepts one other event (the vote's exile): a value, never changed.
const ONLY = new Map<EventType, EventType[]>();

/** A step's other accepted events and one more, as a list of its own size (a push would grow it past that). */
export function accepting(list: readonly EventType[], type: EventType): EventType[] {
  if (list.length) return [...list, type];
  let one = ONLY.get(type);
  if (!one) {
    one = Object.freeze([type]) as unknown as EventType[];
    ONLY.set(type, one);
  }
  return one;
}

/** Every seat with whether `check` allows it. */
export function options(s: GameState, check: Check): SeatOption[] {
  // The legal seats' bits: a table has at most 30 seats (lib/roles MAX_PLAYERS, which newGame and deal enforce).
  let mask = 0;
  if (!listing) {
    // The same check of every seat; only the legal ones' bits are kept, for a stand-in list.
    for (let seat = 1; seat <= s.alive.length; seat++) if (!check(seat)) mask |= 1 << (seat - 1);
    return kept([], mask);
  }
  const out: SeatOption[] = new Array(s.alive.length);
  for (let seat = 1; seat <= s.alive.length; seat++) {
    const r = check(seat);
    out[seat - 1] = option(seat, r);
    if (!r) mask |= 1 << (seat - 1);
  }
  return kept(out, mask);
}

/**
 * options() for a check that refuses every dead seat (it starts with `living`, as all but the sheriff's do):
 * the same list; without listing (the random games) it asks only the living, since a dead seat's bit stays 0.
 */
export function livingOptions(s: GameState, check: Check): SeatOption[] {
  if (listing) return options(s, check);
  let mask = 0;
  for (let m = aliveBits(s); m; m &= m - 1) {
    const b = m & -m;
    if (!check(firstOf(b))) mask |= b;
  }
  return kept([], mask);
}

// The legal seats of the last lists options() made, as bits (seat − 1; a board has at most 30 seats): the random
// policy draws from the lists of the step it was just given, and counts and picks on the bits instead of reading
// every option. A step makes at most three lists (the vote: voters, then targets, then a knight's duel) and the
// policy two more (who may self-destruct, whom the white wolf king takes); eight are kept (a power of two).
const KEPT = 8;
const keptLists: (readonly SeatOption[] | null)[] = new Array(KEPT).fill(null);
const keptMasks: number[] = new Array(KEPT).fill(0);
let keptAt = 0;

function kept(list: SeatOption[], mask: number): SeatOption[] {
  keptLists[keptAt] = list;
  keptMasks[keptAt] = mask;
  keptAt = (keptAt + 1) & (KEPT - 1);
  return list;
}

/**
 * While off (the random policy's games, playGame), options() lists no option objects: it returns an empty
 * stand-in whose legal seats only legalCount, legalSeat and legalSeats read — the simulator's path, where making
 * the list of every seat with its reason cost more than the checks. Set back on before anyone else reads a step.
 */
let listing = true;
export function listOptions(on: boolean): void {
  listing = on;
}

/** The kept bits of a list options() made, or -1: a list to read. */
function keptMask(opts: readonly SeatOption[]): number {
  // The latest first: the policy reads the lists of the step it was just given.
  for (let i = 1; i <= KEPT; i++) {
    const j = (keptAt - i) & (KEPT - 1);
    if (keptLists[j] === opts) return keptMasks[j];
  }
  return -1;
}

/** The legal seats of a list as a seat set: the bits options() kept for it, else read from the list. */
export function legalBits(opts: readonly SeatOption[]): number {
  const m = keptMask(opts);
  if (m >= 0) return m;
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
export function stepParams(s: GameState, role: RoleId, power: StepPowerId): Readonly<Record<string, string | number | boolean>> {
  const st = s.ctx.cards[role].steps.find((x) => x.power === power);
  return st ? st.params : {};
}

export const isSeat = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x);
export const isSeatOrNull = (x: unknown): boolean => x === null || isSeat(x);
