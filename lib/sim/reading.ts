// The one-line reading of a simulation (and of a comparison of two boards), as a text key and values so
// the page and the CLI can say it in any language (data/i18n/lab.json "reading.*").
import { difference, type Difference, type Rate } from './stats';
import { THIRD_SIDES, type Outcome, type SimResult } from './types';

export type Reading =
  | { key: 'reading.none' }
  | { key: 'reading.balanced'; village: Rate; wolves: Rate }
  | { key: 'reading.favours'; side: Outcome; rate: Rate; other: Outcome; otherRate: Rate }
  | { key: 'reading.third'; side: Outcome; rate: Rate; others: { side: Outcome; rate: Rate }[] };

/**
 * Which side the board favours. Balanced when the village's 95% interval of its share of the
 * village-vs-wolves games contains one half; otherwise the side that wins more is named, with its interval.
 * On boards with a third side (lovers, piper) that wins a notable share, the reading names the leader.
 */
export function readResult(r: SimResult): Reading {
  if (r.games === 0) return { key: 'reading.none' };
  const v = r.winRates.village;
  const w = r.winRates.wolves;
  const third = THIRD_SIDES.map(({ side: o }) => ({ o, rate: r.winRates[o] }))
    .filter((x) => x.rate.rate >= 0.05)
    .sort((a, b) => b.rate.rate - a.rate.rate)[0];
  if (third) {
    const all = (['village', 'wolves', ...THIRD_SIDES.map((t) => t.side)] as Outcome[])
      .map((o) => ({ side: o, rate: r.winRates[o] }))
      .filter((x) => x.side === 'village' || x.side === 'wolves' || r.outcomes.includes(x.side))
      .sort((a, b) => b.rate.rate - a.rate.rate);
    return { key: 'reading.third', side: all[0].side, rate: all[0].rate, others: all.slice(1) };
  }
  // Balanced: the two sides' rates are not told apart at 95%.
  const d = difference(w, v);
  if (!d.significant) return { key: 'reading.balanced', village: v, wolves: w };
  return v.rate > w.rate
    ? { key: 'reading.favours', side: 'village', rate: v, other: 'wolves', otherRate: w }
    : { key: 'reading.favours', side: 'wolves', rate: w, other: 'village', otherRate: v };
}

export type Comparison =
  | { key: 'compare.same'; a: Rate; b: Rate; diff: Difference }
  | { key: 'compare.more' | 'compare.less'; a: Rate; b: Rate; diff: Difference };

/** How board B changes the village's win rate compared with board A (Newcombe interval of the difference). */
export function compareResults(a: SimResult, b: SimResult): Comparison {
  const diff = difference(a.winRates.village, b.winRates.village);
  const key = !diff.significant ? 'compare.same' : diff.diff > 0 ? 'compare.more' : 'compare.less';
  return { key, a: a.winRates.village, b: b.winRates.village, diff };
}

/** A rate as a whole percentage (one decimal under 10%). */
export function pct(x: number): string {
  const p = x * 100;
  return p > 0 && p < 10 ? `${p.toFixed(1)}%` : `${Math.round(p)}%`;
}

/** Percentage points, signed. */
export function points(x: number): string {
  const p = Math.round(x * 1000) / 10;
  return `${p > 0 ? '+' : p < 0 ? '−' : '±'}${Math.abs(p)}`;
}
