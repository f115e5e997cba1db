// A simple random legal policy and a game driver: the balance lab builds smarter policies on the same
// shape (state, step, rng) → event. Every event it makes is legal by construction (it picks from nextStep's choices).
import type { Board } from '../generated/board';
import { apply, applyChosenOwned } from './apply';
import { deal } from './deal';
import { makeRng, type Rng } from './rng';
import { startGame } from './setup';
import { nextStep, selfDestructOptions } from './steps';
import type { CardId, GameEvent, GameState, Seat, SeatOption, Step } from './types';
import { MAX_PLAYERS } from '../catalogue/roles';
import type { StepPowerId } from '../powers/cards';
import { duskEventIn, randomPassOf } from '../powers/registry';
import { takesOnSelfDestruct } from '../powers/self-destruct';
import { eventFor, eventOf, type Choice } from '../powers/choice';
import { legalBits, legalSeats, nthSeat } from '../powers/common';
import { popCount } from './state';

export type Policy = (s: GameState, step: Step, rng: Rng) => GameEvent;

// Choices are drawn from the step's options in place (the k-th legal seat), without listing the legal
// seats first: the same draws as picking from the list, and no array per step on the simulator's path.

/** A random legal seat (null: none is legal). */
function pickOk(rng: Rng, opts: readonly SeatOption[]): Seat | null {
  // The list's legal seats read once (its kept bits), counted and drawn from.
  const m = legalBits(opts);
  const n = popCount(m);
  return n ? nthSeat(m, rng.int(n)) : null;
}

const okSeats = legalSeats;

function pick<T>(rng: Rng, xs: readonly T[]): T | null {
  return xs.length ? xs[rng.int(xs.length)] : null;
}

function pickN(rng: Rng, xs: Seat[], n: number): Seat[] {
  const pool = xs.slice();
  const out: Seat[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(pool.length), 1)[0]);
  return out;
}

/** The event of a choice (lib/powers/choice): the policy never writes an event's shape itself. */
function built(step: Step, c: Choice): GameEvent {
  const e = eventOf(step, c);
  if (e) return e;
  const b = eventFor(step, c);
  throw new Error(`no event for step ${step.id}: ${b.ok ? 'no event' : b.problem}`);
}

/**
 * A choice with every field a choice may have, the unused ones undefined: every choice the policy makes has this
 * one shape. eventOf and the powers' event makers read the choice at every step, and V8 reads a field off objects
 * of more than four shapes through its slow (megamorphic) path.
 */
function shaped(
  kind: Choice['kind'],
  seats?: Seat[],
  seat?: Seat | null,
  target?: Seat | null,
  save?: boolean | Seat,
  poison?: Seat | null,
  take?: CardId | null,
  caught?: boolean,
  ballots?: Record<string, Seat | null>,
  side?: 'village' | 'wolves',
): Choice {
  return { kind, seats, seat, target, save, poison, take, caught, ballots, side } as unknown as Choice;
}

const NONE = shaped('none');
// One per seat of the largest table, made at load (eventOf only reads a choice).
const ONE: readonly Choice[] = Object.freeze(Array.from({ length: MAX_PLAYERS + 1 }, (_, seat) => shaped('seats', [seat])));
/** The choice of one seat, or of nobody (null). */
function oneSeat(seat: Seat | null): Choice {
  if (seat === null) return NONE;
  return ONE[seat] ?? shaped('seats', [seat]);
}

/** How often "nobody" is chosen where it is allowed, by night power: each power's `randomPass` (a guard who rests, wolves who spare). */
const nobodyRate = (power: StepPowerId | null): number => (power ? randomPassOf(power) : 0);

/** A random legal event for the current step (now and then a self-destruct when one is allowed). */
export function randomEvent(s: GameState, step: Step, rng: Rng): GameEvent {
  // A sign shown at dusk (the stuttering judge's second vote), now and then while it is offered.
  const dusk = step.alsoAccepts.length ? duskEventIn(step.alsoAccepts) : null;
  if (dusk && rng.next() < 0.2) return { type: dusk } as GameEvent;
  if (step.alsoAccepts.length && step.alsoAccepts.includes('selfDestruct') && rng.next() < 0.03) {
    const sd = step.selfDestruct ?? selfDestructOptions(s);
    const seat = sd ? pickOk(rng, sd.seats) : null;
    if (seat) {
      // The card that takes someone along when it self-destructs names its target (docs/engine-rule-coverage.md §2).
      const takes = takesOnSelfDestruct(s, seat);
      const target = takes ? pickOk(rng, sd!.whiteWolfKingTargets) : null;
      return built(step, shaped('selfDestruct', undefined, seat, target));
    }
  }
  return randomChoice(s, step, rng);
}

/** A random legal event for the step, never a self-destruct: by what the night step records, or the day step's kind. */
export function randomChoice(_s: GameState, step: Step, rng: Rng): GameEvent {
  // A day step first: a switch that also compares with null compares every string the slow way in V8.
  if (step.records === null) return randomDayChoice(step, rng);
  switch (step.records) {
    case 'take':
      return randomTake(step, rng);
    case 'twoSeats':
      return randomSeats(step, rng);
    case 'seat':
      return built(step, oneSeat(pickOk(rng, step.targets)));
    case 'seatOrNone': {
      const nobody = rng.next() < nobodyRate(step.power);
      return built(step, nobody ? NONE : oneSeat(pickOk(rng, step.targets)));
    }
    case 'caught':
      return built(step, shaped('caught', undefined, undefined, undefined, undefined, undefined, undefined, rng.next() < 0.2));
    case 'side':
      return built(
        step,
        shaped('side', undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, rng.next() < 0.5 ? 'wolves' : 'village'),
      );
    case 'potions':
      return randomPotions(step, rng);
    case 'none':
      break;
  }
  throw new Error(`no event for step ${step.id}`);
}

function randomTake(step: Step, rng: Rng): GameEvent {
  const takes = (step.takeCard ?? []).filter((t) => t.ok).map((t) => t.take);
  return built(step, shaped('take', undefined, undefined, undefined, undefined, undefined, pick(rng, takes)));
}

function randomSeats(step: Step, rng: Rng): GameEvent {
  const ok = okSeats(step.targets);
  // A step that may name nobody (the magician's swap) passes now and then, and when too few seats are left.
  if (step.noneOk && (ok.length < step.count || rng.next() < nobodyRate(step.power))) return built(step, NONE);
  return built(step, shaped('seats', pickN(rng, ok, step.count)));
}

function randomPotions(step: Step, rng: Rng): GameEvent {
  const w = step.potions!;
  const save = w.save.ok && rng.next() < 0.5;
  const poison = w.poisonOk && (w.both || !save) && rng.next() < 0.25 ? pickOk(rng, step.targets) : null;
  // Told two victims, she names the one she saves.
  const saved = save && w.victims.length > 1 ? (pickOk(rng, w.victims) ?? false) : save;
  return built(step, shaped('potions', undefined, undefined, undefined, saved, poison));
}

/**
 * An empty record of ballots to fill, keyed by seat. It starts with a key 0 (no seat) that the caller deletes
 * once it is filled: V8 fills an object made from a literal with a number key several times faster than one
 * made from `{}`, whose first number keys each take its slow path.
 */
function ballotRecord(): Record<string, Seat | null> {
  return { 0: null };
}

function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

function randomDayChoice(step: Step, rng: Rng): GameEvent {
  const opts = step.targets;
  switch (step.kind) {
    case 'sheriff':
      return built(step, rng.next() < 0.1 ? NONE : oneSeat(pickOk(rng, opts)));
    case 'shoot':
    case 'badge':
      return built(step, rng.next() < 0.2 ? NONE : oneSeat(pickOk(rng, opts)));
    case 'vote':
      return randomVote(step, rng);
    case 'tiebreak':
      return built(step, shaped('exile', undefined, pickOk(rng, opts)));
  }
  if (step.count < 0) {
    // Any number of seats (the voters a dead scapegoat names): each legal seat at even odds.
    const seats: Seat[] = [];
    for (const seat of legalSeats(opts)) if (rng.next() < 0.5) seats.push(seat);
    return built(step, shaped('seats', seats));
  }
  throw new Error(`no event for step ${step.id}`);
}

function randomVote(step: Step, rng: Rng): GameEvent {
  const ballots = ballotRecord();
  const loverOf = step.vote!.loverOf;
  // Read only where someone has a lover: a missing key is a slow read in V8, one per voter.
  const lovers = hasKeys(loverOf);
  // One list of legal seats for every voter; a lover's draw skips his lover's place in it.
  const ok = okSeats(step.targets);
  for (const voter of step.actors) {
    if (rng.next() < 0.1) continue;
    const lover = lovers ? loverOf[voter] : undefined;
    const skip = lover ? ok.indexOf(lover) : -1;
    const n = skip < 0 ? ok.length : ok.length - 1;
    if (!n) continue;
    const k = rng.int(n);
    ballots[voter] = ok[skip >= 0 && k >= skip ? k + 1 : k];
  }
  delete ballots[0];
  return built(step, shaped('ballots', undefined, undefined, undefined, undefined, undefined, undefined, undefined, ballots));
}

const BRIEF = Object.freeze({ brief: true });

export interface PlayedGame {
  seats: CardId[];
  bottom?: CardId[];
  events: GameEvent[];
  state: GameState;
}

/** Deals from `seed` and plays until a winner (or maxEvents) with the policy; the record is {board, seats, bottom, seed, events}. */
export function playGame(board: Board, seed: number | string, policy: Policy = randomEvent, maxEvents = 5000): PlayedGame {
  const dealt = deal(board, seed);
  if (!dealt.ok) throw new Error(dealt.message);
  const rng = makeRng(`${seed}/play`);
  let s = startGame(board, dealt.seats, dealt.bottom);
  const events: GameEvent[] = [];
  // The random policy picks from the step's legal choices: its events need no second check (applyChosen).
  const random = policy === randomEvent;
  const fold = random ? applyChosenOwned : apply;
  while (s.phase !== 'over' && events.length < maxEvents) {
    const step: Step = nextStep(s, BRIEF);
    const e = policy(s, step, rng);
    const r = fold(s, e);
    if (!r.ok) throw new Error(`policy made an illegal event ${JSON.stringify(e)}: ${r.error.message}`);
    s = r.state;
    events.push(e);
  }
  return { seats: dealt.seats, bottom: dealt.bottom, events, state: s };
}
