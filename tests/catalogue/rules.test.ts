import { describe, it, expect } from 'vitest';
import { resolveRules, overridesOf, FAMILIES } from '../../lib/catalogue/rules';
import { parseRules } from '../../lib/input/schema';
import rulesSchema from '../../schemas/rules.schema.json';

// The family defaults table (docs/rules.md, House rules): langrensha then millersHollow.
const TABLE: Record<string, [unknown, unknown]> = {
  winCondition: ['sides', 'all'],
  idiotCountsAs: ['god', 'villager'],
  sheriff: [true, true],
  sheriffVote: [1.5, 2],
  sheriffBreaksTies: [false, true],
  sheriffElection: ['day1BeforeDeaths', 'day1AfterDiscussion'],
  tieRule: ['pk', 'none'],
  witchSelfSave: ['never', 'always'],
  witchPotionsPerNight: [1, 2],
  witchSeesVictimAfterAntidote: [false, true],
  guardAndAntidoteCancel: [true, false],
  hunterShootsWhenPoisoned: [false, true],
  hunterShootsOnHeartbreak: [false, true],
  wolvesMayKillWolf: [true, false],
  selfDestruct: [true, false],
  thiefMayKeep: [false, true],
  thiefWolfRule: ['anyWolf', 'bothWolves'],
  thiefBottomControl: [true, false],
  elderRevealedIdiotDies: [false, true],
  piperMustBeAlive: [true, true],
  lastWords: ['firstNightAndDay', 'firstNightAndDay'],
  revealOnDeath: [false, true],
  callAbsentRoles: [true, true],
};

describe('house-rule families', () => {
  for (const [key, [lrs, mh]] of Object.entries(TABLE)) {
    it(`${key}: langrensha ${String(lrs)}, millersHollow ${String(mh)}`, () => {
      expect(resolveRules({ family: 'langrensha' })[key as keyof typeof FAMILIES.langrensha]).toBe(lrs);
      expect(resolveRules({ family: 'millersHollow' })[key as keyof typeof FAMILIES.langrensha]).toBe(mh);
    });
  }

  // docs/rules.md, The netease family: langrensha's values but for the keys of its table.
  const NETEASE: Record<string, unknown> = {
    shotChains: true,
    poisonedWolfSelfDestruct: true,
    revealedIdiotBadge: 'passes',
    hunterNightStatus: true,
    wolfBeautyNightDeathTakesCharmed: true,
    whiteWolfKingTargetLastWords: false,
    selfDestructLastWords: true,
    electionAfterSelfDestruct: 'sameCandidates',
  };
  it('netease is langrensha but for the keys of its table', () => {
    const diff: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(FAMILIES.netease)) if (k !== 'family' && FAMILIES.langrensha[k as keyof typeof FAMILIES.langrensha] !== v) diff[k] = v;
    expect(diff).toEqual(NETEASE);
    expect(resolveRules({ family: 'netease' }).family).toBe('netease');
  });

  it('langrensha is the default family when rules are absent', () => {
    expect(resolveRules(undefined)).toEqual(FAMILIES.langrensha);
  });

  it('every family sets every key of the rules schema, and validates against it', () => {
    const keys = Object.keys(rulesSchema.properties).sort();
    for (const fam of Object.values(FAMILIES)) {
      expect(Object.keys(fam).sort()).toEqual(keys);
      expect(parseRules(fam).ok).toBe(true);
    }
  });

  it('single keys override the family', () => {
    const r = resolveRules({ family: 'millersHollow', sheriffVote: 1.5, tieRule: 'pk' });
    expect(r.sheriffVote).toBe(1.5);
    expect(r.tieRule).toBe('pk');
    expect(r.winCondition).toBe('all');
  });

  it('overridesOf keeps only what differs from the family', () => {
    expect(overridesOf({ family: 'langrensha', sheriffVote: 1.5, sheriffVote2: undefined } as never)).toEqual({ family: 'langrensha' });
    expect(overridesOf({ family: 'langrensha', sheriffVote: 2 })).toEqual({ family: 'langrensha', sheriffVote: 2 });
  });
});
