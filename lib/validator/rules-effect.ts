// House rules that do nothing on this board (a witch rule without a witch, …) and rule values that
// switch a feature off. Which roles a rule concerns comes from data/house-rules.json (`roles`: every one
// must be among the cards); the conditions on other rules are ours, each with its reason.
// Labels and roles of data/house-rules.json via lib/generated/facts.ts: no explanations in the bundle.
import { RULE_FACTS } from '../generated/facts';
import type { ResolvedRules, RuleKey } from '../catalogue/rules';
import { defineCheck } from './check';
import type { Ctx } from './context';
import type { RoleId } from '../catalogue/roles';
import { boardHasPower, cardHasPower, type PowerId } from '../order/board-cards';
import { rolesOf } from './interactions';
import { msg, names, ruleSetting, type Msg } from './text';

const HOUSE_RULES = RULE_FACTS as unknown as Partial<Record<RuleKey, { label: string; roles: readonly RoleId[] }>>;

/** A card that may self-destruct by day is in the deck. */
const selfDestructor = (c: Ctx) => c.facts.selfDestructs.some((id) => c.has(id));

/** Who checks for gods (the demon): the first role of the demon-god-check interaction. */
const [GOD_CHECKER] = rolesOf('demon-god-check');

/** The powers that can keep the hunter from shooting at night (the fear, the dream, the sealed night). */
const BLOCKERS: readonly PowerId[] = ['fear', 'dream', 'seal'];

/** Conditions beyond the roles: the rule matters only when this holds (with the reason, zh/en). */
const ALSO: Partial<Record<RuleKey, { holds(ctx: Ctx): boolean; why: Msg }>> = {
  sheriffVote: { holds: (c) => c.rules.sheriff, why: msg('validator.rule-no-effect.why.noSheriff') },
  sheriffBreaksTies: { holds: (c) => c.rules.sheriff, why: msg('validator.rule-no-effect.why.noSheriff') },
  sheriffElection: { holds: (c) => c.rules.sheriff, why: msg('validator.rule-no-effect.why.noSheriff') },
  // The idiot's badge matters only with a badge to hold.
  revealedIdiotBadge: { holds: (c) => c.rules.sheriff, why: msg('validator.rule-no-effect.why.noSheriff') },
  lastWordsCount: {
    holds: (c) => c.rules.lastWords === 'firstDeaths',
    why: msg('validator.rule-no-effect.why.lastWordsCount'),
  },
  selfDestructLastWords: {
    holds: (c) => c.rules.selfDestruct && selfDestructor(c),
    why: msg('validator.rule-no-effect.why.selfDestructLastWords'),
  },
  selfDestruct: {
    holds: selfDestructor,
    why: msg('validator.rule-no-effect.why.selfDestruct'),
  },
  electionSelfDestruct: {
    holds: (c) => c.rules.sheriff && c.rules.selfDestruct && selfDestructor(c),
    why: msg('validator.rule-no-effect.why.electionSelfDestruct'),
  },
  // A postponed election exists only when a self-destruct during the election postpones it.
  electionAfterSelfDestruct: {
    holds: (c) => c.rules.sheriff && c.rules.selfDestruct && c.rules.electionSelfDestruct === 'postpone' && selfDestructor(c),
    why: msg('validator.rule-no-effect.why.electionAfterSelfDestruct'),
  },
  // 吞毒 needs an election before the deaths are announced and a wolf that may self-destruct in it.
  poisonedWolfSelfDestruct: {
    holds: (c) => c.rules.sheriff && c.rules.selfDestruct && c.rules.sheriffElection === 'day1BeforeDeaths' && selfDestructor(c),
    why: msg('validator.rule-no-effect.why.poisonedWolfSelfDestruct'),
  },
  whiteWolfKingTargetLastWords: {
    holds: (c) => c.rules.selfDestruct,
    why: msg('validator.rule-no-effect.why.selfDestructLastWords'),
  },
  // The hunter's night status tells something only when a night can take his shot: the poison (unless he shoots
  // when poisoned) or a power that blocks him (the fear, the dream, the sealed night).
  hunterNightStatus: {
    holds: (c) =>
      !c.rules.hunterShootsWhenPoisoned ||
      boardHasPower(c.board, BLOCKERS, c.rules) ||
      c.facts.custom.some((k) => c.has(k.id) && BLOCKERS.some((p) => cardHasPower(k, p))),
    why: msg('validator.rule-no-effect.why.hunterNightStatus'),
  },
  wolvesMayKillWolf: { holds: (c) => c.wolves > 0, why: msg('validator.rule-no-effect.why.wolvesMayKillWolf') },
  // The minion's count for parity is read only under the parity win (docs/rules.md, the minion).
  minionCountsForParity: { holds: (c) => c.rules.winCondition === 'parity', why: msg('validator.rule-no-effect.why.minionCountsForParity') },
  // The idiot's group matters for side kill (Basic Rules 二) and for the demon's god check (Basic Rules).
  idiotCountsAs: {
    holds: (c) => c.rules.winCondition === 'sides' || c.has(GOD_CHECKER),
    why: msg('validator.rule-no-effect.why.idiotCountsAs'),
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
      const why: Msg | null = missing.length
        ? msg('validator.rule-no-effect.why.missing', { names: names(missing, true) })
        : also && !also.holds(ctx)
          ? also.why
          : null;
      if (!why) continue;
      emit({
        roles: [...entry.roles],
        rules: [key],
        message: msg('validator.rule-no-effect.message', { setting: ruleSetting(key, (ctx.rules as ResolvedRules)[key]), why }),
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
      message: msg('validator.last-words-none.message'),
    });
  },
});

export const RULE_CHECKS = [ruleNoEffect, lastWordsNone];
