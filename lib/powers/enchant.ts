// enchant — the piper: each night charms two players (not himself, not the charmed; the last one alone when
// one is left); the charmed wake together and see each other (wakeEnchanted); he wins when every other
// living player is charmed, alive or not as piperMustBeAlive says (Rules Introduction (traditional), Millers Hollow (traditional); docs/rules.md).
import { problem, refused, type Problem } from '../engine/errors';
import { landsOn } from '../engine/redirect';
import { notSelf } from '../engine/legal';
import { hasPower } from '../engine/state';
import type { WinCode, GameEvent, GameState, ReasonCode, Seat, Step, Winner } from '../engine/types';
import { hasStepPower, isSeat, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'enchant';
interface State {
  readonly charmed: readonly boolean[];
}
const slot = slotOf<State>(ID);
const state = (s: GameState): State | undefined => slot.get(s);

/** Whether a seat is charmed. */
export const isCharmed = (s: GameState, seat: Seat): boolean => state(s)?.charmed[seat - 1] === true;

export function enchantPick(s: GameState, actor: Seat, seat: unknown): ReasonCode | null {
  return notSelf(s, actor, seat) ?? (isCharmed(s, seat as Seat) ? 'alreadyCharmed' : null);
}

/** How many players the piper charms tonight: two, or the one left uncharmed (docs/engine-choices.md). */
export function enchantCount(s: GameState, actor: Seat, def?: { params: Readonly<Record<string, unknown>> }): number {
  let n = 0;
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && i + 1 !== actor && !isCharmed(s, i + 1)) n++;
  const per = typeof def?.params.perNight === 'number' ? def.params.perNight : 2;
  return Math.min(per, n);
}

export const enchant: PowerModule = {
  id: ID,
  tonight: { piper: Object.freeze([]) as readonly Seat[] },
  init: (s) => ({ charmed: Array<boolean>(s.alive.length).fill(false) }) satisfies State,
  view: { charmed: (s) => state(s)?.charmed ?? Array<boolean>(s.alive.length).fill(false) },
  needs: (s, def, actor) => hasPower(s, actor) && enchantCount(s, actor, def) > 0,
  shape: (e) => (Array.isArray(e.targets) && e.targets.length >= 1 && e.targets.length <= 2 && e.targets.every(isSeat) ? null : ['targets', 'oneOrTwoSeats']),
  fill(s: GameState, step: Step, actor: Seat, def) {
    step.targets = livingOptions(s, (x) => enchantPick(s, actor, x));
    step.count = enchantCount(s, actor, def);
  },
  record(d: Draft, e: GameEvent, actor: Seat, def): Problem | null {
    if (e.type !== 'piper') return null;
    const want = enchantCount(d, actor, def);
    const ts = e.targets;
    if (ts.length !== want) {
      return problem('piperCount', want === 1 ? 'piperCountOne' : 'piperCount', { want, got: ts.length });
    }
    if (ts.length === 2 && ts[0] === ts[1]) return refused('duplicate', ID, ts[0]);
    for (const x of ts) {
      const r = enchantPick(d, actor, x);
      if (r) return refused(r, ID, x);
    }
    const charmed = (state(d)?.charmed ?? []).slice();
    for (const x of ts) charmed[landsOn(d, x) - 1] = true;
    slot.set(d, { charmed } satisfies State);
    d.tonight = { ...d.tonight, piper: ts.slice() };
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, targets: c.seats.slice() } as GameEvent) : null),
  winsOrder: 20,
  wins(s): { winner: Winner; reason: WinCode } | null {
    let pipers = 0,
      ok = false,
      alive = 0,
      uncharmed = 0;
    const mustLive = s.ctx.rules.piperMustBeAlive;
    for (let i = 0; i < s.alive.length; i++) {
      const piper = hasStepPower(s, i + 1, ID);
      if (piper) {
        pipers++;
        if (s.alive[i] || !mustLive) ok = true;
      }
      if (!s.alive[i]) continue;
      alive++;
      if (!piper && !isCharmed(s, i + 1)) uncharmed++;
    }
    return pipers > 0 && ok && alive > 0 && uncharmed === 0 ? { winner: 'piper', reason: 'allCharmed' } : null;
  },
};

/** The charmed players' step: the living charmed open their eyes and see each other; nothing is recorded. */
export const wakeEnchanted: PowerModule = {
  id: 'wakeEnchanted',
  wakes(s) {
    const out: Seat[] = [];
    for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && isCharmed(s, i + 1)) out.push(i + 1);
    return out;
  },
};
