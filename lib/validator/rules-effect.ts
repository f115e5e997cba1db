// House rules that do nothing on this board (a witch rule without a witch, …) and rule values that
// switch a feature off. Which roles a rule concerns comes from data/house-rules.json (`roles`: every one
// must be among the cards); the conditions on other rules are ours, each with its reason.
// Labels and roles of data/house-rules.json via lib/generated/facts.ts: no explanations in the bundle.
import { RULE_FACTS } from '../generated/facts';
import type { ResolvedRules, RuleKey } from '../rules';
import { defineCheck } from './check';
import type { Ctx } from './context';
import type { Text } from '../bi-text';
import type { RoleId } from '../roles';
import { SELF_DESTRUCTS } from './facts';
import { rolesOf } from './interactions';
import { names, ruleSetting } from './text';

const HOUSE_RULES = RULE_FACTS as unknown as Partial<Record<RuleKey, { label: string; roles: readonly RoleId[] }>>;

/** A card that may self-destruct by day is in the deck. */
const selfDestructor = (c: Ctx) => SELF_DESTRUCTS.some((id) => c.has(id));

/** Who checks for gods (the demon): the first role of the demon-god-check interaction. */
const [GOD_CHECKER] = rolesOf('demon-god-check');

/** Conditions beyond the roles: the rule matters only when this holds (with the reason, zh/en). */
const ALSO: Partial<Record<RuleKey, { holds(ctx: Ctx): boolean; why: Text }>> = {
  sheriffVote: { holds: (c) => c.rules.sheriff, why: { en: 'there is no sheriff (sheriff off)', zh: '本局没有警长' } },
  sheriffBreaksTies: { holds: (c) => c.rules.sheriff, why: { en: 'there is no sheriff (sheriff off)', zh: '本局没有警长' } },
  sheriffElection: { holds: (c) => c.rules.sheriff, why: { en: 'there is no sheriff (sheriff off)', zh: '本局没有警长' } },
  lastWordsCount: {
    holds: (c) => c.rules.lastWords === 'firstDeaths',
    why: { en: 'last words do not go by count (the last-words rule is not “The first N deaths”)', zh: '遗言规则不是“前 N 个死者”' },
  },
  selfDestructLastWords: {
    holds: (c) => c.rules.selfDestruct && selfDestructor(c),
    why: {
      en: 'no wolf can self-destruct (self-destruct is off, or no wolf may: the wolf beauty and the demon never do)',
      zh: '没有狼能自爆（未开启自爆，或没有能自爆的狼：狼美人和恶魔不能自爆）',
    },
  },
  selfDestruct: {
    holds: selfDestructor,
    why: {
      en: 'no wolf on the board may self-destruct (the wolf beauty and the demon never do, Rules Overview)',
      zh: '本板子没有能自爆的狼（狼美人和恶魔不能自爆，《狼人杀规则一览》）',
    },
  },
  electionSelfDestruct: {
    holds: (c) => c.rules.sheriff && c.rules.selfDestruct && selfDestructor(c),
    why: {
      en: 'nobody can self-destruct during an election (no sheriff, self-destruct is off, or no wolf that may self-destruct)',
      zh: '竞选中无人能自爆（没有警长、未开启自爆，或没有能自爆的狼）',
    },
  },
  wolvesMayKillWolf: { holds: (c) => c.wolves > 0, why: { en: 'there is no wolf card', zh: '没有狼牌' } },
  // The idiot's group matters for side kill (seed 000 §二) and for the demon's god check (seed 000).
  idiotCountsAs: {
    holds: (c) => c.rules.winCondition === 'sides' || c.has(GOD_CHECKER),
    why: { en: 'the win condition is not side kill and there is no demon to check for gods', zh: '胜利条件不是屠边，也没有验神的恶魔' },
  },
};

export const ruleNoEffect = defineCheck({
  id: 'rule-no-effect',
  severity: ['info'],
  roles: [],
  rules: Object.keys(HOUSE_RULES) as RuleKey[],
  source: 'data/house-rules.json (the roles each rule concerns)',
  summary: 'a house rule the board sets has no effect on these cards',
  run(ctx, emit) {
    for (const key of ctx.explicit) {
      const entry = HOUSE_RULES[key];
      if (!entry) continue;
      const missing = entry.roles.filter((id) => !ctx.has(id));
      const also = ALSO[key];
      const why: Text | null = missing.length
        ? { en: `there is no ${names(missing).en.toLowerCase()} on the board`, zh: `本板子没有${names(missing).zh}` }
        : also && !also.holds(ctx)
          ? also.why
          : null;
      if (!why) continue;
      const set = ruleSetting(key, (ctx.rules as ResolvedRules)[key]);
      emit({
        roles: [...entry.roles],
        rules: [key],
        message: {
          en: `${set.en} has no effect on this board: ${why.en}.`,
          zh: `${set.zh}在本板子上不起作用：${why.zh}。`,
        },
      });
    }
  },
});

export const lastWordsNone = defineCheck({
  id: 'last-words-none',
  severity: ['info'],
  roles: [],
  rules: ['lastWords', 'lastWordsCount'],
  source: 'Forum-13 Rules (前4个死的有遗言); last words variants',
  summary: 'last words for the first 0 deaths: nobody has last words',
  run(ctx, emit) {
    if (ctx.rules.lastWords !== 'firstDeaths' || ctx.rules.lastWordsCount > 0) return;
    emit({
      message: {
        en: 'Last words go to the first N deaths (Forum-13 Rules uses 4) but N is 0 here: nobody has last words, and a dying seer cannot pass on his checks.',
        zh: '遗言给前 N 个死者（《狼人杀规则》（13人局版杀） 为 4 个），但这里 N = 0：没有人有遗言，死去的预言家无法留下验人信息。',
      },
    });
  },
});

export const RULE_CHECKS = [ruleNoEffect, lastWordsNone];
