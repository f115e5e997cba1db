// nightImmune — a card with this trait cannot die at night, poison included (the demon, Basic Rules 恶魔);
// heartbreak still takes him (docs/engine-choices.md).
import { heldCard } from '../engine/state';
import type { PowerModule } from './types';

export const nightImmune: PowerModule = {
  id: 'nightImmune',
  survivesOrder: 40,
  survives: (s, x) => !(x.time === 'night' && x.cause !== 'heartbreak' && heldCard(s, x.seat).traits.has('nightImmune')),
};
