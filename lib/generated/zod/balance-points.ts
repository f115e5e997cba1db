/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/balance-points.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';

const def_entry = z.strictObject({
  value: z.number(ex({"t":"num","min":-20,"max":20})).check(z.minimum(-20, ex({"t":"num","min":-20,"max":20})), z.maximum(20, ex({"t":"num","min":-20,"max":20}))),
  source: z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))),
  byAnalogy: z.boolean(ex({"t":"bool"})),
  note: z.optional(z.string(ex({"t":"str"}))),
}, ex({"t":"obj"}));
export const balancePointsSchema = z.strictObject({
  $schema: z.optional(z.string(ex({"t":"str"}))),
  scale: z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))),
  source: z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))),
  evenWithin: z.number(ex({"t":"num","min":0})).check(z.minimum(0, ex({"t":"num","min":0}))),
  roles: z.strictObject({
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
  stutteringJudge: def_entry,
  mirrorSeer: def_entry,
  angel: def_entry,
}, ex({"t":"obj"})),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const balancePointsDefinitions = { "entry": def_entry };
