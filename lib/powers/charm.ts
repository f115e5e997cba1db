// charm — the wolf beauty: after the kill she charms one player other than herself and the wolves she wakes
// with; if she dies by day (or at night too, wolfBeautyNightDeathTakesCharmed), the charmed player dies with her
// (Basic Rules 狼美人; docs/rules.md).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import { wakesWithWolves } from '../engine/state';
import type { GameEvent, GameState, ReasonCode, Seat, Step } from '../engine/types';
import { hasStepPower, isSeat, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'charm';
interface State {
  readonly seat: Seat | 0;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ seat: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

// She charms a player of the good side ("魅惑一名好人阵营的玩家"), whatever wolvesMayKillWolf says of the kill.
export function charmPick(s: GameState, actor: Seat, seat: unknown): ReasonCode | null {
  return notSelf(s, actor, seat) ?? (wakesWithWolves(s, seat as Seat) ? 'charmWolf' : null);
}

export const charm: PowerModule = {
  id: ID,
  init: () => NONE,
  tonight: { wolfBeauty: 0 },
  view: { charm: (s) => state(s).seat },
  // Nobody she may charm (only wolves alive while the white werewolf holds off their win): her step is called and
  // records nothing, as any step with nothing it may do (docs/rules.md, the white werewolf).
  needs(s, _def, actor) {
    for (let x = 1; x <= s.alive.length; x++) if (s.alive[x - 1] && !charmPick(s, actor, x)) return true;
    return false;
  },
  shape: (e) => (isSeat(e.target) ? null : ['target', 'seat']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => charmPick(s, actor, x));
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'wolfBeauty') return null;
    const r = charmPick(d, actor, e.target);
    if (r) return refused(r, ID, e.target);
    d.tonight = { ...d.tonight, wolfBeauty: e.target };
    slot.set(d, { seat: landsOn(d, e.target) } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  // The charmed dies with her when she dies by day ("白天死亡时"), or at night too under
  // wolfBeautyNightDeathTakesCharmed (the netease reading: "狼美人出局时，被魅惑的玩家跟随出局"), but never when a
  // knight duels her (LangRenShaFaGuan's Q&A "不能发动魅惑技能"; docs/rules.md, the wolf beauty).
  onDeathOrder: 40,
  onDeath(d, x, alive, queue) {
    const c = state(d).seat;
    const when = x.time === 'day' || d.ctx.rules.wolfBeautyNightDeathTakesCharmed;
    if (when && x.cause !== 'duel' && c && alive[c - 1] && hasStepPower(d, x.seat, ID)) queue.push([c, 'wolfBeauty']);
  },
};
