// Checks on the deck itself: card count, unique roles, player count, the roles every board uses.
import { ROLE_IDS } from '../roles';
import { defineCheck } from './check';
import { BOTTOM_CARDS, BOTTOM_ROLE, IS_UNIQUE, PLAIN_VILLAGER } from './facts';
import { swapWithVillagers, villagersFix } from './fix';
import { computedCheck, interactionCheck } from './interactions';
import { name } from './text';
import type { Fix } from './types';

export const cardCount = defineCheck({
  id: 'card-count',
  severity: ['error'],
  roles: [PLAIN_VILLAGER, BOTTOM_ROLE],
  rules: [],
  source: 'Basic Rules 二 盗贼 (the thief adds 2 bottom cards); the board format: one card a player',
  summary: 'the deck must hold one card a player, plus the two bottom cards with a thief',
  run(ctx, emit) {
    if (ctx.cards === ctx.expected) return;
    if (ctx.hasThief && ctx.cards === ctx.players) return; // thief-extra-villagers says it more precisely
    const diff = ctx.expected - ctx.cards;
    const v = ctx.n(PLAIN_VILLAGER);
    let fix: Fix | undefined;
    if (diff > 0 && v + diff <= 30) {
      fix = villagersFix(v + diff, { en: `Add ${diff} villager${diff > 1 ? 's' : ''}`, zh: `加 ${diff} 张村民` });
    } else if (diff < 0 && v >= -diff) {
      fix = villagersFix(v + diff, { en: `Remove ${-diff} villager${diff < -1 ? 's' : ''}`, zh: `去掉 ${-diff} 张村民` });
    } else {
      const players = ctx.cards - (ctx.hasThief ? BOTTOM_CARDS : 0);
      if (players >= 3 && players <= 30) fix = { label: { en: `Set the players to ${players}`, zh: `把人数改为 ${players}` }, patch: { players } };
    }
    emit({
      roles: ctx.hasThief ? [BOTTOM_ROLE] : [],
      message: {
        en: `The deck holds ${ctx.cards} cards for ${ctx.players} players${ctx.hasThief ? ' with a thief' : ''}; it needs ${ctx.expected} (${ctx.hasThief ? 'one card a player plus the 2 bottom cards' : 'one card a player'}).`,
        zh: `牌堆共 ${ctx.cards} 张，${ctx.players} 名玩家${ctx.hasThief ? '（有盗贼）' : ''}需要 ${ctx.expected} 张（${ctx.hasThief ? '每人一张再加 2 张底牌' : '每人一张'}）。`,
      },
      fix,
    });
  },
});

export const uniqueDuplicate = defineCheck({
  id: 'unique-duplicate',
  severity: ['error'],
  roles: ROLE_IDS.filter((_, i) => IS_UNIQUE[i]),
  rules: [],
  source: 'Rules and Tips (the 24-card deck: one card of each role but the werewolves and villagers); the catalogue marks these roles unique',
  summary: 'a unique role appears more than once',
  run(ctx, emit) {
    ROLE_IDS.forEach((id, i) => {
      const n = ctx.counts[i];
      if (!IS_UNIQUE[i] || n <= 1) return;
      const nm = name(id);
      emit({
        roles: [id],
        message: {
          en: `The ${nm.en.toLowerCase()} is a unique role (one card per board) but the deck holds ${n}.`,
          zh: `${nm.zh}是唯一身份（每局只有一张），牌堆里却有 ${n} 张。`,
        },
        fix: swapWithVillagers(ctx, id, 1, {
          en: `Keep one ${nm.en.toLowerCase()}; ${n === 2 ? 'the other becomes a villager' : `the other ${n - 1} become villagers`}`,
          zh: `只留一张${nm.zh}，其余 ${n - 1} 张换成村民`,
        }),
      });
    });
  },
});

export const playersRange = defineCheck({
  id: 'players-range',
  severity: ['warning'],
  roles: [],
  rules: [],
  source:
    'Rules Overview (通常的版本需要8-18人参与), Rules Introduction (traditional) (8-18人), the basic configuration table of Millers Hollow (simplified), Millers Hollow (traditional) (8–18 players)',
  summary: 'the player count is outside the 8–18 the sources are written for',
  run(ctx, emit) {
    if (ctx.players >= 8 && ctx.players <= 18) return;
    emit({
      message: {
        en: `${ctx.players} players: the rules and the basic configuration table are written for 8–18 players (Millers Hollow (simplified), Rules Introduction (traditional), Millers Hollow (traditional)); ${ctx.players < 8 ? 'with fewer, one night kill and one exile decide most of the game' : 'with more, the nights run long and the sheriff and last-words rules were not made for it'}.`,
        zh: `${ctx.players} 名玩家：规则与基本配置表适用于 8–18 人（《米勒山谷狼人》简体译本、《狼人殺遊戲規則介紹》、《狼人遊戲規則詳解》）；${ctx.players < 8 ? '人数更少时，一刀一票就几乎决定胜负' : '人数更多时，夜晚过长，警长与遗言规则也不是为此设计的'}。`,
      },
    });
  },
});

// The seer is the one power role the sources require (the entry's other roles: the villager a fix turns,
// and the psychic, who checks in his place on the boards that have one, docs/rules.md, Roles beyond the first seventeen).
export const seerMissing = computedCheck(
  'seer-missing',
  (ctx, emit, [seer, villager, psychic], say) => {
    if (ctx.has(seer) || ctx.has(psychic)) return;
    emit({
      roles: [seer],
      message: say('message'),
      fix: ctx.n(villager) > 0 ? swapWithVillagers(ctx, seer, 1, say('fix')) : undefined,
    });
  },
  { scoped: false },
);

export const littleGirlHard = interactionCheck('little-girl-hard');

export const CARD_CHECKS = [cardCount, uniqueDuplicate, playersRange, seerMissing, littleGirlHard];
