// Checks on the deck itself: card count, unique roles, player count, the roles every board uses.
import { ROLE_IDS } from '../catalogue/roles';
import { defineCheck } from './check';
import { BOTTOM_CARDS, BOTTOM_ROLE, COPIES, IS_UNIQUE, PLAIN_VILLAGER, RECOMMENDED_PLAYERS } from './facts';
import { swapWithVillagers, villagersFix } from './fix';
import { computedCheck, interactionCheck } from './interactions';
import type { DraftFix } from './check';
import { cardName, lower, msg, name } from './text';
import { customCheckers } from './board-facts';

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
    let fix: DraftFix | undefined;
    if (diff > 0 && v + diff <= 30) {
      fix = villagersFix(v + diff, msg('validator.card-count.fix.add', { n: diff }));
    } else if (diff < 0 && v >= -diff) {
      fix = villagersFix(v + diff, msg('validator.card-count.fix.remove', { n: -diff }));
    } else {
      const players = ctx.cards - (ctx.hasThief ? BOTTOM_CARDS : 0);
      if (players >= 3 && players <= 30) fix = { label: msg('validator.card-count.fix.players', { players }), patch: { players } };
    }
    emit({
      roles: ctx.hasThief ? [BOTTOM_ROLE] : [],
      message: msg('validator.card-count.message', { cards: ctx.cards, players: ctx.players, expected: ctx.expected, thief: ctx.hasThief }),
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
    ctx.facts.ids.forEach((id, i) => {
      const n = ctx.counts[i];
      if (!ctx.facts.isUnique[i] || n <= 1) return;
      const role = cardName(ctx, id, true);
      emit({
        roles: [id],
        message: msg('validator.unique-duplicate.message', { role, n }),
        fix: swapWithVillagers(ctx, id, 1, msg('validator.unique-duplicate.fix', { role, n, rest: n - 1 })),
      });
    });
  },
});

// A card dealt as a set (the two sisters, the three brothers, the masons: role data `copies` with more than
// one card) comes in a number between its min and max, or not at all (docs/rules.md, The two sisters).
const SETS = ROLE_IDS.filter((_, i) => !IS_UNIQUE[i] && COPIES[i] !== null);

export const copiesRange = defineCheck({
  id: 'copies-range',
  severity: ['error'],
  roles: SETS,
  rules: [],
  source:
    'werewolves-assistant (antoinezanardi) role set: two sisters exactly 2, three brothers exactly 3; Ultimate Werewolf: the masons (2 or 3, the tool proposes)',
  summary: 'a card dealt as a set has fewer or more cards than its set',
  run(ctx, emit) {
    ctx.facts.ids.forEach((id, i) => {
      const c = ctx.facts.copies[i];
      const n = ctx.counts[i];
      if (ctx.facts.isUnique[i] || !c || n === 0 || (n >= c.min && n <= c.max)) return;
      const role = cardName(ctx, id, true);
      const to = n < c.min ? c.min : c.max;
      emit({
        roles: [id],
        message: msg('validator.copies-range.message', { role, n, min: c.min, max: c.max, exact: c.min === c.max ? 'yes' : 'no' }),
        fix: swapWithVillagers(ctx, id, to, msg('validator.copies-range.fix', { role, n: to })),
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
      message: msg('validator.players-range.message', { players: ctx.players, fewer: ctx.players < 8 }),
    });
  },
});

// A card a source recommends only from a table size on (role data `recommendedPlayers`: werewolves-assistant's
// big bad wolf from 15 players), on a smaller board (docs/rules.md, the validator's findings).
const ADVISED = ROLE_IDS.filter((_, i) => RECOMMENDED_PLAYERS[i] !== null);

export const roleFewPlayers = defineCheck({
  id: 'role-few-players',
  severity: ['info'],
  roles: ADVISED,
  rules: [],
  source: 'werewolves-assistant (antoinezanardi) roles: the recommended minimum players of each card',
  summary: 'a card on a smaller board than its source recommends',
  run(ctx, emit) {
    ROLE_IDS.forEach((id, i) => {
      const r = RECOMMENDED_PLAYERS[i];
      if (!r || ctx.counts[i] === 0 || ctx.players >= r.min) return;
      emit({
        roles: [id],
        message: msg('validator.role-few-players.message', { role: lower(name(id)), min: r.min, players: ctx.players, source: r.source }),
      });
    });
  },
});

// The seer is the one power role the sources require (the entry's other roles: the villager a fix turns,
// and the checkers who check in his place on the boards that have one: the psychic, the pure white, docs/rules.md,
// Roles beyond the first seventeen; The Chinese boards' three cards).
export const seerMissing = computedCheck(
  'seer-missing',
  (ctx, emit, [seer, villager, ...instead], say) => {
    // A custom card that checks as they do counts too (docs/rules.md, Custom roles).
    if (ctx.has(seer) || instead.some((id) => ctx.has(id)) || customCheckers(ctx.facts, ctx.has).length) return;
    emit({
      roles: [seer],
      message: say('message'),
      fix: ctx.n(villager) > 0 ? swapWithVillagers(ctx, seer, 1, say('fix')) : undefined,
    });
  },
  { scoped: false },
);

export const littleGirlHard = interactionCheck('little-girl-hard');

export const CARD_CHECKS = [cardCount, uniqueDuplicate, copiesRange, playersRange, roleFewPlayers, seerMissing, littleGirlHard];
