// The script's lines about a power name it in data/script.json (`power`, `without`): each name is a power or a
// trait of the role data (a parameter, after a dot, is one some card gives that power).
import { describe, expect, it } from 'vitest';
import { cardsUnder } from '../../lib/powers/cards';
import { SCRIPT } from '../../lib/script/lines';

const cards = Object.values(cardsUnder());
const known = (name: string): boolean => {
  const [power, param] = name.split('.');
  return cards.some((c) =>
    param
      ? (c.powers.get(power as never) as Record<string, unknown> | undefined)?.[param] !== undefined
      : c.steps.some((s) => s.power === power) || c.powers.has(power as never) || c.traits.has(power as never),
  );
};

describe('script lines about a power', () => {
  it('name powers and traits the cards have', () => {
    const named = Object.entries(SCRIPT.lines).flatMap(([key, l]) => [...(l.power ?? []), ...(l.without ? [l.without] : [])].map((p) => [key, p] as const));
    expect(named.length).toBeGreaterThan(20);
    for (const [key, p] of named) expect(known(p), `${key}: ${p}`).toBe(true);
  });
});
