// fear — the nightmare: first of every night he fears one player (not himself, not last night's player, from
// night 2 not a wolf he knows; nobody allowed). The feared player's power is blocked that night — his step
// takes no event (nightmareFearNotice told) or is recorded to no effect and spends nothing (silent) — and,
// killed that night, he may not shoot. A feared wolf means the wolves kill nobody that night
// (docs/rules.md, the nightmare).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import { isWolfSeat, wakesWithWolves } from '../engine/state';
import type { GameEvent, GameState, ReasonCode, Seat, Step, Tell } from '../engine/types';
import { isSeatOrNull, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'fear';
interface State {
  readonly last: Seat | 0;
  readonly night: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ last: 0, night: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** Tonight's feared seat (0: nobody). */
export const fearedTonight = (s: GameState): Seat => landsOn(s, (s.tonight.nightmare as Seat | undefined) ?? 0);

/** Whether a wolf is feared tonight: the wolves then kill nobody. */
export function wolfFeared(s: GameState): boolean {
  const f = fearedTonight(s);
  return f !== 0 && isWolfSeat(s, f);
}

function fearPick(s: GameState, actor: Seat, seat: unknown): ReasonCode | null {
  const r = notSelf(s, actor, seat);
  if (r) return r;
  const st = state(s);
  if (st.last === seat && st.night === s.night - 1) return 'fearRepeat';
  // From night 2 he knows the wolves he wakes with (night 1 he acts before meeting them).
  if (s.night > 1 && wakesWithWolves(s, seat as Seat)) return 'fearWolf';
  return null;
}

/** Told: the feared player's step is called (calledBetween) with no event to record; he is woken there and told. */
function wakeFearedToTell(s: GameState, step: Step, f: Seat): void {
  for (const c of step.before) {
    if (c.night !== s.night || c.wakes.length || s.roles[f - 1] !== c.line.role) continue;
    c.tell = [...(c.tell ?? []), { kind: 'fearTold', to: [f] }];
    c.wakes = [f];
    c.fake = false;
  }
}

/** The wolves' step when a wolf is feared: they kill nobody (and, told, the feared wolf is told there). */
function fearedWolvesNotes(s: GameState, step: Step, f: Seat, told: boolean): Tell[] {
  if (!wolfFeared(s)) return [];
  const note: Tell = { kind: 'fearedWolves', to: [], seat: f };
  return told && step.actors.includes(f) ? [note, { kind: 'fearTold', to: [f] }] : [note];
}

/**
 * What the judge keeps in view at a step of a night with a fear: the wolves' step when a wolf is feared (they
 * kill nobody: record no kill), the feared player's own step in silence (record what he does; nothing happens,
 * he gets no answer); told, the feared player's step is called with nothing to record and he is told there.
 */
function fearTells(s: GameState, step: Step): Tell[] {
  const f = fearedTonight(s);
  if (!f || s.phase !== 'night') return [];
  const told = s.ctx.rules.nightmareFearNotice === 'told';
  if (told) wakeFearedToTell(s, step, f);
  if (step.power === 'packKill') return fearedWolvesNotes(s, step, f, told);
  if (!told && step.actors.includes(f)) return [{ kind: 'feared', to: [], seat: f }];
  return [];
}

export const fear: PowerModule = {
  id: ID,
  tells: { feared: { seat: 'seat' }, fearedWolves: { seat: 'seat' }, fearTold: {} },
  init: () => NONE,
  tonight: { nightmare: 0 },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => fearPick(s, actor, x));
    step.noneOk = true;
  },
  record(d: Draft, ev: GameEvent, actor: Seat, def): Problem | null {
    // Its step's event: the nightmare's, or a custom card's (docs/rules.md, Custom roles).
    if (ev.type !== def.event) return null;
    const e = ev as { target: Seat | null };
    if (e.target !== null) {
      const r = fearPick(d, actor, e.target);
      if (r) return refused(r, ID, e.target);
    }
    d.tonight = { ...d.tonight, nightmare: e.target ?? 0 };
    if (e.target !== null) slot.set(d, { last: e.target, night: d.night } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
  nightTellsOrder: 20,
  nightTells: fearTells,
  blockedOrder: 10,
  blocked: (s, seat) => (s.phase !== 'over' && seat === fearedTonight(s) ? (s.ctx.rules.nightmareFearNotice === 'told' ? 'skip' : 'void') : null),
};
