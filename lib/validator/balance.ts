// Balance score: the point values of data/balance-points.json (Ultimate Werewolf's role points as the
// public anchor) summed over the cards in play. With a thief the cards in play depend on the bottom,
// so the score is the exact expectation over the deal (lib/validator/thief-odds.ts).
import { withEnZh } from '../i18n/msg';
import type { Ctx } from './context';
import { BALANCE_POINTS } from './points';
import { expectedValue } from './thief-odds';
import { msg } from './text';
import type { Balance, BalanceLine } from './types';

const round2 = (x: number) => Math.round(x * 100) / 100 || 0;

export function balanceOf(ctx: Ctx): Balance {
  const lines: BalanceLine[] = [];
  let deck = 0;
  ctx.facts.ids.forEach((role, i) => {
    const count = ctx.counts[i];
    if (!count) return;
    const value = ctx.facts.points[i];
    lines.push(value === null ? { role, count, value: 0, unknown: true } : { role, count, value });
    deck += count * (value ?? 0);
  });
  const score = ctx.hasThief ? expectedValue(ctx.odds) : deck;
  const adj = score - deck;
  const even = BALANCE_POINTS.evenWithin;
  const favours = score > even ? 'village' : score < -even ? 'wolves' : 'even';
  const by = Math.round(Math.abs(score));
  // Say what the number is: a sum from a published point table, about the cards only (the
  // simulation, not this, weighs the house rules and the play).
  const thief = ctx.hasThief ? msg('validator.balance.thief', { adj: `${adj >= 0 ? '+' : '−'}${Math.abs(round2(adj))}` }) : '';
  return {
    score: round2(score),
    deck: round2(deck),
    thiefAdjustment: round2(adj),
    favours,
    reading: withEnZh(msg('validator.balance.reading', { score: signed(score), favours, points: msg('validator.balance.points', { n: by }), thief })),
    lines,
  };
}

function signed(x: number): string {
  const r = round2(x);
  return r > 0 ? `+${r}` : r < 0 ? `−${Math.abs(r)}` : '0';
}
