// The house rules in groups, so the designer shows a few headings instead of thirty menus. Each group
// names the keys it holds; the family stays above them all (it sets every default).
import type { RuleKey } from '../../lib/rules';

export const RULE_GROUPS = [
  { id: 'win', keys: ['winCondition', 'idiotCountsAs'] },
  { id: 'sheriff', keys: ['sheriff', 'sheriffVote', 'sheriffBreaksTies', 'sheriffElection', 'tieRule'] },
  { id: 'deaths', keys: ['lastWords', 'lastWordsCount', 'heartbreakLastWords', 'revealOnDeath'] },
  { id: 'night', keys: ['nightOrder', 'callAbsentRoles', 'seerSees'] },
  { id: 'witchGuard', keys: ['witchSelfSave', 'witchPotionsPerNight', 'witchSeesVictimAfterAntidote', 'guardAndAntidoteCancel'] },
  { id: 'hunter', keys: ['hunterShootsWhenPoisoned', 'hunterShootsOnHeartbreak'] },
  { id: 'wolves', keys: ['wolvesMayKillWolf', 'selfDestruct', 'selfDestructLastWords', 'electionSelfDestruct'] },
  { id: 'thief', keys: ['thiefMayKeep', 'thiefWolfRule', 'thiefBottomControl'] },
  { id: 'others', keys: ['elderRevealedIdiotDies', 'elderAntidote', 'demonVersion', 'piperMustBeAlive'] },
] as const satisfies readonly { id: string; keys: readonly RuleKey[] }[];

export type RuleGroupId = (typeof RULE_GROUPS)[number]['id'];
