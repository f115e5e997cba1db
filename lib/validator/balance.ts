// Balance score: the point values of data/balance-points.json (Ultimate Werewolf's role points as the
// public anchor) summed over the cards in play. With a thief the cards in play depend on the bottom,
// so the score is the exact expectation over the deal (lib/validator/thief-odds.ts).
import { ROLE_IDS } from '../roles';
import type { Ctx } from './context';
import { BALANCE_POINTS, POINTS } from './points';
import { expectedValue } from './thief-odds';
import type { Balance, BalanceLine } from './types';

const round2 = (x: number) => Math.round(x * 100) / 100 || 0;

export function balanceOf(ctx: Ctx): Balance {
  const lines: BalanceLine[] = [];
  let deck = 0;
  ROLE_IDS.forEach((role, i) => {
    const count = ctx.counts[i];
    if (!count) return;
    lines.push({ role, count, value: POINTS[i] });
    deck += count * POINTS[i];
  });
  const score = ctx.hasThief ? expectedValue(ctx.odds) : deck;
  const adj = score - deck;
  const even = BALANCE_POINTS.evenWithin;
  const favours = score > even ? 'village' : score < -even ? 'wolves' : 'even';
  const by = Math.round(Math.abs(score));
  // Say what the number is: a sum from a published point table, about the cards only (the
  // simulation, not this, weighs the house rules and the play).
  const scale = {
    en: ` — a point score from the role points printed by Ultimate Werewolf (Bézier Games): a villager +1, a werewolf −6, near 0 is balanced; it counts the cards, not the house rules or the play`,
    zh: `——按《终极狼人》（Bézier Games）公布的角色分值算出的分数：村民 +1，狼人 −6，接近 0 为平衡；只计牌面，不计房规与打法`,
  };
  const thief = ctx.hasThief
    ? {
        en: `; the thief's bottom cards change it by ${adj >= 0 ? '+' : '−'}${Math.abs(round2(adj))} on average`,
        zh: `；盗贼的底牌平均使其变化 ${adj >= 0 ? '+' : '−'}${Math.abs(round2(adj))}`,
      }
    : { en: '', zh: '' };
  const head =
    favours === 'even'
      ? { en: `Point score ${signed(score)}: about even`, zh: `分数 ${signed(score)}：大致平衡` }
      : favours === 'wolves'
        ? {
            en: `Point score ${signed(score)}: favours the wolves by about ${by} point${by === 1 ? '' : 's'}`,
            zh: `分数 ${signed(score)}：偏向狼人，约 ${by} 分`,
          }
        : {
            en: `Point score ${signed(score)}: favours the village by about ${by} point${by === 1 ? '' : 's'}`,
            zh: `分数 ${signed(score)}：偏向好人，约 ${by} 分`,
          };
  return {
    score: round2(score),
    deck: round2(deck),
    thiefAdjustment: round2(adj),
    favours,
    reading: { en: `${head.en + scale.en + thief.en}.`, zh: `${head.zh + scale.zh + thief.zh}。` },
    lines,
  };
}

function signed(x: number): string {
  const r = round2(x);
  return r > 0 ? `+${r}` : r < 0 ? `−${Math.abs(r)}` : '0';
}
