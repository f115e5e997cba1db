/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/summary.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';
import { roleIdGuard } from './role-id';

const def_winner: Guard = { k: 'enum', v: ["village","wolves","lovers","piper","cursedFox","tanner","angel","draw"], m: {"t":"enum","v":["village","wolves","lovers","piper","cursedFox","tanner","angel","draw"]} };
const def_deathCause: Guard = { k: 'enum', v: ["wolves","poison","shot","exile","heartbreak","selfDestruct","whiteWolfKing","wolfBeauty","scapegoat","withElder","duel","dream","reflect","hunt","checked","tetanus"], m: {"t":"enum","v":["wolves","poison","shot","exile","heartbreak","selfDestruct","whiteWolfKing","wolfBeauty","scapegoat","withElder","duel","dream","reflect","hunt","checked","tetanus"]} };
const def_seat: Guard = { k: 'int', min: 1, m: {"t":"int","min":1} };
const def_nightDeath: Guard = {
  k: 'obj',
  p: {
  seat: def_seat,
  cause: def_deathCause,
  night: { k: 'int', min: 1, m: {"t":"int","min":1} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_dayDeath: Guard = {
  k: 'obj',
  p: {
  seat: def_seat,
  cause: def_deathCause,
  day: { k: 'int', min: 1, m: {"t":"int","min":1} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_conversion: Guard = {
  k: 'obj',
  p: {
  seat: def_seat,
  night: { k: 'int', min: 1, m: {"t":"int","min":1} },
  plays: roleIdGuard,
  },
  o: [],
  m: {"t":"obj"},
};
export const summaryGuard: Guard = {
  k: 'obj',
  p: {
  winner: { k: 'or', a: [def_winner, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"enum","v":["village","wolves","lovers","piper","cursedFox","tanner","angel","draw"]},{"t":"null"}]} },
  alive: { k: 'arr', i: def_seat, m: {"t":"arr"} },
  sheriff: { k: 'or', a: [def_seat, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"int","min":1},{"t":"null"}]} },
  revealed: { k: 'arr', i: {
  k: 'obj',
  p: {
  seat: def_seat,
  role: { k: 'str', m: {"t":"str"} },
  },
  o: [],
  m: {"t":"obj"},
}, m: {"t":"arr"} },
  deaths: { k: 'arr', i: { k: 'or', a: [def_nightDeath, def_dayDeath], m: {"t":"obj"} }, m: {"t":"arr"} },
  converted: { k: 'arr', i: def_conversion, m: {"t":"arr"} },
  },
  o: ["revealed","converted"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const summaryGuardDefinitions = { "winner": def_winner, "deathCause": def_deathCause, "seat": def_seat, "nightDeath": def_nightDeath, "dayDeath": def_dayDeath, "conversion": def_conversion };
