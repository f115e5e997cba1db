// learn — the wolf robot: on night 1 he learns another living player (nobody allowed) and is shown the card.
// What he learned is what checks see of him: the psychic sees the learned card; the seer as
// wolfRobotSeerSees says (the learned card's reading, or wolf). Having learned a card that shoots on death
// (the hunter) he shoots on death as it would. A learned night power is used from night 2 with the learned
// card's event fields (docs/rules.md, the wolf robot).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import type { Decision, GameEvent, GameState, RoleId, Seat, Step } from '../engine/types';
import { hasStepPower, isSeatOrNull, options } from './common';
import { mayShoot } from './shoot-on-death';
import { setSlotOf, slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'learn';
interface State { readonly seat: Seat | 0; readonly learned: RoleId | null }
const NONE: State = Object.freeze({ seat: 0, learned: null });
const state = (s: GameState): State => slotOf<State>(s, ID) ?? NONE;

/** The card the wolf robot learned (null: none yet, or nobody). */
export const learnedCard = (s: GameState): RoleId | null => state(s).learned;

export const learn: PowerModule = {
  id: ID,
  init: () => NONE,
  tonight: { wolfRobot: 0 },
  // From night 2 only a learned night power has something to record; none is usable yet but the shot.
  needs: (s) => s.night === 1,
  shape: (e) => (e.target === undefined || isSeatOrNull(e.target) ? null : ['target', 'a seat number or null']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = options(s, (x) => notSelf(s, actor, x));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, actor: Seat, def): Problem | null {
    if (e.type !== 'wolfRobot') return null;
    const target = e.target ?? null;
    if (target === null) return null;
    const r = notSelf(d, actor, target);
    if (r) return refused(r, ID, target);
    const learned = d.roles[target - 1];
    d.tonight = { ...d.tonight, wolfRobot: target };
    setSlotOf(d, ID, { seat: actor, learned } satisfies State);
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
