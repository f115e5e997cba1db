// Entering an exile vote on the phone: who voted for whom, the totals with the weights the engine gives
// (the sheriff's 1.5 or 2), and the `vote` event. The engine tallies and settles ties; this only refuses
// what the engine's step already marks illegal, so a tap is refused at once with the reason.
import type { GameEvent, ReasonCode, Seat, Step } from '../engine/types';

export type Ballots = Readonly<Record<number, Seat | null>>;

export function setBallot(b: Ballots, voter: Seat, target: Seat | null | undefined): Ballots {
  const out: Record<number, Seat | null> = { ...b };
  if (target === undefined) delete out[voter];
  else out[voter] = target;
  return out;
}

/** Why a voter may not vote for a target now (null: fine), from the engine's step. */
export function ballotRefusal(step: Step, voter: Seat, target: Seat | null): ReasonCode | null {
  const v = step.vote?.voters[voter - 1];
  if (!v) return 'outOfRange';
  if (!v.ok) return v.reason ?? 'cannotVote';
  if (target === null) return null;
  const t = step.targets[target - 1];
  if (!t) return 'outOfRange';
  if (!t.ok) return t.reason ?? 'notCandidate';
  if (step.vote?.loverOf[voter] === target) return 'lover';
  return null;
}

/**
 * Weighted totals per target, most votes first (ties by seat), with the votes a power adds at the tally
 * (`extra`, the crow's curse: the engine's step.vote.extra). Abstentions are not counted.
 */
export function totals(
  b: Ballots,
  weight: (voter: Seat) => number,
  extra: Readonly<Record<number, number>> = {},
): { seat: Seat; votes: number; voters: Seat[]; extra: number }[] {
  const m = new Map<Seat, { votes: number; voters: Seat[]; extra: number }>();
  for (const [k, t] of Object.entries(b)) {
    if (t === null) continue;
    const voter = Number(k);
    const e = m.get(t) ?? { votes: 0, voters: [], extra: 0 };
    e.votes += weight(voter);
    e.voters.push(voter);
    m.set(t, e);
  }
  for (const [k, n] of Object.entries(extra)) {
    const seat = Number(k);
    const e = m.get(seat) ?? { votes: 0, voters: [], extra: 0 };
    e.votes += n;
    e.extra += n;
    m.set(seat, e);
  }
  return [...m]
    .map(([seat, e]) => ({ seat, votes: e.votes, voters: e.voters.sort((a, c) => a - c), extra: e.extra }))
    .sort((a, c) => c.votes - a.votes || a.seat - c.seat);
}

/** The `vote` event: every ballot entered (a voter left out abstains). */
export function voteEvent(b: Ballots): GameEvent {
  const ballots: Record<string, Seat | null> = {};
  for (const k of Object.keys(b)
    .map(Number)
    .sort((a, c) => a - c))
    ballots[String(k)] = b[k];
  return { type: 'vote', ballots };
}
