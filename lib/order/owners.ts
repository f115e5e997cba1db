// Which cards open their eyes at a night step, and whose card holds the step's lines: a catalogue role's
// (data/roles) or a board's custom card's (docs/rules.md, Custom roles). Read from the board's cards under the
// house rules (lib/powers/cards: the role data with its rule variants applied, e.g. the offline demon does not
// wake with the wolves), never a second list.
import { ROLES } from '../catalogue';
import { isCustomId, type CardId, type CardNightStep } from '../catalogue/card-role';
import { cardIdsOf, customRolesOf, rolesOf } from '../catalogue/custom';
import type { Board } from '../generated/board';
import { boardCards, isPackPower, cardOf, type Card, type CardStep, type StepPowerId } from '../powers/cards';
import { ROLE_IDS } from '../catalogue/roles';
import type { ResolvedRules } from '../catalogue/rules';
import { cardCount } from './board-cards';
import { placeCustomSteps, type CustomAt, type WakeStep } from './board-order';
import { orderOf, type OrderStep, type StepId } from './orders';

export interface StepOwner {
  /** The card whose nightSteps entry carries this step (cupid for lovers, piper for charmed; a custom card its own). */
  role: CardId;
  step: CardNightStep;
}

/** Each catalogue step's entry: the role named like the step first, else the first role listing it. */
function owners(): Readonly<Record<string, StepOwner>> {
  const out: Record<string, StepOwner> = {};
  for (const role of ROLE_IDS) {
    for (const step of ROLES[role]?.nightSteps ?? []) {
      const cur = Object.hasOwn(out, step.id) ? out[step.id] : undefined;
      if (!cur || (step.id === role && cur.role !== role)) out[step.id] = { role, step };
    }
  }
  return Object.freeze(out);
}
const OWNERS = owners();

type Deck = Pick<Board, 'roles' | 'customRoles'>;
type RuleView = Partial<ResolvedRules>;
const NO_CUSTOM: Pick<Board, 'customRoles'> = Object.freeze({});

/** The entry of a step: a catalogue step's role (the role named like the step first), else the board's custom card with it. */
export function ownerOf(id: StepId, board: Pick<Board, 'customRoles'> = NO_CUSTOM): StepOwner | null {
  if (Object.hasOwn(OWNERS, id)) return OWNERS[id];
  if (!board.customRoles?.length) return null;
  const roles = rolesOf(board);
  for (const c of customRolesOf(board)) {
    const step = roles[c.id]?.nightSteps.find((s) => s.id === id);
    if (step) return { role: c.id, step };
  }
  return null;
}

/** The owner's card under these rules: a catalogue card (made only when a rule changes it), or the board's custom card. */
function ownerCard(owner: StepOwner, rules: RuleView | undefined, board: Pick<Board, 'customRoles'>): Card | undefined {
  const id = owner.role;
  return isCustomId(id) ? boardCards(board, rules)[id] : cardOf(id, rules);
}

/** The owner's step under these rules (its nights, power, event, records), if the card has it under them. */
export function ownerStep(owner: StepOwner, rules: RuleView | undefined, board: Pick<Board, 'customRoles'> = NO_CUSTOM): CardStep | undefined {
  return ownerCard(owner, rules, board)?.steps.find((s) => s.id === owner.step.id);
}

/** The power of a step under these rules (its owner's card); null for markers. */
function stepPowerOf(id: StepId, rules: RuleView | undefined, board: Pick<Board, 'customRoles'>): StepPowerId | null {
  const owner = ownerOf(id, board);
  return owner ? (ownerStep(owner, rules, board)?.power ?? null) : null;
}

/** The pack's step (power packKill): every card that wakes with the wolves opens its eyes there. */
export const isPackStep = (id: StepId, rules?: RuleView, board: Pick<Board, 'customRoles'> = NO_CUSTOM) => isPackPower(stepPowerOf(id, rules, board));

/**
 * Every card whose card makes the step happen: cards listing it, and at the pack's step every card waking with the
 * wolves (and a custom card whose step is the pack's: it wakes there, not at a step of its own).
 */
function rolesOfStep(id: StepId, rules: RuleView, board: Deck): CardId[] {
  const cards = boardCards(board, rules);
  const pack = isPackStep(id, rules, board);
  const wakesHere = (c: Card) => c.steps.some((s) => s.id === id || (pack && isPackPower(s.power))) || (pack && c.wakesWithWolves);
  return cardIdsOf(board).filter((r) => wakesHere(cards[r]));
}

/**
 * Wolf cards that do not wake with the wolves but take the pack's step over once no card waking with them is
 * alive: the offline demon ("一旦狼人死光，恶魔即获得睁眼杀人的能力", Basic Rules; the engine's killers()). Empty for other steps.
 */
function takeoverRolesOf(id: StepId, rules: RuleView, board: Deck): CardId[] {
  if (!isPackStep(id, rules, board)) return [];
  const cards = boardCards(board, rules);
  const woken = rolesOfStep(id, rules, board);
  return cardIdsOf(board).filter((r) => cards[r].faction === 'wolves' && !woken.includes(r));
}

export interface BoardStep {
  /** The night order's entry (data/night-order.json), or a custom step's place in it. */
  order: WakeStep;
  owner: StepOwner;
  /** The step of the owner's card under the rules: nights, power, event, records. */
  card: CardStep;
  /** The dealt cards that open their eyes or make the step happen. */
  roles: CardId[];
  /** The dealt cards that take the step over once none of `roles` is alive (the offline demon at the pack's step). */
  takesOver: CardId[];
}

/** A role or group step of the order with the dealt cards that make it happen, or null when none is dealt. */
function stepOnBoard(s: WakeStep, board: Deck, rules: ResolvedRules): BoardStep | null {
  const dealt = (r: CardId) => cardCount(board, r) > 0;
  const owner = ownerOf(s.id, board);
  if (!owner) return null;
  const roles = rolesOfStep(s.id, rules, board).filter(dealt);
  const takesOver = takeoverRolesOf(s.id, rules, board).filter(dealt);
  if (roles.length + takesOver.length === 0) return null;
  const card = ownerStep(owner, rules, board);
  return card ? { order: s, owner, card, roles, takesOver } : null;
}

/** The board's custom steps with their anchors in this order; a step of the pack's power is the pack's step, not one of its own. */
function customSteps(board: Deck, rules: ResolvedRules): CustomAt[] {
  if (!board.customRoles?.length) return [];
  const roles = rolesOf(board);
  const cards = boardCards(board, rules);
  return customRolesOf(board).flatMap((c) =>
    (cards[c.id]?.steps ?? [])
      .filter((s) => !isPackPower(s.power))
      .map((s) => ({
        id: s.id as CustomAt['id'],
        anchor: s.line.anchors?.[rules.nightOrder],
        present: cardCount(board, c.id) > 0,
        source: roles[c.id].nightSteps.find((x) => x.id === s.id)?.source ?? '',
      })),
  );
}

/** The board's wake order: data/night-order.json's steps (markers and the steps on the board) with its custom steps in place. */
export function boardOrder(board: Deck, rules: ResolvedRules): { steps: WakeStep[]; onBoard: ReadonlyMap<StepId, BoardStep> } {
  const order: readonly OrderStep[] = orderOf(rules.nightOrder).steps;
  const onBoard = new Map<StepId, BoardStep>();
  for (const s of order) {
    const b = s.kind === 'marker' ? null : stepOnBoard(s, board, rules);
    if (b) onBoard.set(s.id, b);
  }
  const present = (id: StepId) => onBoard.has(id) || order.some((o) => o.id === id && o.kind === 'marker');
  const custom = customSteps(board, rules);
  const steps = custom.length ? placeCustomSteps(order, present, custom) : order.filter((s) => present(s.id));
  for (const s of steps) {
    const b = s.kind === 'marker' || onBoard.has(s.id) ? null : stepOnBoard(s, board, rules);
    if (b) onBoard.set(s.id, b);
  }
  return { steps, onBoard };
}

/**
 * The night order's role and group steps that happen on this board, in wake order: a step is there while
 * one of its cards is dealt (the pack's step while any wolf card is), a custom step where its anchor puts it. The
 * one answer to "which steps does this board call", for the printed order and the engine (lib/engine/setup orderFor).
 */
export function stepsOnBoard(board: Deck, rules: ResolvedRules): BoardStep[] {
  const { steps, onBoard } = boardOrder(board, rules);
  return steps.flatMap((s) => onBoard.get(s.id) ?? []);
}
