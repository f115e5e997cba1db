// curse — the crow: each night he may curse one living player (himself under crowMaySelf; not last night's
// player unless crowRepeat); the cursed player gets crowPenalty votes against him in the next day's exile vote
// and its PK, not in the sheriff election. The curse holds if the crow dies that night and lapses after that
// day; on a player who cannot be voted for (a revealed idiot) it does nothing (docs/rules.md, the crow). Kept
// per step that uses it (the crow's own, the wolf robot's with a learned crow): each curser has his own last
// player, and each curse counts.
import { refused, type Problem } from '../engine/errors';
import { living, votedPick } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import type { GameEvent, GameState, NightStepDef, ReasonCode, Seat, Step } from '../engine/types';
import { isSeatOrNull, livingOptions, stepOfPower } from './common';
import { perStepSlotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'curse';
interface State {
  /** The seat this step named last, and the night (for crowRepeat). */
  readonly chosen: Seat | 0;
  readonly night: number;
  /** The seat the curse landed on (the magician's swap), for the next day's vote. */
  readonly cursed: Seat | 0;
}
const slot = perStepSlotOf<State>(ID);
const NONE: State = Object.freeze({ chosen: 0, night: 0, cursed: 0 });
const stateOf = (s: GameState, step: string | undefined): State => (step ? slot.get(s, step) : undefined) ?? NONE;

/** The players cursed for today's vote, one per curse (a seat twice when cursed twice): cursed last night, read by day. */
export function cursedToday(s: GameState): Seat[] {
  if (s.phase !== 'day') return [];
  const all = slot.all(s);
  const out: Seat[] = [];
  for (const k in all) if (all[k].night === s.day && all[k].cursed) out.push(all[k].cursed as Seat);
  return out;
}

export function cursePick(s: GameState, actor: Seat, seat: unknown, step: string = stepOfPower(s, ID)?.id ?? ID): ReasonCode | null {
  const r = living(s, seat);
  if (r) return r;
  if (seat === actor && !s.ctx.rules.crowMaySelf) return 'self';
  const st = stateOf(s, step);
  return !s.ctx.rules.crowRepeat && st.chosen === seat && st.night === s.night - 1 ? 'curseRepeat' : null;
}

export const curse: PowerModule = {
  id: ID,
  randomPass: 0.2,
  tells: { cursed: { seat: 'seat', votes: 'count' } },
  view: { cursed: (s) => cursedToday(s)[0] ?? 0 },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, actor: Seat, def: NightStepDef) {
    step.targets = livingOptions(s, (x) => cursePick(s, actor, x, def.id));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, actor: Seat, def: NightStepDef): Problem | null {
    if (e.type !== def.event) return null;
    const target = (e as { target?: Seat | null }).target ?? null;
    if (target === null) return null;
    const r = cursePick(d, actor, target, def.id);
    if (r) return refused(r, ID, target);
    slot.set(d, def.id, { chosen: target, night: d.night, cursed: landsOn(d, target) } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
  // The judge announces the curse at the vote (and the PK) where it counts.
  offerDayOrder: 10,
  offerDay(s, step, brief) {
    // The simulator's brief steps carry no tells (a shared empty list): the curse is told only to people.
    if (brief || step.kind !== 'vote') return;
    const all: Seat[] = [];
    for (let i = 0; i < s.alive.length; i++) if (s.alive[i]) all.push(i + 1);
    for (const c of cursedToday(s)) if (!votedPick(s, c)) step.tell.push({ kind: 'cursed', to: all, seat: c, votes: s.ctx.rules.crowPenalty });
  },
  // Counted in the exile vote and its PK (the tally is theirs only), where the cursed player may be voted for.
  extraVotes(s, seat) {
    const curses = cursedToday(s).filter((c) => c === seat).length;
    return curses && !votedPick(s, seat) ? curses * s.ctx.rules.crowPenalty : 0;
  },
};
