// The house-rule catalogue (data/house-rules.json, validated against schemas/house-rules.schema.json in
// tests): a label, an explanation, a source and value labels for every key of rules.schema.json.
import catalogue from '../../data/house-rules.json';
import type { HouseRuleCatalogue, HouseRuleEntry } from '../generated/house-rules';
import type { Board } from '../generated/board';
import type { RuleKey } from './rules';
import { countOf, type RoleId } from './roles';
import { t, type Lang } from '../i18n';

export type { HouseRuleEntry };

export const HOUSE_RULES = catalogue as unknown as HouseRuleCatalogue & Record<RuleKey, HouseRuleEntry>;

/**
 * Every rule key in display order: the family, then win and day rules (docs/rules.md, Factions and side-kill counting, The day), then the
 * night and role rules (The roles, The night and the wake orders). A test checks it lists each key of rules.schema.json exactly once.
 */
export const RULE_KEYS: readonly RuleKey[] = [
  'family',
  'winCondition',
  'idiotCountsAs',
  'sheriff',
  'sheriffVote',
  'sheriffBreaksTies',
  'sheriffElection',
  'tieRule',
  'lastWords',
  'lastWordsCount',
  'heartbreakLastWords',
  'revealOnDeath',
  'nightOrder',
  'callAbsentRoles',
  'seerSees',
  'witchSelfSave',
  'witchPotionsPerNight',
  'witchSeesVictimAfterAntidote',
  'guardAndAntidoteCancel',
  'hunterShootsWhenPoisoned',
  'hunterShootsOnHeartbreak',
  'shotChains',
  'hunterNightStatus',
  'foxLosesPowerOnMiss',
  'foxMayPickSelf',
  'bearGrowlsWhenInfected',
  'rustySwordDeath',
  'infectProtectedVictim',
  'wolvesMayKillWolf',
  'selfDestruct',
  'selfDestructLastWords',
  'poisonedWolfSelfDestruct',
  'electionSelfDestruct',
  'electionAfterSelfDestruct',
  'thiefMayKeep',
  'thiefWolfRule',
  'thiefBottomControl',
  'twoSistersWakeEvery',
  'threeBrothersWakeEvery',
  'elderRevealedIdiotDies',
  'revealedIdiotBadge',
  'princeSurvivesExile',
  'minionKnowsWolves',
  'minionCountsForParity',
  'elderAntidote',
  'demonVersion',
  'piperMustBeAlive',
  'tannerWinsOn',
  'angelWins',
  'wolfHoundSide',
  'wolfHoundSideAnnounced',
  'whiteWolfKingElectionDestruct',
  'wolfBeautyNightDeathTakesCharmed',
  'whiteWolfKingTakes',
  'whiteWolfKingTargetLastWords',
  'wolfKingShootsWhenShot',
  'bigBadWolfStopsAfterWolfDeath',
  'duelReads',
  'stutteringJudgeVotes',
  'gargoyleRepeatCheck',
  'wolfRobotSeerSees',
  'dreamcatcherMayPass',
  'nightmareFearNotice',
  'magicianUses',
  'magicianSeatOnce',
  'crowMaySelf',
  'crowRepeat',
  'crowPenalty',
  'spiritKnightDoubleReflect',
  'checkEffectsFrom',
  'cursedFoxPoisonImmune',
  'mixedBloodSideKill',
];

export function getRuleEntry(key: RuleKey): HouseRuleEntry {
  return HOUSE_RULES[key];
}

export function ruleLabel(key: RuleKey, lang: Lang): string {
  return t(HOUSE_RULES[key].label, lang);
}

export function ruleExplanation(key: RuleKey, lang: Lang): string {
  return t(HOUSE_RULES[key].explanation, lang);
}

/** The label of one value of a rule (true/false, 1.5, "sides"…); a value without a label (a count) is shown as is. */
export function valueLabel(key: RuleKey, value: string | number | boolean, lang: Lang): string {
  const v = String(value);
  const text = HOUSE_RULES[key].values?.[v];
  return text ? t(text, lang) : v;
}

/** The roles a rule concerns (empty for general rules). */
export function ruleRoles(key: RuleKey): RoleId[] {
  return [...HOUSE_RULES[key].roles];
}

/** Whether a rule can matter on this board: every role it concerns is among the cards (house-rules.schema.json). */
export function ruleHasEffect(key: RuleKey, board: Pick<Board, 'roles'>): boolean {
  return HOUSE_RULES[key].roles.every((id) => countOf(board, id) > 0);
}
