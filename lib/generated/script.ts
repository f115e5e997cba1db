/* eslint-disable */
/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/script.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

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
  | 'wolvesMayKillWolf'
  | 'selfDestruct'
  | 'selfDestructLastWords'
  | 'thiefMayKeep'
  | 'thiefWolfRule'
  | 'thiefBottomControl'
  | 'elderRevealedIdiotDies'
  | 'piperMustBeAlive'
  | 'lastWords'
  | 'lastWordsCount'
  | 'heartbreakLastWords'
  | 'revealOnDeath'
  | 'callAbsentRoles'
  | 'nightOrder'
  | 'seerSees'
  | 'electionSelfDestruct'
  | 'elderAntidote'
  | 'demonVersion';

/**
 * The judge's lines that are not a role's night step (those live in data/roles/*.json): setup, dusk/dawn, the day, the moments that can happen at any time, win conditions, and when a house rule's line matters. Texts are zh (Simplified) and en with {placeholders}; zh-TW comes from the overlay data/i18n/zh-TW.json under script.KEY. A line that depends on a house rule names the rule and gives one text per value.
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
}
export interface Text {
  zh: string;
  en: string;
}
