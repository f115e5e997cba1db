// The candidate search: seeded draws of decks that fit the plan (the wolves near the table's standard
// count, the special cards within the asked range, only the allowed cards and never more copies than
// allowed, the required cards always in), each kept only when the board validator finds no error.
import type { Board } from '../../generated/board';
import type { CardId } from '../../catalogue/card-role';
import { validate } from '../../validator';
import { fewestOf, isSpecial } from './plan';
import { intIn, shuffled } from './rng';
import type { GeneratePlan } from './types';

export type Deck = Partial<Record<CardId, number>>;

export interface Candidate {
  board: Board;
  /** The designer's balance point score. */
  points: number;
  /** The deck written out in catalogue order: the same deck, the same key. */
  key: string;
}

const isWolfCard = (plan: GeneratePlan, id: CardId) => plan.roles[id].faction === 'wolves';
const isSolo = (plan: GeneratePlan, id: CardId) => plan.roles[id].faction === 'solo';

/** The deck written out in the plan's card order (catalogue, then custom): the same deck, the same key. */
export const keyOf = (plan: GeneratePlan, deck: Deck): string =>
  plan.cards
    .filter((id) => (deck[id] ?? 0) > 0)
    .map((id) => `${id}=${deck[id]}`)
    .join(',');

/** The board of a deck under the plan's rules, its roles in card order, carrying the custom cards given. */
export function boardOf(plan: GeneratePlan, deck: Deck): Board {
  const roles: Deck = {};
  for (const id of plan.cards) if ((deck[id] ?? 0) > 0) roles[id] = deck[id];
  const board: Board = { players: plan.players, roles: roles as Board['roles'], rules: { ...plan.rules } };
  // Dealt or not (a custom step may be placed after another custom card's step; a text-only card stays the
  // organizer's), but not a card left out of the allowed ones, which may not be playable as written.
  const carried = plan.customRoles.filter((c) => (plan.allow[c.id] ?? 0) > 0 || c.textOnly === true);
  if (carried.length) board.customRoles = carried;
  return board;
}

const specialsIn = (plan: GeneratePlan, deck: Deck): number => plan.cards.filter((id) => isSpecial(id) && (deck[id] ?? 0) > 0).length;
const wolfSpecialsIn = (plan: GeneratePlan, deck: Deck): number =>
  plan.cards.filter((id) => isSpecial(id) && isWolfCard(plan, id) && (deck[id] ?? 0) > 0).length;
/** The cards left face down at the deal (a card such as the thief's; the role data's bottomCards). */
const bottomCardsIn = (plan: GeneratePlan, deck: Deck): number =>
  plan.cards.reduce((n, id) => ((deck[id] ?? 0) > 0 ? Math.max(n, plan.roles[id].bottomCards ?? 0) : n), 0);

/** Adds shuffled allowed special cards to the deck up to k: a special wolf at most half the pack, one solo side at most. */
function addSpecials(plan: GeneratePlan, deck: Deck, k: number, w: number, rand: () => number): void {
  // A special wolf stands for a werewolf: at most half the pack, so most boards keep a plain pack to wake.
  const mostWolfSpecials = Math.ceil(w / 2);
  const pool = shuffled(
    // A card dealt as a set comes at its fewest (the two sisters: both): only when that many are allowed.
    plan.cards.filter((id) => isSpecial(id) && (plan.allow[id] ?? 0) >= fewestOf(plan.roles[id]) && !deck[id]),
    rand,
  );
  let solos = plan.cards.filter((id) => isSolo(plan, id) && deck[id]).length;
  for (const id of pool) {
    if (specialsIn(plan, deck) >= k) break;
    if (isWolfCard(plan, id) && wolfSpecialsIn(plan, deck) >= mostWolfSpecials) continue;
    // One solo side at most beside the village and the wolves: more is a different game.
    if (isSolo(plan, id) && solos >= 1) continue;
    if (isSolo(plan, id)) solos++;
    deck[id] = fewestOf(plan.roles[id]);
  }
}

/** Sets a plain card's count (none: removed); false when the plan does not allow that many or requires one. */
function setPlain(plan: GeneratePlan, deck: Deck, id: 'villager' | 'werewolf', n: number): boolean {
  if (n < (plan.require.includes(id) ? 1 : 0) || n > (plan.allow[id] ?? 0)) return false;
  if (n > 0) deck[id] = n;
  else delete deck[id];
  return true;
}

/** One seeded draw of a deck; null when this draw cannot fit the plan (too few villagers allowed, say). */
export function drawDeck(plan: GeneratePlan, rand: () => number): Deck | null {
  // The wolves: the standard count twice as often as one fewer or one more.
  const w = Math.max(1, plan.wolves + [-1, 0, 0, 1][intIn(rand, 0, 3)]);
  const k = intIn(rand, plan.specials.min, plan.specials.max);
  const deck: Deck = {};
  for (const id of plan.require) deck[id] = fewestOf(plan.roles[id]);
  addSpecials(plan, deck, k, w, rand);
  const specials = specialsIn(plan, deck);
  if (specials < plan.specials.min || specials > plan.specials.max) return null;
  const werewolves = Math.max(w - wolfSpecialsIn(plan, deck), plan.require.includes('werewolf') ? 1 : 0);
  if (!setPlain(plan, deck, 'werewolf', werewolves)) return null;
  const cards = plan.players + bottomCardsIn(plan, deck);
  const placed = plan.cards.reduce((n, id) => n + (id === 'villager' ? 0 : (deck[id] ?? 0)), 0);
  return setPlain(plan, deck, 'villager', cards - placed) ? deck : null;
}

/** Draws per candidate wanted before the search gives up on finding more. */
const DRAWS_PER_CANDIDATE = 40;
/** Draws per candidate wanted before a pool with enough boards stops looking for ones without warnings. */
const CLEAN_DRAWS_PER_CANDIDATE = 20;
/** Distinct valid decks drawn per candidate simulated: the simulation order then picks among them. */
export const POOL_PER_CANDIDATE = 4;

/**
 * Distinct valid candidates: up to POOL_PER_CANDIDATE × the candidates to simulate, those the validator warns
 * nothing of first (a board without a seer, a gargoyle no check can find: what the designer tells an organizer
 * does not fit), then, where too few are found, those with the fewest warnings. Deterministic for the plan (its
 * seed draws them).
 */
export function candidatePool(plan: GeneratePlan, rand: () => number): Candidate[] {
  const want = plan.candidates * POOL_PER_CANDIDATE;
  const seen = new Set<string>();
  const clean: Candidate[] = [];
  const warned: (Candidate & { warnings: number })[] = [];
  for (let i = 0; i < want * DRAWS_PER_CANDIDATE && clean.length < want; i++) {
    // Enough boards in all and long enough looked for clean ones: the warned ones fill the pool.
    if (i >= want * CLEAN_DRAWS_PER_CANDIDATE && clean.length + warned.length >= want) break;
    const deck = drawDeck(plan, rand);
    if (!deck) continue;
    const key = keyOf(plan, deck);
    if (seen.has(key)) continue;
    seen.add(key);
    const board = boardOf(plan, deck);
    const v = validate(board);
    if (!v.valid) continue;
    const warnings = v.findings.filter((f) => f.severity === 'warning').length;
    const c = { board, points: v.balance.score, key };
    if (warnings === 0) clean.push(c);
    else if (warned.length < want) warned.push({ ...c, warnings });
  }
  // Fewest warnings first; a stable sort keeps the draw's order among equals.
  warned.sort((a, b) => a.warnings - b.warnings);
  return [...clean, ...warned.slice(0, want - clean.length).map(({ warnings: _w, ...c }) => c)];
}
