// idol — the mixed blood: on night 1 he must pick another living player as his idol (neither learns the other's
// card); he wins with the idol's side, the idol's true faction, dead or alive. Under mixedBloodSideKill mustDie
// the wolves cannot win while he is alive, whatever his idol (docs/rules.md, the mixed blood). A magician's
// swap that night moves the pick (docs/rules.md, the magician).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { landsOn } from '../engine/redirect';
import { factionOf } from '../engine/state';
import type { GameEvent, GameState, Seat, Step } from '../engine/types';
import { isSeat, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'idol';
/** The idol chosen (0: none yet). */
const slot = slotOf<Seat>(ID);
export const idolOf = (s: GameState): Seat => slot.get(s) ?? 0;

const isMixedBlood = (s: GameState, seat: Seat): boolean => s.ctx.cards[s.roles[seat - 1]].steps.some((x) => x.power === ID);

/** The side a mixed blood wins with: his idol's true faction (null before he picked). */
export function idolSide(s: GameState): 'village' | 'wolves' | 'solo' | null {
  const idol = idolOf(s);
  return idol ? factionOf(s, idol) : null;
}

export const idol: PowerModule = {
  id: ID,
  init: () => 0,
  view: { mixedBloodIdol: (s) => idolOf(s) },
  shape: (e) => (isSeat(e.idol) ? null : ['idol', 'seat']),
  fill(s: GameState, step: Step, actor: Seat) {
    step.targets = livingOptions(s, (x) => notSelf(s, actor, x));
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'mixedBlood') return null;
    const r = notSelf(d, actor, e.idol);
    if (r) return refused(r, ID, e.idol);
    // The pick is a night target: a magician's swap moves it, like the wild child's model (docs/rules.md, the magician).
    slot.set(d, landsOn(d, e.idol));
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, idol: c.seats[0] } as GameEvent) : null),
  sideOf: (s, seat) => (isMixedBlood(s, seat) ? idolSide(s) : null),
  wolvesMustKillOrder: 10,
  wolvesMustKill(s) {
    if (s.ctx.rules.mixedBloodSideKill !== 'mustDie') return false;
    for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && isMixedBlood(s, i + 1)) return true;
    return false;
  },
};
