// secondVote — the stuttering judge: once a game (stutteringJudgeVotes: up to 5), once the day's vote is over
// (its PK, the exile and the decisions it called for), before night falls, his sign has the village vote a
// second time the same day: an ordinary vote with no new speeches. Not after a day that ended with no vote (a
// self-destruct, a duel), not after the second vote he called, not dead or powerless (docs/rules.md, the
// stuttering judge).
//
// Night falls in the same event that ends the day, so the moment "before nightfall" is the new night before its
// first event: the day as it stood at its end is kept, and the sign brings it back with a fresh vote.
import { refused, type Problem } from '../engine/errors';
import { hasPower } from '../engine/state';
import { FRESH_VOTE } from '../engine/vote-state';
import type { GameEvent, GameState, Seat } from '../engine/types';
import { accepting, hasCardPower } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'secondVote';
interface State {
  /** Second votes called so far. */
  readonly used: number;
  /** The day whose vote was resolved last (-1: none yet). */
  readonly voted: number;
  /** The day he last called a second vote (-1: never). */
  readonly called: number;
  /**
   * The day as it stood when it ended (every field but the board's context, which never changes), while his
   * sign may still bring it back; else null.
   */
  readonly open: Kept | null;
  /** The judge who may show it (alive with his power when the day ended), 0 when none. */
  readonly seat: Seat | 0;
}
type Kept = Omit<GameState, 'ctx'>;
const slot = slotOf<State>(ID);
// -1: no day yet (day 0 is the angel's opening day).
const NONE: State = Object.freeze({ used: 0, voted: -1, called: -1, open: null, seat: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The living judge with his power (0: none). */
function judgeSeat(s: GameState): Seat | 0 {
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && hasCardPower(s, i + 1, ID) && hasPower(s, i + 1)) return i + 1;
  return 0;
}

/** Whether the sign may be shown now: the new night before its first event, the day before it kept. */
function windowOpen(s: GameState): boolean {
  const open = state(s).open;
  return open !== null && s.phase === 'night' && s.pos === 0 && s.night === open.night + 1;
}

/** The judge who may show his sign now (0: nobody). */
export function judgeNow(s: GameState): Seat | 0 {
  return windowOpen(s) ? state(s).seat : 0;
}

/** How many second votes the stuttering judge has called so far. */
export const secondVotesCalled = (s: GameState): number => state(s).used;

/** The power's state with the day's end forgotten. */
const closed = (st: State, more: Partial<State> = {}): State => ({ used: st.used, voted: st.voted, called: st.called, open: null, seat: 0, ...more });

type WhyNot = 'dead' | 'votesSpent' | 'votedAgainToday' | 'powerLost' | 'notNow';

/** Why the sign is refused now. */
function whyNot(s: GameState, st: State): WhyNot {
  for (let i = 0; i < s.alive.length; i++) {
    if (!hasCardPower(s, i + 1, ID)) continue;
    if (!s.alive[i]) return 'dead';
    if (st.used >= s.ctx.rules.stutteringJudgeVotes) return 'votesSpent';
    if (!hasPower(s, i + 1)) return 'powerLost';
    if (st.called === s.day && (s.phase === 'day' || s.pos === 0)) return 'votedAgainToday';
    return 'notNow';
  }
  return 'notNow';
}

export const secondVote: PowerModule = {
  id: ID,
  init: () => NONE,
  duskEvents: ['judge'],
  during: ['dusk'],
  shape: () => null,
  voteEnds(d) {
    slot.set(d, closed(state(d), { voted: d.day }));
  },
  dusk(d) {
    const st = state(d);
    const judge = judgeSeat(d);
    // Only after a vote today that was not his own, while he lives with his power and has a request left.
    if (st.voted !== d.day || st.called === d.day || st.used >= d.ctx.rules.stutteringJudgeVotes || !judge) {
      if (st.open) slot.set(d, closed(st));
      return;
    }
    // Kept once per day's end: a later settle of the same day (a death at its end that called for a decision)
    // keeps the day as it was after its vote.
    if (st.open && st.open.day === d.day && st.open.night === d.night) return;
    slot.set(d, closed(st));
    const { ctx: _board, ...kept } = d;
    slot.set(d, closed(st, { open: kept, seat: judge }));
  },
  offerDusk(s, step) {
    if (judgeNow(s)) step.alsoAccepts = accepting(step.alsoAccepts, 'judge');
  },
  recordDusk(d: Draft, e: GameEvent): Problem | null {
    if (e.type !== 'judge') return null;
    const st = state(d);
    const open = windowOpen(d) ? st.open : null;
    // Why not, as the judge would explain it: dead, his requests spent, the card lost its power (the village
    // killed the elder), already called today, or it is not the moment (not right after a day's vote).
    if (!open || !st.seat) return refused(whyNot(d, st), ID);
    // The day as it ended comes back, with a fresh vote and this event counted.
    const events = d.events;
    Object.assign(d, open);
    d.events = events;
    d.answer = null;
    d.stage = 'vote';
    d.vote = FRESH_VOTE;
    d.dayEvents = open.dayEvents + 1;
    slot.set(d, closed(st, { used: st.used + 1, called: d.day }));
    return null;
  },
  view: {
    secondVotes: secondVotesCalled,
  },
};
