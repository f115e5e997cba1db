/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/script.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';

const def_text = z.string(ex("text of at least 3 characters")).check(z.minLength(3, ex("text of at least 3 characters")));
const def_ruleKey = z.enum(["family","winCondition","idiotCountsAs","sheriff","sheriffVote","sheriffBreaksTies","sheriffElection","tieRule","witchSelfSave","witchPotionsPerNight","witchSeesVictimAfterAntidote","guardAndAntidoteCancel","hunterShootsWhenPoisoned","hunterShootsOnHeartbreak","wolvesMayKillWolf","selfDestruct","selfDestructLastWords","thiefMayKeep","thiefWolfRule","thiefBottomControl","elderRevealedIdiotDies","piperMustBeAlive","lastWords","lastWordsCount","heartbreakLastWords","revealOnDeath","callAbsentRoles","nightOrder","seerSees","electionSelfDestruct","elderAntidote","demonVersion","wolfKingShootsWhenShot","duelReads","gargoyleRepeatCheck","wolfRobotSeerSees","dreamcatcherMayPass","nightmareFearNotice","whiteWolfKingElectionDestruct","magicianUses","magicianSeatOnce","crowMaySelf","crowRepeat","crowPenalty","spiritKnightDoubleReflect","checkEffectsFrom","cursedFoxPoisonImmune","mixedBloodSideKill"], ex("one of \"family\", \"winCondition\", \"idiotCountsAs\", \"sheriff\", \"sheriffVote\", \"sheriffBreaksTies\", \"sheriffElection\", \"tieRule\", \"witchSelfSave\", \"witchPotionsPerNight\", \"witchSeesVictimAfterAntidote\", \"guardAndAntidoteCancel\", \"hunterShootsWhenPoisoned\", \"hunterShootsOnHeartbreak\", \"wolvesMayKillWolf\", \"selfDestruct\", \"selfDestructLastWords\", \"thiefMayKeep\", \"thiefWolfRule\", \"thiefBottomControl\", \"elderRevealedIdiotDies\", \"piperMustBeAlive\", \"lastWords\", \"lastWordsCount\", \"heartbreakLastWords\", \"revealOnDeath\", \"callAbsentRoles\", \"nightOrder\", \"seerSees\", \"electionSelfDestruct\", \"elderAntidote\", \"demonVersion\", \"wolfKingShootsWhenShot\", \"duelReads\", \"gargoyleRepeatCheck\", \"wolfRobotSeerSees\", \"dreamcatcherMayPass\", \"nightmareFearNotice\", \"whiteWolfKingElectionDestruct\", \"magicianUses\", \"magicianSeatOnce\", \"crowMaySelf\", \"crowRepeat\", \"crowPenalty\", \"spiritKnightDoubleReflect\", \"checkEffectsFrom\", \"cursedFoxPoisonImmune\", \"mixedBloodSideKill\""));
const def_line = z.strictObject({
  text: z.optional(def_text),
  rule: z.optional(def_ruleKey),
  variants: z.optional(z.record(z.string(), def_text, ex("an object"))),
  source: z.optional(z.string(ex("text"))),
}, ex("an object"));
const def_cardQuery = z.strictObject({
  power: z.optional(z.array(z.string(ex("text")), ex("a list of at least 1 items")).check(z.minLength(1, ex("a list of at least 1 items")))),
  trait: z.optional(z.string(ex("text"))),
}, ex("an object"));
const def_noteCheck = z.enum(["witchMaySaveSelf"], ex("one of \"witchMaySaveSelf\""));
const def_noteWhen = z.strictObject({
  cards: z.optional(z.array(def_cardQuery, ex("a list of at least 1 items")).check(z.minLength(1, ex("a list of at least 1 items")))),
  rules: z.optional(z.partialRecord(def_ruleKey, z.array(z.union([z.string(ex("text")), z.number(ex("a number")), z.boolean(ex("true or false"))], ex("text or a number or true or false")), ex("a list")), ex("an object"))),
  ruleHasEffect: z.optional(def_ruleKey),
  night: z.optional(z.enum(["first","later"], ex("one of \"first\", \"later\""))),
  check: z.optional(z.partialRecord(def_noteCheck, z.boolean(ex("true or false")), ex("an object"))),
}, ex("an object"));
const def_stepNote = z.strictObject({
  line: z.string(ex("text")),
  variant: z.optional(z.enum(["witchSelfSave"], ex("one of \"witchSelfSave\""))),
  when: z.optional(def_noteWhen),
}, ex("an object"));
export const scriptSchema = z.strictObject({
  $schema: z.optional(z.string(ex("text"))),
  lines: z.record(z.string(), def_line, ex("an object")),
  houseRuleWhen: z.partialRecord(def_ruleKey, z.record(z.string(), z.array(z.union([z.string(ex("text")), z.number(ex("a number")), z.boolean(ex("true or false"))], ex("text or a number or true or false")), ex("a list")), ex("an object")), ex("an object")),
  stepNotes: z.record(z.string(), z.array(def_stepNote, ex("a list")), ex("an object")),
  ruleVariantSteps: z.record(z.string(), z.strictObject({
  line: z.string(ex("text")),
}, ex("an object")), ex("an object")),
}, ex("an object"));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const scriptDefinitions = { "text": def_text, "ruleKey": def_ruleKey, "line": def_line, "cardQuery": def_cardQuery, "noteCheck": def_noteCheck, "noteWhen": def_noteWhen, "stepNote": def_stepNote };
