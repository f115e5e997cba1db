// Which cards open their eyes at a night step, and whose catalogue entry holds the step's lines.
// Derived from the role catalogue (nightSteps, wakesWithWolves), never a second list; the house rules
// change who wakes with the wolves (demonVersion), exactly as the engine reads them (lib/engine/state).
import { ROLES, type NightStep } from '../catalogue';
import { ROLE_IDS, type RoleId } from '../roles';
import type { ResolvedRules } from '../rules';
import type { StepId } from './orders';

export interface StepOwner {
  /** The role whose nightSteps entry carries this step (cupid for lovers, piper for charmed). */
  role: RoleId;
  step: NightStep;
}

let index: Map<StepId, StepOwner> | null = null;

/** The catalogue entry of a step: the role named like the step first, else the first role listing it. */
export function ownerOf(id: StepId): StepOwner | null {
  if (!index) {
    index = new Map();
    for (const role of ROLE_IDS) {
      for (const step of ROLES[role]?.nightSteps ?? []) {
        const cur = index.get(step.id);
        if (!cur || (step.id === role && cur.role !== role)) index.set(step.id, { role, step });
      }
    }
  }
  return index.get(id) ?? null;
}

/**
 * Whether a card opens its eyes with the wolves: the catalogue's wakesWithWolves, except the demon, who does
 * only in the online version (demonVersion; seed 000 线下版 "不与狼人一起睁眼"). Without rules: the catalogue.
 */
export function wakesWithWolves(role: RoleId, rules?: Pick<ResolvedRules, 'demonVersion'>): boolean {
  if (role === 'demon' && rules) return rules.demonVersion === 'online';
  return ROLES[role]?.wakesWithWolves ?? false;
}

/** Every role whose card makes the step happen: roles listing it, and for the wolves' step every role waking with the wolves. */
export function rolesOfStep(id: StepId, rules?: Pick<ResolvedRules, 'demonVersion'>): RoleId[] {
  return ROLE_IDS.filter((r) => {
    const role = ROLES[r];
    if (!role) return false;
    if (role.nightSteps.some((s) => s.id === id)) return true;
    return id === 'werewolf' && wakesWithWolves(r, rules);
  });
}

/**
 * Wolf cards that do not wake with the wolves but take their step over once no card waking with them is alive:
 * the offline demon ("一旦狼人死光，恶魔即获得睁眼杀人的能力", seed 000; the engine's killers()). Empty for other steps.
 */
export function takeoverRolesOf(id: StepId, rules: Pick<ResolvedRules, 'demonVersion'>): RoleId[] {
  if (id !== 'werewolf') return [];
  return ROLE_IDS.filter((r) => ROLES[r]?.faction === 'wolves' && !rolesOfStep('werewolf', rules).includes(r));
}
