/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/balance-points.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';

const def_entry: Guard = {
  k: 'obj',
  p: {
  value: { k: 'num', min: -20, max: 20, m: {"t":"num","min":-20,"max":20} },
  source: { k: 'str', min: 1, m: {"t":"str","min":1} },
  byAnalogy: { k: 'bool', m: {"t":"bool"} },
  note: { k: 'str', m: {"t":"str"} },
  },
  o: ["note"],
  m: {"t":"obj"},
};
export const balancePointsGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: {"t":"str"} },
  scale: { k: 'str', min: 1, m: {"t":"str","min":1} },
  source: { k: 'str', min: 1, m: {"t":"str","min":1} },
  evenWithin: { k: 'num', min: 0, m: {"t":"num","min":0} },
  roles: {
  k: 'obj',
  p: {
  villager: def_entry,
  werewolf: def_entry,
  whiteWolfKing: def_entry,
  wolfBeauty: def_entry,
  demon: def_entry,
  seer: def_entry,
  witch: def_entry,
  hunter: def_entry,
  guard: def_entry,
  idiot: def_entry,
  elder: def_entry,
  cupid: def_entry,
  thief: def_entry,
  littleGirl: def_entry,
  piper: def_entry,
  scapegoat: def_entry,
  wildChild: def_entry,
  wolfKing: def_entry,
  knight: def_entry,
  gargoyle: def_entry,
  graveKeeper: def_entry,
  wolfRobot: def_entry,
  psychic: def_entry,
  dreamcatcher: def_entry,
  nightmare: def_entry,
  bloodMoon: def_entry,
  witcher: def_entry,
  magician: def_entry,
  crow: def_entry,
  spiritKnight: def_entry,
  mixedBlood: def_entry,
  cursedFox: def_entry,
  hiddenWolf: def_entry,
  bigBadWolf: def_entry,
  wolfCub: def_entry,
  mason: def_entry,
  threeBrothers: def_entry,
  twoSisters: def_entry,
  lycan: def_entry,
  minion: def_entry,
  prince: def_entry,
  villagerVillager: def_entry,
  pureWhite: def_entry,
  wolfWitch: def_entry,
  bearTamer: def_entry,
  fox: def_entry,
  rustySwordKnight: def_entry,
  tanner: def_entry,
  cursed: def_entry,
  accursedWolfFather: def_entry,
  wolfHound: def_entry,
  },
  o: [],
  m: {"t":"obj"},
},
  },
  o: ["$schema"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const balancePointsGuardDefinitions = { "entry": def_entry };
