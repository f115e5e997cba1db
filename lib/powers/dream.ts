// dream — the dreamcatcher: each night he picks another living player as sleepwalker (nobody only under
// dreamcatcherMayPass). The sleepwalker survives every night death that night but the dream's own; the same
// player two nights running dies of `dream` that second night (after the wolves' kill, as the night's other
// deaths; the antidote cannot help); if the dreamcatcher dies at night, that night's sleepwalker dies with him
// (in the same instant, like heartbreak). A night with no sleepwalker starts the count again
// (docs/rules.md, the dreamcatcher).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import type { DeathCause, GameEvent, GameState, Seat, Step } from '../engine/types';
import { hasStepPower, isSeatOrNull, options } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'dream';
/** The latest sleepwalker and its night, and the one of the night before it (0: none that night). */
interface State {
  readonly last: Seat | 0;
  readonly night: number;
  readonly prev: Seat | 0;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ last: 0, night: 0, prev: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** Tonight's sleepwalker (0: none yet). */
const sleepwalker = (s: GameState): Seat => (s.tonight.dreamcatcher as Seat | undefined) ?? 0;
/** Tonight's sleepwalker where the dream lands (the magician's swap). */
const dreamer = (s: GameState): Seat => landsOn(s, sleepwalker(s));

/** Whether tonight's sleepwalker was also last night's: he dies of the dream. */
function secondNight(s: GameState): boolean {
  const w = dreamer(s);
  return w !== 0 && state(s).night === s.night && state(s).prev === w;
}

export const dream: PowerModule = {
  id: ID,
  init: () => NONE,
  tonight: { dreamcatcher: 0 },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'a seat number or null']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = options(s, (x) => notSelf(s, actor, x));
    step.noneOk = s.ctx.rules.dreamcatcherMayPass;
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'dreamcatcher') return null;
    if (e.target === null) {
      if (!d.ctx.rules.dreamcatcherMayPass) return refused('mustChoose', ID);
      d.tonight = { ...d.tonight, dreamcatcher: 0 };
      return null;
    }
    const r = notSelf(d, actor, e.target);
    if (r) return refused(r, ID, e.target);
    const st = state(d);
    // Last night's sleepwalker, if there was one last night (a night without one starts the count again).
    const prev = st.night === d.night - 1 ? st.last : 0;
    d.tonight = { ...d.tonight, dreamcatcher: e.target };
    slot.set(d, { last: landsOn(d, e.target), night: d.night, prev } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
  // The sleepwalker survives the night's deaths, but not the dream's own.
  survives: (s, x) => !(x.time === 'night' && x.cause !== 'dream' && x.seat === dreamer(s) && s.night === state(s).night),
  // The dreamcatcher dies at night: his sleepwalker dies with him.
  onDeath(d, x, alive, queue) {
    const w = dreamer(d);
    if (x.time === 'night' && w && alive[w - 1] && hasStepPower(d, x.seat, ID)) queue.push([w, 'dream']);
  },
  // Two nights running: the sleepwalker dies, after the wolves' kill.
  nightDeaths: (d): [Seat, DeathCause][] => (secondNight(d) ? [[dreamer(d), 'dream']] : []),
};
