// Role facts the engine reads from the catalogue (lib/catalogue), flattened once into lookup tables
// so the hot path (a simulator's thousands of games per second) does no searching.
import { ROLES } from '../catalogue';
import { ROLE_IDS, type RoleId } from '../roles';
import type { NightStepId } from './types';

export interface RoleFacts {
  faction: 'village' | 'wolves' | 'solo';
  group: 'god' | 'villager' | 'none';
  wakesWithWolves: boolean;
  seerResult: 'good' | 'wolf';
  /** Night steps of this role's card, with the nights they are called on. */
  steps: Map<NightStepId, 'first' | 'every' | 'afterFirst'>;
}

function build(): Record<RoleId, RoleFacts> {
  const t = {} as Record<RoleId, RoleFacts>;
  for (const id of ROLE_IDS) {
    const r = ROLES[id];
    t[id] = {
      faction: r.faction,
      group: r.group,
      wakesWithWolves: r.wakesWithWolves,
      seerResult: r.seerResult,
      steps: new Map(r.nightSteps.map((s) => [s.id as NightStepId, s.nights])),
    };
  }
  return t;
}
const TABLE = build();
/** Faction of a card, for the hot paths. */
export const FACTION: Readonly<Record<RoleId, RoleFacts['faction']>> = Object.fromEntries(ROLE_IDS.map((id) => [id, TABLE[id].faction])) as Record<RoleId, RoleFacts['faction']>;
export const WAKES_WITH_WOLVES: Readonly<Record<RoleId, boolean>> = Object.fromEntries(ROLE_IDS.map((id) => [id, TABLE[id].faction === 'wolves' && TABLE[id].wakesWithWolves])) as Record<RoleId, boolean>;

export function facts(role: RoleId): RoleFacts {
  return TABLE[role];
}

/** The role whose catalogue entry holds a step's lines: the role named like the step, else the first listing it. */
export function lineRoleOf(step: NightStepId): RoleId {
  if ((ROLE_IDS as readonly string[]).includes(step)) return step as RoleId;
  for (const id of ROLE_IDS) if (facts(id).steps.has(step)) return id;
  return 'werewolf';
}

/** Nights a step is called on, from the catalogue (first night only for thief, cupid, lovers, wild child). */
export function nightsOf(step: NightStepId): 'first' | 'every' | 'afterFirst' {
  return facts(lineRoleOf(step)).steps.get(step) ?? 'every';
}
