// chooseSide — the wolf-hound: on night 1 he chooses a side, the village or the wolves, and may not pass. Choosing
// the wolves, he plays as a werewolf at once (params.becomes, the card he plays as): he wakes and kills with them
// from that very night, a check reads him as a wolf, he wins with them and under 屠边 counts as one, as the wild
// child turned (followModel). Choosing the village, he plays his own card, a plain villager. With the house rule
// wolfHoundSideAnnounced the judge announces the side chosen to everyone at the first dawn; under wolfHoundSide
// random the judge draws the side and records it the same way (docs/rules.md, the wolf-hound).
import { refused, type Problem } from '../engine/errors';
import { refreshSeats } from '../engine/state';
import { isRoleId } from '../catalogue/roles';
import type { CardId, GameEvent, GameState, Seat, Step, Tell } from '../engine/types';
import { hasStepPower, stepParams } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'chooseSide';
type Side = 'village' | 'wolves';
const SIDES: readonly unknown[] = ['village', 'wolves'];

interface State {
  readonly seat: Seat | 0;
  readonly side: Side | null;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ seat: 0, side: null });
const state = (s: GameState): State => slot.get(s) ?? NONE;
const NO_TELLS: Tell[] = Object.freeze([]) as unknown as Tell[];

/** Whether this seat is the wolf-hound who chose the wolves. */
export const choseWolves = (s: GameState, seat: Seat): boolean => state(s).side === 'wolves' && state(s).seat === seat;

export const chooseSide: PowerModule = {
  id: ID,
  init: () => NONE,
  view: { wolfHoundSide: (s) => state(s).side },
  tells: { wolfHoundWolves: {}, wolfHoundVillage: {} },
  shape: (e) => (SIDES.includes(e.side) ? null : ['side', 'side']),
  fill(_s: GameState, step: Step) {
    step.count = 0;
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'wolfHound') return null;
    if (state(d).side) return refused('powerUsed', ID);
    slot.set(d, { seat: actor, side: e.side } satisfies State);
    refreshSeats(d);
    return null;
  },
  event: (type, c) => (c.kind === 'side' ? ({ type, side: c.side } as GameEvent) : null),
  // At the first dawn, under wolfHoundSideAnnounced: the side chosen, to everyone.
  dawnTellsOrder: 40,
  dawnTells(s): Tell[] {
    const st = state(s);
    if (s.day !== 1 || !st.side || !s.ctx.rules.wolfHoundSideAnnounced) return NO_TELLS;
    return [{ kind: st.side === 'wolves' ? 'wolfHoundWolves' : 'wolfHoundVillage', to: [] }];
  },
  // After a conversion: a seat has at most one of the three.
  playsAsOrder: 30,
  playsAs(s, seat): CardId | null {
    const st = state(s);
    if (st.side !== 'wolves' || st.seat !== seat || !hasStepPower(s, seat, ID)) return null;
    const as = stepParams(s, s.roles[seat - 1], ID).becomes;
    return typeof as === 'string' && isRoleId(as) ? as : null;
  },
};
