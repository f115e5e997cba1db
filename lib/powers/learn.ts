// learn — the wolf robot: on night 1 he learns another living player (nobody allowed) and is shown the card.
// What he learned is what checks see of him: the psychic sees the learned card; the seer as
// wolfRobotSeerSees says (the learned card's reading, or wolf). From night 2 his step uses the learned card's
// night power with its event fields (a check, the guard's protection, the witch's potions, the dreamcatcher's
// dream, the witcher's hunt, the crow's curse, the magician's swap), kept with his own history and his own
// potions, and he may always pass (his event's target may be null); a power that works only while the wolves are awake (the little girl's peek) or for another camp's win
// (the piper's charm), or a wolf's, is not learned. Having learned a card that shoots on death (the hunter)
// he shoots on death as it would, and his step shows him whether he may shoot tonight; having learned a card
// that is only told something (the grave keeper), his step tells him (docs/rules.md, the wolf robot).
import { landsOn } from '../engine/redirect';
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import type { CardId, Decision, GameEvent, GameState, NightStepDef, Seat, Step, Tell } from '../engine/types';
import { shootStatus, TELLS } from './briefing';
import { hasStepPower, isSeat, isSeatOrNull, livingOptions } from './common';
import { lentStep } from './learn-rules';
import { mayShoot } from './shoot-on-death';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'learn';
const isPair = (x: unknown): boolean => Array.isArray(x) && x.length === 2 && x.every(isSeat);
interface State {
  readonly seat: Seat | 0;
  readonly learned: CardId | null;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ seat: 0, learned: null });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The robot's seat when he has learned a card (0: none). */
const learner = (s: GameState): Seat | 0 => (state(s).learned ? state(s).seat : 0);

/** His step from night 2 with the learned card's night power, or null when it lends none. */
function build(s: GameState, def: NightStepDef, learned: CardId): NightStepDef | null {
  const st = lentStep(s.ctx.cards[learned]);
  const m = st && s.ctx.modules.find((x) => x.id === st.power);
  if (!st || !m) return null;
  const fill = m.fill;
  return {
    id: def.id,
    role: def.role,
    nights: def.nights,
    every: def.every,
    event: def.event,
    power: st.power,
    // His answer is his own; "nobody" is always his choice (his event's target may be null).
    params: { ...st.params, mayPass: true, answer: def.params.answer ?? ID },
    records: st.records === 'seat' ? 'seatOrNone' : st.records,
    module: m,
    borrows: undefined,
    wakes: undefined,
    needs: m.needs,
    fill(s2: GameState, step: Step, actor: Seat, d2: NightStepDef, brief: boolean) {
      fill?.(s2, step, actor, d2, brief);
      if (brief) return;
      // What the learned power shows him is shown to him, the robot (the witch's victim: "show the wolf robot").
      for (let i = 0; i < step.tell.length; i++) {
        const t = step.tell[i];
        if (t.kind === 'victim' || t.kind === 'victims') step.tell[i] = { ...t, card: def.role };
      }
      step.tell.push({ kind: 'learned', to: [actor], role: learned });
    },
    record: m.record,
    calledTells: undefined,
    line: def.line,
  };
}

function learnedStep(s: GameState, def: NightStepDef): NightStepDef | null {
  const learned = state(s).learned;
  if (!learned || s.night === 1) return null;
  return build(s, def, learned);
}

const shootParams = (s: GameState): Readonly<Record<string, string | number | boolean>> | undefined => {
  const learned = state(s).learned;
  return learned ? s.ctx.cards[learned].powers.get('shootOnDeath') : undefined;
};

export const learn: PowerModule = {
  id: ID,
  // What he tells as the learned card is that card's power's (briefing, potions): here only his own.
  tells: { learned: { role: 'card' }, cannotShoot: {} },
  answers: { result: 'verdict' },
  init: () => NONE,
  tonight: { wolfRobot: 0 },
  // Night 1 he learns; later nights his step is the learned power's (borrows), or records nothing.
  needs: (s) => s.night === 1,
  borrows: learnedStep,
  shape(e) {
    if (e.target !== undefined && !isSeatOrNull(e.target)) return ['target', 'seatOrNull'];
    if (e.save !== undefined && typeof e.save !== 'boolean') return ['save', 'bool'];
    if (e.swap !== undefined && e.swap !== null && !isPair(e.swap)) return ['swap', 'twoSeatsOrNull'];
    return e.poison === undefined || isSeatOrNull(e.poison) ? null : ['poison', 'seatOrNull'];
  },
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => notSelf(s, actor, x));
    step.noneOk = true;
  },
  record(d: Draft, ev: GameEvent, actor: Seat, def): Problem | null {
    // Its step's event: the wolf robot's, or a custom card's (docs/rules.md, Custom roles).
    if (ev.type !== def.event) return null;
    const e = ev as { target?: Seat | null; save?: unknown; poison?: unknown; swap?: unknown };
    const target = e.target ?? null;
    if (e.save !== undefined || e.poison !== undefined || e.swap !== undefined) return refused('notNow', ID);
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
  // From night 2, a learned card with nothing to record still tells him something: the hunter's shoot status
  // (may he shoot should he die tonight), the grave keeper's answer.
  calledTells(s, wakes, _def, outlook): Tell[] {
    if (s.night === 1 || wakes[0] !== learner(s)) return [];
    const learned = state(s).learned!;
    const card = s.ctx.cards[learned];
    if (card.faction === 'wolves') return [];
    const out: Tell[] = [];
    const brief = card.steps.find((x) => x.power === 'briefing' && x.nights !== 'first');
    const key = brief ? String(brief.params.tells) : '';
    if (brief && Object.hasOwn(TELLS, key)) out.push(...TELLS[key](s, wakes, outlook));
    const shot = shootParams(s);
    if (shot && !out.some((t) => t.kind === 'shootStatus')) out.push(shootStatus(s, wakes[0], shot, outlook));
    if (out.length) out.unshift({ kind: 'learned', to: wakes, role: learned });
    return out;
  },
  appearsAs(s, seat) {
    const st = state(s);
    return st.learned && st.seat === seat && hasStepPower(s, seat, ID) ? st.learned : null;
  },
  // Having learned a card that shoots on death, he shoots as it would (the hunter's conditions).
  decisionsOrder: 10,
  decisions(s, x, noShoot): Decision[] {
    const st = state(s);
    if (!st.learned || st.seat !== x.seat || x.seat === noShoot) return [];
    const params = shootParams(s);
    if (!params) return [];
    return mayShoot(s, x.seat, x.cause, x.time, params) ? [{ kind: 'shoot', seat: x.seat }] : [];
  },
  // At dawn: dead last night with a learned shot he may not use, he is signalled so (as the hunter is).
  dawnTellsOrder: 10,
  dawnTells(s): Tell[] {
    const seat = learner(s);
    if (!seat || !shootParams(s)) return [];
    for (const d of s.deaths) {
      if (d.seat !== seat || d.time !== 'night' || d.n !== s.day) continue;
      if (!s.pending.some((p) => p.kind === 'shoot' && p.seat === seat)) return [{ kind: 'cannotShoot', to: [seat] }];
    }
    return [];
  },
};
