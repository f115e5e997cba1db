// The heuristic table's day choices: the sheriff's election, the badge, the vote and its tiebreak; a dead
// player's day power (the hunter's shot, the scapegoat's choice) is his card's strategy.
import { exileWouldWin, isCharmed, loverOf } from '../../../powers/queries';
import { isWolfSeat, type GameEvent, type GameState, type Rng, type Seat, type Step } from '../../../engine';
import { randomChoice } from '../../../engine/policy';
import type { DayPowerId } from '../../../powers/cards';
import { moduleOfEvent } from '../../../powers/registry';
import { DAY_STRATEGIES, type Mind } from '../strategies';
import { act, alive, choose, okSeats, one, randomOf } from '../strategies/mind';
import { trustedReports } from './mind';
import { morning } from './morning';
import { ownWolf, sheriffCall, suspect, wolvesVote } from './picks';

/**
 * Whose side a voter plays for: the wolves', or a good player loving a wolf (mixed lovers win as the last two:
 * every other player is in their way, as for the wolves).
 */
const withWolves = (s: GameState, voter: Seat): boolean => {
  if (isWolfSeat(s, voter)) return true;
  const lover = loverOf(s, voter);
  return lover !== 0 && isWolfSeat(s, lover);
};

/** The charmer's ballot: the table's pick if it is not charmed, else another player not charmed (each is in his way). */
function charmerBallot(s: GameState, rng: Rng, voter: Seat, legal: Seat[], pick: Seat | null): Seat | null {
  const open = legal.filter((x) => x !== voter && !isCharmed(s, x));
  return pick !== null && open.includes(pick) ? pick : randomOf(rng, open);
}

/**
 * The win-stealer's ballot (the cursed fox, who wins whichever side's condition is met while he lives): the seer the
 * table believes, whose check is his death, else another seer claimant not proven a liar, else the table's pick.
 */
function stealerBallot(t: Mind, voter: Seat, legal: Seat[], pick: Seat | null): Seat | null {
  const m = t.m;
  return [m.trusted, ...m.claimants].find((y) => y && y !== voter && legal.includes(y) && !m.exposed.has(y)) ?? pick;
}

/**
 * One voter's ballot: the tanner's on himself, a wolf's (or his good lover's) with the wolves, the charmer's to a
 * player he has not charmed, the win-stealer's to the seer, the seer's to her own checked wolf, the others' to the
 * table's pick.
 */
function ballotOf(t: Mind, s: GameState, rng: Rng, voter: Seat, legal: Seat[], pick: Seat | null, wolvesPick: Seat | null): Seat | null {
  // The loner whose death is his win votes himself out, while today's exile would be his win (the angel's day 0).
  if (t.f.card[s.roles[voter - 1]].winsByDying && legal.includes(voter) && exileWouldWin(s, voter)) return voter;
  const card = t.f.card[s.roles[voter - 1]];
  const x = withWolves(s, voter)
    ? wolvesPick
    : card.charmer
      ? charmerBallot(s, rng, voter, legal, pick)
      : card.stealsWin
        ? stealerBallot(t, voter, legal, pick)
        : (ownWolf(t, s, voter, legal) ?? pick);
  // A voter the pick names votes for another player, never one who asked to be exiled (the loner's win).
  if (x === null || x === voter || !legal.includes(x)) return choose(rng, legal, [], (y) => y !== voter && !t.m.selfVoters.has(y));
  return x;
}

function vote(t: Mind, s: GameState, step: Step, rng: Rng): GameEvent {
  const allowed = okSeats(step);
  const v = step.vote!;
  // The sheriff's call, unless the sheriff is a known wolf or it names a cleared player, or another than the known
  // wolves the table may vote out; without a sheriff the good players still agree on one suspect.
  const call = s.sheriff && t.knownWolves(s).includes(s.sheriff) ? null : sheriffCall(t, s, rng, allowed);
  const wolves = t.removableWolves(s).filter((x) => allowed.includes(x));
  const follow = call !== null && !t.cleared(s, call) && (!wolves.length || wolves.includes(call));
  const pick = follow ? call : suspect(t, s, rng, allowed, 0);
  const wolvesPick = wolvesVote(t, s, rng, pick, allowed);
  const ballots: Record<string, Seat | null> = {};
  for (const o of v.voters) {
    if (!o.ok) continue;
    const voter = o.seat;
    const lover = v.loverOf[voter];
    const legal = lover ? allowed.filter((x) => x !== lover) : allowed;
    if (!legal.length) continue;
    const x = ballotOf(t, s, rng, voter, legal, pick, wolvesPick);
    if (x !== null) ballots[voter] = x;
  }
  return act(step, { kind: 'ballots', ballots });
}

/** Whom a candidate votes for sheriff: the believed claimant, else a random open claimant, else anyone. */
function sheriffVote(t: Mind, step: Step, rng: Rng, allowed: Seat[]): GameEvent {
  const m = t.m;
  const open = m.claimants.filter((c) => !m.exposed.has(c) && allowed.includes(c));
  const pick = m.trusted && open.includes(m.trusted) ? m.trusted : (randomOf(rng, open) ?? randomOf(rng, allowed));
  return act(step, one(pick));
}

/** Whom the sheriff passes the badge to: a wolf to a fellow wolf; a good sheriff to a player cleared in his eyes. */
function badgePreference(t: Mind, s: GameState, actor: Seat): Seat[] {
  if (isWolfSeat(s, actor)) {
    const pref: Seat[] = [];
    for (let x = 1; x <= s.alive.length; x++) if (alive(s, x) && isWolfSeat(s, x)) pref.push(x);
    return pref;
  }
  const own = t.f.card[s.roles[actor - 1]].seer ? [...t.m.checks].filter(([, w]) => !w).map(([x]) => x) : [];
  const rep = trustedReports(t.m);
  const pub = rep ? [...rep].filter(([, w]) => !w).map(([x]) => x) : [];
  return [...own, ...pub, ...t.m.shown];
}

/**
 * A dead player's power by day: the strategy of the power whose event the step records (a card with two, a shot
 * and the scapegoat's choice, plays each at its own step), else his card's power's, else at random.
 */
function deadPower(t: Mind, s: GameState, step: Step, rng: Rng, actor: Seat): GameEvent {
  const own = step.event ? moduleOfEvent(step.event)?.id : undefined;
  const powers = s.ctx.cards[s.roles[actor - 1]].powers;
  if (own && powers.has(own as DayPowerId)) {
    const play = DAY_STRATEGIES[own as DayPowerId];
    return play ? play(t, s, step, rng) : randomChoice(s, step, rng);
  }
  for (const p of powers.keys()) {
    const play = DAY_STRATEGIES[p];
    if (play) return play(t, s, step, rng);
  }
  return randomChoice(s, step, rng);
}

export function day(t: Mind, s: GameState, step: Step, rng: Rng): GameEvent {
  morning(t, s, rng);
  const allowed = okSeats(step);
  const actor = step.actors[0] ?? 0;
  switch (step.kind) {
    case 'sheriff':
      return sheriffVote(t, step, rng, allowed);
    case 'badge':
      return act(step, one(choose(rng, allowed, badgePreference(t, s, actor))));
    case 'vote':
      return vote(t, s, step, rng);
    case 'tiebreak':
      return act(step, { kind: 'exile', seat: sheriffCall(t, s, rng, allowed) ?? randomOf(rng, allowed) });
  }
  return deadPower(t, s, step, rng, actor);
}
