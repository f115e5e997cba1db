/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/board.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

import type { CustomId } from './custom-id';
import type { RoleId } from './role-id';
import type { Ability, Anchor, CustomId1, CustomRole, DayPower, Interaction, Long, Name, NightStep, Params } from './custom-role';
import type { HouseRules } from './rules';

/**
 * A Wolfboard board file: the cards by role id and the house rules. With a thief the cards number players + 2 (docs/rules.md, "The deck and the basic configuration").
 */
export interface Board {
  /**
   * Optional pointer to this schema, for editors.
   */
  $schema?: string;
  /**
   * The board's name, e.g. 预女猎白.
   */
  name?: string;
  /**
   * Free notes about the board.
   */
  description?: string;
  /**
   * Number of players at the table (the judge not counted).
   */
  players: number;
  /**
   * Cards in the deck, counted by role id: a catalogue id or a custom card's (custom:<name>, one of customRoles).
   */
  roles: {
    villager?: number;
    werewolf?: number;
    whiteWolfKing?: number;
    wolfBeauty?: number;
    demon?: number;
    seer?: number;
    witch?: number;
    hunter?: number;
    guard?: number;
    idiot?: number;
    elder?: number;
    cupid?: number;
    thief?: number;
    littleGirl?: number;
    piper?: number;
    scapegoat?: number;
    wildChild?: number;
    wolfKing?: number;
    knight?: number;
    gargoyle?: number;
    graveKeeper?: number;
    wolfRobot?: number;
    psychic?: number;
    dreamcatcher?: number;
    nightmare?: number;
    bloodMoon?: number;
    witcher?: number;
    magician?: number;
    crow?: number;
    spiritKnight?: number;
    mixedBlood?: number;
    cursedFox?: number;
    hiddenWolf?: number;
    bigBadWolf?: number;
    wolfCub?: number;
    mason?: number;
    threeBrothers?: number;
    twoSisters?: number;
    lycan?: number;
    minion?: number;
    prince?: number;
    villagerVillager?: number;
    pureWhite?: number;
    wolfWitch?: number;
    bearTamer?: number;
    fox?: number;
    rustySwordKnight?: number;
    tanner?: number;
    cursed?: number;
    accursedWolfFather?: number;
    wolfHound?: number;
    stutteringJudge?: number;
    mirrorSeer?: number;
    angel?: number;
    whiteWerewolf?: number;
    /**
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^custom:[a-z][A-Za-z0-9]{0,29}$".
     */
    [k: string]: number | undefined;
  };
  /**
   * Cards composed from Wolfboard's powers (schemas/custom-role.schema.json), counted in roles by their ids; at most one per seat.
   *
   * @maxItems 30
   */
  customRoles?: CustomRole[];
  rules?: HouseRules;
}