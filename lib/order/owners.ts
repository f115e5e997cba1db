// Which cards open their eyes at a night step, and whose catalogue entry holds the step's lines.
// Read from the cards under the house rules (lib/powers/cards: the role data with its rule variants
// applied, e.g. the offline demon does not wake with the wolves), never a second list.
import { ROLES, type NightStep } from '../catalogue';
import type { Board } from '../generated/board';
import { isPackPower, cardOf, cardsUnder, type CardStep, type StepPowerId } from '../powers/cards';
import { ROLE_IDS, countOf, type RoleId } from '../catalogue/roles';
import type { ResolvedRules } from '../catalogue/rules';
import { orderOf, type OrderStep, type StepId } from './orders';

export interface StepOwner {
  /** The role whose nightSteps entry carries this step (cupid for lovers, piper for charmed). */
  role: RoleId;
  step: NightStep;
}

/** Each step's catalogue entry: the role named like the step first, else the first role listing it. */
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

/** The catalogue entry of a step: the role named like the step first, else the first role listing it. */
export function ownerOf(id: StepId): StepOwner | null {
  return Object.hasOwn(OWNERS, id) ? OWNERS[id] : null;
}

type RuleView = Partial<ResolvedRules>;

/** The power of a step under these rules (its owner's card); null for markers. */
export function stepPowerOf(id: StepId, rules?: RuleView): StepPowerId | null {
  const owner = ownerOf(id);
  if (!owner) return null;
  return cardOf(owner.role, rules).steps.find((s) => s.id === id)?.power ?? null;
}

/** The pack's step (power packKill): every card that wakes with the wolves opens its eyes there. */
export const isPackStep = (id: StepId, rules?: RuleView) => isPackPower(stepPowerOf(id, rules));

/** Every role whose card makes the step happen: roles listing it, and at the pack's step every card waking with the wolves. */
export function rolesOfStep(id: StepId, rules?: RuleView): RoleId[] {
  const cards = cardsUnder(rules);
  const pack = isPackStep(id, rules);
  return ROLE_IDS.filter((r) => cards[r].steps.some((s) => s.id === id) || (pack && cards[r].wakesWithWolves));
}

/**
 * Wolf cards that do not wake with the wolves but take the pack's step over once no card waking with them is
 * alive: the offline demon ("一旦狼人死光，恶魔即获得睁眼杀人的能力", Basic Rules; the engine's killers()). Empty for other steps.
 */
export function takeoverRolesOf(id: StepId, rules: RuleView): RoleId[] {
  if (!isPackStep(id, rules)) return [];
  const cards = cardsUnder(rules);
  const woken = rolesOfStep(id, rules);
  return ROLE_IDS.filter((r) => cards[r].faction === 'wolves' && !woken.includes(r));
}

export interface BoardStep {
  /** The night order's entry (data/night-order.json). */
  order: OrderStep;
  owner: StepOwner;
  /** The step of the owner's card under the rules: nights, power, event, records. */
  card: CardStep;
  /** The dealt cards that open their eyes or make the step happen. */
  roles: RoleId[];
  /** The dealt cards that take the step over once none of `roles` is alive (the offline demon at the pack's step). */
  takesOver: RoleId[];
}

/**
 * The night order's role and group steps that happen on this board, in wake order: a step is there while
 * one of its cards is dealt (the pack's step while any wolf card is). The one answer to "which steps does
 * this board call", for the printed order and, when it reads it, the engine (lib/engine/setup orderFor).
 */
export function stepsOnBoard(board: Pick<Board, 'roles'>, rules: ResolvedRules): BoardStep[] {
  const dealt = (r: RoleId) => countOf(board, r) > 0;
  const out: BoardStep[] = [];
  for (const s of orderOf(rules.nightOrder).steps) {
    if (s.kind === 'marker') continue;
    const owner = ownerOf(s.id);
    if (!owner) continue;
    const roles = rolesOfStep(s.id, rules).filter(dealt);
    const takesOver = takeoverRolesOf(s.id, rules).filter(dealt);
    if (roles.length + takesOver.length === 0) continue;
    const card = cardOf(owner.role, rules).steps.find((c) => c.id === s.id);
    if (card) out.push({ order: s, owner, card, roles, takesOver });
  }
  return out;
}
