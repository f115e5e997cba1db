/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/role.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';
import { roleIdSchema } from './role-id';

const def_text = z.string(ex("text of at least 3 characters")).check(z.minLength(3, ex("text of at least 3 characters")));
const def_powerParams = z.record(z.string(), z.union([z.string(ex("text")), z.number(ex("a number")), z.boolean(ex("true or false"))], ex("text or a number or true or false")), ex("an object"));
const def_nightStep = z.strictObject({
  id: z.enum(["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed","nightmare","dreamcatcher","gargoyle","psychic","wolfRobot","wolfKing","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf"], ex("one of \"thief\", \"cupid\", \"lovers\", \"wildChild\", \"guard\", \"seer\", \"werewolf\", \"littleGirl\", \"witch\", \"wolfBeauty\", \"demon\", \"piper\", \"charmed\", \"nightmare\", \"dreamcatcher\", \"gargoyle\", \"psychic\", \"wolfRobot\", \"wolfKing\", \"graveKeeper\", \"magician\", \"crow\", \"witcher\", \"mixedBlood\", \"hiddenWolf\"")),
  nights: z.enum(["first","every","afterFirst"], ex("one of \"first\", \"every\", \"afterFirst\"")),
  power: z.enum(["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol"], ex("one of \"takeCard\", \"link\", \"wakeLinked\", \"followModel\", \"protect\", \"inspect\", \"packKill\", \"peek\", \"potions\", \"charm\", \"enchant\", \"wakeEnchanted\", \"briefing\", \"dream\", \"fear\", \"learn\", \"swap\", \"curse\", \"hunt\", \"idol\"")),
  params: z.optional(def_powerParams),
  event: z.union([z.string(ex("text")), z.null(ex("null"))], ex("text or null")),
  records: z.enum(["none","take","twoSeats","seat","seatOrNone","caught","potions"], ex("one of \"none\", \"take\", \"twoSeats\", \"seat\", \"seatOrNone\", \"caught\", \"potions\"")),
  wake: def_text,
  line: def_text,
  closeLine: z.optional(def_text),
  note: z.optional(def_text),
  noteCitesRules: z.optional(z.boolean(ex("true or false"))),
  source: z.string(ex("text")),
}, ex("an object"));
const def_dayPower = z.strictObject({
  id: z.enum(["selfDestruct","whiteWolfKingTake","wolfBeautyLink","shoot","idiotReveal","elderLives","scapegoatTie","heartbreak","becomeWolf","piperWin","duel","sealNight","lastWolfLingers","reflect","idolSide","stealWin"], ex("one of \"selfDestruct\", \"whiteWolfKingTake\", \"wolfBeautyLink\", \"shoot\", \"idiotReveal\", \"elderLives\", \"scapegoatTie\", \"heartbreak\", \"becomeWolf\", \"piperWin\", \"duel\", \"sealNight\", \"lastWolfLingers\", \"reflect\", \"idolSide\", \"stealWin\"")),
  power: z.enum(["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin"], ex("one of \"selfDestruct\", \"takeOnSelfDestruct\", \"charm\", \"shootOnDeath\", \"revealOnExile\", \"extraLife\", \"tieVictim\", \"link\", \"followModel\", \"enchant\", \"duel\", \"seal\", \"linger\", \"reflect\", \"idol\", \"stealWin\"")),
  params: z.optional(def_powerParams),
  description: def_text,
  source: z.string(ex("text")),
}, ex("an object"));
const def_nightStepPatch = z.strictObject({
  id: z.enum(["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed"], ex("one of \"thief\", \"cupid\", \"lovers\", \"wildChild\", \"guard\", \"seer\", \"werewolf\", \"littleGirl\", \"witch\", \"wolfBeauty\", \"demon\", \"piper\", \"charmed\"")),
  nights: z.optional(z.enum(["first","every","afterFirst"], ex("one of \"first\", \"every\", \"afterFirst\""))),
  power: z.optional(z.enum(["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","idol"], ex("one of \"takeCard\", \"link\", \"wakeLinked\", \"followModel\", \"protect\", \"inspect\", \"packKill\", \"peek\", \"potions\", \"charm\", \"enchant\", \"wakeEnchanted\", \"briefing\", \"idol\""))),
  params: z.optional(def_powerParams),
  event: z.optional(z.union([z.string(ex("text")), z.null(ex("null"))], ex("text or null"))),
  records: z.optional(z.enum(["none","take","twoSeats","seat","seatOrNone","caught","potions"], ex("one of \"none\", \"take\", \"twoSeats\", \"seat\", \"seatOrNone\", \"caught\", \"potions\""))),
}, ex("an object"));
const def_ruleVariant = z.strictObject({
  rule: z.string(ex("text")),
  value: z.union([z.string(ex("text")), z.boolean(ex("true or false")), z.number(ex("a number"))], ex("text or true or false or a number")),
  set: z.strictObject({
  wakesWithWolves: z.optional(z.boolean(ex("true or false"))),
  nightSteps: z.optional(z.array(def_nightStepPatch, ex("a list"))),
}, ex("an object")),
}, ex("an object"));
export const roleSchema = z.strictObject({
  id: roleIdSchema,
  name: z.string(ex("text of at least 3 characters")).check(z.minLength(3, ex("text of at least 3 characters"))),
  aliases: z.optional(z.array(z.string(ex("text")), ex("a list"))),
  faction: z.enum(["village","wolves","solo"], ex("one of \"village\", \"wolves\", \"solo\"")),
  group: z.enum(["god","villager","none"], ex("one of \"god\", \"villager\", \"none\"")),
  unique: z.boolean(ex("true or false")),
  wakesWithWolves: z.boolean(ex("true or false")),
  seerResult: z.enum(["good","wolf"], ex("one of \"good\", \"wolf\"")),
  traits: z.optional(z.array(z.enum(["notProtectable","notPackTarget","nightImmune"], ex("one of \"notProtectable\", \"notPackTarget\", \"nightImmune\"")), ex("a list"))),
  ruleVariants: z.optional(z.array(def_ruleVariant, ex("a list"))),
  icon: z.string(ex("text of at least 1 and at most 8 characters")).check(z.minLength(1, ex("text of at least 1 and at most 8 characters")), z.maxLength(8, ex("text of at least 1 and at most 8 characters"))),
  nightSteps: z.array(def_nightStep, ex("a list")),
  dayPowers: z.array(def_dayPower, ex("a list")),
  short: def_text,
  description: def_text,
  source: z.string(ex("text")),
  plain: z.optional(z.boolean(ex("true or false"))),
  bottomCards: z.optional(z.int(ex("a whole number from 1 to 2")).check(z.minimum(1, ex("a whole number from 1 to 2")), z.maximum(2, ex("a whole number from 1 to 2")))),
  groupRule: z.optional(z.enum(["idiotCountsAs"], ex("one of \"idiotCountsAs\""))),
}, ex("an object"));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const roleDefinitions = { "text": def_text, "powerParams": def_powerParams, "nightStep": def_nightStep, "dayPower": def_dayPower, "nightStepPatch": def_nightStepPatch, "ruleVariant": def_ruleVariant };
