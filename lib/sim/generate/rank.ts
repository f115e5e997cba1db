// Ranking of simulated candidates: by how far the village's share lies from the target band (inside it
// is 0), then by the point score's closeness to 0, then by the narrower interval, then by the deck's key
// (so equal candidates always come in one order). And the next candidate to simulate: the one whose
// point score predicts a share nearest the band's middle, from a straight line through the shares seen.
import { msg, type Msg } from '../../i18n/msg';
import type { SimResult } from '../types';
import type { Candidate } from './compose';
import type { GeneratePlan, Proposal, Share } from './types';

const share = (r: { rate: number; low: number; high: number }): Share => ({ rate: r.rate, low: r.low, high: r.high });

/** Distance of a share from the band [low, high]: 0 inside it. */
export function distanceToBand(rate: number, band: { low: number; high: number }): number {
  return rate < band.low ? band.low - rate : rate > band.high ? rate - band.high : 0;
}

/** Orders proposals best first (see the head of this file). */
export function compareProposals(a: Proposal & { key: string }, b: Proposal & { key: string }): number {
  return (
    a.distance - b.distance ||
    Math.abs(a.points) - Math.abs(b.points) ||
    a.village.high - a.village.low - (b.village.high - b.village.low) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

const pct = (x: number): number => Math.round(x * 100);
/** A point score as the designer writes it: +2, −1.5, 0. */
const signed = (x: number): string => {
  const r = Math.round(x * 100) / 100 || 0;
  return r > 0 ? `+${r}` : r < 0 ? `−${Math.abs(r)}` : '0';
};

/** Why a proposal was chosen: its share, its interval, where that lies against the band, its points. */
export function whyOf(plan: GeneratePlan, village: Share, points: number): Msg {
  const where = village.rate < plan.target.low ? 'below' : village.rate > plan.target.high ? 'above' : 'inside';
  return msg(`lab.generate.why.${where}`, {
    rate: pct(village.rate),
    low: pct(village.low),
    high: pct(village.high),
    targetLow: pct(plan.target.low),
    targetHigh: pct(plan.target.high),
    points: signed(points),
  });
}

/** A simulated candidate as a proposal (the sides other than the village that the board has, under their winner ids). */
export function proposalOf(plan: GeneratePlan, c: Candidate, r: SimResult): Proposal & { key: string } {
  const village = share(r.winRates.village);
  const sides: Proposal['sides'] = {};
  for (const o of r.outcomes) if (o !== 'village' && o !== 'draw' && o !== 'unfinished') sides[o] = share(r.winRates[o]);
  return {
    board: c.board,
    points: c.points,
    village,
    sides,
    distance: distanceToBand(village.rate, plan.target),
    why: whyOf(plan, village, c.points),
    key: c.key,
  };
}

/** Share per point when fewer than two different point scores were seen: a rough start, refined as candidates are played. */
const DEFAULT_SLOPE = 0.015;

/**
 * The index in `pool` of the next candidate to simulate: the one whose predicted village share (a least-
 * squares line of share against points through the candidates played so far) is nearest the band's middle.
 * Before any is played, the one with points nearest 0.
 */
export function nextCandidate(plan: GeneratePlan, pool: readonly Candidate[], played: readonly { points: number; rate: number }[]): number {
  const mid = (plan.target.low + plan.target.high) / 2;
  let predict = (p: number) => mid + DEFAULT_SLOPE * p;
  if (played.length > 0) {
    const n = played.length;
    const mx = played.reduce((s, x) => s + x.points, 0) / n;
    const my = played.reduce((s, x) => s + x.rate, 0) / n;
    const sxx = played.reduce((s, x) => s + (x.points - mx) ** 2, 0);
    const sxy = played.reduce((s, x) => s + (x.points - mx) * (x.rate - my), 0);
    // More village points should mean more village wins: a line that says otherwise is noise.
    const slope = sxx > 1e-9 && sxy > 0 ? sxy / sxx : DEFAULT_SLOPE;
    predict = (p: number) => my + slope * (p - mx);
  }
  let best = -1;
  let bestGap = Number.POSITIVE_INFINITY;
  pool.forEach((c, i) => {
    const gap = Math.abs(predict(c.points) - mid);
    if (gap < bestGap - 1e-12) {
      best = i;
      bestGap = gap;
    }
  });
  return best;
}
