// The script's lines about a power name it in data/script.json (`power`, `without`): each name is a power or a
// trait of the role data (a parameter, after a dot, is one some card gives that power; a value after "=" one it gives it).
import { describe, expect, it } from 'vitest';
import { cardsUnder } from '../../lib/powers/cards';
import { SCRIPT } from '../../lib/script/lines';

const cards = Object.values(cardsUnder());
// A parameter may name its value after "=": some card gives that power that value.
const known = (name: string): boolean => {
  const [power, rest = ''] = name.split('.');
  const [param, value] = rest.split('=');
  return cards.some((c) => {
    if (!param) return c.steps.some((s) => s.power === power) || c.powers.has(power as never) || c.traits.has(power as never);
    const v = (c.powers.get(power as never) as Record<string, unknown> | undefined)?.[param];
    return v !== undefined && (value === undefined || String(v) === value);
  });
};

describe('script lines about a power', () => {
  it('name powers and traits the cards have', () => {
    const named = Object.entries(SCRIPT.lines).flatMap(([key, l]) => [...(l.power ?? []), ...(l.without ? [l.without] : [])].map((p) => [key, p] as const));
    expect(named.length).toBeGreaterThan(20);
    for (const [key, p] of named) expect(known(p), `${key}: ${p}`).toBe(true);
  });
});
