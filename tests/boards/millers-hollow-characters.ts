// The twelve Millers Hollow characters (docs/rules.md, Standard boards, "The Millers Hollow test boards"): the test
// boards each hold four of them, and the designer's browser test adds each to the Millers Hollow preset.
import type { RoleId } from '../../lib/catalogue/roles';

export const MILLERS_HOLLOW_TWELVE: readonly RoleId[] = [
  'villagerVillager',
  'twoSisters',
  'threeBrothers',
  'wolfHound',
  'fox',
  'bearTamer',
  'stutteringJudge',
  'rustySwordKnight',
  'bigBadWolf',
  'accursedWolfFather',
  'whiteWerewolf',
  'angel',
];
