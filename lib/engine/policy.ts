// A simple random legal policy and a game driver: the balance lab builds smarter policies on the same
// shape (state, step, rng) → event. Every event it makes is legal by construction (it picks from nextStep's choices).
import type { Board } from '../generated/board';
import { apply } from './apply';
import { deal } from './deal';
import { makeRng, type Rng } from './rng';
import { startGame } from './setup';
import { nextStep, selfDestructOptions } from './steps';
import type { GameEvent, GameState, RoleId, Seat, SeatOption, Step } from './types';

export type Policy = (s: GameState, step: Step, rng: Rng) => GameEvent;

function okSeats(opts: SeatOption[]): Seat[] {
  const out: Seat[] = [];
  for (const o of opts) if (o.ok) out.push(o.seat);
  return out;
}

function pick<T>(rng: Rng, xs: readonly T[]): T | null {
  return xs.length ? xs[rng.int(xs.length)] : null;
}

function pickN(rng: Rng, xs: Seat[], n: number): Seat[] {
  const pool = xs.slice();
  const out: Seat[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(pool.length), 1)[0]);
  return out;
}

/** A random legal event for the current step (now and then a self-destruct when one is allowed). */
export function randomEvent(s: GameState, step: Step, rng: Rng): GameEvent {
  if (step.alsoAccepts.includes('selfDestruct') && rng.next() < 0.03) {
    const sd = step.selfDestruct ?? selfDestructOptions(s);
    const seat = sd ? pick(rng, okSeats(sd.seats)) : null;
    if (seat) {
      if (s.roles[seat - 1] === 'whiteWolfKing') {
        const t = pick(rng, okSeats(sd!.whiteWolfKingTargets));
        return { type: 'selfDestruct', seat, target: t };
      }
      return { type: 'selfDestruct', seat };
    }
  }
  const ok = okSeats(step.targets);
  switch (step.id) {
    case 'thief': {
      const takes = (step.thief ?? []).filter((t) => t.ok).map((t) => t.take);
      return { type: 'thief', take: pick(rng, takes) as RoleId | null };
    }
    case 'cupid': {
      const [a, b] = pickN(rng, ok, 2);
      return { type: 'cupid', lovers: [a, b] };
    }
    case 'wildChild': return { type: 'wildChild', model: pick(rng, ok) as Seat };
    case 'guard': return { type: 'guard', target: rng.next() < 0.1 ? null : pick(rng, ok) };
    case 'seer': return { type: 'seer', target: pick(rng, ok) as Seat };
    case 'werewolf': return { type: 'wolves', target: rng.next() < 0.05 ? null : pick(rng, ok) };
    case 'littleGirl': return { type: 'littleGirl', caught: rng.next() < 0.2 };
    case 'witch': {
      const w = step.witch!;
      const e: { type: 'witch'; save?: boolean; poison?: Seat } = { type: 'witch' };
      if (w.save.ok && rng.next() < 0.5) e.save = true;
      if (w.poisonOk && (w.both || !e.save) && rng.next() < 0.25) {
        const t = pick(rng, ok);
        if (t) e.poison = t;
      }
      return e;
    }
    case 'wolfBeauty': return { type: 'wolfBeauty', target: pick(rng, ok) as Seat };
    case 'demon': return { type: 'demon', target: pick(rng, ok) as Seat };
    case 'piper': return { type: 'piper', targets: pickN(rng, ok, step.count) as [Seat, Seat] };
    case 'sheriff': return { type: 'sheriff', seat: rng.next() < 0.1 ? null : pick(rng, ok) };
    case 'shoot': return { type: 'shoot', target: rng.next() < 0.2 ? null : pick(rng, ok) };
    case 'badge': return { type: 'badge', to: rng.next() < 0.2 ? null : pick(rng, ok) };
    case 'scapegoat': return { type: 'scapegoat', voters: ok.filter(() => rng.next() < 0.5) };
    case 'vote': {
      const ballots: Record<string, Seat | null> = {};
      const v = step.vote!;
      for (const voter of step.actors) {
        if (rng.next() < 0.1) continue;
        const lover = v.loverOf[voter];
        const choices = lover ? ok.filter((x) => x !== lover) : ok;
        const t = pick(rng, choices);
        if (t) ballots[String(voter)] = t;
      }
      return { type: 'vote', ballots };
    }
    case 'tiebreak': return { type: 'exile', seat: pick(rng, ok) };
    default: throw new Error(`no event for step ${step.id}`);
  }
}

export interface PlayedGame {
  seats: RoleId[];
  bottom?: RoleId[];
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
  while (s.phase !== 'over' && events.length < maxEvents) {
    const e = policy(s, nextStep(s, { brief: true }), rng);
    const r = apply(s, e);
    if (!r.ok) throw new Error(`policy made an illegal event ${JSON.stringify(e)}: ${r.error.message}`);
    s = r.state;
    events.push(e);
  }
  return { seats: dealt.seats, bottom: dealt.bottom, events, state: s };
}
