// Which cards open their eyes at a night step, and whose catalogue entry holds the step's lines.
// Derived from the role catalogue (nightSteps, wakesWithWolves), never a second list.
import { ROLES, type NightStep } from '../catalogue';
import { ROLE_IDS, type RoleId } from '../roles';
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

/** Every role whose card makes the step happen: roles listing it, and for the wolves' step every role waking with the wolves. */
export function rolesOfStep(id: StepId): RoleId[] {
  return ROLE_IDS.filter((r) => {
    const role = ROLES[r];
    if (!role) return false;
    if (role.nightSteps.some((s) => s.id === id)) return true;
    return id === 'werewolf' && role.wakesWithWolves;
  });
}
