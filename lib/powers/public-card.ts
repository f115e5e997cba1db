// publicCard — a trait: the card is public from the deal (the villager-villager): the judge announces his seat
// and card to everyone at the first dawn, before the election and the night's deaths, and it stays public. A
// public card the thief took from the bottom is announced at the same dawn (docs/rules.md, the villager-villager).
import type { CardId, GameState, Seat, Tell } from '../engine/types';
import type { PowerModule } from './types';

const ID = 'publicCard';

/**
 * The seats whose card is public now, with the card: dealt to them from the start, or taken from the bottom
 * (by the thief) once the first dawn has come. Living or dead: a public card stays public.
 */
export function publicCards(s: GameState): { seat: Seat; role: CardId }[] {
  const out: { seat: Seat; role: CardId }[] = [];
  const dawned = s.day >= 1;
  for (let i = 0; i < s.roles.length; i++) {
    const role = s.roles[i];
    if (!s.ctx.cards[role].traits.has(ID)) continue;
    if (s.ctx.seats[i] === role || dawned) out.push({ seat: i + 1, role });
  }
  return out;
}

export const publicCard: PowerModule = {
  id: ID,
  tells: { publicCards: { cards: 'seatCards' } },
  // At the first dawn: the public cards, to everyone (said before the election; lib/moderator/beats/dawn).
  dawnTellsOrder: 5,
  dawnTells(s): Tell[] {
    if (s.day !== 1) return [];
    const cards = publicCards(s);
    return cards.length ? [{ kind: 'publicCards', to: s.alive.flatMap((a, i) => (a ? [i + 1] : [])), cards }] : [];
  },
};
