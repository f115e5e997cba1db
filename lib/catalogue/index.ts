// The role catalogue: data/roles/*.json, one file per role, validated against schemas/role.schema.json in tests.
import type { Role } from '../generated/role';
import { ROLE_IDS, type RoleId } from './roles';
import { t, type Lang } from '../i18n';
// data/roles/*.json, imported by id from the generated module (the ids are listed once: schemas/role-id.schema.json).
import { ROLE_DATA } from '../generated/role-data';

export type { Role };
export type NightStep = Role['nightSteps'][number];

export const ROLES = ROLE_DATA as unknown as Record<RoleId, Role>;

export function getRole(id: RoleId): Role {
  return ROLES[id];
}

export function roleName(id: RoleId, lang: Lang): string {
  return t(ROLES[id].name, lang);
}

export function roleText(id: RoleId, field: 'short' | 'description', lang: Lang): string {
  return t(ROLES[id][field], lang);
}

/** Roles grouped for display: village gods, villagers, wolves, solo (docs/rules.md, Factions and side-kill counting). */
export function rolesByFaction(): { key: 'gods' | 'villagers' | 'wolves' | 'solo'; roles: Role[] }[] {
  const all = ROLE_IDS.map((id) => ROLES[id]);
  return [
    { key: 'gods', roles: all.filter((r) => r.faction === 'village' && r.group !== 'villager') },
    { key: 'villagers', roles: all.filter((r) => r.faction === 'village' && r.group === 'villager') },
    { key: 'wolves', roles: all.filter((r) => r.faction === 'wolves') },
    { key: 'solo', roles: all.filter((r) => r.faction === 'solo') },
  ];
}

export const isWolf = (id: RoleId): boolean => ROLES[id].faction === 'wolves';
