// nightImmune — a card with this trait cannot die at night, poison included (the demon, seed 000 恶魔);
// heartbreak still takes him (docs/engine-choices.md).
import type { PowerModule } from './types';

export const nightImmune: PowerModule = {
  id: 'nightImmune',
  survives: (s, x) => !(x.time === 'night' && x.cause !== 'heartbreak' && s.ctx.cards[s.roles[x.seat - 1]].traits.has('nightImmune')),
};
