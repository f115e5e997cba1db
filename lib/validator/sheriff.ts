// The sheriff (警长, a badge not a card: docs/rules.md, The day) against the vote, tie and self-destruct rules.
import { defineCheck } from './check';
import { PLAIN_WOLF } from './facts';
import { interactionCheck } from './interactions';
import { msg } from './text';

export const sheriffSelfDestructBadge = defineCheck({
  id: 'sheriff-self-destruct-badge',
  severity: ['info'],
  roles: [PLAIN_WOLF],
  rules: ['sheriff', 'selfDestruct', 'sheriffElection', 'electionSelfDestruct'],
  source: 'Basic Rules 三1(5), 三3(5), 三5(1): 狼人第一天、第二天接连自爆，则警长竞选环节被吞，警徽流失; Second Basic Rules 1(5): 如果这样则没有警长',
  summary: 'wolves can self-destruct during the election: per electionSelfDestruct it is postponed (twice: badge lost) or lost at once',
  run(ctx, emit) {
    // Only wolves that may self-destruct count: never the wolf beauty or the demon (Basic Rules).
    if (!ctx.rules.sheriff || !ctx.rules.selfDestruct || !ctx.facts.selfDestructs.some((id) => ctx.has(id))) return;
    emit({
      message: msg(`validator.sheriff-self-destruct-badge.${ctx.rules.electionSelfDestruct === 'lose' ? 'lose' : 'postpone'}`),
    });
  },
});

export const whiteWolfKingElectionBadge = interactionCheck('white-wolf-king-election-badge');

export const idiotSheriff = interactionCheck('idiot-sheriff');

export const sheriffTieWeight = defineCheck({
  id: 'sheriff-tie-weight',
  severity: ['info'],
  roles: [],
  rules: ['sheriffVote', 'sheriffBreaksTies'],
  source: 'Basic Rules 三4(2) (15票: 1.5 votes) or 2 (Rules Introduction (traditional)); the sheriff breaks ties (Rules Overview 警长)',
  summary: "with a 1.5 ballot the sheriff's choice can never be tied, so breaking ties rarely applies",
  run(ctx, emit) {
    const r = ctx.rules;
    if (!r.sheriff || !r.sheriffBreaksTies || r.sheriffVote !== 1.5) return;
    emit({
      message: msg('validator.sheriff-tie-weight.message'),
    });
  },
});

export const sheriffTiesTieRule = defineCheck({
  id: 'sheriff-ties-tie-rule',
  severity: ['info'],
  roles: [],
  rules: ['sheriffBreaksTies', 'tieRule'],
  source: 'Rules Overview 警长: 在平票时他可以决定选哪一个，也可以不选择',
  summary: 'while a sheriff lives he settles ties; the tie rule only applies without him',
  run(ctx, emit) {
    const r = ctx.rules;
    if (!r.sheriff || !r.sheriffBreaksTies) return;
    emit({ message: msg('validator.sheriff-ties-tie-rule.message', { tie: msg(`validator.sheriff-ties-tie-rule.tie.${r.tieRule}`) }) });
  },
});

export const scapegoatSheriffTies = interactionCheck('scapegoat-sheriff-ties');

export const SHERIFF_CHECKS = [sheriffSelfDestructBadge, whiteWolfKingElectionBadge, idiotSheriff, sheriffTieWeight, sheriffTiesTieRule, scapegoatSheriffTies];
