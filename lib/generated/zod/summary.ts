/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/summary.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';
import { roleIdSchema } from './role-id';

const def_winner = z.enum(["village","wolves","lovers","piper","cursedFox","tanner","angel","draw"], ex({"t":"enum","v":["village","wolves","lovers","piper","cursedFox","tanner","angel","draw"]}));
const def_deathCause = z.enum(["wolves","poison","shot","exile","heartbreak","selfDestruct","whiteWolfKing","wolfBeauty","scapegoat","withElder","duel","dream","reflect","hunt","checked","tetanus"], ex({"t":"enum","v":["wolves","poison","shot","exile","heartbreak","selfDestruct","whiteWolfKing","wolfBeauty","scapegoat","withElder","duel","dream","reflect","hunt","checked","tetanus"]}));
const def_seat = z.int(ex({"t":"int","min":1})).check(z.minimum(1, ex({"t":"int","min":1})));
const def_nightDeath = z.strictObject({
  seat: def_seat,
  cause: def_deathCause,
  night: z.int(ex({"t":"int","min":1})).check(z.minimum(1, ex({"t":"int","min":1}))),
}, ex({"t":"obj"}));
const def_dayDeath = z.strictObject({
  seat: def_seat,
  cause: def_deathCause,
  day: z.int(ex({"t":"int","min":1})).check(z.minimum(1, ex({"t":"int","min":1}))),
}, ex({"t":"obj"}));
const def_conversion = z.strictObject({
  seat: def_seat,
  night: z.int(ex({"t":"int","min":1})).check(z.minimum(1, ex({"t":"int","min":1}))),
  plays: roleIdSchema,
}, ex({"t":"obj"}));
export const summarySchema = z.strictObject({
  winner: z.union([def_winner, z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"enum","v":["village","wolves","lovers","piper","cursedFox","tanner","angel","draw"]},{"t":"null"}]})),
  alive: z.array(def_seat, ex({"t":"arr"})),
  sheriff: z.union([def_seat, z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"int","min":1},{"t":"null"}]})),
  revealed: z.optional(z.array(z.strictObject({
  seat: def_seat,
  role: z.string(ex({"t":"str"})),
}, ex({"t":"obj"})), ex({"t":"arr"}))),
  deaths: z.array(z.union([def_nightDeath, def_dayDeath], ex({"t":"obj"})), ex({"t":"arr"})),
  converted: z.optional(z.array(def_conversion, ex({"t":"arr"}))),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const summaryDefinitions = { "winner": def_winner, "deathCause": def_deathCause, "seat": def_seat, "nightDeath": def_nightDeath, "dayDeath": def_dayDeath, "conversion": def_conversion };
