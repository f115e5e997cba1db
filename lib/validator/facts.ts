// Role facts the checks read, from data/roles/*.json through lib/generated/facts.ts (derived by
// `npm run generate`, drift-checked): the designer's browser bundle gets the facts, not the role texts.
import { ROLE_FACTS } from '../generated/facts';
import { ROLE_IDS, type RoleId } from '../roles';
import type { Text } from '../i18n';

const ROLES = ROLE_FACTS as Record<RoleId, (typeof ROLE_FACTS)[RoleId]>;

export const N_ROLES = ROLE_IDS.length;
/** Index of each role id in ROLE_IDS, so counts can live in a plain array. */
export const INDEX = Object.fromEntries(ROLE_IDS.map((id, i) => [id, i])) as Record<RoleId, number>;

export const IS_WOLF: readonly boolean[] = ROLE_IDS.map((id) => ROLES[id].faction === 'wolves');
export const IS_UNIQUE: readonly boolean[] = ROLE_IDS.map((id) => ROLES[id].unique);
/** Side-kill group from the catalogue; the idiot's is overridden by `idiotCountsAs` (seed 000 §二). */
export const GROUP: readonly ('god' | 'villager' | 'none')[] = ROLE_IDS.map((id) => ROLES[id].group);
export const HAS_NIGHT_STEP: readonly boolean[] = ROLE_IDS.map((id) => ROLES[id].hasNightStep);
/** Roles that may self-destruct by day (seed 000: not the wolf beauty nor the demon; a turned wild child may). */
export const SELF_DESTRUCTS: readonly RoleId[] = ROLE_IDS.filter((id) => ROLES[id].selfDestructs);

export const THIEF = INDEX.thief;
export const VILLAGER = INDEX.villager;
export const IDIOT = INDEX.idiot;

const NAMES: Record<RoleId, Text> = Object.fromEntries(
  ROLE_IDS.map((id) => [id, { zh: ROLES[id].name.zh, en: ROLES[id].name.en }]),
) as Record<RoleId, Text>;

export function roleNames(id: RoleId): Text {
  return NAMES[id];
}
