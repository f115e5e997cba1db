/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/role.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';
import { roleIdSchema } from './role-id';

const def_text = z.string(ex({"t":"str","min":3})).check(z.minLength(3, ex({"t":"str","min":3})));
const def_powerParams = z.record(z.string(), z.union([z.string(ex({"t":"str"})), z.number(ex({"t":"num"})), z.boolean(ex({"t":"bool"}))], ex({"t":"or","a":[{"t":"str"},{"t":"num"},{"t":"bool"}]})), ex({"t":"obj"}));
const def_nightStep = z.strictObject({
  id: z.enum(["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed","nightmare","dreamcatcher","gargoyle","psychic","wolfRobot","wolfKing","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf","hunter","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","minion","pureWhite","wolfWitch","fox","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer"], ex({"t":"enum","v":["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed","nightmare","dreamcatcher","gargoyle","psychic","wolfRobot","wolfKing","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf","hunter","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","minion","pureWhite","wolfWitch","fox","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer"]})),
  nights: z.enum(["first","every","afterFirst"], ex({"t":"enum","v":["first","every","afterFirst"]})),
  power: z.enum(["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol","extraKill","meet","infect","chooseSide"], ex({"t":"enum","v":["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol","extraKill","meet","infect","chooseSide"]})),
  params: z.optional(def_powerParams),
  event: z.union([z.string(ex({"t":"str"})), z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"str"},{"t":"null"}]})),
  records: z.enum(["none","take","twoSeats","seat","seatOrNone","caught","potions","side"], ex({"t":"enum","v":["none","take","twoSeats","seat","seatOrNone","caught","potions","side"]})),
  wake: def_text,
  line: def_text,
  laterLine: z.optional(def_text),
  closeLine: z.optional(def_text),
  note: z.optional(def_text),
  rule: z.optional(z.strictObject({
  key: z.string(ex({"t":"str"})),
  value: z.union([z.string(ex({"t":"str"})), z.boolean(ex({"t":"bool"})), z.number(ex({"t":"num"}))], ex({"t":"or","a":[{"t":"str"},{"t":"bool"},{"t":"num"}]})),
}, ex({"t":"obj"}))),
  noteCitesRules: z.optional(z.boolean(ex({"t":"bool"}))),
  source: z.string(ex({"t":"str"})),
}, ex({"t":"obj"}));
const def_dayPower = z.strictObject({
  id: z.enum(["selfDestruct","whiteWolfKingTake","wolfBeautyLink","shoot","idiotReveal","elderLives","scapegoatTie","heartbreak","becomeWolf","piperWin","duel","sealNight","lastWolfLingers","reflect","idolSide","stealWin","princeReveal","growl","tetanus","tannerWin","cursedTurns","secondVote","angelWin"], ex({"t":"enum","v":["selfDestruct","whiteWolfKingTake","wolfBeautyLink","shoot","idiotReveal","elderLives","scapegoatTie","heartbreak","becomeWolf","piperWin","duel","sealNight","lastWolfLingers","reflect","idolSide","stealWin","princeReveal","growl","tetanus","tannerWin","cursedTurns","secondVote","angelWin"]})),
  power: z.enum(["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin","growl","tetanus","winOnDeath","convert","secondVote"], ex({"t":"enum","v":["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin","growl","tetanus","winOnDeath","convert","secondVote"]})),
  params: z.optional(def_powerParams),
  description: def_text,
  source: z.string(ex({"t":"str"})),
}, ex({"t":"obj"}));
const def_nightStepPatch = z.strictObject({
  id: z.enum(["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed"], ex({"t":"enum","v":["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed"]})),
  nights: z.optional(z.enum(["first","every","afterFirst"], ex({"t":"enum","v":["first","every","afterFirst"]}))),
  power: z.optional(z.enum(["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","idol"], ex({"t":"enum","v":["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","idol"]}))),
  params: z.optional(def_powerParams),
  event: z.optional(z.union([z.string(ex({"t":"str"})), z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"str"},{"t":"null"}]}))),
  records: z.optional(z.enum(["none","take","twoSeats","seat","seatOrNone","caught","potions","side"], ex({"t":"enum","v":["none","take","twoSeats","seat","seatOrNone","caught","potions","side"]}))),
}, ex({"t":"obj"}));
const def_ruleVariant = z.strictObject({
  rule: z.string(ex({"t":"str"})),
  value: z.union([z.string(ex({"t":"str"})), z.boolean(ex({"t":"bool"})), z.number(ex({"t":"num"}))], ex({"t":"or","a":[{"t":"str"},{"t":"bool"},{"t":"num"}]})),
  set: z.strictObject({
  wakesWithWolves: z.optional(z.boolean(ex({"t":"bool"}))),
  nightSteps: z.optional(z.array(def_nightStepPatch, ex({"t":"arr"}))),
}, ex({"t":"obj"})),
}, ex({"t":"obj"}));
export const roleSchema = z.strictObject({
  id: roleIdSchema,
  name: z.string(ex({"t":"str","min":3})).check(z.minLength(3, ex({"t":"str","min":3}))),
  aliases: z.optional(z.array(z.string(ex({"t":"str"})), ex({"t":"arr"}))),
  faction: z.enum(["village","wolves","solo"], ex({"t":"enum","v":["village","wolves","solo"]})),
  group: z.enum(["god","villager","none"], ex({"t":"enum","v":["god","villager","none"]})),
  unique: z.boolean(ex({"t":"bool"})),
  copies: z.optional(z.strictObject({
  min: z.int(ex({"t":"int","min":1,"max":30})).check(z.minimum(1, ex({"t":"int","min":1,"max":30})), z.maximum(30, ex({"t":"int","min":1,"max":30}))),
  max: z.int(ex({"t":"int","min":1,"max":30})).check(z.minimum(1, ex({"t":"int","min":1,"max":30})), z.maximum(30, ex({"t":"int","min":1,"max":30}))),
}, ex({"t":"obj"}))),
  wakesWithWolves: z.boolean(ex({"t":"bool"})),
  seerResult: z.enum(["good","wolf"], ex({"t":"enum","v":["good","wolf"]})),
  traits: z.optional(z.array(z.enum(["notProtectable","notPackTarget","nightImmune","noKillTakeover","notNeededForGoodWin","publicCard","notNeededForWin","opensWithVote"], ex({"t":"enum","v":["notProtectable","notPackTarget","nightImmune","noKillTakeover","notNeededForGoodWin","publicCard","notNeededForWin","opensWithVote"]})), ex({"t":"arr"}))),
  ruleVariants: z.optional(z.array(def_ruleVariant, ex({"t":"arr"}))),
  icon: z.string(ex({"t":"str","min":1,"max":8})).check(z.minLength(1, ex({"t":"str","min":1,"max":8})), z.maxLength(8, ex({"t":"str","min":1,"max":8}))),
  nightSteps: z.array(def_nightStep, ex({"t":"arr"})),
  dayPowers: z.array(def_dayPower, ex({"t":"arr"})),
  short: def_text,
  description: def_text,
  source: z.string(ex({"t":"str"})),
  shownAs: z.optional(roleIdSchema),
  numberedCall: z.optional(z.strictObject({
  line: z.string(ex({"t":"str"})),
  closeLine: z.string(ex({"t":"str"})),
}, ex({"t":"obj"}))),
  plain: z.optional(z.boolean(ex({"t":"bool"}))),
  bottomCards: z.optional(z.int(ex({"t":"int","min":1,"max":2})).check(z.minimum(1, ex({"t":"int","min":1,"max":2})), z.maximum(2, ex({"t":"int","min":1,"max":2})))),
  groupRule: z.optional(z.enum(["idiotCountsAs"], ex({"t":"enum","v":["idiotCountsAs"]}))),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const roleDefinitions = { "text": def_text, "powerParams": def_powerParams, "nightStep": def_nightStep, "dayPower": def_dayPower, "nightStepPatch": def_nightStepPatch, "ruleVariant": def_ruleVariant };
