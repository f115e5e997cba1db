// protect — the guard: each night protects one player (himself allowed, nobody allowed) against the
// wolves' attack only, never the same player two nights running (unless its params say repeat: a custom card's); a card with the notProtectable trait
// (the little girl) is not protected (docs/rules.md, the guard). Kept per step that uses it (the guard's own,
// the wolf robot's with a learned guard): each protector has his own last target, and any protection of the
// night blocks the attack.
import { landsOn } from '../engine/redirect';
import { heldCard } from '../engine/state';
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import type { GameEvent, GameState, NightStepDef, Seat, Step } from '../engine/types';
import { isSeatOrNull, livingOptions, stepOfPower } from './common';
import { perStepSlotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'protect';
interface State {
  readonly last: Seat | 0;
  readonly night: number;
}
const slot = perStepSlotOf<State>(ID);
const NONE: State = Object.freeze({ last: 0, night: 0 });
const stateOf = (s: GameState, step: string | undefined): State => (step ? slot.get(s, step) : undefined) ?? NONE;
/** The card's own step's state (the guard's), for records and tools. */
const own = (s: GameState): State => stateOf(s, stepOfPower(s, ID)?.id);

/** The latest protected seat (0: nobody) and the night of it, of the guard's own step. */
export const lastProtected = (s: GameState): { seat: Seat | 0; night: number } => ({ seat: own(s).last, night: own(s).night });

/**
 * Any living player, not last night's player of this step (Basic Rules 6(1), 002, 004); `repeat`: a step whose
 * params lift that (docs/rules.md, Custom roles: the night watch).
 */
export function protectPick(s: GameState, seat: unknown, step: string = stepOfPower(s, ID)?.id ?? ID, st?: State, repeat = false) {
  const r = living(s, seat);
  if (r || repeat) return r;
  const last = st ?? stateOf(s, step);
  return last.last === seat && last.night === s.night - 1 ? 'guardRepeat' : null;
}

export const protect: PowerModule = {
  id: ID,
  randomPass: 0.1,
  view: { guardLast: (s) => own(s).last, guardNight: (s) => own(s).night },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, _actor: Seat, def: NightStepDef) {
    const st = stateOf(s, def.id);
    const repeat = def.params.repeat === true;
    step.targets = livingOptions(s, (x) => protectPick(s, x, def.id, st, repeat));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, _actor: Seat, def: NightStepDef, chosen?: boolean): Problem | null {
    const target = (e as { target?: Seat | null }).target ?? null;
    if (target !== null && !chosen) {
      const r = protectPick(d, target, def.id, undefined, def.params.repeat === true);
      if (r) return refused(r, ID, target);
    }
    slot.set(d, def.id, { last: target ?? 0, night: d.night } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'none' ? ({ type, target: null } as GameEvent) : c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  attackOrder: 10,
  attack(d, a) {
    if (heldCard(d, a.victim).traits.has('notProtectable')) return;
    const all = slot.all(d);
    for (const k in all) {
      if (all[k].night === d.night && all[k].last && landsOn(d, all[k].last as Seat) === a.victim) {
        a.blocked = true;
        a.dies = false;
        return;
      }
    }
  },
};
