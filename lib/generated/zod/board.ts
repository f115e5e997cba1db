/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/board.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';
import { rulesSchema } from './rules';

export const boardSchema = z.strictObject({
  $schema: z.optional(z.string(ex("text"))),
  name: z.optional(z.string(ex("text of at most 120 characters")).check(z.maxLength(120, ex("text of at most 120 characters")))),
  description: z.optional(z.string(ex("text of at most 2000 characters")).check(z.maxLength(2000, ex("text of at most 2000 characters")))),
  players: z.int(ex("a whole number from 3 to 30")).check(z.minimum(3, ex("a whole number from 3 to 30")), z.maximum(30, ex("a whole number from 3 to 30"))),
  roles: z.strictObject({
  villager: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  werewolf: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  whiteWolfKing: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  wolfBeauty: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  demon: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  seer: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  witch: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  hunter: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  guard: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  idiot: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  elder: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  cupid: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  thief: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  littleGirl: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  piper: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  scapegoat: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  wildChild: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  wolfKing: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  knight: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  gargoyle: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  graveKeeper: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  wolfRobot: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  psychic: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  dreamcatcher: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  nightmare: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  bloodMoon: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  witcher: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  magician: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  crow: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  spiritKnight: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  mixedBlood: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  cursedFox: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  hiddenWolf: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
}, ex("an object")),
  rules: z.optional(rulesSchema),
}, ex("an object"));
