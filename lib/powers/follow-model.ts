// followModel — the wild child: on night 1 he picks a model; when the model dies he becomes a werewolf
// (params.becomes) and plays as one from then on: faction, the wolves' wake, what the seer sees
// (docs/rules.md, the wild child).
import { refused, type Problem } from '../engine/errors';
import { landsOn } from '../engine/redirect';
import { notSelf } from '../engine/legal';
import { refreshSeats } from '../engine/state';
import { isRoleId } from '../catalogue/roles';
import type { CardId, GameEvent, GameState, Seat, Step } from '../engine/types';
import { hasStepPower, isSeat, livingOptions, stepParams } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'followModel';
interface State {
  readonly model: Seat | 0;
  readonly turned: boolean;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ model: 0, turned: false });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** Whether a seat's model died, so he now plays as a werewolf. */
export const hasTurned = (s: GameState, seat: Seat): boolean => state(s).turned && hasStepPower(s, seat, ID);
/** The model chosen (0: none yet). */
export const modelOf = (s: GameState): Seat | 0 => state(s).model;

export const followModel: PowerModule = {
  id: ID,
  init: () => NONE,
  view: { wildChildModel: (s) => state(s).model, wildChildTurned: (s) => state(s).turned },
  shape: (e) => (isSeat(e.model) ? null : ['model', 'seat']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => notSelf(s, actor, x));
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'wildChild') return null;
    const r = notSelf(d, actor, e.model);
    if (r) return refused(r, ID, e.model);
    slot.set(d, { model: landsOn(d, e.model), turned: false } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, model: c.seats[0] } as GameEvent) : null),
  onDeathOrder: 20,
  onDeath(d, x, alive) {
    const st = state(d);
    if (st.model !== x.seat || st.turned) return;
    // He turns once his model dies, if he is alive to turn.
    for (let i = 0; i < alive.length; i++) {
      if (alive[i] && hasStepPower(d, i + 1, ID)) {
        slot.set(d, { model: st.model, turned: true } satisfies State);
        refreshSeats(d);
        return;
      }
    }
  },
  // Before a conversion: a seat has at most one of the two.
  playsAsOrder: 10,
  playsAs(s, seat): CardId | null {
    if (!state(s).turned || !hasStepPower(s, seat, ID)) return null;
    const as = stepParams(s, s.roles[seat - 1], ID).becomes;
    return typeof as === 'string' && isRoleId(as) ? as : null;
  },
};
