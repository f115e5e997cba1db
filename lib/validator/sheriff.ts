// The sheriff (警长, a badge not a card: docs/rules.md, The day) against the vote, tie and self-destruct rules.
import { defineCheck } from './check';
import { PLAIN_WOLF, SELF_DESTRUCTS } from './facts';
import { interactionCheck } from './interactions';

export const sheriffSelfDestructBadge = defineCheck({
  id: 'sheriff-self-destruct-badge',
  severity: ['info'],
  roles: [PLAIN_WOLF],
  rules: ['sheriff', 'selfDestruct', 'sheriffElection', 'electionSelfDestruct'],
  source: 'Basic Rules 三1(5), 三3(5), 三5(1): 狼人第一天、第二天接连自爆，则警长竞选环节被吞，警徽流失; Second Basic Rules 1(5): 如果这样则没有警长',
  summary: 'wolves can self-destruct during the election: per electionSelfDestruct it is postponed (twice: badge lost) or lost at once',
  run(ctx, emit) {
    // Only wolves that may self-destruct count: never the wolf beauty or the demon (seed 000).
    if (!ctx.rules.sheriff || !ctx.rules.selfDestruct || !SELF_DESTRUCTS.some((id) => ctx.has(id))) return;
    emit({
      message:
        ctx.rules.electionSelfDestruct === 'lose'
          ? {
              en: "A wolf may self-destruct during the sheriff election, and under this board's rule (“Self-destruct during the election: Badge lost”, Second Basic Rules 1(5)) the election is then over: the game has no sheriff. One wolf can trade himself for the badge.",
              zh: '狼人可以在警长竞选时自爆；按本板规则（“警长竞选时自爆：警徽流失”，狼人杀基本规则（第二篇）1(5)）竞选就此结束，本局没有警长。狼人只需一次自爆就能让警徽流失。',
            }
          : {
              en: 'A wolf may self-destruct during the sheriff election: night falls after the deaths are announced and the election moves to the next day; a second self-destruct then swallows the election and the game has no sheriff (“Self-destruct during the election: Postponed to the next day”, Basic Rules 三1(5), 三5(1)). Wolves can trade two of theirs for the badge.',
              zh: '狼人可以在警长竞选时自爆：公布死讯后直接入夜，竞选推到下一天；再有狼人自爆，竞选环节被吞，本局没有警长（“警长竞选时自爆：推迟到下一天”，狼人杀基本规则 三1(5)、三5(1)）。狼人用两次自爆就能让警徽流失。',
            },
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
      message: {
        en: 'The sheriff\'s ballot counts 1.5: whoever he votes for ends on a total with a half, which no other player can equal, so a tie can only be between players he did not vote for (or when he abstains). "The sheriff breaks ties" only settles those.',
        zh: '警长一票算 1.5 票：他投的人票数带 0.5，其他人不可能与之持平，所以平票只会出现在他没投的人之间（或他弃票时）。“警长决定平票”只处理这些情况。',
      },
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
    const rule = { pk: 'the PK re-vote', pkTwice: 'the two PK rounds', none: 'the rule "nobody is exiled"', revote: 'the re-vote' }[r.tieRule];
    const ruleZh = { pk: 'PK 再投', pkTwice: '两轮 PK', none: '“无人出局”', revote: '重投' }[r.tieRule];
    emit({
      message: {
        en: `While a sheriff lives, he settles a tied vote (Rules Overview; he may also decline). ${rule[0].toUpperCase()}${rule.slice(1)} (“Tied vote”) applies only when he declines, when the badge was torn or lost, or before one is elected.`,
        zh: `有警长时由警长决定平票（《狼人杀规则一览》；他也可以不选）。平票规则（${ruleZh}）只在他不选、警徽被撕或流失、或尚未选出警长时适用。`,
      },
    });
  },
});

export const scapegoatSheriffTies = interactionCheck('scapegoat-sheriff-ties');

export const SHERIFF_CHECKS = [sheriffSelfDestructBadge, whiteWolfKingElectionBadge, idiotSheriff, sheriffTieWeight, sheriffTiesTieRule, scapegoatSheriffTies];
