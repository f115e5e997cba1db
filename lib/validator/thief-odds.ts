// Exact odds of the thief's two bottom cards (docs/rules.md, The thief; Basic Rules 二).
//
// Model: the deck of N cards (players + 2) is shuffled uniformly and dealt; the two cards left over are
// the bottom, so every 2-card subset of the physical cards is equally likely: C(N, 2) bottoms. Cards of
// one role are interchangeable, so a bottom "role a + role b" has weight c_a·c_b (a ≠ b) or C(c_a, 2)
// (a = b), over C(N, 2). No sampling: every figure is an exact ratio of these integer weights.
//
// thiefBottomControl (Basic Rules 二: the judge never leaves two wolves, nor the thief and a wolf, in the
// bottom): we model the judge re-dealing until the bottom is legal, which yields the conditional
// distribution P(bottom | legal) = weight / (sum of the legal weights): every legal bottom keeps its
// relative chance. (Swapping one card by hand instead of re-dealing would shift the odds slightly; the
// sources do not say how the judge "controls", and re-dealing is the only way that stays a fair deal.)
//
// After the deal, the thief (when his card is not itself in the bottom) looks at both bottom cards:
// - a wolf among them must be taken under thiefWolfRule = anyWolf (Basic Rules 二); under bothWolves only
//   when both are wolves (Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional));
// - otherwise he takes either card, or keeps his own and plays a plain villager if thiefMayKeep
//   (Basic Rules, Rules Introduction (traditional), Millers Hollow (traditional)); the card not taken is buried (埋掉) and out of the game.
// A deal therefore has one or more "picks"; a figure that depends on the thief's choice is reported as
// possible (some pick) or certain (every pick).
import { GROUP, GROUP_RULE, groupsUnder, IS_WOLF, THIEF, VILLAGER, VILLAGERS, type Group } from './facts';
import type { ResolvedRules } from '../catalogue/rules';
import { bottomBreach, mustTakeWolf } from '../powers/take-rules';

export interface OddsRules {
  thiefWolfRule: 'anyWolf' | 'bothWolves';
  thiefMayKeep: boolean;
  thiefBottomControl: boolean;
  idiotCountsAs: ResolvedRules['idiotCountsAs'];
}

const BITS: readonly bigint[] = Array.from({ length: 64 }, (_, i) => 1n << BigInt(i));

/** The bit of role r (ROLE_IDS index) in a Pick's `present` mask. */
export function roleBit(r: number): bigint {
  return BITS[r] ?? 1n << BigInt(r);
}

/** One way the thief may end up: the card he takes (null: he keeps his own and plays a villager). */
export interface Pick {
  take: number | null;
  wolves: number;
  gods: number;
  villagers: number;
  value: number;
  /**
   * Bit r set: role r (ROLE_IDS index) has a card in play (what `inPlay(…) > 0` says, precomputed). A bigint:
   * there are more roles than a 32-bit mask holds.
   */
  present: bigint;
}

export interface Deal {
  /** How many physical bottoms give this deal (see the header). */
  weight: number;
  /** Role indexes of the two bottom cards; null when there is no bottom (no thief). */
  bottom: [number, number] | null;
  thiefInPlay: boolean;
  /** The thief had to take a wolf. */
  forcedWolf: boolean;
  picks: Pick[];
  /** The pick the balance score assumes: the card with the largest point value in absolute terms. */
  policy: number;
}

export interface ThiefOdds {
  hasThief: boolean;
  /** N: cards in the deck. */
  cards: number;
  /** C(N, 2): every possible bottom. */
  bottoms: number;
  /** The deals that can happen: under control only the legal ones. */
  deals: Deal[];
  /** Sum of the weights of `deals`: the denominator of every probability. */
  weight: number;
  /** Weights (over `bottoms`) of the bottoms the control forbids. */
  twoWolves: number;
  thiefAndWolf: number;
  /** Control is on but no legal bottom exists; `deals` then falls back to the uncontrolled deal. */
  controlImpossible: boolean;
  /** Figures derived from these deals, memoized with them (see `cached`). */
  memo: Map<string, unknown>;
}

export interface Frac {
  num: number;
  den: number;
}

/**
 * The deal analysis for a deck (counts by ROLE_IDS index) under the thief rules, `values` being the balance
 * points by role index: made on each call (a validation makes one, in its context), every pair of roles once.
 */
export function thiefOdds(counts: readonly number[], rules: OddsRules, values: readonly number[], deck: DeckFacts = CATALOGUE_DECK): ThiefOdds {
  return compute(counts, rules, values, deck);
}

/** What the odds read of each card, by index (counts' order): the catalogue's, or a board's with its custom cards (lib/validator/board-facts). */
export interface DeckFacts {
  readonly isWolf: readonly boolean[];
  readonly group: readonly Group[];
  readonly groupRule: readonly ('idiotCountsAs' | null)[];
}
const CATALOGUE_DECK: DeckFacts = { isWolf: IS_WOLF, group: GROUP, groupRule: GROUP_RULE };

/** The deck's totals (the thief's card counted as none of them) and the roles it holds. */
interface Totals {
  readonly isWolf: readonly boolean[];
  readonly isGod: readonly boolean[];
  readonly isVil: readonly boolean[];
  readonly val: readonly number[];
  /** Cards, wolves, gods, villagers, balance points, thief cards. */
  readonly N: number;
  readonly W: number;
  readonly G: number;
  readonly V: number;
  readonly VAL: number;
  readonly T: number;
  readonly deckMask: bigint;
}

function totalsOf(counts: readonly number[], rules: OddsRules, values: readonly number[], deck: DeckFacts): Totals {
  const groups = groupsUnder(rules, deck.group, deck.groupRule);
  const isWolf = deck.isWolf;
  const isGod = groups.map((g, i) => g === 'god' && i !== THIEF);
  const isVil = groups.map((g, i) => g === VILLAGERS && i !== THIEF);
  const val = values.map((v, i) => (i === THIEF ? 0 : v));
  let W = 0,
    G = 0,
    V = 0,
    VAL = 0,
    N = 0;
  let deckMask = 0n;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i];
    N += c;
    if (isWolf[i]) W += c;
    if (isGod[i]) G += c;
    if (isVil[i]) V += c;
    VAL += c * val[i];
    if (c) deckMask |= roleBit(i);
  }
  return { isWolf, isGod, isVil, val, N, W, G, V, VAL, T: counts[THIEF], deckMask };
}

/** With no thief (or too few cards for a bottom), one deal: the whole deck in play. */
function noBottom(t: Totals): ThiefOdds {
  const wholeDeck: Deal = {
    weight: 1,
    bottom: null,
    thiefInPlay: false,
    forcedWolf: false,
    policy: 0,
    picks: [{ take: null, wolves: t.W, gods: t.G, villagers: t.V, value: t.VAL, present: t.deckMask }],
  };
  return { hasThief: t.T > 0, cards: t.N, bottoms: 0, deals: [wholeDeck], weight: 1, twoWolves: 0, thiefAndWolf: 0, controlImpossible: false, memo: new Map() };
}

/** Every bottom of two cards (a ≤ b), each with its weight and the rule it breaks under bottom control. */
interface Bottoms {
  all: Deal[];
  legal: Deal[];
  allWeight: number;
  legalWeight: number;
  twoWolves: number;
  thiefAndWolf: number;
}

function bottomsOf(counts: readonly number[], rules: OddsRules, t: Totals): Bottoms {
  const out: Bottoms = { all: [], legal: [], allWeight: 0, legalWeight: 0, twoWolves: 0, thiefAndWolf: 0 };
  for (let a = 0; a < counts.length; a++) {
    if (!counts[a]) continue;
    for (let b = a; b < counts.length; b++) {
      const weight = a === b ? (counts[a] * (counts[a] - 1)) / 2 : counts[a] * counts[b];
      if (weight) addBottom(out, counts, rules, t, a, b, weight);
    }
  }
  return out;
}

function addBottom(out: Bottoms, counts: readonly number[], rules: OddsRules, t: Totals, a: number, b: number, weight: number): void {
  const breach = bottomBreach(+t.isWolf[a] + +t.isWolf[b], +(a === THIEF) + +(b === THIEF));
  if (breach === 'twoWolves') out.twoWolves += weight;
  if (breach === 'thiefAndWolf') out.thiefAndWolf += weight;
  const deal = dealOf(counts, rules, t, a, b, weight);
  out.all.push(deal);
  out.allWeight += weight;
  if (!breach) {
    out.legal.push(deal);
    out.legalWeight += weight;
  }
}

function compute(counts: readonly number[], rules: OddsRules, values: readonly number[], deck: DeckFacts): ThiefOdds {
  const t = totalsOf(counts, rules, values, deck);
  if (t.T === 0 || t.N < 2) return noBottom(t);
  const b = bottomsOf(counts, rules, t);
  const controlImpossible = rules.thiefBottomControl && b.legalWeight === 0;
  const controlled = rules.thiefBottomControl && !controlImpossible;
  return {
    hasThief: true,
    cards: t.N,
    bottoms: b.allWeight,
    deals: controlled ? b.legal : b.all,
    weight: controlled ? b.legalWeight : b.allWeight,
    twoWolves: b.twoWolves,
    thiefAndWolf: b.thiefAndWolf,
    controlImpossible,
    memo: new Map(),
  };
}

/**
 * The thief's picks from the bottom a + b (`rest`: what is in play before his pick): a card he may take (a wolf
 * when one is forced; never the thief card), or keeping his card, a plain villager (Basic Rules: 和普通村民没区别).
 */
function thiefPicks(rules: OddsRules, t: Totals, rest: Pick, a: number, b: number, forcedWolf: boolean): Pick[] {
  const { isWolf, isGod, isVil, val } = t;
  const picks: Pick[] = [];
  for (let k = 0; k < (a === b ? 1 : 2); k++) {
    const x = k === 0 ? a : b;
    if (forcedWolf ? !isWolf[x] : x === THIEF) continue;
    picks.push({
      take: x,
      wolves: rest.wolves + +isWolf[x],
      gods: rest.gods + +isGod[x],
      villagers: rest.villagers + +isVil[x],
      value: rest.value + val[x],
      present: rest.present | roleBit(x),
    });
  }
  if (!forcedWolf && (rules.thiefMayKeep || picks.length === 0)) {
    picks.push({ ...rest, villagers: rest.villagers + 1, value: rest.value + val[VILLAGER], present: rest.present | roleBit(THIEF) });
  }
  return picks;
}

/** The deal of the bottom "role a + role b" (a ≤ b): the thief's picks, the forced wolf, the policy's pick. */
function dealOf(counts: readonly number[], rules: OddsRules, t: Totals, a: number, b: number, weight: number): Deal {
  const { isWolf, isGod, isVil, val } = t;
  const wolvesIn = +isWolf[a] + +isWolf[b];
  const thievesIn = +(a === THIEF) + +(b === THIEF);
  const bw = t.W - wolvesIn;
  const bg = t.G - +isGod[a] - +isGod[b];
  const bv = t.V - +isVil[a] - +isVil[b];
  const bval = t.VAL - val[a] - val[b];
  const thiefInPlay = t.T - thievesIn >= 1;
  // Roles left in play by the bottom alone (before the thief's pick): a bottom card, or the thief card in his
  // hand, may take a role's last card out. (Plain arithmetic, no closure: this runs for every pair of roles.)
  const hand = +thiefInPlay;
  let baseMask = t.deckMask;
  if (counts[a] - 1 - +(b === a) - (a === THIEF ? hand : 0) <= 0) baseMask &= ~roleBit(a);
  if (counts[b] - 1 - +(a === b) - (b === THIEF ? hand : 0) <= 0) baseMask &= ~roleBit(b);
  if (hand && counts[THIEF] - thievesIn - 1 <= 0) baseMask &= ~roleBit(THIEF);
  const forcedWolf = thiefInPlay && mustTakeWolf(wolvesIn, rules.thiefWolfRule);
  const rest: Pick = { take: null, wolves: bw, gods: bg, villagers: bv, value: bval, present: baseMask };
  const picks = thiefInPlay ? thiefPicks(rules, t, rest, a, b, forcedWolf) : [rest];
  let policy = 0;
  for (let k = 1; k < picks.length; k++) if (Math.abs(picks[k].value - bval) > Math.abs(picks[policy].value - bval)) policy = k;
  return { weight, bottom: [a, b], thiefInPlay, forcedWolf, picks, policy };
}

/**
 * A figure computed from the deals, memoized on the analysis: `key` must name everything `fn` reads
 * besides the deals (e.g. the player count), since one analysis serves every board with this deck.
 */
export function cached<T>(odds: ThiefOdds, key: string, fn: () => T): T {
  if (odds.memo.has(key)) return odds.memo.get(key) as T;
  const v = fn();
  odds.memo.set(key, v);
  return v;
}

/** How many cards of role `r` are in play for this deal and pick. */
export function inPlay(counts: readonly number[], deal: Deal, pick: Pick, r: number): number {
  let n = counts[r];
  if (deal.bottom) {
    n -= +(deal.bottom[0] === r) + +(deal.bottom[1] === r);
    if (deal.thiefInPlay && r === THIEF) n -= 1;
    if (pick.take === r) n += 1;
    if (deal.thiefInPlay && pick.take === null && r === THIEF) n += 1; // he kept his card
  }
  return n;
}

/**
 * Probability over the deal that `test` holds: `mode` any = for some pick (it can happen, the thief's
 * choice permitting), all = for every pick (it happens whatever he chooses).
 */
export function probability(odds: ThiefOdds, test: (deal: Deal, pick: Pick) => boolean, mode: 'any' | 'all'): Frac {
  let num = 0;
  for (const deal of odds.deals) {
    const ok = mode === 'any' ? deal.picks.some((p) => test(deal, p)) : deal.picks.every((p) => test(deal, p));
    if (ok) num += deal.weight;
  }
  return { num, den: odds.weight };
}

/** Both of `probability`'s figures in one pass over the deals: `any` (some pick) and `all` (every pick). */
export function chance(odds: ThiefOdds, test: (deal: Deal, pick: Pick) => boolean): { any: Frac; all: Frac } {
  let any = 0,
    all = 0;
  for (const deal of odds.deals) {
    let some = false,
      every = true;
    for (const pick of deal.picks) {
      if (test(deal, pick)) some = true;
      else every = false;
    }
    if (some) any += deal.weight;
    if (every) all += deal.weight;
  }
  return { any: { num: any, den: odds.weight }, all: { num: all, den: odds.weight } };
}

/** Smallest and largest value of `metric` over every deal and pick that can happen. */
export function range(odds: ThiefOdds, metric: (deal: Deal, pick: Pick) => number): { min: number; max: number } {
  let min = Infinity,
    max = -Infinity;
  for (const deal of odds.deals) {
    for (const pick of deal.picks) {
      const m = metric(deal, pick);
      if (m < min) min = m;
      if (m > max) max = m;
    }
  }
  return { min, max };
}

/** Expected value of the balance points in play, the thief taking `policy` on each deal. */
export function expectedValue(odds: ThiefOdds): number {
  let sum = 0;
  for (const deal of odds.deals) sum += deal.weight * deal.picks[deal.policy].value;
  return sum / odds.weight;
}

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

export function reduce(f: Frac): Frac {
  if (f.num === 0) return { num: 0, den: 1 };
  const g = gcd(f.num, f.den);
  return { num: f.num / g, den: f.den / g };
}

export const toNumber = (f: Frac): number => (f.den ? f.num / f.den : 0);

/** "2/15 ≈ 13.3%": the exact fraction and a rounded percentage. */
export function formatFrac(f: Frac): string {
  const r = reduce(f);
  if (r.num === 0) return '0%';
  if (r.num === r.den) return '100%';
  const pct = (100 * r.num) / r.den;
  const shown = pct >= 10 ? pct.toFixed(1) : pct >= 1 ? pct.toFixed(2) : pct.toPrecision(2);
  return `${r.num}/${r.den} ≈ ${shown}%`;
}
