// inspect — a check of one other player each night: the seer learns good or wolf (or the card under
// seerSees), the online demon whether the player is a god (params.sees; docs/rules.md).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { cardAt, isGod } from '../engine/state';
import type { Answer, GameEvent, GameState, RoleId, Seat, Step } from '../engine/types';
import { getRole } from '../catalogue';
import { isSeat, options } from './common';
import { cardOf } from './cards';
import { ROLE_IDS } from '../roles';
import type { Draft, PowerModule } from './types';

/** The seer's answer about a seat: good/wolf as its card reads (a turned wild child reads wolf) or the card (seerSees: card). */
export function seerResultOf(s: GameState, seat: Seat): 'good' | 'wolf' | RoleId {
  if (s.ctx.rules.seerSees === 'card') return s.roles[seat - 1];
  return cardAt(s, seat).seerResult;
}

/**
 * What a check tells (params.sees): `seerResult` good/wolf as the seer reads it (or the card under seerSees),
 * `card` always the card, `god` whether the player is a god. params.answer names the answer's kind.
 */
function answer(d: Draft, sees: unknown, kind: unknown, to: Seat, about: Seat): Answer {
  if (sees === 'god') return { kind: kind as 'demon', to, about, god: isGod(d, about) };
  if (sees === 'card') return { kind: kind as 'seer', to, about, result: d.roles[about - 1] };
  return { kind: kind as 'seer', to, about, result: seerResultOf(d, about) };
}

export const inspect: PowerModule = {
  id: 'inspect',
  // Each check records its target under its own event's name (seer, demon).
  tonight: () => Object.fromEntries(ROLE_IDS.flatMap((r) => cardOf(r).steps.filter((x) => x.power === 'inspect' && x.event).map((x) => [x.event!, 0]))),
  shape: (e) => (isSeat(e.target) ? null : ['target', 'a seat number']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = options(s, (x) => notSelf(s, actor, x));
  },
  record(d: Draft, e: GameEvent, actor: Seat, def): Problem | null {
    const target = (e as { target: Seat }).target;
    const r = notSelf(d, actor, target);
    if (r) return refused(r, 'inspect', target, { step: e.type, stepName: getRole(def.role).name['zh-CN'] });
    const t = { ...d.tonight };
    (t as Record<string, unknown>)[e.type] = target;
    d.tonight = t;
    d.answer = answer(d, def.params.sees, def.params.answer, actor, target);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
};
