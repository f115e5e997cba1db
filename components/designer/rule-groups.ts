// The house rules in groups, so the designer shows a few headings instead of thirty menus. Each group
// names the keys it holds; the family stays above them all (it sets every default).
import { RULE_KEYS } from '../../lib/catalogue/house-rules';
import type { RuleKey } from '../../lib/catalogue/rules';

const LISTED = [
  { id: 'win', keys: ['winCondition', 'idiotCountsAs'] },
  { id: 'sheriff', keys: ['sheriff', 'sheriffVote', 'sheriffBreaksTies', 'sheriffElection', 'tieRule'] },
  { id: 'deaths', keys: ['lastWords', 'lastWordsCount', 'heartbreakLastWords', 'revealOnDeath'] },
  { id: 'night', keys: ['nightOrder', 'callAbsentRoles', 'seerSees'] },
  { id: 'witchGuard', keys: ['witchSelfSave', 'witchPotionsPerNight', 'witchSeesVictimAfterAntidote', 'guardAndAntidoteCancel'] },
  { id: 'hunter', keys: ['hunterShootsWhenPoisoned', 'hunterShootsOnHeartbreak', 'shotChains', 'hunterNightStatus'] },
  {
    id: 'wolves',
    keys: [
      'wolvesMayKillWolf',
      'selfDestruct',
      'selfDestructLastWords',
      'electionSelfDestruct',
      'electionAfterSelfDestruct',
      'poisonedWolfSelfDestruct',
      'whiteWolfKingTakes',
      'whiteWolfKingTargetLastWords',
      'whiteWolfKingElectionDestruct',
      'bigBadWolfStopsAfterWolfDeath',
      'infectProtectedVictim',
      'whiteWerewolfNights',
      'whiteWerewolfKillProtectable',
      'whiteWerewolfWinsWithPack',
    ],
  },
  { id: 'thief', keys: ['thiefMayKeep', 'thiefWolfRule', 'thiefBottomControl'] },
  {
    id: 'others',
    keys: ['elderRevealedIdiotDies', 'revealedIdiotBadge', 'elderAntidote', 'demonVersion', 'piperMustBeAlive', 'wolfBeautyNightDeathTakesCharmed'],
  },
] as const satisfies readonly { id: string; keys: readonly RuleKey[] }[];

export type RuleGroupId = (typeof LISTED)[number]['id'];

// A house rule added later and not placed in a group yet goes to the last one: no rule is ever left out.
const placed = new Set<RuleKey>(LISTED.flatMap((g) => [...g.keys]));
const rest = RULE_KEYS.filter((k) => k !== 'family' && !placed.has(k));
export const RULE_GROUPS: readonly { id: RuleGroupId; keys: readonly RuleKey[] }[] = LISTED.map((g) =>
  g.id === 'others' ? { id: g.id, keys: [...g.keys, ...rest] } : g,
);
