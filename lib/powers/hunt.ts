// hunt — the witcher: from night 2 he may hunt one other player each night (nobody allowed, the same player
// again allowed). A wolf-faction target dies of `hunt` at dawn; any other target and the witcher dies of `hunt`
// instead — a night death after the wolves' kill, which neither the guard nor the antidote stops. The step's
// param poisonImmune: the witch's poison does not kill him (the potion is still spent) (docs/rules.md, the
// witcher).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import { cardAt } from '../engine/state';
import type { DeathCause, GameEvent, GameState, Seat, Step } from '../engine/types';
import { isSeatOrNull, livingOptions } from './common';
import type { Draft, PowerModule } from './types';

const ID = 'hunt';

export const hunt: PowerModule = {
  id: ID,
  tonight: { witcher: 0, witcherBy: 0 },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'a seat number or null']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => notSelf(s, actor, x));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'witcher') return null;
    if (e.target !== null) {
      const r = notSelf(d, actor, e.target);
      if (r) return refused(r, ID, e.target);
    }
    d.tonight = { ...d.tonight, witcher: e.target ?? 0, witcherBy: e.target === null ? 0 : actor };
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
  // After the wolves' kill and the poison: the hunted wolf, or the witcher who hunted a good player. The true
  // faction decides (a hidden wolf is a wolf; docs/rules.md, the witcher).
  nightDeaths(d): [Seat, DeathCause][] {
    const target = d.tonight.witcher as Seat | undefined;
    const by = d.tonight.witcherBy as Seat | undefined;
    if (!target || !by) return [];
    const at = landsOn(d, target);
    return [[cardAt(d, at).faction === 'wolves' ? at : by, 'hunt']];
  },
  survives: (s, x) => !(x.cause === 'poison' && s.ctx.cards[s.roles[x.seat - 1]].steps.some((st) => st.power === ID && st.params.poisonImmune === true)),
};
