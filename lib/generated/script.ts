/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/script.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/**
 * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
 */
export type Text = string;
/**
 * A key of rules.schema.json.
 */
export type RuleKey =
  | 'family'
  | 'winCondition'
  | 'idiotCountsAs'
  | 'sheriff'
  | 'sheriffVote'
  | 'sheriffBreaksTies'
  | 'sheriffElection'
  | 'tieRule'
  | 'witchSelfSave'
  | 'witchPotionsPerNight'
  | 'witchSeesVictimAfterAntidote'
  | 'guardAndAntidoteCancel'
  | 'hunterShootsWhenPoisoned'
  | 'hunterShootsOnHeartbreak'
  | 'shotChains'
  | 'hunterNightStatus'
  | 'foxLosesPowerOnMiss'
  | 'foxMayPickSelf'
  | 'bearGrowlsWhenInfected'
  | 'rustySwordDeath'
  | 'infectProtectedVictim'
  | 'wolvesMayKillWolf'
  | 'selfDestruct'
  | 'selfDestructLastWords'
  | 'poisonedWolfSelfDestruct'
  | 'thiefMayKeep'
  | 'thiefWolfRule'
  | 'thiefBottomControl'
  | 'elderRevealedIdiotDies'
  | 'revealedIdiotBadge'
  | 'princeSurvivesExile'
  | 'minionKnowsWolves'
  | 'minionCountsForParity'
  | 'piperMustBeAlive'
  | 'angelWins'
  | 'tannerWinsOn'
  | 'wolfHoundSide'
  | 'wolfHoundSideAnnounced'
  | 'stutteringJudgeVotes'
  | 'lastWords'
  | 'lastWordsCount'
  | 'heartbreakLastWords'
  | 'twoSistersWakeEvery'
  | 'threeBrothersWakeEvery'
  | 'revealOnDeath'
  | 'callAbsentRoles'
  | 'nightOrder'
  | 'seerSees'
  | 'electionSelfDestruct'
  | 'electionAfterSelfDestruct'
  | 'elderAntidote'
  | 'demonVersion'
  | 'wolfKingShootsWhenShot'
  | 'bigBadWolfStopsAfterWolfDeath'
  | 'duelReads'
  | 'gargoyleRepeatCheck'
  | 'wolfRobotSeerSees'
  | 'dreamcatcherMayPass'
  | 'nightmareFearNotice'
  | 'whiteWolfKingTakes'
  | 'whiteWolfKingTargetLastWords'
  | 'whiteWolfKingElectionDestruct'
  | 'wolfBeautyNightDeathTakesCharmed'
  | 'magicianUses'
  | 'magicianSeatOnce'
  | 'crowMaySelf'
  | 'crowRepeat'
  | 'crowPenalty'
  | 'spiritKnightDoubleReflect'
  | 'checkEffectsFrom'
  | 'cursedFoxPoisonImmune'
  | 'mixedBloodSideKill';

/**
 * The judge's lines that are not a role's night step (those live in data/roles/*.json): setup, dusk/dawn, the day, the moments that can happen at any time, win conditions, and when a house rule's line matters. Texts are message ids (data/i18n/<lang>/).json under script.KEY. A line that depends on a house rule names the rule and gives one text per value.
 */
export interface JudgeScriptData {
  $schema?: string;
  lines: {
    [k: string]: Line;
  };
  /**
   * A house rule whose line is shown only when other rules have given values (e.g. sheriffVote only with a sheriff). Labels and value texts are data/house-rules.json.
   */
  houseRuleWhen: {
    [k: string]: {
      [k: string]: (string | number | boolean)[];
    };
  };
  /**
   * The house-rule reminders said at a night step, by the night order's step id (data/night-order.json, markers included), in the order they are said. The wake order (PlanStep.rules), the script and the printed sheet show these.
   */
  stepNotes: {
    [k: string]: StepNote[];
  };
  /**
   * A night step that a role's rule variant (data/roles ruleVariants) gives another power says this line instead of the catalogue's, and the line's source replaces the night order's; by the power the variant gives (briefing: the offline demon's night-1 wake).
   */
  ruleVariantSteps: {
    [k: string]: {
      /**
       * A key of `lines`.
       */
      line: string;
    };
  };
}
/**
 * Either one text, or texts by variant (by default the value of `rule`, e.g. "true", "1.5", "pk").
 */
export interface Line {
  text?: Text;
  rule?: RuleKey;
  variants?: {
    [k: string]: Text;
  };
  source?: string;
  /**
   * The powers the line is about: said only when a dealt card has one of them (a power id of the role data, or `power.param`: a card whose power has that parameter, e.g. `shootOnDeath.shotRule`; `power.param=value`: with that value, e.g. `winOnDeath.winner=tanner`; or a trait, e.g. `nightImmune`).
   *
   * @minItems 1
   */
  power?: [string, ...string[]];
  /**
   * A power that a card with the line's power must not have for the line to be about it (the night-immune card that is not the reflecting one).
   */
  without?: string;
}
export interface StepNote {
  /**
   * A key of `lines`.
   */
  line: string;
  /**
   * The line's variant is computed for the board and the night (witchSelfSave: the rule's value, split by night or by a card that protects); without it, the value of the line's rule.
   */
  variant?: 'witchSelfSave';
  when?: NoteWhen;
}
/**
 * When a reminder is said; every condition given must hold.
 */
export interface NoteWhen {
  /**
   * Each query is met by some card dealt on the board.
   *
   * @minItems 1
   */
  cards?: [CardQuery, ...CardQuery[]];
  /**
   * Each rule has one of these values.
   */
  rules?: {
    [k: string]: (string | number | boolean)[];
  };
  /**
   * A key of rules.schema.json.
   */
  ruleHasEffect?:
    | 'family'
    | 'winCondition'
    | 'idiotCountsAs'
    | 'sheriff'
    | 'sheriffVote'
    | 'sheriffBreaksTies'
    | 'sheriffElection'
    | 'tieRule'
    | 'witchSelfSave'
    | 'witchPotionsPerNight'
    | 'witchSeesVictimAfterAntidote'
    | 'guardAndAntidoteCancel'
    | 'hunterShootsWhenPoisoned'
    | 'hunterShootsOnHeartbreak'
    | 'shotChains'
    | 'hunterNightStatus'
    | 'foxLosesPowerOnMiss'
    | 'foxMayPickSelf'
    | 'bearGrowlsWhenInfected'
    | 'rustySwordDeath'
    | 'infectProtectedVictim'
    | 'wolvesMayKillWolf'
    | 'selfDestruct'
    | 'selfDestructLastWords'
    | 'poisonedWolfSelfDestruct'
    | 'thiefMayKeep'
    | 'thiefWolfRule'
    | 'thiefBottomControl'
    | 'elderRevealedIdiotDies'
    | 'revealedIdiotBadge'
    | 'princeSurvivesExile'
    | 'minionKnowsWolves'
    | 'minionCountsForParity'
    | 'piperMustBeAlive'
    | 'angelWins'
    | 'tannerWinsOn'
    | 'wolfHoundSide'
    | 'wolfHoundSideAnnounced'
    | 'stutteringJudgeVotes'
    | 'lastWords'
    | 'lastWordsCount'
    | 'heartbreakLastWords'
    | 'twoSistersWakeEvery'
    | 'threeBrothersWakeEvery'
    | 'revealOnDeath'
    | 'callAbsentRoles'
    | 'nightOrder'
    | 'seerSees'
    | 'electionSelfDestruct'
    | 'electionAfterSelfDestruct'
    | 'elderAntidote'
    | 'demonVersion'
    | 'wolfKingShootsWhenShot'
    | 'bigBadWolfStopsAfterWolfDeath'
    | 'duelReads'
    | 'gargoyleRepeatCheck'
    | 'wolfRobotSeerSees'
    | 'dreamcatcherMayPass'
    | 'nightmareFearNotice'
    | 'whiteWolfKingTakes'
    | 'whiteWolfKingTargetLastWords'
    | 'whiteWolfKingElectionDestruct'
    | 'wolfBeautyNightDeathTakesCharmed'
    | 'magicianUses'
    | 'magicianSeatOnce'
    | 'crowMaySelf'
    | 'crowRepeat'
    | 'crowPenalty'
    | 'spiritKnightDoubleReflect'
    | 'checkEffectsFrom'
    | 'cursedFoxPoisonImmune'
    | 'mixedBloodSideKill';
  /**
   * Only on night 1, or only on later nights.
   */
  night?: 'first' | 'later';
  /**
   * A rule that computes (a lib/powers function, e.g. whether the witch may save herself tonight) gives this answer.
   */
  check?: {
    [k: string]: boolean;
  };
}
/**
 * A card dealt on the board, under the house rules (data/roles with its ruleVariants applied), asked by its facts rather than its name.
 */
export interface CardQuery {
  /**
   * The card has one of these powers: a night step's `power` or a day power's `power` of data/roles (schemas/role.schema.json).
   *
   * @minItems 1
   */
  power?: [string, ...string[]];
  /**
   * The card has this trait (schemas/role.schema.json traits).
   */
  trait?: string;
  /**
   * With `power`: the wolf robot who learns the card gets one of these powers (lib/powers/learn-rules); the note's {cards} names those cards.
   */
  learnable?: boolean;
}
