// curse — the crow: each night he may curse one living player (himself under crowMaySelf; not last night's
// player unless crowRepeat); the cursed player gets crowPenalty votes against him in the next day's exile vote
// and its PK, not in the sheriff election. The curse holds if the crow dies that night and lapses after that
// day; on a player who cannot be voted for (a revealed idiot) it does nothing (docs/rules.md, the crow).
import { refused, type Problem } from '../engine/errors';
import { living, votedPick } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import type { GameEvent, GameState, ReasonCode, Seat, Step } from '../engine/types';
import { isSeatOrNull, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'curse';
interface State {
  /** The seat the crow named last, and the night (for crowRepeat). */
  readonly chosen: Seat | 0;
  readonly night: number;
  /** The seat the curse landed on (the magician's swap), for the next day's vote. */
  readonly cursed: Seat | 0;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ chosen: 0, night: 0, cursed: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The player cursed for today's vote (0: none): cursed last night, read by day. */
export function cursedToday(s: GameState): Seat | 0 {
  const st = state(s);
  return s.phase === 'day' && st.night === s.day ? st.cursed : 0;
}

export function cursePick(s: GameState, actor: Seat, seat: unknown): ReasonCode | null {
  const r = living(s, seat);
  if (r) return r;
  if (seat === actor && !s.ctx.rules.crowMaySelf) return 'self';
  const st = state(s);
  return !s.ctx.rules.crowRepeat && st.chosen === seat && st.night === s.night - 1 ? 'curseRepeat' : null;
}

export const curse: PowerModule = {
  id: ID,
  init: () => NONE,
  tonight: { crow: 0 },
  view: { cursed: (s) => cursedToday(s) },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'a seat number or null']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => cursePick(s, actor, x));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'crow') return null;
    if (e.target === null) {
      d.tonight = { ...d.tonight, crow: 0 };
      return null;
    }
    const r = cursePick(d, actor, e.target);
    if (r) return refused(r, ID, e.target);
    d.tonight = { ...d.tonight, crow: e.target };
    slot.set(d, { chosen: e.target, night: d.night, cursed: landsOn(d, e.target) } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
  // The judge announces the curse at the vote (and the PK) where it counts.
  offerDay(s, step, brief) {
    const c = cursedToday(s);
    // The simulator's brief steps carry no tells (a shared empty list): the curse is told only to people.
    if (brief || step.kind !== 'vote' || !c || votedPick(s, c)) return;
    const all: Seat[] = [];
    for (let i = 0; i < s.alive.length; i++) if (s.alive[i]) all.push(i + 1);
    step.tell.push({ kind: 'cursed', to: all, seat: c, votes: s.ctx.rules.crowPenalty });
  },
  // Counted in the exile vote and its PK (the tally is theirs only), where the cursed player may be voted for.
  extraVotes(s, seat) {
    if (seat !== cursedToday(s) || votedPick(s, seat)) return 0;
    return s.ctx.rules.crowPenalty;
  },
};
