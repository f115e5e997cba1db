// The thief and his two bottom cards (docs/rules.md, The thief; seed 000 §二; seeds 002, 003, 004).
// Every probability here is exact (lib/validator/thief-odds.ts explains the model).
import { ROLE_IDS, type RoleId } from '../roles';
import { defineCheck } from './check';
import { BOTTOM_ROLE, HAS_NIGHT_STEP, INDEX, IS_PLAIN, IS_WOLF, PLAIN_VILLAGER, PLAIN_WOLF } from './facts';
import { ruleFix, villagersFix } from './fix';
import { cached, chance, formatFrac, range, reduce, roleBit, toNumber, type Frac } from './thief-odds';
import { names, plural } from './text';

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
      message: {
        en: `With a thief the judge adds two extra plain villager cards, so that two cards stay face down in the bottom after the deal (Basic Rules 二; Forum-13 Rules deals 13 players from 15 cards). This deck holds ${ctx.cards} cards for ${ctx.players} players: the two extra villagers are missing.`,
        zh: `使用盗贼时要额外加入两张普通村民牌，发牌后留下两张作底牌（狼人杀基本规则 二；《狼人杀规则》（13人局版杀） 的 13 人局用 15 张牌）。本牌堆 ${ctx.cards} 张对 ${ctx.players} 人：缺少这两张村民。`,
      },
      fix: v + 2 <= 30 ? villagersFix(v + 2, { en: 'Add the 2 villagers for the bottom', zh: '加入两张作底牌的村民' }) : undefined,
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
      message: {
        en: `The thief's two extra cards are plain villagers (Basic Rules 二), but this deck has ${ctx.n(PLAIN_VILLAGER)} villager card${ctx.n(PLAIN_VILLAGER) === 1 ? '' : 's'}: the extras were made power or wolf cards, so the bottom buries more power and the thief's choice matters more than the rules intend.`,
        zh: `盗贼带来的两张额外牌应是普通村民（狼人杀基本规则 二），本牌堆只有 ${ctx.n(PLAIN_VILLAGER)} 张村民：多出的牌换成了神或狼，底牌埋掉的能力更多，盗贼的选择也比规则本意更重要。`,
      },
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
      message: {
        en: 'Bottom control is on (the judge never leaves two wolves, nor the thief and a wolf, in the bottom: Basic Rules 二), but with this deck every possible pair of bottom cards is one of those: the judge cannot deal.',
        zh: '已开启底牌调控（底牌不能两狼、也不能一盗贼一狼：狼人杀基本规则 二），但这副牌任意两张底牌都属于这两种情况：法官无法发牌。',
      },
      fix: ruleFix('thiefBottomControl', false, { en: 'Turn off bottom control', zh: '关闭底牌调控' }),
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
      message: {
        en: `The bottom holds two wolves on ${formatFrac(p)} of deals. The thief must then take one (Millers Hollow (simplified), Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional)) and the other is buried: ${plural(ctx.wolves - 1, 'wolf', 'wolves')} ${ctx.wolves - 1 === 1 ? 'plays' : 'play'} instead of ${ctx.wolves}. Basic Rules 二 has the judge prevent it (“Judge controls the bottom cards”).`,
        zh: `${formatFrac(p)} 的发牌底牌是两张狼。此时盗贼必须拿一张狼（《米勒山谷狼人》简体译本、《狼人殺遊戲規則介紹》、《狼人杀规则》（13人局版杀）、《狼人遊戲規則詳解》），另一张被埋：场上只有 ${ctx.wolves - 1} 狼而不是 ${ctx.wolves} 狼。狼人杀基本规则 二 要求法官调控避免这种情况。`,
      },
      fix: ruleFix('thiefBottomControl', true, { en: 'Turn on bottom control (no two wolves in the bottom)', zh: '开启底牌调控（底牌不出两狼）' }),
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
      message: {
        en: `The bottom holds the thief and a wolf on ${formatFrac(p)} of deals: nobody plays the thief, the wolf is out of the game and ${plural(ctx.wolves - 1, 'wolf', 'wolves')} ${ctx.wolves - 1 === 1 ? 'plays' : 'play'} instead of ${ctx.wolves}; the judge still calls the thief's step. Basic Rules 二 has the judge prevent it (“Judge controls the bottom cards”).`,
        zh: `${formatFrac(p)} 的发牌底牌是盗贼加一张狼：没有人是盗贼，这张狼出局，场上只有 ${ctx.wolves - 1} 狼而不是 ${ctx.wolves} 狼；法官仍要叫盗贼的环节。狼人杀基本规则 二 要求法官调控避免（“法官调控底牌”）。`,
      },
      fix: ruleFix('thiefBottomControl', true, {
        en: 'Turn on bottom control (never the thief and a wolf in the bottom)',
        zh: '开启底牌调控（底牌不出一盗贼一狼）',
      }),
    });
  },
});

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
    const { listed, groups, anyOut } = cached(o, 'buried', () => {
      const anyW = new Array<number>(ROLE_IDS.length).fill(0);
      const allW = new Array<number>(ROLE_IDS.length).fill(0);
      // Plain cards have no power to lose, and the thief card in the bottom is his own step's business.
      const skip = (r: number) => IS_PLAIN[r] || r === INDEX[BOTTOM_ROLE];
      let anyOutW = 0;
      for (const d of o.deals) {
        if (!d.bottom) continue;
        const [a, b] = d.bottom;
        let dealAny = false;
        for (const r of a === b ? [a] : [a, b]) {
          if (skip(r)) continue;
          const bit = roleBit(r);
          let some = false,
            every = true;
          for (const p of d.picks) {
            const out = (p.present & bit) === 0n;
            some ||= out;
            every &&= out;
          }
          if (some) anyW[r] += d.weight;
          if (every) allW[r] += d.weight;
          dealAny ||= some;
        }
        if (dealAny) anyOutW += d.weight;
      }
      const listed: RoleId[] = [];
      const groups = new Map<string, { ids: RoleId[]; any: Frac; all: Frac }>();
      ROLE_IDS.forEach((id, r) => {
        if (!anyW[r]) return;
        const any = reduce({ num: anyW[r], den: o.weight });
        const all = reduce({ num: allW[r], den: o.weight });
        listed.push(id);
        const key = `${any.num}/${any.den}|${all.num}/${all.den}`;
        const g = groups.get(key) ?? { ids: [], any, all };
        g.ids.push(id);
        groups.set(key, g);
      });
      return { listed, groups: [...groups.values()], anyOut: { num: anyOutW, den: o.weight } as Frac };
    });
    if (!listed.length) return;
    const withSteps = listed.filter((id) => HAS_NIGHT_STEP[INDEX[id]]);
    const skip = !ctx.rules.callAbsentRoles && withSteps.length > 0;
    const parts = groups.map((g) => {
      const nm = names(g.ids);
      return {
        en: `${nm.en}: out of play on up to ${formatFrac(g.any)} of deals${g.all.num ? ` (${formatFrac(g.all)} whatever the thief picks)` : ''}`,
        zh: `${nm.zh}：至多 ${formatFrac(g.any)} 的发牌不在场上${g.all.num ? `（无论盗贼怎么选都不在场：${formatFrac(g.all)}）` : ''}`,
      };
    });
    const steps = names(withSteps);
    emit({
      severity: skip ? 'warning' : 'info',
      scope: 'inPlay',
      probability: toNumber(anyOut),
      roles: [BOTTOM_ROLE, ...listed],
      message: {
        en: `With the thief, these cards can stay in the bottom, unpicked, and be out of the game (Basic Rules 二): ${parts.map((p) => p.en).join('; ')}. At least one of them is out on up to ${formatFrac(anyOut)} of deals.${withSteps.length ? ` The judge must still call the steps of the ${steps.en.toLowerCase()} when their card is out, so that silence leaks nothing (Rules Introduction (traditional), Millers Hollow (traditional))${skip ? '; this board skips absent roles (“Call absent roles” is off), so the table learns which card is out' : ''}.` : ''}`,
        zh: `有盗贼时，这些牌可能留在底牌中未被选走而出局（狼人杀基本规则 二）：${parts.map((p) => p.zh).join('；')}。至少一张出局的发牌至多占 ${formatFrac(anyOut)}。${withSteps.length ? `${steps.zh}不在场时，法官仍须照常叫其环节，以免沉默泄露信息（《狼人殺遊戲規則介紹》、《狼人遊戲規則詳解》）${skip ? '；本板子跳过不在场的身份（“叫空位”关闭），全场就会知道哪张牌出局了' : ''}。` : ''}`,
      },
      fix: skip ? ruleFix('callAbsentRoles', true, { en: 'Call the steps of absent roles', zh: '不在场的身份也照常叫环节' }) : undefined,
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
        ? {
            en: `All ${W} wolf cards are always in play: ${ctx.rules.thiefBottomControl ? 'bottom control keeps two wolves and the thief-plus-wolf out of the bottom, and ' : ''}a single wolf in the bottom must be taken by the thief (“Wolf in the bottom cards: Any wolf must be taken”, Basic Rules 二).`,
            zh: `${W} 张狼牌总是全部在场：${ctx.rules.thiefBottomControl ? '底牌调控排除了两狼和一盗贼一狼，' : ''}底牌中若有一张狼，盗贼必须拿走（狼人杀基本规则 二）。`,
          }
        : {
            // Under bottom control a wolf is never short for sure: say only what the thief's choice does.
            en: `Wolves in play: from ${min} to ${max} (${W} wolf cards). ${sure.num ? `One short for sure on ${formatFrac(sure)} of deals${choice.num ? '; on another ' : ''}` : choice.num ? 'On ' : ''}${choice.num ? `${formatFrac(choice)}${sure.num ? '' : ' of deals'} the thief's choice decides${ctx.rules.thiefWolfRule === 'bothWolves' ? ' (with one wolf in the bottom he may take it or not: “Wolf in the bottom cards: Only when both are wolves”)' : ''}` : ''}.`,
            zh: `场上狼数：${min} 到 ${max}（共 ${W} 张狼牌）。${sure.num ? `${formatFrac(sure)} 的发牌必定少一狼${choice.num ? '；另有 ' : ''}` : choice.num ? '有 ' : ''}${choice.num ? `${formatFrac(choice)} 的发牌取决于盗贼的选择${ctx.rules.thiefWolfRule === 'bothWolves' ? '（底牌只有一狼时他可拿可不拿：“底牌有狼时：两张都是狼才必拿”）' : ''}` : ''}。`,
          },
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
    const en: string[] = [],
      zh: string[] = [];
    if (r.thiefBottomControl) {
      const bad: Frac = { num: o.twoWolves + o.thiefAndWolf, den: o.bottoms };
      en.push(
        `Before night 1, check the bottom: never two wolves, never the thief and a wolf (Basic Rules 二); a fair deal breaks this on ${formatFrac(bad)} of deals, and the judge re-deals.`,
      );
      zh.push(`第一夜前检查底牌：不能两狼，也不能一盗贼一狼（狼人杀基本规则 二）；随机发牌有 ${formatFrac(bad)} 会违反，法官须重新发牌。`);
    } else {
      en.push('The bottom is left as dealt (no bottom control): it may hold two wolves, or the thief himself with any card.');
      zh.push('底牌按发牌结果保留（不调控）：可能两狼，也可能盗贼牌本身在底牌中。');
    }
    en.push('Night 1, first step: wake the thief and show him both bottom cards.');
    zh.push('第一夜第一个环节：叫醒盗贼，给他看两张底牌。');
    if (r.thiefWolfRule === 'anyWolf') {
      en.push('If a wolf is among them he must take it (Basic Rules 二).');
      zh.push('底牌中有狼，他必须拿狼（狼人杀基本规则 二）。');
    } else {
      en.push(
        'Only when both are wolves must he take a wolf (Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional)); with one wolf he may choose.',
      );
      zh.push('只有两张都是狼时他才必须拿狼（《狼人殺遊戲規則介紹》、《狼人杀规则》（13人局版杀）、《狼人遊戲規則詳解》）；只有一狼时可以自选。');
    }
    if (r.thiefMayKeep) {
      en.push(
        'Otherwise he may swap or keep his card and play a plain villager (Millers Hollow (simplified), Rules Introduction (traditional), Millers Hollow (traditional)).',
      );
      zh.push('否则他可以换，也可以不换而当普通村民（《米勒山谷狼人》简体译本、《狼人殺遊戲規則介紹》、《狼人遊戲規則詳解》）。');
    } else {
      en.push('Otherwise he must take one of the two (Basic Rules 二: 盗贼必须在这两张牌中选择一个身份).');
      zh.push('否则他必须在两张中选一张（狼人杀基本规则 二）。');
    }
    en.push(`The card not taken is buried, out of the game${r.callAbsentRoles ? '; call its step anyway (“Call absent roles”)' : ''}.`);
    zh.push(`未被选的牌埋掉，本局不再出现${r.callAbsentRoles ? '；其环节照常叫（“叫空位”）' : ''}。`);
    emit({ message: { en: en.join(' '), zh: zh.join('') } });
  },
});

export const THIEF_CHECKS = [
  thiefExtraVillagers,
  thiefFewVillagers,
  thiefControlImpossible,
  thiefTwoWolves,
  thiefAndWolf,
  thiefBuriedRoles,
  thiefWolfRange,
  thiefJudgeDuties,
];

/** Convenience for tests and docs: the wolf-faction role ids. */
export const WOLF_IDS: RoleId[] = ROLE_IDS.filter((_, i) => IS_WOLF[i]);
