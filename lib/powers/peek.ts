// peek — the little girl peeks while the wolves kill; caught, she dies instead of their victim
// (Basic Rules, Rules Introduction (traditional); docs/rules.md, the little girl).
import type { GameEvent, GameState, Step } from '../engine/types';
import { firstAlive } from '../engine/state';
import { stepOfPower } from './common';
import type { Draft, PowerModule } from './types';
import type { Problem } from '../engine/errors';

export const peek: PowerModule = {
  id: 'peek',
  tonight: { caught: false },
  shape: (e) => (typeof e.caught === 'boolean' ? null : ['caught', 'bool']),
  fill(_s: GameState, step: Step) {
    step.count = 0;
  },
  record(d: Draft, e: GameEvent, _actor, def): Problem | null {
    // Its step's event: the little girl's, or a custom card's (docs/rules.md, Custom roles).
    if (e.type !== def.event) return null;
    d.tonight = { ...d.tonight, caught: (e as { caught: boolean }).caught };
    return null;
  },
  event: (type, c) => (c.kind === 'caught' ? ({ type, caught: c.caught } as GameEvent) : null),
  attackLandsOn(s) {
    if (!s.tonight.caught) return 0;
    const def = stepOfPower(s, 'peek');
    return def ? firstAlive(s, def.role) : 0;
  },
};
