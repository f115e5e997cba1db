/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/balance-points.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/**
 * Point value of each role for the validator's balance score (lib/validator/balance.ts): village cards positive, wolf cards negative; the sum of the cards in play reads as which side a board favours.
 */
export interface BalancePoints {
  $schema?: string;
  /**
   * What the points are.
   */
  scale: string;
  /**
   * The public anchor of the values.
   */
  source: string;
  /**
   * A score within ± this many points reads as about even.
   */
  evenWithin: number;
  roles: {
    villager: Entry;
    werewolf: Entry;
    whiteWolfKing: Entry;
    wolfBeauty: Entry;
    demon: Entry;
    seer: Entry;
    witch: Entry;
    hunter: Entry;
    guard: Entry;
    idiot: Entry;
    elder: Entry;
    cupid: Entry;
    thief: Entry;
    littleGirl: Entry;
    piper: Entry;
    scapegoat: Entry;
    wildChild: Entry;
    wolfKing: Entry;
    knight: Entry;
    gargoyle: Entry;
    graveKeeper: Entry;
    wolfRobot: Entry;
    psychic: Entry;
    dreamcatcher: Entry;
    nightmare: Entry;
    bloodMoon: Entry;
    witcher: Entry;
    magician: Entry;
    crow: Entry;
    spiritKnight: Entry;
    mixedBlood: Entry;
    cursedFox: Entry;
    hiddenWolf: Entry;
    bigBadWolf: Entry;
    wolfCub: Entry;
    mason: Entry;
    threeBrothers: Entry;
    twoSisters: Entry;
    lycan: Entry;
    minion: Entry;
    prince: Entry;
    villagerVillager: Entry;
    pureWhite: Entry;
    wolfWitch: Entry;
    bearTamer: Entry;
    fox: Entry;
    rustySwordKnight: Entry;
    tanner: Entry;
    cursed: Entry;
    accursedWolfFather: Entry;
    wolfHound: Entry;
    stutteringJudge: Entry;
    mirrorSeer: Entry;
    angel: Entry;
  };
}
export interface Entry {
  /**
   * Points: + helps the village, − helps the wolves.
   */
  value: number;
  /**
   * Where the value comes from.
   */
  source: string;
  /**
   * true when the anchor has no such role and we set the value by analogy with the named one.
   */
  byAnalogy: boolean;
  /**
   * Why, when the value needs a word.
   */
  note?: string;
}
