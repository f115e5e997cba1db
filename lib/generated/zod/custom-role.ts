/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/custom-role.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';
import { customIdSchema } from './custom-id';
import { roleIdSchema } from './role-id';

const def_name = z.strictObject({
  "zh-CN": z.optional(z.string(ex({"t":"str","min":1,"max":30})).check(z.minLength(1, ex({"t":"str","min":1,"max":30})), z.maxLength(30, ex({"t":"str","min":1,"max":30})))),
  "zh-TW": z.optional(z.string(ex({"t":"str","min":1,"max":30})).check(z.minLength(1, ex({"t":"str","min":1,"max":30})), z.maxLength(30, ex({"t":"str","min":1,"max":30})))),
  en: z.optional(z.string(ex({"t":"str","min":1,"max":30})).check(z.minLength(1, ex({"t":"str","min":1,"max":30})), z.maxLength(30, ex({"t":"str","min":1,"max":30})))),
}, ex({"t":"obj"}));
const def_ability = z.strictObject({
  "zh-CN": z.optional(z.string(ex({"t":"str","min":1,"max":250})).check(z.minLength(1, ex({"t":"str","min":1,"max":250})), z.maxLength(250, ex({"t":"str","min":1,"max":250})))),
  "zh-TW": z.optional(z.string(ex({"t":"str","min":1,"max":250})).check(z.minLength(1, ex({"t":"str","min":1,"max":250})), z.maxLength(250, ex({"t":"str","min":1,"max":250})))),
  en: z.optional(z.string(ex({"t":"str","min":1,"max":250})).check(z.minLength(1, ex({"t":"str","min":1,"max":250})), z.maxLength(250, ex({"t":"str","min":1,"max":250})))),
}, ex({"t":"obj"}));
const def_long = z.strictObject({
  "zh-CN": z.optional(z.string(ex({"t":"str","min":1,"max":2000})).check(z.minLength(1, ex({"t":"str","min":1,"max":2000})), z.maxLength(2000, ex({"t":"str","min":1,"max":2000})))),
  "zh-TW": z.optional(z.string(ex({"t":"str","min":1,"max":2000})).check(z.minLength(1, ex({"t":"str","min":1,"max":2000})), z.maxLength(2000, ex({"t":"str","min":1,"max":2000})))),
  en: z.optional(z.string(ex({"t":"str","min":1,"max":2000})).check(z.minLength(1, ex({"t":"str","min":1,"max":2000})), z.maxLength(2000, ex({"t":"str","min":1,"max":2000})))),
}, ex({"t":"obj"}));
const def_anchorId = z.string(ex({"t":"str","min":1,"max":40})).check(z.minLength(1, ex({"t":"str","min":1,"max":40})), z.maxLength(40, ex({"t":"str","min":1,"max":40})));
const def_params = z.record(z.string(), z.union([z.string(ex({"t":"str"})), z.number(ex({"t":"num"})), z.boolean(ex({"t":"bool"}))], ex({"t":"or","a":[{"t":"str"},{"t":"num"},{"t":"bool"}]})), ex({"t":"obj"}));
const def_anchor = z.strictObject({
  after: z.optional(def_anchorId),
  before: z.optional(def_anchorId),
}, ex({"t":"obj"}));
const def_nightStep = z.strictObject({
  id: z.optional(customIdSchema),
  nights: z.optional(z.enum(["first","every","afterFirst"], ex({"t":"enum","v":["first","every","afterFirst"]}))),
  power: z.enum(["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol","extraKill","meet","infect","chooseSide","loneWolf"], ex({"t":"enum","v":["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol","extraKill","meet","infect","chooseSide","loneWolf"]})),
  params: z.optional(def_params),
  records: z.enum(["none","take","twoSeats","seat","seatOrNone","caught","potions","side"], ex({"t":"enum","v":["none","take","twoSeats","seat","seatOrNone","caught","potions","side"]})),
  order: z.optional(z.strictObject({
  advanced: z.optional(def_anchor),
  chinese: z.optional(def_anchor),
  base: z.optional(def_anchor),
}, ex({"t":"obj"}))),
  texts: z.optional(z.strictObject({
  wake: z.optional(def_name),
  line: z.optional(def_ability),
  laterLine: z.optional(def_ability),
  closeLine: z.optional(def_ability),
  note: z.optional(def_ability),
}, ex({"t":"obj"}))),
}, ex({"t":"obj"}));
const def_dayPower = z.strictObject({
  power: z.enum(["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin","growl","tetanus","winOnDeath","convert","secondVote"], ex({"t":"enum","v":["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin","growl","tetanus","winOnDeath","convert","secondVote"]})),
  params: z.optional(def_params),
  text: z.optional(def_ability),
}, ex({"t":"obj"}));
const def_interaction = z.strictObject({
  with: z.string(ex({"t":"str","min":1,"max":40})).check(z.minLength(1, ex({"t":"str","min":1,"max":40})), z.maxLength(40, ex({"t":"str","min":1,"max":40}))),
  severity: z.enum(["error","warning","info"], ex({"t":"enum","v":["error","warning","info"]})),
  text: def_ability,
}, ex({"t":"obj"}));
export const customRoleSchema = z.strictObject({
  id: customIdSchema,
  base: z.optional(z.union([roleIdSchema, z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"any"},{"t":"null"}]}))),
  names: def_name,
  short: z.optional(def_ability),
  description: z.optional(def_long),
  icon: z.optional(z.string(ex({"t":"str","min":1,"max":8})).check(z.minLength(1, ex({"t":"str","min":1,"max":8})), z.maxLength(8, ex({"t":"str","min":1,"max":8})))),
  faction: z.enum(["village","wolves","solo"], ex({"t":"enum","v":["village","wolves","solo"]})),
  group: z.optional(z.enum(["god","villager","none"], ex({"t":"enum","v":["god","villager","none"]}))),
  copies: z.optional(z.strictObject({
  min: z.int(ex({"t":"int","min":1,"max":30})).check(z.minimum(1, ex({"t":"int","min":1,"max":30})), z.maximum(30, ex({"t":"int","min":1,"max":30}))),
  max: z.int(ex({"t":"int","min":1,"max":30})).check(z.minimum(1, ex({"t":"int","min":1,"max":30})), z.maximum(30, ex({"t":"int","min":1,"max":30}))),
}, ex({"t":"obj"}))),
  wakesWithWolves: z.optional(z.boolean(ex({"t":"bool"}))),
  seerResult: z.optional(z.enum(["good","wolf"], ex({"t":"enum","v":["good","wolf"]}))),
  traits: z.optional(z.array(z.enum(["notProtectable","notPackTarget","nightImmune","noKillTakeover","notNeededForGoodWin","publicCard","notNeededForWin","opensWithVote"], ex({"t":"enum","v":["notProtectable","notPackTarget","nightImmune","noKillTakeover","notNeededForGoodWin","publicCard","notNeededForWin","opensWithVote"]})), ex({"t":"arr"}))),
  nightSteps: z.optional(z.array(def_nightStep, ex({"t":"arr"}))),
  dayPowers: z.optional(z.array(def_dayPower, ex({"t":"arr"}))),
  textOnly: z.optional(z.boolean(ex({"t":"bool"}))),
  balance: z.optional(z.strictObject({
  value: z.int(ex({"t":"int","min":-20,"max":20})).check(z.minimum(-20, ex({"t":"int","min":-20,"max":20})), z.maximum(20, ex({"t":"int","min":-20,"max":20}))),
  note: z.optional(z.string(ex({"t":"str","max":250})).check(z.maxLength(250, ex({"t":"str","max":250})))),
}, ex({"t":"obj"}))),
  interactions: z.optional(z.array(def_interaction, ex({"t":"arr"}))),
  author: z.optional(z.string(ex({"t":"str","max":120})).check(z.maxLength(120, ex({"t":"str","max":120})))),
  source: z.optional(z.string(ex({"t":"str","max":250})).check(z.maxLength(250, ex({"t":"str","max":250})))),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const customRoleDefinitions = { "name": def_name, "ability": def_ability, "long": def_long, "anchorId": def_anchorId, "params": def_params, "anchor": def_anchor, "nightStep": def_nightStep, "dayPower": def_dayPower, "interaction": def_interaction };
