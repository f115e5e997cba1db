/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/rules.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';

export const rulesSchema = z.strictObject({
  family: z.optional(z.enum(["langrensha","millersHollow"], ex("one of \"langrensha\", \"millersHollow\""))),
  winCondition: z.optional(z.enum(["sides","all","parity"], ex("one of \"sides\", \"all\", \"parity\""))),
  idiotCountsAs: z.optional(z.enum(["god","villager"], ex("one of \"god\", \"villager\""))),
  sheriff: z.optional(z.boolean(ex("true or false"))),
  sheriffVote: z.optional(z.literal([1.5,2], ex("one of 1.5, 2"))),
  sheriffBreaksTies: z.optional(z.boolean(ex("true or false"))),
  sheriffElection: z.optional(z.enum(["day1BeforeDeaths","day1AfterDiscussion","day2"], ex("one of \"day1BeforeDeaths\", \"day1AfterDiscussion\", \"day2\""))),
  tieRule: z.optional(z.enum(["pk","pkTwice","none","revote"], ex("one of \"pk\", \"pkTwice\", \"none\", \"revote\""))),
  witchSelfSave: z.optional(z.enum(["never","firstNight","always","withoutGuard"], ex("one of \"never\", \"firstNight\", \"always\", \"withoutGuard\""))),
  witchPotionsPerNight: z.optional(z.literal([1,2], ex("one of 1, 2"))),
  witchSeesVictimAfterAntidote: z.optional(z.boolean(ex("true or false"))),
  guardAndAntidoteCancel: z.optional(z.boolean(ex("true or false"))),
  hunterShootsWhenPoisoned: z.optional(z.boolean(ex("true or false"))),
  hunterShootsOnHeartbreak: z.optional(z.boolean(ex("true or false"))),
  wolvesMayKillWolf: z.optional(z.boolean(ex("true or false"))),
  selfDestruct: z.optional(z.boolean(ex("true or false"))),
  selfDestructLastWords: z.optional(z.boolean(ex("true or false"))),
  thiefMayKeep: z.optional(z.boolean(ex("true or false"))),
  thiefWolfRule: z.optional(z.enum(["anyWolf","bothWolves"], ex("one of \"anyWolf\", \"bothWolves\""))),
  thiefBottomControl: z.optional(z.boolean(ex("true or false"))),
  elderRevealedIdiotDies: z.optional(z.boolean(ex("true or false"))),
  piperMustBeAlive: z.optional(z.boolean(ex("true or false"))),
  lastWords: z.optional(z.enum(["firstNightAndDay","firstNightOnly","firstDeaths","exilesFirstThreeDays"], ex("one of \"firstNightAndDay\", \"firstNightOnly\", \"firstDeaths\", \"exilesFirstThreeDays\""))),
  lastWordsCount: z.optional(z.int(ex("a whole number from 0 to 30")).check(z.minimum(0, ex("a whole number from 0 to 30")), z.maximum(30, ex("a whole number from 0 to 30")))),
  heartbreakLastWords: z.optional(z.boolean(ex("true or false"))),
  revealOnDeath: z.optional(z.boolean(ex("true or false"))),
  callAbsentRoles: z.optional(z.boolean(ex("true or false"))),
  nightOrder: z.optional(z.enum(["advanced","chinese","base"], ex("one of \"advanced\", \"chinese\", \"base\""))),
  seerSees: z.optional(z.enum(["faction","card"], ex("one of \"faction\", \"card\""))),
  electionSelfDestruct: z.optional(z.enum(["postpone","lose"], ex("one of \"postpone\", \"lose\""))),
  elderAntidote: z.optional(z.enum(["spareLifeUsed","attackCancelled"], ex("one of \"spareLifeUsed\", \"attackCancelled\""))),
  demonVersion: z.optional(z.enum(["online","offline"], ex("one of \"online\", \"offline\""))),
  wolfKingShootsWhenShot: z.optional(z.boolean(ex("true or false"))),
  duelReads: z.optional(z.enum(["seer","faction"], ex("one of \"seer\", \"faction\""))),
  gargoyleRepeatCheck: z.optional(z.boolean(ex("true or false"))),
  wolfRobotSeerSees: z.optional(z.enum(["learned","wolf"], ex("one of \"learned\", \"wolf\""))),
  dreamcatcherMayPass: z.optional(z.boolean(ex("true or false"))),
  nightmareFearNotice: z.optional(z.enum(["told","silent"], ex("one of \"told\", \"silent\""))),
  whiteWolfKingElectionDestruct: z.optional(z.enum(["postpone","lose"], ex("one of \"postpone\", \"lose\""))),
}, ex("an object"));
