// The card facts of one board, by card index: the catalogue's tables (lib/validator/facts.ts), then the board's
// custom cards read from the same built cards every reader uses (lib/powers/cards boardCards; docs/rules.md,
// Custom roles). A board without custom cards gets the catalogue's tables themselves, so its findings stay as
// they were.
import type { Board } from '../generated/board';
import type { CardId } from '../catalogue/card-role';
import { cardIdsOf, customRolesOf } from '../catalogue/custom';
import { ROLE_IDS } from '../catalogue/roles';
import type { ResolvedRules } from '../catalogue/rules';
import { boardCards, type Card } from '../powers/cards';
import type { TextRef } from '../i18n';
import { COPIES, GROUP, GROUP_RULE, HAS_NIGHT_STEP, INDEX, IS_PLAIN, IS_UNIQUE, IS_WOLF, SELF_DESTRUCTS, WAKES_WITH_WOLVES, type Group } from './facts';
import { POINTS } from './points';

export interface BoardFacts {
  /** Every card id, the catalogue's first (ROLE_IDS order), then the board's custom cards. */
  readonly ids: readonly CardId[];
  readonly index: Readonly<Record<CardId, number>>;
  readonly isWolf: readonly boolean[];
  readonly isUnique: readonly boolean[];
  readonly copies: readonly ({ readonly min: number; readonly max: number } | null)[];
  readonly group: readonly Group[];
  readonly groupRule: readonly ('idiotCountsAs' | null)[];
  readonly isPlain: readonly boolean[];
  readonly hasNightStep: readonly boolean[];
  readonly wakesWithWolves: readonly boolean[];
  /** Balance points by index; null: a custom card that gives none (the balance says it is unknown). */
  readonly points: readonly (number | null)[];
  /** The cards that may self-destruct by day. */
  readonly selfDestructs: readonly CardId[];
  /** The custom cards, built under the board's rules (none for most boards). */
  readonly custom: readonly Card[];
}

const CATALOGUE: BoardFacts = Object.freeze({
  ids: ROLE_IDS,
  index: INDEX,
  isWolf: IS_WOLF,
  isUnique: IS_UNIQUE,
  copies: COPIES,
  group: GROUP,
  groupRule: GROUP_RULE,
  isPlain: IS_PLAIN,
  hasNightStep: HAS_NIGHT_STEP,
  wakesWithWolves: WAKES_WITH_WOLVES,
  points: POINTS,
  selfDestructs: SELF_DESTRUCTS,
  custom: [],
});

/** The custom cards' points: the author's value (balance.value), else unknown. */
function pointsOf(board: Board, id: CardId): number | null {
  return customRolesOf(board).find((c) => c.id === id)?.balance?.value ?? null;
}

/** The facts of a board's cards under its rules. */
export function boardFacts(board: Board, rules: ResolvedRules): BoardFacts {
  if (!customRolesOf(board).length) return CATALOGUE;
  const all = boardCards(board, rules);
  const extra = cardIdsOf(board).slice(ROLE_IDS.length);
  const custom = extra.map((id) => all[id]);
  const ids = [...ROLE_IDS, ...extra];
  return {
    ids,
    index: Object.fromEntries(ids.map((id, i) => [id, i])) as Record<CardId, number>,
    isWolf: [...IS_WOLF, ...custom.map((c) => c.faction === 'wolves')],
    isUnique: [...IS_UNIQUE, ...custom.map((c) => c.unique)],
    copies: [...COPIES, ...custom.map((c) => c.copies)],
    group: [...GROUP, ...custom.map((c) => c.group)],
    groupRule: [...GROUP_RULE, ...custom.map(() => null)],
    isPlain: [...IS_PLAIN, ...custom.map(() => false)],
    hasNightStep: [...HAS_NIGHT_STEP, ...custom.map((c) => c.steps.length > 0)],
    wakesWithWolves: [...WAKES_WITH_WOLVES, ...custom.map((c) => c.wakesWithWolves)],
    points: [...POINTS, ...extra.map((id) => pointsOf(board, id))],
    selfDestructs: [...SELF_DESTRUCTS, ...custom.filter((c) => c.faction === 'wolves' && c.powers.has('selfDestruct')).map((c) => c.id)],
    custom,
  };
}

/** A custom card's name as its author wrote it, or null for a catalogue card. */
export function customName(facts: BoardFacts, id: CardId): TextRef | null {
  return facts.custom.find((c) => c.id === id)?.name ?? null;
}

/**
 * The custom cards in the deck that check a player's side or card the way the seer, the psychic and the pure
 * white do (an inspect step that sees the seer's result or the card): a village check for the checks that ask for one.
 */
export function customCheckers(facts: BoardFacts, has: (id: CardId) => boolean): CardId[] {
  return facts.custom
    .filter(
      (c) =>
        c.faction === 'village' &&
        has(c.id) &&
        c.steps.some((s) => s.power === 'inspect' && ['seerResult', 'card'].includes(String(s.params.sees ?? 'seerResult'))),
    )
    .map((c) => c.id);
}
