// protect — the guard: each night protects one player (himself allowed, nobody allowed) against the
// wolves' attack only, never the same player two nights running; a card with the notProtectable trait
// (the little girl) is not protected (docs/rules.md, the guard).
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import type { GameEvent, GameState, Seat, Step } from '../engine/types';
import { isSeatOrNull, options } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'protect';
interface State {
  readonly last: Seat | 0;
  readonly night: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ last: 0, night: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The latest protected seat (0: nobody) and the night of it. */
export const lastProtected = (s: GameState): { seat: Seat | 0; night: number } => ({ seat: state(s).last, night: state(s).night });

/** Any living player, not last night's player (seed 000 §6(1), 002, 004). */
export function protectPick(s: GameState, seat: unknown) {
  const r = living(s, seat);
  if (r) return r;
  const st = state(s);
  return st.last === seat && st.night === s.night - 1 ? 'guardRepeat' : null;
}

export const protect: PowerModule = {
  id: ID,
  init: () => NONE,
  tonight: { guard: 0 },
  view: { guardLast: (s) => state(s).last, guardNight: (s) => state(s).night },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'a seat number or null']),
  fill(s: GameState, step: Step) {
    step.targets = options(s, (x) => protectPick(s, x));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent): Problem | null {
    if (e.type !== 'guard') return null;
    if (e.target !== null) {
      const r = protectPick(d, e.target);
      if (r) return refused(r, ID, e.target);
    }
    d.tonight = { ...d.tonight, guard: e.target ?? 0 };
    slot.set(d, { last: e.target ?? 0, night: d.night } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'none' ? ({ type, target: null } as GameEvent) : c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  attack(d, a) {
    if (landsOn(d, d.tonight.guard as Seat) === a.victim && !d.ctx.cards[d.roles[a.victim - 1]].traits.has('notProtectable')) {
      a.blocked = true;
      a.dies = false;
    }
  },
};
