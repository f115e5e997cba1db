/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/script.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';

const def_text = z.string(ex({"t":"str","min":3})).check(z.minLength(3, ex({"t":"str","min":3})));
const def_ruleKey = z.enum(["family","winCondition","idiotCountsAs","sheriff","sheriffVote","sheriffBreaksTies","sheriffElection","tieRule","witchSelfSave","witchPotionsPerNight","witchSeesVictimAfterAntidote","guardAndAntidoteCancel","hunterShootsWhenPoisoned","hunterShootsOnHeartbreak","shotChains","hunterNightStatus","foxLosesPowerOnMiss","foxMayPickSelf","bearGrowlsWhenInfected","rustySwordDeath","infectProtectedVictim","wolvesMayKillWolf","selfDestruct","selfDestructLastWords","poisonedWolfSelfDestruct","thiefMayKeep","thiefWolfRule","thiefBottomControl","elderRevealedIdiotDies","revealedIdiotBadge","princeSurvivesExile","minionKnowsWolves","minionCountsForParity","piperMustBeAlive","angelWins","tannerWinsOn","wolfHoundSide","wolfHoundSideAnnounced","stutteringJudgeVotes","lastWords","lastWordsCount","heartbreakLastWords","twoSistersWakeEvery","threeBrothersWakeEvery","revealOnDeath","callAbsentRoles","nightOrder","seerSees","electionSelfDestruct","electionAfterSelfDestruct","elderAntidote","demonVersion","wolfKingShootsWhenShot","bigBadWolfStopsAfterWolfDeath","duelReads","gargoyleRepeatCheck","wolfRobotSeerSees","dreamcatcherMayPass","nightmareFearNotice","whiteWolfKingTakes","whiteWolfKingTargetLastWords","whiteWolfKingElectionDestruct","wolfBeautyNightDeathTakesCharmed","magicianUses","magicianSeatOnce","crowMaySelf","crowRepeat","crowPenalty","spiritKnightDoubleReflect","checkEffectsFrom","cursedFoxPoisonImmune","mixedBloodSideKill"], ex({"t":"enum","v":["family","winCondition","idiotCountsAs","sheriff","sheriffVote","sheriffBreaksTies","sheriffElection","tieRule","witchSelfSave","witchPotionsPerNight","witchSeesVictimAfterAntidote","guardAndAntidoteCancel","hunterShootsWhenPoisoned","hunterShootsOnHeartbreak","shotChains","hunterNightStatus","foxLosesPowerOnMiss","foxMayPickSelf","bearGrowlsWhenInfected","rustySwordDeath","infectProtectedVictim","wolvesMayKillWolf","selfDestruct","selfDestructLastWords","poisonedWolfSelfDestruct","thiefMayKeep","thiefWolfRule","thiefBottomControl","elderRevealedIdiotDies","revealedIdiotBadge","princeSurvivesExile","minionKnowsWolves","minionCountsForParity","piperMustBeAlive","angelWins","tannerWinsOn","wolfHoundSide","wolfHoundSideAnnounced","stutteringJudgeVotes","lastWords","lastWordsCount","heartbreakLastWords","twoSistersWakeEvery","threeBrothersWakeEvery","revealOnDeath","callAbsentRoles","nightOrder","seerSees","electionSelfDestruct","electionAfterSelfDestruct","elderAntidote","demonVersion","wolfKingShootsWhenShot","bigBadWolfStopsAfterWolfDeath","duelReads","gargoyleRepeatCheck","wolfRobotSeerSees","dreamcatcherMayPass","nightmareFearNotice","whiteWolfKingTakes","whiteWolfKingTargetLastWords","whiteWolfKingElectionDestruct","wolfBeautyNightDeathTakesCharmed","magicianUses","magicianSeatOnce","crowMaySelf","crowRepeat","crowPenalty","spiritKnightDoubleReflect","checkEffectsFrom","cursedFoxPoisonImmune","mixedBloodSideKill"]}));
const def_line = z.strictObject({
  text: z.optional(def_text),
  rule: z.optional(def_ruleKey),
  variants: z.optional(z.record(z.string(), def_text, ex({"t":"obj"}))),
  source: z.optional(z.string(ex({"t":"str"}))),
  power: z.optional(z.array(z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))), ex({"t":"arr","min":1})).check(z.minLength(1, ex({"t":"arr","min":1})))),
  without: z.optional(z.string(ex({"t":"str"}))),
}, ex({"t":"obj"}));
const def_cardQuery = z.strictObject({
  power: z.optional(z.array(z.string(ex({"t":"str"})), ex({"t":"arr","min":1})).check(z.minLength(1, ex({"t":"arr","min":1})))),
  trait: z.optional(z.string(ex({"t":"str"}))),
  learnable: z.optional(z.boolean(ex({"t":"bool"}))),
}, ex({"t":"obj"}));
const def_noteCheck = z.enum(["witchMaySaveSelf"], ex({"t":"enum","v":["witchMaySaveSelf"]}));
const def_noteWhen = z.strictObject({
  cards: z.optional(z.array(def_cardQuery, ex({"t":"arr","min":1})).check(z.minLength(1, ex({"t":"arr","min":1})))),
  rules: z.optional(z.partialRecord(def_ruleKey, z.array(z.union([z.string(ex({"t":"str"})), z.number(ex({"t":"num"})), z.boolean(ex({"t":"bool"}))], ex({"t":"or","a":[{"t":"str"},{"t":"num"},{"t":"bool"}]})), ex({"t":"arr"})), ex({"t":"obj"}))),
  ruleHasEffect: z.optional(def_ruleKey),
  night: z.optional(z.enum(["first","later"], ex({"t":"enum","v":["first","later"]}))),
  check: z.optional(z.partialRecord(def_noteCheck, z.boolean(ex({"t":"bool"})), ex({"t":"obj"}))),
}, ex({"t":"obj"}));
const def_stepNote = z.strictObject({
  line: z.string(ex({"t":"str"})),
  variant: z.optional(z.enum(["witchSelfSave"], ex({"t":"enum","v":["witchSelfSave"]}))),
  when: z.optional(def_noteWhen),
}, ex({"t":"obj"}));
export const scriptSchema = z.strictObject({
  $schema: z.optional(z.string(ex({"t":"str"}))),
  lines: z.record(z.string(), def_line, ex({"t":"obj"})),
  houseRuleWhen: z.partialRecord(def_ruleKey, z.record(z.string(), z.array(z.union([z.string(ex({"t":"str"})), z.number(ex({"t":"num"})), z.boolean(ex({"t":"bool"}))], ex({"t":"or","a":[{"t":"str"},{"t":"num"},{"t":"bool"}]})), ex({"t":"arr"})), ex({"t":"obj"})), ex({"t":"obj"})),
  stepNotes: z.record(z.string(), z.array(def_stepNote, ex({"t":"arr"})), ex({"t":"obj"})),
  ruleVariantSteps: z.record(z.string(), z.strictObject({
  line: z.string(ex({"t":"str"})),
}, ex({"t":"obj"})), ex({"t":"obj"})),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const scriptDefinitions = { "text": def_text, "ruleKey": def_ruleKey, "line": def_line, "cardQuery": def_cardQuery, "noteCheck": def_noteCheck, "noteWhen": def_noteWhen, "stepNote": def_stepNote };
