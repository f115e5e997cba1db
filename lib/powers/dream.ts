// dream — the dreamcatcher: each night he picks another living player as sleepwalker (nobody only under
// dreamcatcherMayPass). The sleepwalker survives every night death that night but the dream's own; the same
// player two nights running dies of `dream` that second night (after the wolves' kill, as the night's other
// deaths; the antidote cannot help); if the dreamcatcher dies at night, that night's sleepwalker dies with him
// (in the same instant, like heartbreak). A night with no sleepwalker starts the count again
// (docs/rules.md, the dreamcatcher).
// Kept per step that uses it (the dreamcatcher's own, the wolf robot's with a learned dreamcatcher): each
// dreamer has his own sleepwalker and his own count.
import { landsOn } from '../engine/redirect';
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import type { DeathCause, GameEvent, GameState, NightStepDef, Seat, Step } from '../engine/types';
import { isSeatOrNull, livingOptions } from './common';
import { perStepSlotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'dream';
/** The dreamer, his latest sleepwalker and its night, and the one of the night before it (0: none that night). */
interface State {
  readonly seat: Seat;
  readonly last: Seat | 0;
  readonly night: number;
  readonly prev: Seat | 0;
}
const slot = perStepSlotOf<State>(ID);

/** Whether a seat is a sleepwalker tonight (of any dreamer). */
function sleepwalking(s: GameState, seat: Seat): boolean {
  const all = slot.all(s);
  for (const k in all) if (all[k].night === s.night && all[k].last === seat) return true;
  return false;
}

/** Nobody tonight: under dreamcatcherMayPass, or for a step that may always pass (the wolf robot's). */
const mayPass = (s: GameState, def: NightStepDef): boolean => s.ctx.rules.dreamcatcherMayPass || def.params.mayPass === true;

export const dream: PowerModule = {
  id: ID,
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, actor: Seat, def: NightStepDef) {
    step.targets = livingOptions(s, (x) => notSelf(s, actor, x));
    step.noneOk = mayPass(s, def);
  },
  record(d: Draft, e: GameEvent, actor: Seat, def: NightStepDef): Problem | null {
    const target = (e as { target?: Seat | null }).target ?? null;
    if (target === null) {
      if (!mayPass(d, def)) return refused('mustChoose', ID);
      if (slot.get(d, def.id)) slot.set(d, def.id, { seat: actor, last: 0, night: d.night, prev: 0 });
      return null;
    }
    const r = notSelf(d, actor, target);
    if (r) return refused(r, ID, target);
    const st = slot.get(d, def.id);
    // Last night's sleepwalker, if there was one last night (a night without one starts the count again).
    const prev = st && st.night === d.night - 1 ? st.last : 0;
    // The dream lands where the magician's swap sends it (docs/rules.md, the magician).
    slot.set(d, def.id, { seat: actor, last: landsOn(d, target), night: d.night, prev } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
  // The sleepwalker survives the night's deaths, but not the dream's own.
  survivesOrder: 20,
  survives: (s, x) => !(x.time === 'night' && x.cause !== 'dream' && sleepwalking(s, x.seat)),
  // A dreamer dies at night: his sleepwalker of tonight dies with him.
  onDeathOrder: 30,
  onDeath(d, x, alive, queue) {
    if (x.time !== 'night') return;
    const all = slot.all(d);
    for (const k in all) {
      const w = all[k].last;
      if (all[k].seat === x.seat && all[k].night === d.night && w && alive[w - 1]) queue.push([w, 'dream']);
    }
  },
  // Two nights running: the sleepwalker dies, after the wolves' kill.
  nightDeathsOrder: 40,
  nightDeaths(d): [Seat, DeathCause][] {
    const out: [Seat, DeathCause][] = [];
    const all = slot.all(d);
    for (const k in all) if (all[k].night === d.night && all[k].last && all[k].prev === all[k].last) out.push([all[k].last as Seat, 'dream']);
    return out;
  },
};
