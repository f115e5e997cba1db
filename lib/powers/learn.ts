// learn — the wolf robot: on night 1 he learns another living player (nobody allowed) and is shown the card.
// What he learned is what checks see of him: the psychic sees the learned card; the seer as
// wolfRobotSeerSees says (the learned card's reading, or wolf). Having learned a card that shoots on death
// (the hunter) he shoots on death as it would. A learned night power is used from night 2 with the learned
// card's event fields — today a learned check (the seer's, the psychic's, the gargoyle's), kept with his own
// history; other learned night powers are not usable yet (docs/rules.md, the wolf robot).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import type { Decision, GameEvent, GameState, NightStepDef, RoleId, Seat, Step } from '../engine/types';
import { inspect } from './inspect';
import { hasStepPower, isSeatOrNull, options } from './common';
import { mayShoot } from './shoot-on-death';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'learn';
interface State {
  readonly seat: Seat | 0;
  readonly learned: RoleId | null;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ seat: 0, learned: null });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The card the wolf robot learned (null: none yet, or nobody). */
export const learnedCard = (s: GameState): RoleId | null => state(s).learned;

/**
 * The step the robot uses from night 2: the learned card's check, run as his own step (his event, his history
 * of checked players, his answer); null when he learned no usable night power.
 */
function learnedStep(s: GameState, def: NightStepDef): NightStepDef | null {
  const learned = state(s).learned;
  if (!learned) return null;
  const st = s.ctx.cards[learned].steps.find((x) => x.power === inspect.id);
  if (!st) return null;
  return { ...def, power: st.power, params: { ...st.params, mayPass: true, answer: def.params.answer ?? ID }, records: 'seatOrNone', module: inspect };
}

export const learn: PowerModule = {
  id: ID,
  init: () => NONE,
  tonight: { wolfRobot: 0 },
  // From night 2 only a learned night power has something to record.
  needs: (s, def) => s.night === 1 || learnedStep(s, def) !== null,
  shape: (e) => (e.target === undefined || isSeatOrNull(e.target) ? null : ['target', 'a seat number or null']),
  fill(s: GameState, step: Step, actor: Seat, def, brief) {
    const used = s.night > 1 ? learnedStep(s, def) : null;
    if (used) {
      inspect.fill!(s, step, actor, used, brief);
      return;
    }
    step.targets = options(s, (x) => notSelf(s, actor, x));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, actor: Seat, def): Problem | null {
    if (e.type !== 'wolfRobot') return null;
    const used = d.night > 1 ? learnedStep(d, def) : null;
    if (used) return inspect.record!(d, e, actor, used);
    const target = e.target ?? null;
    if (target === null) return null;
    const r = notSelf(d, actor, target);
    if (r) return refused(r, ID, target);
    const learned = d.roles[landsOn(d, target) - 1];
    d.tonight = { ...d.tonight, wolfRobot: target };
    slot.set(d, { seat: actor, learned } satisfies State);
    d.answer = { kind: String(def.params.answer ?? ID), to: actor, about: target, result: learned };
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
  appearsAs(s, seat) {
    const st = state(s);
    return st.learned && st.seat === seat && hasStepPower(s, seat, ID) ? st.learned : null;
  },
  // Having learned a card that shoots on death, he shoots as it would (the hunter's conditions).
  decisions(s, x, noShoot): Decision[] {
    const st = state(s);
    if (!st.learned || st.seat !== x.seat || x.seat === noShoot) return [];
    const card = s.ctx.cards[st.learned];
    if (!card.powers.has('shootOnDeath')) return [];
    return mayShoot(s, x.seat, x.cause, x.time, card.powers.get('shootOnDeath')) ? [{ kind: 'shoot', seat: x.seat }] : [];
  },
};
