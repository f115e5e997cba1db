/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/script.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';

const def_text: Guard = { k: 'str', min: 3, m: "text of at least 3 characters" };
const def_ruleKey: Guard = { k: 'enum', v: ["family","winCondition","idiotCountsAs","sheriff","sheriffVote","sheriffBreaksTies","sheriffElection","tieRule","witchSelfSave","witchPotionsPerNight","witchSeesVictimAfterAntidote","guardAndAntidoteCancel","hunterShootsWhenPoisoned","hunterShootsOnHeartbreak","wolvesMayKillWolf","selfDestruct","selfDestructLastWords","thiefMayKeep","thiefWolfRule","thiefBottomControl","elderRevealedIdiotDies","piperMustBeAlive","lastWords","lastWordsCount","heartbreakLastWords","revealOnDeath","callAbsentRoles","nightOrder","seerSees","electionSelfDestruct","elderAntidote","demonVersion","wolfKingShootsWhenShot","duelReads","gargoyleRepeatCheck","wolfRobotSeerSees","dreamcatcherMayPass","nightmareFearNotice","whiteWolfKingElectionDestruct","magicianUses","magicianSeatOnce","crowMaySelf","crowRepeat","crowPenalty","spiritKnightDoubleReflect","checkEffectsFrom","cursedFoxPoisonImmune","mixedBloodSideKill"], m: "one of \"family\", \"winCondition\", \"idiotCountsAs\", \"sheriff\", \"sheriffVote\", \"sheriffBreaksTies\", \"sheriffElection\", \"tieRule\", \"witchSelfSave\", \"witchPotionsPerNight\", \"witchSeesVictimAfterAntidote\", \"guardAndAntidoteCancel\", \"hunterShootsWhenPoisoned\", \"hunterShootsOnHeartbreak\", \"wolvesMayKillWolf\", \"selfDestruct\", \"selfDestructLastWords\", \"thiefMayKeep\", \"thiefWolfRule\", \"thiefBottomControl\", \"elderRevealedIdiotDies\", \"piperMustBeAlive\", \"lastWords\", \"lastWordsCount\", \"heartbreakLastWords\", \"revealOnDeath\", \"callAbsentRoles\", \"nightOrder\", \"seerSees\", \"electionSelfDestruct\", \"elderAntidote\", \"demonVersion\", \"wolfKingShootsWhenShot\", \"duelReads\", \"gargoyleRepeatCheck\", \"wolfRobotSeerSees\", \"dreamcatcherMayPass\", \"nightmareFearNotice\", \"whiteWolfKingElectionDestruct\", \"magicianUses\", \"magicianSeatOnce\", \"crowMaySelf\", \"crowRepeat\", \"crowPenalty\", \"spiritKnightDoubleReflect\", \"checkEffectsFrom\", \"cursedFoxPoisonImmune\", \"mixedBloodSideKill\"" };
const def_line: Guard = {
  k: 'obj',
  p: {
  text: def_text,
  rule: def_ruleKey,
  variants: { k: 'rec', v: def_text, m: "an object" },
  source: { k: 'str', m: "text" },
  },
  o: ["text","rule","variants","source"],
  m: "an object",
};
const def_cardQuery: Guard = {
  k: 'obj',
  p: {
  power: { k: 'arr', i: { k: 'str', m: "text" }, min: 1, m: "a list of at least 1 items" },
  trait: { k: 'str', m: "text" },
  },
  o: ["power","trait"],
  m: "an object",
};
const def_noteCheck: Guard = { k: 'enum', v: ["witchMaySaveSelf"], m: "one of \"witchMaySaveSelf\"" };
const def_noteWhen: Guard = {
  k: 'obj',
  p: {
  cards: { k: 'arr', i: def_cardQuery, min: 1, m: "a list of at least 1 items" },
  rules: { k: 'prec', keys: def_ruleKey, v: { k: 'arr', i: { k: 'or', a: [{ k: 'str', m: "text" }, { k: 'num', m: "a number" }, { k: 'bool', m: "true or false" }], m: "text or a number or true or false" }, m: "a list" }, m: "an object" },
  ruleHasEffect: def_ruleKey,
  night: { k: 'enum', v: ["first","later"], m: "one of \"first\", \"later\"" },
  check: { k: 'prec', keys: def_noteCheck, v: { k: 'bool', m: "true or false" }, m: "an object" },
  },
  o: ["cards","rules","ruleHasEffect","night","check"],
  m: "an object",
};
const def_stepNote: Guard = {
  k: 'obj',
  p: {
  line: { k: 'str', m: "text" },
  variant: { k: 'enum', v: ["witchSelfSave"], m: "one of \"witchSelfSave\"" },
  when: def_noteWhen,
  },
  o: ["variant","when"],
  m: "an object",
};
export const scriptGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: "text" },
  lines: { k: 'rec', v: def_line, m: "an object" },
  houseRuleWhen: { k: 'prec', keys: def_ruleKey, v: { k: 'rec', v: { k: 'arr', i: { k: 'or', a: [{ k: 'str', m: "text" }, { k: 'num', m: "a number" }, { k: 'bool', m: "true or false" }], m: "text or a number or true or false" }, m: "a list" }, m: "an object" }, m: "an object" },
  stepNotes: { k: 'rec', v: { k: 'arr', i: def_stepNote, m: "a list" }, m: "an object" },
  ruleVariantSteps: { k: 'rec', v: {
  k: 'obj',
  p: {
  line: { k: 'str', m: "text" },
  },
  o: [],
  m: "an object",
}, m: "an object" },
  },
  o: ["$schema"],
  m: "an object",
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const scriptGuardDefinitions = { "text": def_text, "ruleKey": def_ruleKey, "line": def_line, "cardQuery": def_cardQuery, "noteCheck": def_noteCheck, "noteWhen": def_noteWhen, "stepNote": def_stepNote };
