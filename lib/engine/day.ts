// The day: the sheriff election, the decisions deaths call for (each power's: a shot, the scapegoat's
// voters; the core's badge), the vote with weights and ties, the exile, and the free actions of the day
// (a self-destruct, which ends the day at once).
import { killBatch, popDecision, type Draft } from './deaths';
import { problem, refused, type Problem } from './errors';
import { dayStepKey } from './reasons';
import { badgePick, ballotPick, exilePick, lostVote, sheriffPick, voterPick } from './legal';
import { nightfall } from './night';
import { FRESH_VOTE } from './vote-state';
import { votersOf } from './ballots';
import { moduleOfEvent } from '../powers/registry';
import type { GameEvent, GameState, Seat } from './types';

export type DayStepKind = 'sheriff' | 'shoot' | 'badge' | 'scapegoat' | 'vote' | 'tiebreak';

/**
 * The current day step. The election comes first with day1BeforeDeaths (the night's decisions after it),
 * else the decisions first; then the vote, then the decisions the exile calls for.
 */
export function dayStep(s: GameState): DayStepKind {
  if (s.stage === 'election' && s.ctx.rules.sheriffElection === 'day1BeforeDeaths') return 'sheriff';
  if (s.pending.length) return s.pending[0].kind;
  if (s.stage === 'election') return 'sheriff';
  return s.vote.tiebreak ? 'tiebreak' : 'vote';
}

/**
 * Ends the day when nothing is left to decide: first the deaths a power makes at the day's end (a tetanus death,
 * with the decisions it calls for), then night falls.
 */
function settle(d: Draft): void {
  if (d.winner) {
    d.phase = 'over';
    return;
  }
  if (d.stage !== 'end' || d.pending.length !== 0) return;
  for (const f of d.ctx.hooks.dusk) f(d);
  for (const f of d.ctx.hooks.dayEnds) {
    for (const [seat, cause] of f(d)) if (d.alive[seat - 1]) killBatch(d, [[seat, cause]], 'day', d.day);
    if (d.winner) {
      d.phase = 'over';
      return;
    }
  }
  if (d.pending.length === 0) nightfall(d);
}

/** Exile: a power may absorb it (the idiot reveals and stays, Basic Rules 6(2)); anyone else dies. */
function exile(d: Draft, seat: Seat | null): void {
  d.stage = 'end';
  d.vote = FRESH_VOTE;
  for (const f of d.ctx.hooks.voteEnds) f(d);
  if (seat === null) return;
  d.lastExile = { day: d.day, seat };
  for (const f of d.ctx.hooks.onExile) if (f(d, seat)) return;
  killBatch(d, [[seat, 'exile']], 'day', d.day);
}

function tally(d: Draft, ballots: Record<string, Seat | null>, chosen: boolean): Problem | { top: Seat[]; votes: number } {
  const totals = ballotTotals(d, ballots, chosen);
  if (!(totals instanceof Float64Array)) return totals;
  // Votes a power adds against a seat (the crow's curse), before the tie rule.
  const extra = d.ctx.hooks.extraVotes;
  if (extra.length) for (let seat = 1; seat < totals.length; seat++) for (const f of extra) totals[seat] += f(d, seat);
  return topOf(totals);
}

/** Each seat's votes, by seat (index 0 unused); a refused ballot's problem where the ballots are not the step's choices. */
function ballotTotals(d: Draft, ballots: Record<string, Seat | null>, chosen: boolean): Problem | Float64Array {
  const totals = new Float64Array(d.alive.length + 1);
  const sheriffVote = d.ctx.rules.sheriffVote;
  const voters = votersOf(ballots);
  for (let i = 0; i < voters.length; i++) {
    const voter = voters[i];
    const target = ballots[voter];
    const p = chosen ? null : ballotRefused(d, voter, target);
    if (p) return p;
    if (target !== null) totals[target] += d.sheriff === voter ? sheriffVote : 1;
  }
  return totals;
}

function ballotRefused(d: Draft, voter: Seat, target: Seat | null): Problem | null {
  const rv = voterPick(d, voter);
  if (rv) return refused(rv, 'vote.voter', voter);
  if (target === null) return null;
  const rt = ballotPick(d, voter, target);
  return rt ? refused(rt, 'vote.ballot', target, { voter }) : null;
}

/** The seats with the most votes (none when nobody has a vote), and how many. */
function topOf(totals: Float64Array): { top: Seat[]; votes: number } {
  const n = totals.length - 1;
  let best = 0;
  // Math.max rather than a comparison: a branch on random tallies is mispredicted.
  for (let seat = 1; seat <= n; seat++) best = Math.max(best, totals[seat]);
  if (best === 0) return { top: NO_TOP, votes: 0 };
  // Most votes end on one seat: the list of the tied is made only for a tie.
  let first: Seat | 0 = 0;
  let count = 0;
  for (let seat = 1; seat <= n; seat++) {
    if (totals[seat] === best) {
      if (!count) first = seat;
      count++;
    }
  }
  if (count === 1) return { top: [first], votes: best };
  const top: Seat[] = new Array(count);
  for (let seat = first, k = 0; k < count; seat++) if (totals[seat] === best) top[k++] = seat;
  return { top, votes: best };
}
const NO_TOP: Seat[] = Object.freeze([]) as unknown as Seat[];

/**
 * A tie is settled by a power (the scapegoat dies), then by the sheriff (sheriffBreaksTies; his choice is
 * the next `exile` event), then by tieRule: pk one PK vote, pkTwice two, revote until someone is out, none
 * nobody out (Basic Rules 4(3); Rules Introduction (traditional), Millers Hollow (traditional)).
 */
function tie(d: Draft, tied: Seat[]): void {
  for (const f of d.ctx.hooks.onTie) {
    if (!f(d, tied)) continue;
    for (const g of d.ctx.hooks.voteEnds) g(d);
    return;
  }
  const sheriff = d.sheriff;
  if (d.ctx.rules.sheriffBreaksTies && sheriff && d.alive[sheriff - 1] && !lostVote(d, sheriff)) {
    d.vote = { round: d.vote.round, candidates: d.vote.candidates, tiebreak: tied };
    return;
  }
  const rule = d.ctx.rules.tieRule;
  const round = d.vote.round;
  // The opening vote (day 0) ties into one more vote among the tied, then nobody is exiled (docs/rules.md, the angel).
  const more = d.day === 0 ? round < 1 : rule === 'revote' || (rule === 'pk' && round < 1) || (rule === 'pkTwice' && round < 2);
  if (more) d.vote = { round: round + 1, candidates: tied, tiebreak: null };
  else exile(d, null);
}

function wrong(d: Draft, step: DayStepKind, e: GameEvent): Problem {
  return problem('wrongStep', 'wrongStepDay', { day: d.day, labelKey: dayStepKey(step) ?? step, type: String(e.type) });
}

/** Steps at which a free action of the day (a self-destruct) may be recorded: any but a pending decision. */
const FREE_AT: readonly DayStepKind[] = Object.freeze(['sheriff', 'vote', 'tiebreak'] as const);

/** Records one day event on the draft; `chosen`: made from the step's legal choices (applyChosen). */
export function applyDay(d: Draft, e: GameEvent, chosen = false): Problem | null {
  const done = recordDay(d, e, dayStep(d), chosen);
  if (done !== RECORDED) return done;
  d.dayEvents += 1;
  settle(d);
  return null;
}

/** What recordDay returns once the event is on the draft (else a problem, or null: a dusk sign shown by day). */
const RECORDED = 'recorded';

function recordDay(d: Draft, e: GameEvent, step: DayStepKind, chosen: boolean): Problem | typeof RECORDED | null {
  switch (e.type) {
    case 'sheriff':
      return step === 'sheriff' ? elect(d, e.seat, chosen) : wrong(d, step, e);
    case 'badge':
      return step === 'badge' ? passBadge(d, e.to, chosen) : wrong(d, step, e);
    case 'vote':
      return step === 'vote' ? vote(d, e.ballots as Record<string, Seat | null>, chosen) : wrong(d, step, e);
    case 'exile':
      return step === 'vote' || step === 'tiebreak' ? exileEvent(d, e.seat, chosen) : wrong(d, step, e);
    default:
      return recordPower(d, e, step, chosen);
  }
}

function elect(d: Draft, seat: Seat | null, chosen: boolean): Problem | typeof RECORDED {
  const rs = seat !== null && !chosen ? sheriffPick(d, seat) : null;
  if (rs) return refused(rs, 'sheriff', seat);
  d.sheriffStatus = 'done';
  d.stage = 'vote';
  if (seat === null) return RECORDED;
  if (d.alive[seat - 1]) d.sheriff = seat;
  // Elected before the deaths were announced and killed last night: he passes the badge (警徽流).
  else d.pending = [...d.pending, { kind: 'badge', seat }];
  return RECORDED;
}

function passBadge(d: Draft, to: Seat | null, chosen: boolean): Problem | typeof RECORDED {
  const rs = to !== null && !chosen ? badgePick(d, d.pending[0].seat, to) : null;
  if (rs) return refused(rs, 'badge', to);
  popDecision(d);
  d.sheriff = to ?? 0;
  return RECORDED;
}

function vote(d: Draft, ballots: Record<string, Seat | null>, chosen: boolean): Problem | typeof RECORDED {
  const res = tally(d, ballots, chosen);
  if ('code' in res) return res;
  if (res.votes === 0) exile(d, null);
  else if (res.top.length === 1) exile(d, res.top[0]);
  else tie(d, res.top);
  return RECORDED;
}

function exileEvent(d: Draft, seat: Seat | null, chosen: boolean): Problem | typeof RECORDED {
  const rs = seat !== null && !chosen ? exilePick(d, seat) : null;
  if (rs) return refused(rs, 'exile', seat);
  exile(d, seat);
  return RECORDED;
}

/** A power's event by day: a decision a death called for, a free action of the day, or a dusk sign shown too early. */
function recordPower(d: Draft, e: GameEvent, step: DayStepKind, chosen: boolean): Problem | typeof RECORDED | null {
  const m = moduleOfEvent(e.type);
  if (m && m.decides === e.type) {
    if (step !== e.type) return wrong(d, step, e);
    return m.recordDay!(d, e, d.pending[0].seat, step, chosen) ?? RECORDED;
  }
  if (m?.freeEvents?.includes(e.type)) {
    if (!FREE_AT.includes(step)) return wrong(d, step, e);
    return m.recordDay!(d, e, 0, step, chosen) ?? RECORDED;
  }
  // Shown by day, the sign is refused with its reason (it comes once the day is over).
  if (m?.recordDusk && m.duskEvents?.includes(e.type)) return m.recordDusk(d, e);
  return problem('wrongStep', 'nightEventByDay', { day: d.day, type: String(e.type) });
}
