/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/summary.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';

const def_winner: Guard = { k: 'enum', v: ["village","wolves","lovers","piper","cursedFox","draw"], m: "one of \"village\", \"wolves\", \"lovers\", \"piper\", \"cursedFox\", \"draw\"" };
const def_deathCause: Guard = { k: 'enum', v: ["wolves","poison","shot","exile","heartbreak","selfDestruct","whiteWolfKing","wolfBeauty","scapegoat","withElder","duel","dream","reflect","hunt","checked"], m: "one of \"wolves\", \"poison\", \"shot\", \"exile\", \"heartbreak\", \"selfDestruct\", \"whiteWolfKing\", \"wolfBeauty\", \"scapegoat\", \"withElder\", \"duel\", \"dream\", \"reflect\", \"hunt\", \"checked\"" };
const def_seat: Guard = { k: 'int', min: 1, m: "a whole number from 1" };
const def_nightDeath: Guard = {
  k: 'obj',
  p: {
  seat: def_seat,
  cause: def_deathCause,
  night: { k: 'int', min: 1, m: "a whole number from 1" },
  },
  o: [],
  m: "an object",
};
const def_dayDeath: Guard = {
  k: 'obj',
  p: {
  seat: def_seat,
  cause: def_deathCause,
  day: { k: 'int', min: 1, m: "a whole number from 1" },
  },
  o: [],
  m: "an object",
};
export const summaryGuard: Guard = {
  k: 'obj',
  p: {
  winner: { k: 'or', a: [def_winner, { k: 'null', m: "null" }], m: "one of \"village\", \"wolves\", \"lovers\", \"piper\", \"cursedFox\", \"draw\" or null" },
  alive: { k: 'arr', i: def_seat, m: "a list" },
  sheriff: { k: 'or', a: [def_seat, { k: 'null', m: "null" }], m: "a whole number from 1 or null" },
  deaths: { k: 'arr', i: { k: 'or', a: [def_nightDeath, def_dayDeath], m: "an object or an object" }, m: "a list" },
  },
  o: [],
  m: "an object",
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const summaryGuardDefinitions = { "winner": def_winner, "deathCause": def_deathCause, "seat": def_seat, "nightDeath": def_nightDeath, "dayDeath": def_dayDeath };
