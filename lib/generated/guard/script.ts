/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/script.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';

const def_text: Guard = { k: 'str', min: 3, m: {"t":"str","min":3} };
const def_ruleKey: Guard = { k: 'enum', v: ["family","winCondition","idiotCountsAs","sheriff","sheriffVote","sheriffBreaksTies","sheriffElection","tieRule","witchSelfSave","witchPotionsPerNight","witchSeesVictimAfterAntidote","guardAndAntidoteCancel","hunterShootsWhenPoisoned","hunterShootsOnHeartbreak","shotChains","hunterNightStatus","foxLosesPowerOnMiss","foxMayPickSelf","bearGrowlsWhenInfected","rustySwordDeath","infectProtectedVictim","wolvesMayKillWolf","selfDestruct","selfDestructLastWords","poisonedWolfSelfDestruct","thiefMayKeep","thiefWolfRule","thiefBottomControl","elderRevealedIdiotDies","revealedIdiotBadge","princeSurvivesExile","minionKnowsWolves","minionCountsForParity","piperMustBeAlive","angelWins","tannerWinsOn","wolfHoundSide","wolfHoundSideAnnounced","stutteringJudgeVotes","lastWords","lastWordsCount","heartbreakLastWords","twoSistersWakeEvery","threeBrothersWakeEvery","revealOnDeath","callAbsentRoles","nightOrder","seerSees","electionSelfDestruct","electionAfterSelfDestruct","elderAntidote","demonVersion","wolfKingShootsWhenShot","bigBadWolfStopsAfterWolfDeath","duelReads","gargoyleRepeatCheck","wolfRobotSeerSees","dreamcatcherMayPass","nightmareFearNotice","whiteWolfKingTakes","whiteWolfKingTargetLastWords","whiteWolfKingElectionDestruct","wolfBeautyNightDeathTakesCharmed","magicianUses","magicianSeatOnce","crowMaySelf","crowRepeat","crowPenalty","spiritKnightDoubleReflect","checkEffectsFrom","cursedFoxPoisonImmune","mixedBloodSideKill"], m: {"t":"enum","v":["family","winCondition","idiotCountsAs","sheriff","sheriffVote","sheriffBreaksTies","sheriffElection","tieRule","witchSelfSave","witchPotionsPerNight","witchSeesVictimAfterAntidote","guardAndAntidoteCancel","hunterShootsWhenPoisoned","hunterShootsOnHeartbreak","shotChains","hunterNightStatus","foxLosesPowerOnMiss","foxMayPickSelf","bearGrowlsWhenInfected","rustySwordDeath","infectProtectedVictim","wolvesMayKillWolf","selfDestruct","selfDestructLastWords","poisonedWolfSelfDestruct","thiefMayKeep","thiefWolfRule","thiefBottomControl","elderRevealedIdiotDies","revealedIdiotBadge","princeSurvivesExile","minionKnowsWolves","minionCountsForParity","piperMustBeAlive","angelWins","tannerWinsOn","wolfHoundSide","wolfHoundSideAnnounced","stutteringJudgeVotes","lastWords","lastWordsCount","heartbreakLastWords","twoSistersWakeEvery","threeBrothersWakeEvery","revealOnDeath","callAbsentRoles","nightOrder","seerSees","electionSelfDestruct","electionAfterSelfDestruct","elderAntidote","demonVersion","wolfKingShootsWhenShot","bigBadWolfStopsAfterWolfDeath","duelReads","gargoyleRepeatCheck","wolfRobotSeerSees","dreamcatcherMayPass","nightmareFearNotice","whiteWolfKingTakes","whiteWolfKingTargetLastWords","whiteWolfKingElectionDestruct","wolfBeautyNightDeathTakesCharmed","magicianUses","magicianSeatOnce","crowMaySelf","crowRepeat","crowPenalty","spiritKnightDoubleReflect","checkEffectsFrom","cursedFoxPoisonImmune","mixedBloodSideKill"]} };
const def_line: Guard = {
  k: 'obj',
  p: {
  text: def_text,
  rule: def_ruleKey,
  variants: { k: 'rec', v: def_text, m: {"t":"obj"} },
  source: { k: 'str', m: {"t":"str"} },
  power: { k: 'arr', i: { k: 'str', min: 1, m: {"t":"str","min":1} }, min: 1, m: {"t":"arr","min":1} },
  without: { k: 'str', m: {"t":"str"} },
  },
  o: ["text","rule","variants","source","power","without"],
  m: {"t":"obj"},
};
const def_cardQuery: Guard = {
  k: 'obj',
  p: {
  power: { k: 'arr', i: { k: 'str', m: {"t":"str"} }, min: 1, m: {"t":"arr","min":1} },
  trait: { k: 'str', m: {"t":"str"} },
  learnable: { k: 'bool', m: {"t":"bool"} },
  },
  o: ["power","trait","learnable"],
  m: {"t":"obj"},
};
const def_noteCheck: Guard = { k: 'enum', v: ["witchMaySaveSelf"], m: {"t":"enum","v":["witchMaySaveSelf"]} };
const def_noteWhen: Guard = {
  k: 'obj',
  p: {
  cards: { k: 'arr', i: def_cardQuery, min: 1, m: {"t":"arr","min":1} },
  rules: { k: 'prec', keys: def_ruleKey, v: { k: 'arr', i: { k: 'or', a: [{ k: 'str', m: {"t":"str"} }, { k: 'num', m: {"t":"num"} }, { k: 'bool', m: {"t":"bool"} }], m: {"t":"or","a":[{"t":"str"},{"t":"num"},{"t":"bool"}]} }, m: {"t":"arr"} }, m: {"t":"obj"} },
  ruleHasEffect: def_ruleKey,
  night: { k: 'enum', v: ["first","later"], m: {"t":"enum","v":["first","later"]} },
  check: { k: 'prec', keys: def_noteCheck, v: { k: 'bool', m: {"t":"bool"} }, m: {"t":"obj"} },
  },
  o: ["cards","rules","ruleHasEffect","night","check"],
  m: {"t":"obj"},
};
const def_stepNote: Guard = {
  k: 'obj',
  p: {
  line: { k: 'str', m: {"t":"str"} },
  variant: { k: 'enum', v: ["witchSelfSave"], m: {"t":"enum","v":["witchSelfSave"]} },
  when: def_noteWhen,
  },
  o: ["variant","when"],
  m: {"t":"obj"},
};
export const scriptGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: {"t":"str"} },
  lines: { k: 'rec', v: def_line, m: {"t":"obj"} },
  houseRuleWhen: { k: 'prec', keys: def_ruleKey, v: { k: 'rec', v: { k: 'arr', i: { k: 'or', a: [{ k: 'str', m: {"t":"str"} }, { k: 'num', m: {"t":"num"} }, { k: 'bool', m: {"t":"bool"} }], m: {"t":"or","a":[{"t":"str"},{"t":"num"},{"t":"bool"}]} }, m: {"t":"arr"} }, m: {"t":"obj"} }, m: {"t":"obj"} },
  stepNotes: { k: 'rec', v: { k: 'arr', i: def_stepNote, m: {"t":"arr"} }, m: {"t":"obj"} },
  ruleVariantSteps: { k: 'rec', v: {
  k: 'obj',
  p: {
  line: { k: 'str', m: {"t":"str"} },
  },
  o: [],
  m: {"t":"obj"},
}, m: {"t":"obj"} },
  },
  o: ["$schema"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const scriptGuardDefinitions = { "text": def_text, "ruleKey": def_ruleKey, "line": def_line, "cardQuery": def_cardQuery, "noteCheck": def_noteCheck, "noteWhen": def_noteWhen, "stepNote": def_stepNote };
