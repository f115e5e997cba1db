// What every check reads, computed once per validate(): counts, resolved house rules, the deal odds.
import type { Board } from '../generated/board';
import { resolveRules, type ResolvedRules, type RuleKey } from '../catalogue/rules';
import type { CardId } from '../catalogue/card-role';
import { boardFacts, type BoardFacts } from './board-facts';
import { BOTTOM_CARDS, groupsUnder, THIEF, VILLAGERS } from './facts';
import { cached, roleBit, thiefOdds, toNumber, type Frac, type ThiefOdds } from './thief-odds';

export interface Ctx {
  board: Board;
  rules: ResolvedRules;
  /** The board's cards by index (the catalogue's, then its custom cards): counts follow this order. */
  facts: BoardFacts;
  /** Keys the board sets itself (not inherited from the family). */
  explicit: ReadonlySet<RuleKey>;
  counts: readonly number[];
  players: number;
  /** Cards in the deck. */
  cards: number;
  /** Cards the deck must hold: players (+2 with a thief). */
  expected: number;
  hasThief: boolean;
  /** Wolf-faction cards in the deck. */
  wolves: number;
  /** Side-kill groups of the deck (the idiot by idiotCountsAs; the thief card in neither). */
  gods: number;
  villagers: number;
  odds: ThiefOdds;
  n(id: CardId): number;
  has(id: CardId): boolean;
  /** Chance that all the given roles are in play at once: any = possibly (thief's choice), all = surely. */
  together(ids: CardId[]): { any: Frac; all: Frac };
}

export function buildContext(board: Board): Ctx {
  const rules = resolveRules(board.rules);
  const facts = boardFacts(board, rules);
  const roles = board.roles as Readonly<Record<string, number | undefined>>;
  const counts = facts.ids.map((id) => roles[id] ?? 0);
  let cards = 0,
    wolves = 0,
    gods = 0,
    villagers = 0;
  // Side-kill groups: the thief card is in none (data), the idiot in the one idiotCountsAs says.
  const groups = groupsUnder(rules, facts.group, facts.groupRule);
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i];
    cards += c;
    if (facts.isWolf[i]) wolves += c;
    if (groups[i] === 'god') gods += c;
    else if (groups[i] === VILLAGERS) villagers += c;
  }
  const hasThief = counts[THIEF] > 0;
  // A custom card without points weighs nothing in the sums (the balance says its value is unknown).
  const odds = thiefOdds(
    counts,
    rules,
    facts.points.map((v) => v ?? 0),
    facts,
  );
  const n = (id: CardId) => (Object.hasOwn(facts.index, id) ? counts[facts.index[id]] : 0);
  return {
    board,
    rules,
    facts,
    counts,
    cards,
    wolves,
    gods,
    villagers,
    odds,
    hasThief,
    n,
    explicit: new Set(Object.keys(board.rules ?? {}).filter((k) => k !== 'family') as RuleKey[]),
    players: board.players,
    expected: board.players + (hasThief ? BOTTOM_CARDS : 0),
    has: (id) => n(id) > 0,
    together: (ids) => cached(odds, `together:${ids.join(',')}`, () => togetherOdds(odds, counts, facts, ids)),
  };
}

/** The chance that some pick of the thief (`any`) and every pick (`all`) keeps all these roles in play. */
function togetherOdds(odds: Ctx['odds'], counts: readonly number[], facts: BoardFacts, ids: readonly CardId[]): { any: Frac; all: Frac } {
  const den = odds.weight;
  let mask = 0n;
  for (const id of ids) {
    const i = Object.hasOwn(facts.index, id) ? facts.index[id] : -1;
    if (i < 0 || counts[i] === 0) return { any: { num: 0, den }, all: { num: 0, den } };
    mask |= roleBit(i);
  }
  let any = 0;
  let all = 0;
  for (const deal of odds.deals) {
    const held = deal.picks.map((pick) => (pick.present & mask) === mask);
    if (held.includes(true)) any += deal.weight;
    if (!held.includes(false)) all += deal.weight;
  }
  return { any: { num: any, den }, all: { num: all, den } };
}

/** Scope and probability of a finding that holds with chance `any` (some deal/pick) or `all` (surely). */
export function scopeOf(p: { any: Frac; all: Frac }): { scope: 'board' | 'inPlay'; probability?: number } {
  return p.all.num === p.all.den ? { scope: 'board' } : { scope: 'inPlay', probability: toNumber(p.any) };
}
