// Legality of the choices the core owns (the sheriff, the badge, the vote, the exile), one function per
// choice: apply() refuses with the reason, nextStep() lists each seat with it. A power's own choices are
// checked in its module (lib/powers). A choice is refused only for what the actor knows.
import { forbidden, inRange } from './state';
import type { GameState, ReasonCode, Seat } from './types';

type S = GameState;
type R = ReasonCode | null;

export function living(s: S, seat: unknown): R {
  // A living seat first (the lists ask each living seat): only a number names one; any other value reads
  // undefined there, as does a number outside the table or not whole, and is told apart below.
  if (typeof seat === 'number' && s.alive[seat - 1] === true) return null;
  return inRange(s, seat) ? 'dead' : 'outOfRange';
}

export function notSelf(s: S, actor: Seat, seat: unknown): R {
  return living(s, seat) ?? (seat === actor ? 'self' : null);
}

/** A living player other than `actor` whom nothing forbids him to act on (lovers never kill each other). */
export function otherAllowed(s: S, actor: Seat, seat: unknown): R {
  return notSelf(s, actor, seat) ?? forbidden(s, actor, seat as Seat);
}

/** The sheriff election's winner: a living player; before the deaths are announced also one killed last night. */
export function sheriffPick(s: S, seat: unknown): R {
  if (!inRange(s, seat)) return 'outOfRange';
  if (s.alive[seat - 1]) return badgeBarred(s, seat);
  if (s.ctx.rules.sheriffElection === 'day1BeforeDeaths') {
    for (const d of s.deaths) if (d.seat === seat && d.time === 'night' && d.n === s.day) return null;
  }
  return 'dead';
}

export function badgePick(s: S, from: Seat, seat: unknown): R {
  return notSelf(s, from, seat) ?? badgeBarred(s, seat as Seat);
}

/** A power's refusal to let a living seat hold the badge (a revealed idiot under revealedIdiotBadge passes). */
function badgeBarred(s: S, seat: Seat): R {
  const hooks = s.ctx.hooks.badgeBarred;
  for (let i = 0; i < hooks.length; i++) {
    const x = hooks[i](s, seat);
    if (x) return x;
  }
  return null;
}

/** Who may vote now: living, not barred by a power (a revealed idiot, the scapegoat's choice), not tied in a PK. */
export function voterPick(s: S, seat: unknown): R {
  const r = living(s, seat);
  if (r) return r;
  const v = seat as Seat;
  const hooks = s.ctx.hooks.voter;
  // A lost vote is said before the PK's "tied", a power's other limits after it (as the judge explains them).
  if (lostVote(s, v)) {
    for (let i = 0; i < hooks.length; i++) {
      const x = hooks[i](s, v);
      if (x) return x;
    }
  }
  let later: R = null;
  for (let i = 0; i < hooks.length && !later; i++) later = hooks[i](s, v);
  if (s.vote.candidates?.includes(v)) return 'tied';
  return later;
}

/** Who may be voted for: living, not shielded by a power (a revealed idiot), among the tied in a PK (lovers: see ballotPick). */
export function votedPick(s: S, seat: unknown): R {
  const r = living(s, seat) ?? notVotable(s, seat as Seat);
  if (r) return r;
  if (s.vote.candidates && !s.vote.candidates.includes(seat as Seat)) return 'notCandidate';
  return null;
}

/** A power's refusal to let a seat be voted out (docs/engine-choices.md, idiotRevealedExile). */
function notVotable(s: S, seat: Seat): R {
  const hooks = s.ctx.hooks.votable;
  for (let i = 0; i < hooks.length; i++) {
    const x = hooks[i](s, seat);
    if (x) return x;
  }
  return null;
}

export function ballotPick(s: S, voter: Seat, target: unknown): R {
  return votedPick(s, target) ?? forbidden(s, voter, target as Seat);
}

/**
 * The exile recorded directly: a living player; in a PK or the sheriff's tie-break, one of the tied. The
 * tie-break is the sheriff's own decisive vote, so he may not name his lover (lovers never vote for or kill
 * each other; docs/rules.md, Cupid).
 */
export function exilePick(s: S, seat: unknown): R {
  const r = living(s, seat) ?? notVotable(s, seat as Seat);
  if (r) return r;
  const among = s.vote.tiebreak ?? s.vote.candidates;
  if (among && !among.includes(seat as Seat)) return s.vote.tiebreak ? 'notTied' : 'notCandidate';
  if (s.vote.tiebreak && s.sheriff) return forbidden(s, s.sheriff, seat as Seat);
  return null;
}

/** Whether a seat has lost his vote (a revealed idiot): he may not break ties as sheriff either. */
export function lostVote(s: S, seat: Seat): boolean {
  const hooks = s.ctx.hooks.lostVote;
  for (let i = 0; i < hooks.length; i++) if (hooks[i](s, seat)) return true;
  return false;
}
