/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/board.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';
import { rulesGuard } from './rules';

export const boardGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: {"t":"str"} },
  name: { k: 'str', max: 120, m: {"t":"str","max":120} },
  description: { k: 'str', max: 2000, m: {"t":"str","max":2000} },
  players: { k: 'int', min: 3, max: 30, m: {"t":"int","min":3,"max":30} },
  roles: {
  k: 'obj',
  p: {
  villager: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  werewolf: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  whiteWolfKing: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  wolfBeauty: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  demon: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  seer: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  witch: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  hunter: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  guard: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  idiot: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  elder: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  cupid: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  thief: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  littleGirl: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  piper: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  scapegoat: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  wildChild: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  wolfKing: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  knight: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  gargoyle: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  graveKeeper: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  wolfRobot: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  psychic: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  dreamcatcher: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  nightmare: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  bloodMoon: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  witcher: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  magician: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  crow: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  spiritKnight: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  mixedBlood: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  cursedFox: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  hiddenWolf: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  tanner: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  cursed: { k: 'int', min: 0, max: 30, m: {"t":"int","min":0,"max":30} },
  },
  o: ["villager","werewolf","whiteWolfKing","wolfBeauty","demon","seer","witch","hunter","guard","idiot","elder","cupid","thief","littleGirl","piper","scapegoat","wildChild","wolfKing","knight","gargoyle","graveKeeper","wolfRobot","psychic","dreamcatcher","nightmare","bloodMoon","witcher","magician","crow","spiritKnight","mixedBlood","cursedFox","hiddenWolf","tanner","cursed"],
  m: {"t":"obj"},
},
  rules: rulesGuard,
  },
  o: ["$schema","name","description","rules"],
  m: {"t":"obj"},
};
