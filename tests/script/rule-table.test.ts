// Changing each rule that appears in the script changes the script — in the part
// of the script where that rule applies, not only in the house-rules list.
import { describe, it, expect } from 'vitest';
import rulesSchema from '../../schemas/rules.schema.json';
import type { Board } from '../../lib/generated/board';
import type { HouseRules } from '../../lib/generated/rules';
import { buildScript, type SectionId } from '../../lib/script/build';
import { ruleKeysInLines } from '../../lib/script/lines';
import { EVERY_CARD } from '../order/boards';
import { sectionText } from './helpers';

interface Row {
  values: unknown[];
  /** The section the rule must change. */
  section: SectionId;
  /** Other rules needed for this one to matter. */
  base?: HouseRules;
  /** Cards added to the board for the rule to matter (a card the every-card board lacks). */
  cards?: Board['roles'];
}

const TABLE: Record<keyof HouseRules, Row> = {
  family: { values: ['langrensha', 'millersHollow'], section: 'day1' },
  winCondition: { values: ['sides', 'all', 'parity'], section: 'win' },
  idiotCountsAs: { values: ['god', 'villager'], section: 'win', base: { winCondition: 'sides' } },
  sheriff: { values: [true, false], section: 'day1' },
  sheriffVote: { values: [1.5, 2], section: 'day1', base: { sheriff: true } },
  sheriffBreaksTies: { values: [true, false], section: 'day1', base: { sheriff: true } },
  sheriffElection: { values: ['day1BeforeDeaths', 'day1AfterDiscussion', 'day2'], section: 'day1', base: { sheriff: true } },
  tieRule: { values: ['pk', 'pkTwice', 'none', 'revote'], section: 'day1' },
  witchSelfSave: { values: ['never', 'firstNight', 'always', 'withoutGuard'], section: 'night1' },
  witchPotionsPerNight: { values: [1, 2], section: 'night1' },
  witchSeesVictimAfterAntidote: { values: [true, false], section: 'nightN' },
  guardAndAntidoteCancel: { values: [true, false], section: 'night1' },
  hunterShootsWhenPoisoned: { values: [true, false], section: 'anytime' },
  hunterShootsOnHeartbreak: { values: [true, false], section: 'anytime' },
  shotChains: { values: [true, false], section: 'anytime' },
  hunterNightStatus: { values: [true, false], section: 'night1' },
  foxLosesPowerOnMiss: { values: [true, false], section: 'night1' },
  foxMayPickSelf: { values: [true, false], section: 'night1' },
  bearGrowlsWhenInfected: { values: [true, false], section: 'anytime' },
  rustySwordDeath: { values: ['sameNight', 'nextDawn', 'endOfNextDay'], section: 'anytime' },
  wolvesMayKillWolf: { values: [true, false], section: 'night1' },
  selfDestruct: { values: [true, false], section: 'anytime' },
  selfDestructLastWords: { values: [true, false], section: 'anytime', base: { selfDestruct: true } },
  // Seed 000 三1(5)/5(1) (postpone) vs Second Basic Rules 1(5)/5(1) (lose): the election's self-destruct line.
  electionSelfDestruct: { values: ['postpone', 'lose'], section: 'day1', base: { sheriff: true, selfDestruct: true } },
  electionAfterSelfDestruct: {
    values: ['newElection', 'sameCandidates'],
    section: 'dayN',
    base: { sheriff: true, selfDestruct: true, electionSelfDestruct: 'postpone' },
  },
  thiefMayKeep: { values: [true, false], section: 'night1' },
  thiefWolfRule: { values: ['anyWolf', 'bothWolves'], section: 'night1' },
  thiefBottomControl: { values: [true, false], section: 'setup' },
  elderRevealedIdiotDies: { values: [true, false], section: 'anytime' },
  // docs/rules.md, Contradictions and unclear points in the sources, Basic Rules / Rules Introduction (traditional) "只能救活一条命": the elder's line (elder and witch on the board).
  elderAntidote: { values: ['spareLifeUsed', 'attackCancelled'], section: 'anytime' },
  // Seed 000 恶魔: PandaKill (wakes with the wolves, checks nightly) vs 线下版 (night-1 wake, takes over the kill).
  demonVersion: { values: ['online', 'offline'], section: 'night1' },
  piperMustBeAlive: { values: [true, false], section: 'win' },
  tannerWinsOn: { values: ['exile', 'anyDeath'], section: 'win' },
  angelWins: { values: ['firstVoteOrNight', 'anyExile'], section: 'win', cards: { angel: 1 } },
  wolfHoundSide: { values: ['chosen', 'random'], section: 'night1', cards: { wolfHound: 1 } },
  wolfHoundSideAnnounced: { values: [true, false], section: 'night1', cards: { wolfHound: 1 } },
  lastWords: { values: ['firstNightAndDay', 'firstNightOnly', 'firstDeaths', 'exilesFirstThreeDays'], section: 'day1' },
  lastWordsCount: { values: [3, 4], section: 'day1', base: { lastWords: 'firstDeaths' } },
  heartbreakLastWords: { values: [true, false], section: 'anytime' },
  // docs/rules.md, The two sisters / The three brothers: the meeting's nights in the later nights' list.
  twoSistersWakeEvery: { values: ['firstNightOnly', 1, 2, 3], section: 'nightN', cards: { twoSisters: 2 } },
  threeBrothersWakeEvery: { values: ['firstNightOnly', 1, 2, 5], section: 'nightN', cards: { threeBrothers: 3 } },
  revealOnDeath: { values: [true, false], section: 'setup' },
  callAbsentRoles: { values: [true, false], section: 'nightN' },
  nightOrder: { values: ['advanced', 'chinese', 'base'], section: 'night1' },
  seerSees: { values: ['faction', 'card'], section: 'night1' },
  // Roles beyond the first seventeen each rule's reminder where it applies.
  wolfKingShootsWhenShot: { values: [true, false], section: 'anytime' },
  bigBadWolfStopsAfterWolfDeath: { values: [true, false], section: 'night1' },
  infectProtectedVictim: { values: ['fails', 'converts'], section: 'night1', cards: { accursedWolfFather: 1 } },
  duelReads: { values: ['seer', 'faction'], section: 'day1' },
  stutteringJudgeVotes: { values: [1, 2, 3, 4, 5], section: 'day1', cards: { stutteringJudge: 1 } },
  gargoyleRepeatCheck: { values: [true, false], section: 'night1' },
  wolfRobotSeerSees: { values: ['learned', 'wolf'], section: 'night1' },
  dreamcatcherMayPass: { values: [true, false], section: 'night1' },
  nightmareFearNotice: { values: ['told', 'silent'], section: 'night1' },
  magicianUses: { values: ['nightly', 'once'], section: 'night1' },
  magicianSeatOnce: { values: [true, false], section: 'night1' },
  crowMaySelf: { values: [true, false], section: 'night1' },
  crowRepeat: { values: [true, false], section: 'night1' },
  crowPenalty: { values: [1, 2], section: 'day1' },
  whiteWolfKingTakes: { values: ['anyone', 'notWolf'], section: 'anytime' },
  whiteWolfKingTargetLastWords: { values: [true, false], section: 'anytime', base: { selfDestruct: true } },
  whiteWolfKingElectionDestruct: { values: ['postpone', 'lose'], section: 'day1', base: { sheriff: true, selfDestruct: true } },
  wolfBeautyNightDeathTakesCharmed: { values: [true, false], section: 'anytime' },
  revealedIdiotBadge: { values: ['keeps', 'passes'], section: 'anytime', base: { sheriff: true } },
  poisonedWolfSelfDestruct: { values: [true, false], section: 'day1', base: { sheriff: true, selfDestruct: true, sheriffElection: 'day1BeforeDeaths' } },
  spiritKnightDoubleReflect: { values: ['seerOnly', 'both'], section: 'night1' },
  checkEffectsFrom: { values: ['seer', 'allGoodCheckers'], section: 'night1' },
  cursedFoxPoisonImmune: { values: [true, false], section: 'night1' },
  mixedBloodSideKill: { values: ['mustDie', 'none'], section: 'win' },
  // The Ultimate Werewolf cards' rules (docs/rules.md, the prince; the minion).
  princeSurvivesExile: { values: ['always', 'once'], section: 'anytime' },
  minionKnowsWolves: { values: [true, false], section: 'night1' },
  minionCountsForParity: { values: [true, false], section: 'win', base: { winCondition: 'parity' } },
};

const board = (rules: HouseRules, cards?: Board['roles']): Board => ({ ...EVERY_CARD, roles: { ...EVERY_CARD.roles, ...cards }, rules });
const body = (b: Board, lang: 'zh-CN' | 'en') => {
  const s = buildScript(b);
  return s.sections
    .filter((x) => x.id !== 'houseRules')
    .map((x) => sectionText(s, x.id, lang))
    .join('\n');
};

describe('every rule in the script changes the script', () => {
  it('the table covers every house-rule key of rules.schema.json and every rule a script line names', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(rulesSchema.properties).sort());
    for (const k of ruleKeysInLines()) expect(Object.keys(TABLE)).toContain(k);
  });

  for (const [key, row] of Object.entries(TABLE)) {
    it(`${key}: each value gives a different ${row.section} section, in zh and en`, () => {
      for (const lang of ['zh-CN', 'en'] as const) {
        const texts = row.values.map((v) => sectionText(buildScript(board({ ...row.base, [key]: v }, row.cards)), row.section, lang));
        expect(new Set(texts).size, `${key} (${lang}): ${row.values.join(' / ')}`).toBe(row.values.length);
        const bodies = row.values.map((v) => body(board({ ...row.base, [key]: v }, row.cards), lang));
        expect(new Set(bodies).size).toBe(row.values.length);
      }
    });
  }
});
