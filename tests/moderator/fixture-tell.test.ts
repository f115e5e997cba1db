// A power that tells something new (a fox-like check of three seats at once) declares its tell kind, its answer
// fields and its messages; the moderator words them with no change of its own.
import { describe, expect, it, vi } from 'vitest';
import type { PowerModule } from '../../lib/powers/types';
import { addMessages } from '../../lib/i18n';

const fixture = {
  id: 'foxSniff',
  tells: { sniffed: { seats: 'seats', wolf: 'thumb', card: 'card', left: 'count' } },
  answers: { pack: 'seats' },
} as unknown as PowerModule;

vi.mock('../../lib/powers/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/powers/registry')>();
  return { ...real, POWERS: [...real.POWERS, fixture] };
});

const { answerShow, tellText } = await import('../../lib/moderator/beats/shows');

addMessages('en', {
  'moderator.tell.sniffed.wolf': 'Nod to the {card} ({to}): among {seats} ({seats1}, {seats2}, {seats3}) is a wolf; {left} sniffs left',
  'moderator.tell.sniffed.good': 'Shake your head to the {card} ({to}): no wolf among {seats}',
  'moderator.answer.fox': 'Show the fox ({to}) around {seat}: {pack}',
});

describe('a tell kind declared by a new power', () => {
  it('is worded from its declared fields: seats one by one, the thumb as the variant, a card, a count', () => {
    const t = { kind: 'sniffed', to: [4], seats: [3, 4, 5], wolf: true, card: 'seer', left: 2 };
    expect(tellText(t, 'en')).toBe('Nod to the Seer (Seat 4): among Seat 3, Seat 4 and Seat 5 (Seat 3, Seat 4, Seat 5) is a wolf; 2 sniffs left');
    expect(tellText({ ...t, wolf: false }, 'en')).toBe('Shake your head to the Seer (Seat 4): no wolf among Seat 3, Seat 4 and Seat 5');
  });

  it('an answer with a field of the new power is worded too', () => {
    expect(answerShow({ kind: 'fox', to: 4, about: 7, pack: [6, 7, 8] }, 'en', undefined).text).toBe(
      'Show the fox (Seat 4) around Seat 7: Seat 6, Seat 7 and Seat 8',
    );
  });
});
