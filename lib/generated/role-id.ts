/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/role-id.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/**
 * A role of the catalogue (exactly these ids; the sheriff is a rule, not a card). The one list every other schema and lib/catalogue/roles.ts take the ids from.
 */
export type RoleId =
  | 'villager'
  | 'werewolf'
  | 'whiteWolfKing'
  | 'wolfBeauty'
  | 'demon'
  | 'seer'
  | 'witch'
  | 'hunter'
  | 'guard'
  | 'idiot'
  | 'elder'
  | 'cupid'
  | 'thief'
  | 'littleGirl'
  | 'piper'
  | 'scapegoat'
  | 'wildChild'
  | 'wolfKing'
  | 'knight'
  | 'gargoyle'
  | 'graveKeeper'
  | 'wolfRobot'
  | 'psychic'
  | 'dreamcatcher'
  | 'nightmare'
  | 'bloodMoon'
  | 'witcher'
  | 'magician'
  | 'crow'
  | 'spiritKnight'
  | 'mixedBlood'
  | 'cursedFox'
  | 'hiddenWolf'
  | 'tanner'
  | 'cursed';
