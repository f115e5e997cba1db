// The thief and his two bottom cards (docs/rules.md, The thief; Basic Rules 二; Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional)).
// Every probability here is exact (lib/validator/thief-odds.ts explains the model).
import { ROLE_IDS } from '../catalogue/roles';
import { defineCheck } from './check';
import { BOTTOM_ROLE, COPIES, INDEX, PLAIN_VILLAGER, PLAIN_WOLF } from './facts';
import type { BoardFacts } from './board-facts';
import type { CardId } from '../catalogue/card-role';
import { replaceByVillagers, ruleFix, villagersFix } from './fix';
import { cached, chance, formatFrac, range, reduce, roleBit, toNumber, type Frac, type ThiefOdds } from './thief-odds';
import { cardName, cardNames, joined, msg, opt } from './text';

export const thiefExtraVillagers = defineCheck({
  id: 'thief-extra-villagers',
  severity: ['error'],
  roles: [BOTTOM_ROLE, PLAIN_VILLAGER],
  rules: [],
  source: 'Basic Rules 二 盗贼: 加入两张额外的普通村民牌; Forum-13 Rules (13 players dealt from 15 cards)',
  summary: 'a thief without the two extra villager cards for the bottom',
  run(ctx, emit) {
    if (!ctx.hasThief || ctx.cards !== ctx.players) return;
    const v = ctx.n(PLAIN_VILLAGER);
    emit({
      message: msg('validator.thief-extra-villagers.message', { cards: ctx.cards, players: ctx.players }),
      fix: v + 2 <= 30 ? villagersFix(v + 2, msg('validator.thief-extra-villagers.fix')) : undefined,
    });
  },
});

export const thiefFewVillagers = defineCheck({
  id: 'thief-few-villagers',
  severity: ['warning'],
  roles: [BOTTOM_ROLE, PLAIN_VILLAGER],
  rules: [],
  source: 'Basic Rules 二 盗贼: 加入两张额外的普通村民牌 (the extras are plain villagers)',
  summary: "the thief's two extra cards should be plain villagers; the deck has fewer than two",
  run(ctx, emit) {
    if (!ctx.hasThief || ctx.cards !== ctx.expected || ctx.n(PLAIN_VILLAGER) >= 2) return;
    emit({
      message: msg('validator.thief-few-villagers.message', { n: ctx.n(PLAIN_VILLAGER) }),
    });
  },
});

export const thiefControlImpossible = defineCheck({
  id: 'thief-control-impossible',
  severity: ['error'],
  roles: [BOTTOM_ROLE],
  rules: ['thiefBottomControl'],
  source: 'Basic Rules 二: 底牌不能为一盗贼一狼 … 也不可能出现两狼（法官调控）',
  summary: 'bottom control is on but every possible bottom is two wolves or the thief and a wolf',
  run(ctx, emit) {
    if (!ctx.odds.controlImpossible) return;
    emit({
      message: msg('validator.thief-control-impossible.message'),
      fix: ruleFix('thiefBottomControl', false, msg('validator.thief-control-impossible.fix')),
    });
  },
});

export const thiefTwoWolves = defineCheck({
  id: 'thief-two-wolves',
  severity: ['warning'],
  roles: [BOTTOM_ROLE, PLAIN_WOLF],
  rules: ['thiefBottomControl', 'thiefWolfRule'],
  source:
    'Basic Rules 二, Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional): 如果这两张牌都是狼人，则盗贼必须…成为狼人; Basic Rules 二: 底牌…不可能出现两狼（法官调控）',
  summary: 'exact chance the bottom holds two wolves (one wolf is then buried)',
  run(ctx, emit) {
    const o = ctx.odds;
    if (!o.hasThief || ctx.rules.thiefBottomControl || o.twoWolves === 0) return;
    const p: Frac = { num: o.twoWolves, den: o.bottoms };
    emit({
      scope: 'inPlay',
      probability: toNumber(p),
      message: msg('validator.thief-two-wolves.message', { chance: formatFrac(p), left: ctx.wolves - 1, wolves: ctx.wolves }),
      fix: ruleFix('thiefBottomControl', true, msg('validator.thief-two-wolves.fix')),
    });
  },
});

export const thiefAndWolf = defineCheck({
  id: 'thief-thief-and-wolf',
  severity: ['warning'],
  roles: [BOTTOM_ROLE, PLAIN_WOLF],
  rules: ['thiefBottomControl'],
  source: 'Basic Rules 二: 盗贼牌本身就在两张底牌中（但此时底牌不能为一盗贼一狼，法官要调控）',
  summary: 'exact chance the bottom holds the thief and a wolf (no thief in play, one wolf buried)',
  run(ctx, emit) {
    const o = ctx.odds;
    if (!o.hasThief || ctx.rules.thiefBottomControl || o.thiefAndWolf === 0) return;
    const p: Frac = { num: o.thiefAndWolf, den: o.bottoms };
    emit({
      scope: 'inPlay',
      probability: toNumber(p),
      message: msg('validator.thief-thief-and-wolf.message', { chance: formatFrac(p), left: ctx.wolves - 1, wolves: ctx.wolves }),
      fix: ruleFix('thiefBottomControl', true, msg('validator.thief-thief-and-wolf.fix')),
    });
  },
});

/** How often each power card is out of play: some pick of the thief (`any`), every pick (`all`), per weight of the deals. */
function buriedWeights(o: ThiefOdds, f: BoardFacts): { anyW: number[]; allW: number[]; anyOutW: number } {
  const anyW = new Array<number>(f.ids.length).fill(0);
  const allW = new Array<number>(f.ids.length).fill(0);
  // Plain cards have no power to lose, and the thief card in the bottom is his own step's business.
  const skip = (r: number) => f.isPlain[r] || r === INDEX[BOTTOM_ROLE];
  let anyOutW = 0;
  for (const d of o.deals) {
    if (!d.bottom) continue;
    const [a, b] = d.bottom;
    const roles = (a === b ? [a] : [a, b]).filter((r) => !skip(r));
    // Out of play after some pick, after every pick (a bottom card the thief does not take stays out).
    const some = roles.map((r) => d.picks.some((p) => (p.present & roleBit(r)) === 0n));
    const every = roles.map((r) => d.picks.every((p) => (p.present & roleBit(r)) === 0n));
    roles.forEach((r, k) => {
      if (some[k]) anyW[r] += d.weight;
      if (every[k]) allW[r] += d.weight;
    });
    if (some.includes(true)) anyOutW += d.weight;
  }
  return { anyW, allW, anyOutW };
}

/** The buried power cards, grouped by the same chances (one message part each), and the chance any is buried. */
function buriedOdds(o: ThiefOdds, f: BoardFacts): { listed: CardId[]; groups: { ids: CardId[]; any: Frac; all: Frac }[]; anyOut: Frac } {
  const { anyW, allW, anyOutW } = buriedWeights(o, f);
  const listed: CardId[] = [];
  const groups = new Map<string, { ids: CardId[]; any: Frac; all: Frac }>();
  f.ids.forEach((id, r) => {
    if (!anyW[r]) return;
    const any = reduce({ num: anyW[r], den: o.weight });
    const all = reduce({ num: allW[r], den: o.weight });
    listed.push(id);
    const key = `${any.num}/${any.den}|${all.num}/${all.den}`;
    const g = groups.get(key) ?? { ids: [], any, all };
    g.ids.push(id);
    groups.set(key, g);
  });
  return { listed, groups: [...groups.values()], anyOut: { num: anyOutW, den: o.weight } };
}

export const thiefBuriedRoles = defineCheck({
  id: 'thief-buried-roles',
  severity: ['info', 'warning'],
  roles: [BOTTOM_ROLE],
  rules: ['callAbsentRoles'],
  source:
    'Basic Rules 二 (另一身份牌将被埋掉); Rules Introduction (traditional), Millers Hollow (traditional): 哪怕预言家不在遊戲中(由於盜賊規則)，主持人也必須假裝進行這個步驟',
  summary: 'exact chance each power card is left in the bottom (out of play; the judge still calls its step)',
  run(ctx, emit) {
    const o = ctx.odds;
    if (!o.hasThief || !o.bottoms) return;
    // Depends only on the deck and the thief rules: memoized with the odds. One pass over the deals:
    // a role with cards in the deck can only be out of play when one of its cards is in the bottom.
    const f = ctx.facts;
    const { listed, groups, anyOut } = cached(o, 'buried', () => buriedOdds(o, f));
    if (!listed.length) return;
    const withSteps = listed.filter((id) => f.hasNightStep[f.index[id]]);
    const skip = !ctx.rules.callAbsentRoles && withSteps.length > 0;
    const parts = groups.map((g) =>
      msg('validator.thief-buried-roles.part', {
        names: cardNames(ctx, g.ids),
        any: formatFrac(g.any),
        all: opt(g.all.num, () => msg('validator.thief-buried-roles.always', { chance: formatFrac(g.all) })),
      }),
    );
    const steps = opt(withSteps.length, () =>
      msg('validator.thief-buried-roles.steps', { names: cardNames(ctx, withSteps, true), skip: opt(skip, msg('validator.thief-buried-roles.skip')) }),
    );
    emit({
      severity: skip ? 'warning' : 'info',
      scope: 'inPlay',
      probability: toNumber(anyOut),
      roles: [BOTTOM_ROLE, ...listed],
      message: msg('validator.thief-buried-roles.message', { parts: joined(parts, 'semi'), anyOut: formatFrac(anyOut), steps }),
      fix: skip ? ruleFix('callAbsentRoles', true, msg('validator.thief-buried-roles.fix')) : undefined,
    });
  },
});

export const thiefWolfRange = defineCheck({
  id: 'thief-wolf-range',
  severity: ['info'],
  roles: [BOTTOM_ROLE, PLAIN_WOLF],
  rules: ['thiefWolfRule', 'thiefMayKeep', 'thiefBottomControl'],
  source: 'thief; Basic Rules 二; Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional)',
  summary: 'the range of wolves in play, with the exact chance of playing one short',
  run(ctx, emit) {
    const o = ctx.odds;
    if (!o.hasThief || !o.bottoms || ctx.wolves === 0) return;
    const W = ctx.wolves;
    const { min, max, sure, maybe } = cached(o, 'wolfRange', () => {
      const short = chance(o, (_, p) => p.wolves < W);
      return { ...range(o, (_, p) => p.wolves), sure: short.all, maybe: short.any };
    });
    const choice: Frac = { num: maybe.num - sure.num, den: maybe.den };
    const always = min === W && max === W;
    emit({
      ...(always ? { scope: 'board' as const } : { scope: 'inPlay' as const, probability: toNumber(maybe) }),
      message: always
        ? msg('validator.thief-wolf-range.always', { wolves: W, control: opt(ctx.rules.thiefBottomControl, msg('validator.thief-wolf-range.control')) })
        : // Under bottom control a wolf is never short for sure: say only what the thief's choice does.
          msg('validator.thief-wolf-range.range', {
            min,
            max,
            wolves: W,
            case: sure.num ? (choice.num ? 'both' : 'sure') : choice.num ? 'choice' : 'none',
            sure: formatFrac(sure),
            choice: formatFrac(choice),
            either: opt(ctx.rules.thiefWolfRule === 'bothWolves', msg('validator.thief-wolf-range.either')),
          }),
    });
  },
});

export const thiefJudgeDuties = defineCheck({
  id: 'thief-judge-duties',
  severity: ['info'],
  roles: [BOTTOM_ROLE],
  rules: ['thiefWolfRule', 'thiefMayKeep', 'thiefBottomControl', 'callAbsentRoles'],
  source:
    'Basic Rules 二 (must take; a wolf must be taken; judge controls the bottom); Millers Hollow (simplified), Rules Introduction (traditional), Millers Hollow (traditional) (may keep); Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional) (two wolves)',
  summary: 'what thiefWolfRule, thiefMayKeep and thiefBottomControl make the judge do',
  run(ctx, emit) {
    const o = ctx.odds;
    if (!o.hasThief) return;
    const r = ctx.rules;
    const bad: Frac = { num: o.twoWolves + o.thiefAndWolf, den: o.bottoms };
    emit({
      message: msg('validator.thief-judge-duties.message', {
        bottom: r.thiefBottomControl ? msg('validator.thief-judge-duties.control', { chance: formatFrac(bad) }) : msg('validator.thief-judge-duties.noControl'),
        take: msg(r.thiefWolfRule === 'anyWolf' ? 'validator.thief-judge-duties.anyWolf' : 'validator.thief-judge-duties.bothWolves'),
        keep: msg(r.thiefMayKeep ? 'validator.thief-judge-duties.mayKeep' : 'validator.thief-judge-duties.mustTake'),
        call: r.callAbsentRoles,
      }),
    });
  },
});

// A card dealt as a set (more than one card at least: the two sisters) may not lie among the bottom cards
// (werewolves-assistant: not among the thief's extra cards); the bottom is dealt at random, so not with a thief.
const SET_ROLES = ROLE_IDS.filter((_, i) => (COPIES[i]?.min ?? 1) > 1);

export const thiefSetCard = defineCheck({
  id: 'thief-set-card',
  severity: ['error'],
  roles: [BOTTOM_ROLE, ...SET_ROLES],
  rules: [],
  source: "werewolves-assistant (antoinezanardi) role set: the two sisters and the three brothers are not among the thief's extra cards",
  summary: "a card dealt as a set could lie among the thief's bottom cards",
  run(ctx, emit) {
    if (!ctx.hasThief) return;
    // The catalogue's sets, then a custom card dealt as a set.
    const custom = ctx.facts.ids.filter((_, i) => i >= ROLE_IDS.length && (ctx.facts.copies[i]?.min ?? 1) > 1);
    for (const id of [...SET_ROLES, ...custom]) {
      if (!ctx.has(id)) continue;
      emit({
        roles: [BOTTOM_ROLE, id],
        message: msg('validator.thief-set-card.message', { role: cardName(ctx, id), n: ctx.n(id) }),
        fix: replaceByVillagers(ctx, id),
      });
    }
  },
});

export const THIEF_CHECKS = [
  thiefSetCard,
  thiefExtraVillagers,
  thiefFewVillagers,
  thiefControlImpossible,
  thiefTwoWolves,
  thiefAndWolf,
  thiefBuriedRoles,
  thiefWolfRange,
  thiefJudgeDuties,
];
