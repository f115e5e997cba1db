/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/balance-points.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';

const def_entry: Guard = {
  k: 'obj',
  p: {
  value: { k: 'num', min: -20, max: 20, m: "a number from -20 to 20" },
  source: { k: 'str', min: 1, m: "text of at least 1 characters" },
  byAnalogy: { k: 'bool', m: "true or false" },
  note: { k: 'str', m: "text" },
  },
  o: ["note"],
  m: "an object",
};
export const balancePointsGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: "text" },
  scale: { k: 'str', min: 1, m: "text of at least 1 characters" },
  source: { k: 'str', min: 1, m: "text of at least 1 characters" },
  evenWithin: { k: 'num', min: 0, m: "a number from 0" },
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
  },
  o: [],
  m: "an object",
},
  },
  o: ["$schema"],
  m: "an object",
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const balancePointsGuardDefinitions = { "entry": def_entry };
