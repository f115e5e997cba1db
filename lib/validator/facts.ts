// Role facts the checks read, from data/roles/*.json through lib/generated/facts.ts (derived by
// `npm run generate`, drift-checked): the designer's browser bundle gets the facts, not the role texts.
import { ROLE_FACTS } from '../generated/facts';
import { ROLE_IDS, type RoleId } from '../catalogue/roles';
import { msg, type Msg } from '../i18n/msg';
import type { ResolvedRules } from '../catalogue/rules';

const ROLES = ROLE_FACTS as Record<RoleId, (typeof ROLE_FACTS)[RoleId]>;

/** Index of each role id in ROLE_IDS, so counts can live in a plain array. */
export const INDEX = Object.fromEntries(ROLE_IDS.map((id, i) => [id, i])) as Record<RoleId, number>;

export const IS_WOLF: readonly boolean[] = ROLE_IDS.map((id) => ROLES[id].faction === 'wolves');
export const IS_UNIQUE: readonly boolean[] = ROLE_IDS.map((id) => ROLES[id].unique);
/** How many cards of a role a board holds when it holds any (role data `copies`), by index; null: any number. */
export const COPIES: readonly ({ readonly min: number; readonly max: number } | null)[] = ROLE_IDS.map(
  (id) => (ROLES[id] as { copies: { min: number; max: number } | null }).copies,
);
/** The smallest table a source recommends each card for (role data `recommendedPlayers`), by index; null: none given. */
export const RECOMMENDED_PLAYERS: readonly ({ readonly min: number; readonly source: string } | null)[] = ROLE_IDS.map(
  (id) => (ROLES[id] as { recommendedPlayers: { min: number; source: string } | null }).recommendedPlayers,
);
export type Group = (typeof ROLE_FACTS)[RoleId]['group'];
/** Side-kill group from the catalogue; a role with a `groupRule` (the idiot) takes it from that house rule. */
export const GROUP: readonly Group[] = ROLE_IDS.map((id) => ROLES[id].group);
/** The house rule that sets a role's side-kill group instead (Basic Rules 二: idiotCountsAs), or null. */
export const GROUP_RULE: readonly ('idiotCountsAs' | null)[] = ROLE_IDS.map((id) => ROLES[id].groupRule);
/** The plain card of a faction (data `plain`: the villager, the werewolf). */
export const IS_PLAIN: readonly boolean[] = ROLE_IDS.map((id) => ROLES[id].plain);
export const HAS_NIGHT_STEP: readonly boolean[] = ROLE_IDS.map((id) => ROLES[id].hasNightStep);
/** Roles that may self-destruct by day (Basic Rules: not the wolf beauty nor the demon; a turned wild child may). */
export const SELF_DESTRUCTS: readonly RoleId[] = ROLE_IDS.filter((id) => ROLES[id].selfDestructs);
/** Roles that open their eyes with the wolves (the pack); the gargoyle and the wolf robot do not (docs/rules.md, Roles beyond the first seventeen). */
export const WAKES_WITH_WOLVES: readonly boolean[] = ROLE_IDS.map((id) => ROLES[id].wakesWithWolves);
/** The wolf-faction role ids, in catalogue order. */
export const WOLF_ROLES: readonly RoleId[] = ROLE_IDS.filter((id) => ROLES[id].faction === 'wolves');

/** The one role with the given fact (the data's `plain`, `bottomCards`): the checks name no role. */
function only(what: string, test: (f: (typeof ROLE_FACTS)[RoleId]) => boolean): RoleId {
  const ids = ROLE_IDS.filter((id) => test(ROLES[id]));
  if (ids.length !== 1) throw new Error(`data/roles: expected one ${what}, found ${ids.length}`);
  return ids[0];
}
/** The plain village card (the villager): what fixes add or remove, and the thief's extra cards. */
export const PLAIN_VILLAGER: RoleId = only('plain village card', (f) => f.plain && f.faction === 'village');
/** The plain wolf card (the werewolf): what the wolf-count fixes add or remove. */
export const PLAIN_WOLF: RoleId = only('plain wolf card', (f) => f.plain && f.faction === 'wolves');
/** The card that leaves cards in the bottom (the thief, docs/rules.md, The roles). */
export const BOTTOM_ROLE: RoleId = only('role with bottomCards', (f) => f.bottomCards > 0);
export const BOTTOM_CARDS: number = ROLES[BOTTOM_ROLE].bottomCards;

/** The role whose side-kill group a house rule sets (the idiot), and that rule (idiotCountsAs). */
export const GROUP_RULE_ROLE: RoleId = only('role with groupRule', (f) => f.groupRule !== null);
export const GROUP_RULE_KEY = ROLES[GROUP_RULE_ROLE].groupRule as NonNullable<(typeof GROUP_RULE)[number]>;

export const THIEF = INDEX[BOTTOM_ROLE];
export const VILLAGER = INDEX[PLAIN_VILLAGER];

export type SideGroup = Exclude<Group, 'none'>;
/** The side-kill group of the plain villagers (民), so that no check spells it. */
export const VILLAGERS = GROUP[VILLAGER] as SideGroup;
type GroupRules = Pick<ResolvedRules, NonNullable<(typeof GROUP_RULE)[number]>>;
/** Each role's side-kill group under the board's rules, by index (a `groupRule` role's from its rule). */
export function groupsUnder(
  rules: GroupRules,
  group: readonly Group[] = GROUP,
  groupRule: readonly (keyof GroupRules | null)[] = GROUP_RULE,
): readonly Group[] {
  return group.map((g, i) => {
    const rule = groupRule[i];
    return rule ? rules[rule] : g;
  });
}

/** A role's name, as a message id. */
export function roleNames(id: RoleId): Msg {
  return msg(ROLES[id].name);
}
