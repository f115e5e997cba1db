/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/board.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';
import { rulesSchema } from './rules';

export const boardSchema = z.strictObject({
  $schema: z.optional(z.string(ex({"t":"str"}))),
  name: z.optional(z.string(ex({"t":"str","max":120})).check(z.maxLength(120, ex({"t":"str","max":120})))),
  description: z.optional(z.string(ex({"t":"str","max":2000})).check(z.maxLength(2000, ex({"t":"str","max":2000})))),
  players: z.int(ex({"t":"int","min":3,"max":30})).check(z.minimum(3, ex({"t":"int","min":3,"max":30})), z.maximum(30, ex({"t":"int","min":3,"max":30}))),
  roles: z.strictObject({
  villager: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  werewolf: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  whiteWolfKing: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  wolfBeauty: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  demon: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  seer: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  witch: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  hunter: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  guard: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  idiot: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  elder: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  cupid: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  thief: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  littleGirl: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  piper: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  scapegoat: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  wildChild: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  wolfKing: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  knight: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  gargoyle: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  graveKeeper: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  wolfRobot: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  psychic: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  dreamcatcher: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  nightmare: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  bloodMoon: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  witcher: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  magician: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  crow: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  spiritKnight: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  mixedBlood: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  cursedFox: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  hiddenWolf: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  tanner: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
  cursed: z.optional(z.int(ex({"t":"int","min":0,"max":30})).check(z.minimum(0, ex({"t":"int","min":0,"max":30})), z.maximum(30, ex({"t":"int","min":0,"max":30})))),
}, ex({"t":"obj"})),
  rules: z.optional(rulesSchema),
}, ex({"t":"obj"}));
