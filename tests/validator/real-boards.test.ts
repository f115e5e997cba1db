// Real boards against the validator (audit of lib/validator on boards from the seeds and common
// Chinese play). Each case names its source and what that source says must (or must not) be reported:
// `valid`, the finding ids that must appear (with severity, scope, exact thief odds, wording where it
// matters) and the ids that must not. `quiet` lists the severities at which nothing else may appear, so
// a legal real board gets no stray error or warning.
import { describe, it, expect } from 'vitest';
import { applyFix, validate, type Finding, type Severity } from '../../lib/validator';
import type { Board } from '../../lib/generated/board';
import { board } from './boards';

interface Want {
  id: string;
  severity?: Severity;
  scope?: 'board' | 'inPlay';
  /** Exact chance over the deal (thief boards), worked out by hand in the case's comment. */
  probability?: number;
  says?: RegExp;
  saysZh?: RegExp;
  fixSays?: RegExp;
}

interface RealCase {
  name: string;
  source: string;
  board: Board;
  valid: boolean;
  must?: Want[];
  mustNot?: string[];
  /** No finding of these severities other than the `must` ones. */
  quiet?: Severity[];
}

const LOUD: Severity[] = ['error', 'warning'];

// Seeds 000 and 004, 基本配置 (copied from the seed text, not from lib/validator's table):
// players, werewolves, seers, villagers.
const SEED_TABLE: [number, number, number, number][] = [
  [8, 2, 1, 5],
  [9, 2, 1, 6],
  [10, 2, 1, 7],
  [11, 2, 1, 8],
  [12, 3, 1, 8],
  [13, 3, 1, 9],
  [14, 3, 1, 10],
  [15, 3, 1, 11],
  [16, 3, 1, 12],
  [17, 3, 1, 13],
  [18, 4, 1, 13],
];

const basicTable: RealCase[] = SEED_TABLE.map(([players, werewolf, seer, villager]) => ({
  name: `basic configuration, ${players} players (Millers Hollow rules)`,
  source: 'seeds 000/004 基本配置; the Millers Hollow text they come from (屠城)',
  board: board(players, { werewolf, seer, villager }, { family: 'millersHollow' }),
  valid: true,
  mustNot: ['card-count', 'wolf-count-table', 'seer-missing', 'players-range', 'unique-duplicate', 'no-wolves', 'wolf-majority'],
  quiet: LOUD,
}));

/** 预女猎白 / 预女猎守: Basic Rules "初级" (4 wolves, 4 villagers, seer, witch, hunter + one god). */
const YNLB = board(12, { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 }, { family: 'langrensha', sheriffVote: 1.5 });
const YNLS = board(12, { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
/** Seed 003: 13 players, "十五张牌：预言家，女巫，猎人，丘比特，盗贼，四张狼人，六张村民", with the forum's rules. */
const FORUM13 = board(
  13,
  { werewolf: 4, villager: 6, seer: 1, witch: 1, hunter: 1, cupid: 1, thief: 1 },
  {
    family: 'langrensha',
    winCondition: 'sides',
    sheriffVote: 2,
    sheriffElection: 'day2',
    witchSelfSave: 'never',
    witchPotionsPerNight: 1,
    witchSeesVictimAfterAntidote: false,
    hunterShootsWhenPoisoned: false,
    hunterShootsOnHeartbreak: false,
    thiefMayKeep: true,
    thiefWolfRule: 'bothWolves',
    thiefBottomControl: false,
    lastWords: 'firstDeaths',
    lastWordsCount: 4,
    revealOnDeath: false,
  },
);
/** 12 players with a thief: 预女猎白 + thief + the two extra villagers = 14 cards. */
const THIEF12 = (rules: Board['rules']) =>
  board(12, { werewolf: 4, villager: 5, seer: 1, witch: 1, hunter: 1, idiot: 1, thief: 1 }, { family: 'langrensha', ...rules });

const CASES: RealCase[] = [
  ...basicTable,
  {
    name: 'basic configuration, 8 players, under the Chinese side kill',
    source: 'seeds 000/004 基本配置 with 屠边 (seed 000 §一): the seer is the only god',
    board: board(8, { werewolf: 2, seer: 1, villager: 5 }, { family: 'langrensha' }),
    valid: true,
    must: [{ id: 'sides-single-member', severity: 'warning', says: /single god/ }],
    quiet: LOUD,
  },
  {
    name: '预女猎白 (idiot as a god)',
    source: 'seed 000 §"初级" 12-player board; seed 000 §二 白痴 god card; 警长 1.5 票',
    board: YNLB,
    valid: true,
    must: [
      // Without a thief the counts are those in play: no deck note.
      { id: 'sides-idiot-group', severity: 'info', says: /counts as a god here.*4 gods or 4 villagers\. A revealed/ },
      { id: 'hunter-cannot-shoot', severity: 'info', scope: 'board' },
      { id: 'idiot-sheriff', severity: 'info' },
    ],
    // The langrensha standard board itself: the Millers Hollow table's 3 wolves is no advice for it.
    mustNot: ['guard-elder', 'sides-single-member', 'rule-no-effect', 'wolf-count-table'],
    quiet: LOUD,
  },
  {
    name: '预女猎白 with the idiot counted as a villager',
    source: 'seed 000 §二 白痴: 一张神牌(或民牌，依照相应屠边局规则改变) — a board option, not an error',
    board: { ...YNLB, rules: { ...YNLB.rules, idiotCountsAs: 'villager' } },
    valid: true,
    must: [{ id: 'sides-idiot-group', severity: 'info', says: /counts as a villager here.*3 gods or 5 villagers/ }],
    mustNot: ['sides-single-member', 'sides-no-gods'],
    quiet: LOUD,
  },
  {
    name: '预女猎守',
    source: 'seed 000 §"初级"; 同守同救 (seed 000 §6(1), seed 002); witch never saves herself (seed 000 §6(3))',
    board: YNLS,
    valid: true,
    must: [{ id: 'guard-antidote', severity: 'info', says: /the victim dies/ }],
    mustNot: ['guard-elder', 'witch-self-save-guard', 'guard-little-girl', 'wolf-count-table'],
    quiet: LOUD,
  },
  {
    name: '预女猎守 where the witch may always save herself',
    source: 'seeds 000/002: 女巫在无守卫局可以自救，女巫在有守卫局不可以自救',
    board: { ...YNLS, rules: { ...YNLS.rules, witchSelfSave: 'always' } },
    valid: true,
    must: [{ id: 'witch-self-save-guard', severity: 'warning', scope: 'board' }],
  },
  {
    name: '9 players: 3 wolves, seer, witch, hunter, 3 villagers',
    source:
      'common Chinese 9-player board, shipped as the 9-player 预女猎 preset: the Millers Hollow table (2 wolves) is no advice against a shipped langrensha board (docs/rules.md, standard boards)',
    board: board(9, { werewolf: 3, villager: 3, seer: 1, witch: 1, hunter: 1 }, { family: 'langrensha' }),
    valid: true,
    mustNot: ['wolf-count-table'],
    quiet: LOUD,
  },
  {
    name: 'seed 003 forum board, forum rules (no bottom control, two wolves force a wolf, may keep)',
    source: 'seed 003 (15 cards for 13 players; 如果这两张牌都是狼人，则盗贼必须…成为狼人); seed 000 §二 (the judge should prevent two wolves / thief + wolf)',
    board: FORUM13,
    valid: true,
    must: [
      // C(15,2) = 105 bottoms: two of the 4 wolves C(4,2) = 6; the thief and one of 4 wolves = 4.
      { id: 'thief-two-wolves', severity: 'warning', scope: 'inPlay', probability: 6 / 105, says: /2\/35/ },
      { id: 'thief-thief-and-wolf', severity: 'warning', scope: 'inPlay', probability: 4 / 105, says: /4\/105/ },
      // One wolf short possibly: those 10, plus one wolf with a non-thief card (4·10 = 40), where the
      // thief may leave the wolf (bothWolves).
      { id: 'thief-wolf-range', severity: 'info', scope: 'inPlay', probability: 50 / 105, says: /from 3 to 4/ },
      // A power card (seer, witch, hunter, cupid) can be left out whenever one is in the bottom: 105 − C(11,2) = 50.
      { id: 'thief-buried-roles', severity: 'info', probability: 50 / 105 },
      // 6 villager cards in the deck, but two cards stay in the bottom: the text says the count is the deck's.
      { id: 'cupid-side-kill', severity: 'info', says: /3 gods and 6 villagers the wolves must wipe out \(counted in the deck/, saysZh: /按牌堆计/ },
      { id: 'hunter-cannot-shoot', severity: 'info', scope: 'inPlay' },
    ],
    mustNot: ['card-count', 'thief-extra-villagers', 'thief-few-villagers', 'seer-missing', 'rule-no-effect', 'last-words-none'],
    quiet: ['error'],
  },
  {
    name: 'seed 003 deck under the seed 000 §二 thief rules (bottom control, a wolf must be taken, no keeping)',
    source: 'seed 000 §二 盗贼: 底牌不能为一盗贼一狼 … 也不可能出现两狼（法官调控）; 若两张底牌中有一张狼人牌，盗贼必须选择狼人',
    board: board(13, { werewolf: 4, villager: 6, seer: 1, witch: 1, hunter: 1, cupid: 1, thief: 1 }, { family: 'langrensha' }),
    valid: true,
    must: [
      { id: 'thief-wolf-range', severity: 'info', scope: 'board', says: /always in play/ },
      // The judge re-deals the 10 of 105 bottoms that break the rule.
      { id: 'thief-judge-duties', severity: 'info', says: /2\/21.*re-deals/ },
    ],
    mustNot: ['thief-two-wolves', 'thief-thief-and-wolf', 'thief-control-impossible'],
    quiet: LOUD,
  },
  {
    name: 'Millers Hollow standard deck for 18 players (thief, cupid, witch, hunter, little girl)',
    source: 'seed 000 "共24张牌" / seed 002 / seed 004 (thief + 2 extra villagers; 小女孩 主持人很难控制，建议不加此角色)',
    board: board(18, { werewolf: 4, seer: 1, thief: 1, hunter: 1, cupid: 1, witch: 1, littleGirl: 1, villager: 10 }, { family: 'millersHollow' }),
    valid: true,
    must: [
      { id: 'little-girl-hard', severity: 'warning' },
      // 20 cards: C(20,2) = 190 bottoms; C(4,2) = 6 two-wolf bottoms, 4 thief-and-wolf bottoms.
      { id: 'thief-two-wolves', severity: 'warning', probability: 6 / 190 },
      { id: 'thief-thief-and-wolf', severity: 'warning', probability: 4 / 190 },
    ],
    mustNot: ['card-count', 'wolf-count-table', 'players-range'],
    quiet: LOUD,
  },
  {
    name: 'Millers Hollow, 10 players with cupid, witch and hunter',
    source: 'seeds 000/004 基本配置 (10 → 2 wolves), each power role replacing a villager',
    board: board(10, { werewolf: 2, seer: 1, cupid: 1, witch: 1, hunter: 1, villager: 4 }, { family: 'millersHollow' }),
    valid: true,
    mustNot: ['hunter-cannot-shoot', 'cupid-side-kill', 'wolf-count-table'],
    quiet: LOUD,
  },
  {
    name: 'Millers Hollow, 10 players with the little girl',
    source: 'seed 000 小女孩: 主持人很难控制，建议不加此角色',
    board: board(10, { werewolf: 2, seer: 1, littleGirl: 1, villager: 6 }, { family: 'millersHollow' }),
    valid: true,
    must: [{ id: 'little-girl-hard', severity: 'warning', scope: 'board', fixSays: /Replace the little girl/ }],
    quiet: LOUD,
  },
  {
    name: 'New Moon, 18 players: elder, scapegoat, idiot, piper (a tie exiles nobody, so the scapegoat decides it)',
    source: 'seeds 000/002/004 新月; seed 004 如果投票出现平局，则没有人出局',
    board: board(
      18,
      { werewolf: 4, seer: 1, elder: 1, scapegoat: 1, idiot: 1, piper: 1, villager: 9 },
      { family: 'millersHollow', tieRule: 'none', sheriffBreaksTies: false },
    ),
    valid: true,
    must: [
      { id: 'elder-village-kill', severity: 'info' },
      { id: 'elder-idiot', severity: 'info', says: /leaves the game.*Rules Introduction \(traditional\), Millers Hollow \(traditional\)/ },
    ],
    mustNot: ['piper-small-board', 'scapegoat-tie-rule', 'scapegoat-sheriff-ties'],
    quiet: LOUD,
  },
  {
    name: 'New Moon, 12 players with the piper and the wild child',
    source: 'seeds 002/004 吹笛者 (2 charms a night); seed 000 野孩子; seeds 000/002 the sheriff may decide a tie vs 替罪羊',
    board: board(12, { werewolf: 3, seer: 1, elder: 1, scapegoat: 1, idiot: 1, piper: 1, wildChild: 1, villager: 3 }, { family: 'millersHollow' }),
    valid: true,
    must: [
      { id: 'piper-small-board', severity: 'warning', says: /night 3/ },
      { id: 'scapegoat-sheriff-ties', severity: 'warning' },
      { id: 'wild-child-turns', severity: 'info', says: /from 3 to 4/ },
    ],
    quiet: LOUD,
  },
  {
    name: 'Millers Hollow advanced: every role of the base game and New Moon, 18 players',
    source: 'seed 002 (full advanced set); seed 000 §二 守卫牌一般不建议与长老牌同时存在',
    board: board(
      18,
      { werewolf: 4, villager: 5, seer: 1, witch: 1, hunter: 1, cupid: 1, thief: 1, littleGirl: 1, idiot: 1, elder: 1, scapegoat: 1, guard: 1, piper: 1 },
      { family: 'millersHollow' },
    ),
    valid: true,
    must: [
      { id: 'guard-elder', severity: 'warning', scope: 'inPlay' },
      { id: 'little-girl-hard', severity: 'warning' },
      { id: 'witch-self-save-guard', severity: 'warning' },
      { id: 'thief-two-wolves', severity: 'warning' },
      { id: 'thief-thief-and-wolf', severity: 'warning' },
      { id: 'scapegoat-sheriff-ties', severity: 'warning' },
      { id: 'guard-little-girl', severity: 'info' },
    ],
    mustNot: ['card-count', 'piper-small-board'],
    quiet: LOUD,
  },
  {
    name: '白狼王 12 (white wolf king, 3 wolves, 预女猎守)',
    source: 'seed 000 白狼王: 白天可以自爆发动技能带走场上任意一名玩家',
    board: board(12, { werewolf: 3, whiteWolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' }),
    valid: true,
    mustNot: ['white-wolf-king-needs-self-destruct'],
    quiet: LOUD,
  },
  {
    name: '白狼王 12 with self-destruct turned off',
    source: 'seed 000 白狼王 (his power is the self-destruct)',
    board: board(12, { werewolf: 3, whiteWolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha', selfDestruct: false }),
    valid: true,
    must: [{ id: 'white-wolf-king-needs-self-destruct', severity: 'warning', fixSays: /Allow self-destruct/ }],
  },
  {
    name: '狼美人 12 (wolf beauty, 3 wolves, 预女猎守)',
    source: 'seed 000 狼美人: 狼美人不能自刀或自爆',
    board: board(12, { werewolf: 3, wolfBeauty: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' }),
    valid: true,
    must: [
      {
        id: 'wolf-self-kill-exempt',
        severity: 'info',
        says: /can neither be the wolves' own target nor self-destruct/,
        saysZh: /狼人不能刀狼美人，狼美人也不能自爆/,
      },
    ],
    quiet: LOUD,
  },
  {
    name: '恶魔 12, online (PandaKill) version',
    source: 'seed 000 恶魔: 每晚…验证一名好人是否是神，恶魔不会在夜间死亡（不会被女巫毒死），但不可以自爆或自刀',
    board: board(12, { werewolf: 3, demon: 1, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 }, { family: 'langrensha', demonVersion: 'online' }),
    valid: true,
    must: [
      { id: 'demon-night-immune', severity: 'info', says: /poison/ },
      { id: 'demon-god-check', severity: 'info', says: /shows the idiot as a god/ },
      { id: 'wolf-self-kill-exempt', severity: 'info' },
    ],
    mustNot: ['rule-no-effect'],
    quiet: LOUD,
  },
  {
    name: '恶魔 12, offline version, idiot counted as a villager',
    source: 'seed 000 线下版恶魔 (does not wake with the wolves; cannot die at night); 白痴 god or villager',
    board: board(
      12,
      { werewolf: 3, demon: 1, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 },
      { family: 'langrensha', demonVersion: 'offline', idiotCountsAs: 'villager' },
    ),
    valid: true,
    must: [
      { id: 'demon-night-immune', severity: 'info' },
      { id: 'demon-god-check', severity: 'info', says: /shows the idiot as not a god/ },
    ],
    mustNot: ['rule-no-effect'],
    quiet: LOUD,
  },
  {
    name: 'wolf beauty and demon as the only wolves: nobody can self-destruct',
    source: 'seed 000 狼美人 / 恶魔: cannot self-destruct; docs/rules.md, The roles',
    board: board(
      10,
      { wolfBeauty: 1, demon: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 },
      { family: 'langrensha', selfDestruct: true, selfDestructLastWords: true },
    ),
    valid: true,
    must: [{ id: 'rule-no-effect', severity: 'info', says: /“Self-destruct: Allowed” has no effect/ }],
    mustNot: ['sheriff-self-destruct-badge'],
  },

  // Deliberately broken boards.
  {
    name: '13 cards for 12 players',
    source: 'docs/rules.md, The roles: one card a player',
    board: board(12, { werewolf: 4, villager: 5, seer: 1, witch: 1, hunter: 1, idiot: 1 }, { family: 'langrensha' }),
    valid: false,
    must: [{ id: 'card-count', severity: 'error', says: /13 cards for 12 players; it needs 12/, fixSays: /Remove 1 villager/ }],
    quiet: ['error'],
  },
  {
    name: '11 cards for 12 players',
    source: 'docs/rules.md, The roles: one card a player',
    board: board(12, { werewolf: 4, villager: 3, seer: 1, witch: 1, hunter: 1, idiot: 1 }, { family: 'langrensha' }),
    valid: false,
    must: [{ id: 'card-count', severity: 'error', fixSays: /Add 1 villager/ }],
  },
  {
    name: 'two seers',
    source: 'seeds 000/004 基本配置: 先知数量 1 at every count; docs/rules.md, The roles unique roles',
    board: board(12, { werewolf: 4, villager: 3, seer: 2, witch: 1, hunter: 1, idiot: 1 }, { family: 'langrensha' }),
    valid: false,
    must: [{ id: 'unique-duplicate', severity: 'error', says: /seer is a unique role/, fixSays: /^Keep one seer; the other becomes a villager$/ }],
    quiet: ['error'],
  },
  {
    name: 'a thief without the two extra villagers (12 cards for 12 players)',
    source: 'seed 000 §二 盗贼: 在游戏开始的时候加入两张额外的普通村民牌',
    board: board(12, { werewolf: 4, villager: 3, seer: 1, witch: 1, hunter: 1, idiot: 1, thief: 1 }, { family: 'langrensha' }),
    valid: false,
    must: [{ id: 'thief-extra-villagers', severity: 'error' }],
    mustNot: ['card-count'],
  },
  {
    name: 'a thief with 13 cards for 12 players',
    source: 'docs/rules.md, The roles: with a thief, players + 2 cards',
    board: board(12, { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1, thief: 1 }, { family: 'langrensha' }),
    valid: false,
    must: [{ id: 'card-count', severity: 'error', says: /needs 14/ }],
    mustNot: ['thief-extra-villagers'],
  },
  {
    name: 'thief, no bottom control, a single wolf must be taken (anyWolf)',
    source: 'seed 000 §二 若两张底牌中有一张狼人牌，盗贼必须选择狼人; bottoms left as dealt',
    board: THIEF12({ thiefBottomControl: false, thiefWolfRule: 'anyWolf' }),
    valid: true,
    must: [
      // 14 cards: C(14,2) = 91; two wolves 6, the thief and a wolf 4; a single wolf is always taken,
      // so a wolf is short exactly on those 10.
      { id: 'thief-two-wolves', severity: 'warning', probability: 6 / 91 },
      { id: 'thief-thief-and-wolf', severity: 'warning', probability: 4 / 91 },
      { id: 'thief-wolf-range', severity: 'info', probability: 10 / 91 },
    ],
    quiet: ['error'],
  },
  {
    name: 'thief, no bottom control, only two wolves force a wolf (bothWolves)',
    source: 'seeds 002/003/004 如果这两张牌都是狼人，则盗贼必须…; bottoms left as dealt',
    board: THIEF12({ thiefBottomControl: false, thiefWolfRule: 'bothWolves' }),
    valid: true,
    must: [
      { id: 'thief-two-wolves', severity: 'warning', probability: 6 / 91 },
      { id: 'thief-thief-and-wolf', severity: 'warning', probability: 4 / 91 },
      // The 10 above, plus one wolf with one of the 9 non-wolf non-thief cards (4·9 = 36), where the
      // thief may leave the wolf in the bottom.
      { id: 'thief-wolf-range', severity: 'info', probability: 46 / 91, says: /thief's choice decides/ },
    ],
    quiet: ['error'],
  },
  {
    name: 'thief with bottom control but bothWolves: no forced buried wolf, the thief may still bury one',
    source: 'seed 000 §二 (法官调控) with seeds 002/004 (only two wolves force a wolf)',
    board: THIEF12({ thiefBottomControl: true, thiefWolfRule: 'bothWolves' }),
    valid: true,
    must: [
      // 91 − 10 = 81 legal bottoms; one wolf with a non-thief card: 36.
      {
        id: 'thief-wolf-range',
        severity: 'info',
        probability: 36 / 81,
        says: /^Wolves in play: from 3 to 4 \(4 wolf cards\)\. On 4\/9 ≈ 44\.4% of deals the thief's choice decides/,
      },
    ],
    mustNot: ['thief-two-wolves', 'thief-thief-and-wolf'],
    quiet: LOUD,
  },
  {
    name: 'thief that skips absent roles (callAbsentRoles off)',
    source: 'seeds 002/004: 哪怕预言家不在遊戲中(由於盜賊規則)，主持人也必須假裝進行這個步驟',
    board: { ...FORUM13, rules: { family: 'langrensha', callAbsentRoles: false } },
    valid: true,
    must: [{ id: 'thief-buried-roles', severity: 'warning', fixSays: /Call the steps of absent roles/ }],
  },
  {
    name: 'basic 8 with a thief under side kill: the seer, the only god, may stay in the bottom',
    source: 'seed 000 §二 (the card not taken is buried); 屠边 (seed 000 §一)',
    board: board(8, { werewolf: 2, seer: 1, thief: 1, villager: 6 }, { family: 'langrensha' }),
    valid: true,
    must: [
      // 10 cards, C(10,2) = 45, control drops 1 two-wolf and 2 thief+wolf bottoms: 42. The seer is out
      // (possibly) with the thief (1), with a wolf the thief must take (2), with a villager (6): 9/42.
      { id: 'sides-no-gods', severity: 'warning', scope: 'inPlay', probability: 9 / 42 },
      { id: 'sides-single-member', severity: 'warning' },
    ],
    quiet: ['error'],
  },
  {
    name: 'a thief whose extra cards are not villagers',
    source: 'seed 000 §二 加入两张额外的普通村民牌',
    board: board(
      12,
      { werewolf: 4, villager: 1, seer: 1, witch: 1, hunter: 1, idiot: 1, guard: 1, elder: 1, cupid: 1, thief: 1, littleGirl: 1 },
      { family: 'langrensha' },
    ),
    valid: true,
    must: [
      { id: 'thief-few-villagers', severity: 'warning' },
      { id: 'guard-elder', severity: 'warning' },
      { id: 'little-girl-hard', severity: 'warning' },
    ],
    quiet: ['error'],
  },
  {
    name: 'guard with elder',
    source: 'seed 000 §二 守卫: 守卫牌一般不建议与长老牌同时存在',
    board: board(12, { werewolf: 4, villager: 3, seer: 1, witch: 1, hunter: 1, guard: 1, elder: 1 }, { family: 'langrensha' }),
    valid: true,
    must: [{ id: 'guard-elder', severity: 'warning', scope: 'board', fixSays: /Replace the elder/ }],
    quiet: ['error'],
  },
  {
    name: 'side kill with no villager card',
    source: 'docs/rules.md, Factions and side-kill counting 屠边 (seed 000 §一: 民、神任一方全部阵亡，狼方获胜)',
    board: board(12, { werewolf: 4, seer: 1, witch: 1, hunter: 1, guard: 1, idiot: 1, elder: 1, littleGirl: 1, scapegoat: 1 }, { family: 'langrensha' }),
    valid: false,
    must: [{ id: 'sides-no-villagers', severity: 'error', scope: 'board' }],
  },
  {
    name: 'side kill with no villager card but the idiot counted as a villager',
    source: 'seed 000 §二 白痴 (神牌或民牌); docs/rules.md, Factions and side-kill counting 屠边',
    board: board(
      12,
      { werewolf: 4, seer: 1, witch: 1, hunter: 1, guard: 1, idiot: 1, elder: 1, littleGirl: 1, scapegoat: 1 },
      { family: 'langrensha', idiotCountsAs: 'villager' },
    ),
    valid: true,
    must: [{ id: 'sides-single-member', severity: 'warning', says: /single villager/ }],
    mustNot: ['sides-no-villagers'],
  },
  {
    name: 'side kill with no god',
    source: 'docs/rules.md, Factions and side-kill counting 屠边; seeds 000/004 狼人、预言家、村民是必须要使用的',
    board: board(12, { werewolf: 3, villager: 9 }, { family: 'langrensha' }),
    valid: false,
    must: [
      { id: 'sides-no-gods', severity: 'error' },
      { id: 'seer-missing', severity: 'warning' },
    ],
  },
  {
    name: 'no seer',
    source: 'seeds 000/004: 狼人、预言家、村民是必须要使用的',
    board: board(12, { werewolf: 4, villager: 5, witch: 1, hunter: 1, idiot: 1 }, { family: 'langrensha' }),
    valid: true,
    must: [{ id: 'seer-missing', severity: 'warning', fixSays: /Turn a villager into a seer/ }],
    quiet: ['error'],
  },
  {
    name: 'no wolves',
    source: 'docs/rules.md, Factions and side-kill counting; seeds 000/004: 狼人、预言家、村民是必须要使用的',
    board: board(8, { villager: 7, seer: 1 }, { family: 'millersHollow' }),
    valid: false,
    must: [{ id: 'no-wolves', severity: 'error', fixSays: /^Turn 2 villagers into werewolves$/ }],
  },
  {
    name: '4 wolves against 4 others',
    source: 'docs/rules.md, Factions and side-kill counting (the wolves carry every vote)',
    board: board(8, { werewolf: 4, seer: 1, villager: 3 }, { family: 'langrensha' }),
    valid: false,
    must: [{ id: 'wolf-majority', severity: 'error', scope: 'board' }],
  },
  {
    name: 'parity win condition, 5 wolves against 6',
    source: 'seed 000 变体规则: 狼人取胜的条件为：场上活着的狼人数量和活着的村人数量相等; 狼刀在先 (seed 000 §6(6))',
    board: board(11, { werewolf: 5, villager: 3, seer: 1, witch: 1, hunter: 1 }, { family: 'millersHollow', winCondition: 'parity' }),
    valid: true,
    // Parity is 人数对等 (data/house-rules.json), not 平票 (a tied vote).
    must: [{ id: 'parity-first-night', severity: 'warning', saysZh: /^人数对等胜利条件/ }],
  },
  {
    name: '6 players',
    source: 'seeds 000/002: 通常的版本需要8-18人参与',
    board: board(6, { werewolf: 1, seer: 1, villager: 4 }, { family: 'millersHollow' }),
    valid: true,
    must: [{ id: 'players-range', severity: 'warning' }],
  },
  {
    name: 'scapegoat with re-vote ties',
    source: 'seeds 002/004 替罪羊: 白天投票如果出现平局，则替罪羊死; seed 004 variant: 平局…再次投票，直至有人出局',
    board: board(12, { werewolf: 4, villager: 3, seer: 1, witch: 1, hunter: 1, idiot: 1, scapegoat: 1 }, { family: 'langrensha', tieRule: 'revote' }),
    valid: true,
    // The zh text once named PK whatever the tie rule.
    must: [{ id: 'scapegoat-tie-rule', severity: 'warning', says: /the re-vote never happens/, saysZh: /不再重投，要么重投后仍平票他才死/ }],
  },
];

const byId = (fs: Finding[], id: string) => fs.filter((f) => f.id === id);

describe('real boards (seeds 000/002/003/004, common Chinese play)', () => {
  it('covers at least 25 boards', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  for (const c of CASES) {
    describe(`${c.name} — ${c.source}`, () => {
      const r = validate(c.board);
      it(`valid = ${c.valid}`, () => {
        expect(
          r.valid,
          r.findings
            .filter((f) => f.severity === 'error')
            .map((f) => f.id)
            .join(),
        ).toBe(c.valid);
      });
      for (const w of c.must ?? []) {
        it(`reports ${w.id}`, () => {
          const found = byId(r.findings, w.id);
          expect(found.length, `${w.id} should fire`).toBeGreaterThan(0);
          const f = found.find((x) => !w.severity || x.severity === w.severity);
          expect(f, `${w.id} with severity ${w.severity}`).toBeDefined();
          if (!f) return;
          if (w.scope) expect(f.scope).toBe(w.scope);
          if (w.probability !== undefined) expect(f.probability).toBeCloseTo(w.probability, 12);
          if (w.says) expect(f.message.en).toMatch(w.says);
          if (w.saysZh) expect(f.message.zh).toMatch(w.saysZh);
          if (w.fixSays) expect(f.fix?.label.en).toMatch(w.fixSays);
        });
      }
      for (const id of c.mustNot ?? []) {
        it(`does not report ${id}`, () => {
          expect(byId(r.findings, id)).toEqual([]);
        });
      }
      if (c.quiet) {
        it(`nothing else at ${c.quiet.join('/')}`, () => {
          const listed = new Set((c.must ?? []).map((w) => w.id));
          const extra = r.findings.filter((f) => c.quiet!.includes(f.severity) && !listed.has(f.id)).map((f) => `${f.severity} ${f.id}`);
          expect(extra).toEqual([]);
        });
      }
      it('each fix clears its finding', () => {
        const rank = { error: 0, warning: 1, info: 2 };
        for (const f of r.findings.filter((x) => x.fix)) {
          const after = byId(validate(applyFix(c.board, f.fix!)).findings, f.id).filter(
            (g) => rank[g.severity] <= rank[f.severity] && g.roles.join() === f.roles.join(),
          );
          expect(after, `${f.id}: ${f.fix!.label.en}`).toEqual([]);
        }
      });
    });
  }
});
