// packKill — the wolves' night: the cards that wake with the wolves agree on one kill, or none (空刀); once
// none of them is alive, any living wolf card makes the kill (the offline demon). Refused only for what the
// killers know: a card they do not know is a legal target and simply may not die (docs/rules.md, the wolves).
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import { aliveBits, cardAt, forbidden, heldCard, killers, sideBits } from '../engine/state';
import type { GameEvent, GameState, ReasonCode, Seat, Step } from '../engine/types';
import { isSeatOrNull, livingOptions } from './common';
import { wolfFeared } from './fear';
import type { Draft, PowerModule } from './types';

/** The wolves' kill: a living player; not a wolf when wolvesMayKillWolf is off (Millers Hollow (traditional)); never a card with
 * notPackTarget they know (Basic Rules: the wolf beauty, the demon); never the lover of a killer (Basic Rules 4(4)). */
export function packPick(s: GameState, seat: unknown, pack: readonly Seat[] = killers(s)): ReasonCode | null {
  const r = living(s, seat);
  if (r) return r;
  // A wolf feared by the nightmare tonight: the wolves kill nobody (docs/rules.md, the nightmare).
  if (s.ctx.hooks.blocked.length && wolfFeared(s)) return 'feared';
  const t = seat as Seat;
  return teammatePick(s, t, pack) ?? (s.ctx.hooks.forbids.length ? forbiddenToPack(s, t, pack) : null);
}

/** A seat the killers know as one of them: never a card with notPackTarget, nor a wolf without wolvesMayKillWolf. */
function teammatePick(s: GameState, t: Seat, pack: readonly Seat[]): ReasonCode | null {
  const card = cardAt(s, t);
  const wolf = card.faction === 'wolves';
  // The killers are cards that wake with the wolves, or wolves (killers): only a wolf is looked for in the pack.
  if (!card.wakesWithWolves && !(wolf && pack.includes(t))) return null;
  if (heldCard(s, t).traits.has('notPackTarget')) return 'cannotKill';
  return !s.ctx.rules.wolvesMayKillWolf && wolf ? 'wolfTeammate' : null;
}

/** A seat a power forbids one of the killers to kill (his lover). */
function forbiddenToPack(s: GameState, t: Seat, pack: readonly Seat[]): ReasonCode | null {
  for (const k of pack) {
    const f = k !== t ? forbidden(s, k, t) : null;
    if (f) return f;
  }
  return null;
}

export const packKill: PowerModule = {
  id: 'packKill',
  randomPass: 0.05,
  tells: { wolves: { seats: 'seats' } },
  tonight: { wolves: 0 },
  wakes: (s) => killers(s),
  // A wolf alive.
  needs: (s) => (aliveBits(s) & sideBits(s).wolf) !== 0,
  shape: (e) => (isSeatOrNull(e.target) ? null : ['target', 'seatOrNull']),
  fill(s: GameState, step: Step, _actor, _def, brief) {
    const pack = step.actors;
    step.targets = livingOptions(s, (x) => packPick(s, x, pack));
    step.noneOk = true;
    if (!brief) step.tell.push({ kind: 'wolves', to: step.actors, seats: step.actors });
  },
  record(d: Draft, e: GameEvent, _actor, _def, chosen): Problem | null {
    if (e.type !== 'wolves') return null;
    if (e.target !== null && !chosen) {
      const r = packPick(d, e.target);
      if (r) return refused(r, 'packKill', e.target);
    }
    d.tonight = { ...d.tonight, wolves: e.target ?? 0 };
    return null;
  },
  event: (type, c) => (c.kind === 'none' ? ({ type, target: null } as GameEvent) : c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
};
