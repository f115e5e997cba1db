// hunt — the witcher: from night 2 he may hunt one other player each night (nobody allowed, the same player
// again allowed). A wolf-faction target dies of `hunt` at dawn; any other target and the one who hunted dies of `hunt`
// instead — a night death after the wolves' kill, which neither the guard nor the antidote stops. The step's
// param poisonImmune: the witch's poison does not kill him (the potion is still spent) (docs/rules.md, the
// witcher). Each step that uses it hunts on its own (the witcher's, the wolf robot's with a learned witcher).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import { cardAt } from '../engine/state';
import type { DeathCause, GameEvent, GameState, NightStepDef, Seat, Step } from '../engine/types';
import { isSeatOrNull, livingOptions } from './common';
import type { Draft, PowerModule } from './types';

const ID = 'hunt';
const NO_HUNTS: readonly Seat[] = Object.freeze([]);

export const hunt: PowerModule = {
  id: ID,
  randomPass: 0.5,
  // Tonight's hunts: pairs of (target, hunter), one per step that hunted.
  tonight: { hunts: NO_HUNTS },
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => notSelf(s, actor, x));
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, actor: Seat, def: NightStepDef): Problem | null {
    if (e.type !== def.event) return null;
    const target = (e as { target?: Seat | null }).target ?? null;
    if (target === null) return null;
    const r = notSelf(d, actor, target);
    if (r) return refused(r, ID, target);
    const hunts = (d.tonight.hunts as readonly Seat[] | undefined) ?? NO_HUNTS;
    d.tonight = { ...d.tonight, hunts: [...hunts, target, actor] };
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : c.kind === 'none' ? ({ type, target: null } as GameEvent) : null),
  // After the wolves' kill and the poison: the hunted wolf, or the witcher who hunted a good player. The true
  // faction decides (a hidden wolf is a wolf; docs/rules.md, the witcher).
  nightDeathsOrder: 50,
  nightDeaths(d): [Seat, DeathCause][] {
    const hunts = (d.tonight.hunts as readonly Seat[] | undefined) ?? NO_HUNTS;
    const out: [Seat, DeathCause][] = [];
    for (let i = 0; i + 1 < hunts.length; i += 2) {
      const at = landsOn(d, hunts[i]);
      out.push([cardAt(d, at).faction === 'wolves' ? at : hunts[i + 1], 'hunt']);
    }
    return out;
  },
  survivesOrder: 30,
  survives: (s, x) => !(x.cause === 'poison' && s.ctx.cards[s.roles[x.seat - 1]].steps.some((st) => st.power === ID && st.params.poisonImmune === true)),
};
