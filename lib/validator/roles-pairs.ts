// Roles that interact with each other or with the house rules that govern them (RULES.md §2).
import { defineCheck } from './check';
import { scopeOf } from './context';
import { replaceByVillagers, ruleFix } from './fix';
import { formatFrac } from './thief-odds';
import type { RoleId } from '../roles';

/** " (both in play on 3/5 ≈ 60.0% of deals)" when a thief may bury one of them. */
function chanceNote(p: ReturnType<typeof scopeOf>, any: Parameters<typeof formatFrac>[0]) {
  return p.scope === 'board'
    ? { en: '', zh: '' }
    : { en: ` With the thief's bottom cards both are in play on up to ${formatFrac(any)} of deals.`, zh: `因盗贼的底牌，两者同时在场的发牌至多占 ${formatFrac(any)}。` };
}

export const guardElder = defineCheck({
  id: 'guard-elder',
  severity: ['warning'],
  roles: ['guard', 'elder'],
  rules: [],
  source: 'seed 000 §二 守卫: 守卫牌一般不建议与长老牌同时存在',
  summary: 'guard with elder: seed 000 advises against it (the elder becomes near-unkillable at night)',
  run(ctx, emit) {
    if (!ctx.has('guard') || !ctx.has('elder')) return;
    const p = ctx.together(['guard', 'elder']);
    const s = scopeOf(p);
    const note = chanceNote(s, p.any);
    emit({
      ...s,
      message: {
        en: `Guard with elder: seed 000 §二 advises against it ("守卫牌一般不建议与长老牌同时存在"). The elder already survives the first wolf attack; once the guard knows him, a guard every other night (not the same player two nights running) means the wolves must land two unguarded attacks on him, so his second life is near-unkillable at night and only the day vote removes him.${note.en}`,
        zh: `守卫与长老同场：seed 000 §二 说“守卫牌一般不建议与长老牌同时存在”。长老本就能挡住第一次狼刀；守卫隔夜守他（不能连续两晚守同一人），狼人必须两次在守卫不守的夜里刀中他，长老的第二条命在夜里几乎杀不掉，只能靠白天放逐。${note.zh}`,
      },
      fix: replaceByVillagers(ctx, 'elder'),
    });
  },
});

export const guardLittleGirl = defineCheck({
  id: 'guard-little-girl',
  severity: ['info'],
  roles: ['guard', 'littleGirl'],
  rules: [],
  source: 'seed 002 守衛: 守衛的守護對小女孩不會產生效果; seed 004; seed 000 守卫不可以守护小女孩',
  summary: 'the guard cannot protect the little girl',
  run(ctx, emit) {
    if (!ctx.has('guard') || !ctx.has('littleGirl')) return;
    const p = ctx.together(['guard', 'littleGirl']);
    const s = scopeOf(p);
    const note = chanceNote(s, p.any);
    emit({
      ...s,
      message: {
        en: `The guard cannot protect the little girl (seeds 000, 002, 004): a guard on her has no effect, whether or not the wolves caught her peeking. The judge must not count her as guarded.${note.en}`,
        zh: `守卫守不了小女孩（seed 000、002、004）：守她无效，无论她偷看是否被发现。法官不能把她算作被守护。${note.zh}`,
      },
    });
  },
});

export const guardAntidote = defineCheck({
  id: 'guard-antidote',
  severity: ['info'],
  roles: ['guard', 'witch'],
  rules: ['guardAndAntidoteCancel'],
  source: 'seed 000 §6(1) 同守同救失效; seed 002 如果女巫救的人處於守衛的守護狀態，則該名玩家依舊死亡',
  summary: 'guard and antidote on the same victim (同守同救) under this board\'s rule',
  run(ctx, emit) {
    if (!ctx.has('guard') || !ctx.has('witch')) return;
    const p = ctx.together(['guard', 'witch']);
    const s = scopeOf(p);
    const note = chanceNote(s, p.any);
    const cancel = ctx.rules.guardAndAntidoteCancel;
    emit({
      ...s,
      message: cancel
        ? {
            en: `同守同救: when the guard and the witch's antidote protect the same wolf victim on the same night, the victim dies (seed 000 §6(1), seed 002). The witch, told the victim, cannot know the guard chose the same player: a save may kill.${note.en}`,
            zh: `同守同救：守卫与女巫解药同一晚作用于同一被刀玩家，该玩家依旧死亡（seed 000 §6(1)、seed 002）。女巫不知道守卫守了谁，救人反而可能救死。${note.zh}`,
          }
        : {
            en: `Guard and antidote on the same victim: the victim lives on this board (guardAndAntidoteCancel off), unlike the Chinese rule 同守同救 of seed 000 §6(1) and seed 002. The antidote is then spent for nothing.${note.en}`,
            zh: `同守同救：本板子该玩家存活（guardAndAntidoteCancel 关闭），不同于 seed 000 §6(1)、seed 002 的“同守同救失效”。此时解药等于白用。${note.zh}`,
          },
    });
  },
});

export const witchSelfSaveGuard = defineCheck({
  id: 'witch-self-save-guard',
  severity: ['warning'],
  roles: ['witch', 'guard'],
  rules: ['witchSelfSave'],
  source: 'seed 000 and seed 002: 女巫在无守卫局可以自救，女巫在有守卫局不可以自救',
  summary: 'the witch may always save herself although a guard is on the board',
  run(ctx, emit) {
    if (!ctx.has('witch') || !ctx.has('guard') || ctx.rules.witchSelfSave !== 'always') return;
    const p = ctx.together(['guard', 'witch']);
    emit({
      ...scopeOf(p),
      message: {
        en: 'The witch may always save herself here, while a guard is on the board. Seeds 000 and 002 tie the two: "the witch may save herself on a board without a guard, not on one with a guard" (女巫在无守卫局可以自救，女巫在有守卫局不可以自救), because the guard can already protect her: with both, the wolves can hardly kill the witch at night.',
        zh: '本板子女巫任何时候都能自救，而场上有守卫。seed 000 与 002 把两者绑在一起：“女巫在无守卫局可以自救，女巫在有守卫局不可以自救”，因为守卫已经能守她：两者兼有，狼人夜里几乎刀不死女巫。',
      },
      fix: ruleFix('witchSelfSave', 'withoutGuard', { en: 'Self-save only without a guard', zh: '改为无守卫局才可自救' }),
    });
  },
});

export const witchSelfSaveResolved = defineCheck({
  id: 'witch-self-save-resolved',
  severity: ['info'],
  roles: ['witch', 'guard'],
  rules: ['witchSelfSave'],
  source: 'seed 000 and seed 002: 女巫在无守卫局可以自救，女巫在有守卫局不可以自救',
  summary: 'what witchSelfSave = withoutGuard means on this board',
  run(ctx, emit) {
    if (!ctx.has('witch') || ctx.rules.witchSelfSave !== 'withoutGuard') return;
    const guard = ctx.has('guard');
    const p = guard ? ctx.together(['guard']) : null;
    const buried = p && p.all.num !== p.all.den;
    emit({
      roles: guard ? ['witch', 'guard'] : ['witch'],
      message: guard
        ? {
            en: `The witch may save herself only on a board without a guard (seeds 000, 002); this board has a guard, so she cannot.${buried ? ` With the thief the guard card may be left in the bottom (out of play on ${formatFrac({ num: p!.any.den - p!.all.num, den: p!.any.den })} of deals): tell the table before play whether "a guard on the board" means in the deck or in play.` : ''}`,
            zh: `女巫只有在无守卫局才能自救（seed 000、002）；本板子有守卫，所以她不能自救。${buried ? `有盗贼时守卫牌可能留在底牌（${formatFrac({ num: p!.any.den - p!.all.num, den: p!.any.den })} 的发牌不在场）：开局前请说明“有守卫”指牌堆里有还是场上有。` : ''}`,
          }
        : {
            en: 'The witch may save herself only on a board without a guard (seeds 000, 002); this board has none, so she may.',
            zh: '女巫只有在无守卫局才能自救（seed 000、002）；本板子没有守卫，所以她可以自救。',
          },
    });
  },
});

export const elderVillageKill = defineCheck({
  id: 'elder-village-kill',
  scoped: true,
  severity: ['info'],
  roles: ['elder', 'witch', 'hunter'],
  rules: [],
  source: 'seeds 000, 002, 004 长老: 如果长老是被平民误杀的，例如，投票处决、猎人的子弹、女巫的毒药 … 都将失去他们的特殊能力',
  summary: 'if the village kills the elder, every good player loses his power',
  run(ctx, emit) {
    if (!ctx.has('elder')) return;
    const killers = (['witch', 'hunter'] as RoleId[]).filter((id) => ctx.has(id));
    const ways = ['the day vote', ...(ctx.has('hunter') ? ["the hunter's shot"] : []), ...(ctx.has('witch') ? ["the witch's poison"] : [])];
    const by = {
      en: ways.length > 1 ? `${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1]}` : ways[0],
      zh: ['白天投票', ...(ctx.has('hunter') ? ['猎人的枪'] : []), ...(ctx.has('witch') ? ['女巫的毒药'] : [])].join('、'),
    };
    emit({
      roles: ['elder', ...killers],
      message: {
        en: `The elder dies at once to ${by.en}; if the village kills him that way, every good player loses his power for the rest of the game (seeds 000, 002, 004). Only the wolves need two attacks.`,
        zh: `长老被${by.zh}一次即死；若被好人误杀，所有好人失去技能直到游戏结束（seed 000、002、004）。只有狼人需要刀两次。`,
      },
    });
  },
});

export const elderIdiot = defineCheck({
  id: 'elder-idiot',
  scoped: true,
  severity: ['info'],
  roles: ['elder', 'idiot'],
  rules: ['elderRevealedIdiotDies'],
  source: 'seed 000 变体规则 (白痴将同长者一起死去); seed 002 (如果白痴玩家的身份卡已经翻开，则他将离开游戏); seed 004 (白痴如果已经揭开身份，则将同长者一起死去)',
  summary: 'whether a revealed idiot leaves when the village kills the elder',
  run(ctx, emit) {
    if (!ctx.has('elder') || !ctx.has('idiot')) return;
    emit({
      message: ctx.rules.elderRevealedIdiotDies
        ? {
            en: 'If the village kills the elder, a revealed idiot leaves the game with him (elderRevealedIdiotDies; seeds 002, 004, and a variant in seed 000): his reveal saved him only while the village kept its powers.',
            zh: '若长老被好人误杀，已翻牌的白痴随之出局（seed 002、004，seed 000 的变体规则）：他的翻牌免死只在好人保有技能时有效。',
          }
        : {
            en: 'If the village kills the elder, a revealed idiot stays in the game (elderRevealedIdiotDies off; seeds 002 and 004, and a variant in seed 000, make him leave).',
            zh: '若长老被好人误杀，已翻牌的白痴仍留在场上（elderRevealedIdiotDies 关闭；seed 002、004 以及 seed 000 的变体规则都让他出局）。',
          },
    });
  },
});

export const hunterCannotShoot = defineCheck({
  id: 'hunter-cannot-shoot',
  scoped: true,
  severity: ['info'],
  roles: ['hunter', 'witch', 'cupid'],
  rules: ['hunterShootsWhenPoisoned', 'hunterShootsOnHeartbreak'],
  source: 'seed 000 §二 猎人: 当猎人被毒死或殉情时将不能发动技能; seed 002, 003; seed 000 §6(4) 法官的提示',
  summary: 'when the hunter cannot shoot on this board, and the judge\'s signal',
  run(ctx, emit) {
    if (!ctx.has('hunter')) return;
    const poison = ctx.has('witch') && !ctx.rules.hunterShootsWhenPoisoned;
    const love = ctx.has('cupid') && !ctx.rules.hunterShootsOnHeartbreak;
    if (!poison && !love) return;
    const when = {
      en: [poison ? "poisoned by the witch" : '', love ? 'dying for love' : ''].filter(Boolean).join(' or '),
      zh: [poison ? '被女巫毒死' : '', love ? '殉情' : ''].filter(Boolean).join('或'),
    };
    emit({
      roles: ['hunter', ...(poison ? ['witch' as const] : []), ...(love ? ['cupid' as const] : [])],
      rules: [...(poison ? ['hunterShootsWhenPoisoned' as const] : []), ...(love ? ['hunterShootsOnHeartbreak' as const] : [])],
      message: {
        en: `The hunter cannot shoot when ${when.en} (seeds 000, 002, 003). The judge shows him the "cannot shoot" signal when he wakes to his death (seed 000 §6(4)); on a day without last words he leaves without a word.`,
        zh: `猎人${when.zh}时不能开枪（seed 000、002、003）。法官须向他示意“不能开枪”（seed 000 §6(4)）；若当天没有遗言，他直接离场。`,
      },
    });
  },
});

export const piperSmallBoard = defineCheck({
  id: 'piper-small-board',
  scoped: true,
  severity: ['warning'],
  roles: ['piper'],
  rules: [],
  source: 'seeds 002, 004 吹笛者: charms 2 players a night; wins when every other living player is charmed',
  summary: 'the piper on a small board can win within three nights',
  run(ctx, emit) {
    if (!ctx.has('piper')) return;
    const P = ctx.players;
    // After night n he has charmed 2n players; with one kill a night and one exile a day, 2n − 1 are
    // dead, leaving P − 2n others alive: he can win on the first n with 2n ≥ P − 2n, i.e. n = ⌈P/4⌉.
    const fast = Math.ceil(P / 4);
    const noDeaths = Math.ceil((P - 1) / 2);
    if (fast > 3) return;
    emit({
      message: {
        en: `The piper charms 2 players a night and wins when every other living player is charmed (seeds 002, 004). With ${P} players, if each night's kill and each day's exile falls on uncharmed players he can win on night ${fast} (night ${noDeaths} even if nobody died): too fast for the other sides to find him.`,
        zh: `吹笛者每晚迷惑 2 人，其余存活玩家全被迷惑即获胜（seed 002、004）。${P} 人局中，若每晚被刀、每天被放逐的都是未被迷惑的人，他第 ${fast} 晚就能获胜（即使无人死亡也只需 ${noDeaths} 晚）：其他阵营来不及找出他。`,
      },
      fix: replaceByVillagers(ctx, 'piper'),
    });
  },
});

export const scapegoatTieRule = defineCheck({
  id: 'scapegoat-tie-rule',
  scoped: true,
  severity: ['warning'],
  roles: ['scapegoat'],
  rules: ['tieRule'],
  source: 'seeds 002, 004 替罪羊: 白天投票如果出现平局，则替罪羊死; RULES.md §4 tie variants',
  summary: 'the scapegoat and the tie rule both claim a tied vote',
  run(ctx, emit) {
    if (!ctx.has('scapegoat') || ctx.rules.tieRule === 'none') return;
    const rule = { pk: 'a PK re-vote', pkTwice: 'two PK rounds', revote: 're-voting until someone is out' }[ctx.rules.tieRule];
    const ruleZh = { pk: 'PK 再投一次', pkTwice: '两轮 PK', revote: '重投直到有人出局' }[ctx.rules.tieRule];
    // The round the tie rule adds, named in both languages (the zh text named PK even for revote).
    const round = { pk: { en: 'PK round', zh: ' PK ' }, pkTwice: { en: 'PK rounds', zh: ' PK ' }, revote: { en: 're-vote', zh: '重投' } }[ctx.rules.tieRule];
    emit({
      message: {
        en: `Both the scapegoat and the tie rule decide a tied vote: the scapegoat dies on a tie (seeds 002, 004), while tieRule = ${ctx.rules.tieRule} calls for ${rule}. Either the scapegoat dies at the first tie and the ${round.en} never ${ctx.rules.tieRule === 'pkTwice' ? 'happen' : 'happens'}, or he dies only when the ${round.en} ${ctx.rules.tieRule === 'pkTwice' ? 'tie' : 'ties'} again; the sources' scapegoat boards play "a tie exiles nobody", which the scapegoat replaces. Say which before play.`,
        zh: `替罪羊与平票规则都在处理平票：平票时替罪羊死（seed 002、004），而本板子的平票规则是“${ruleZh}”。要么第一次平票替罪羊就死、不再${round.zh.trimEnd()}，要么${round.zh}后仍平票他才死；来源中的替罪羊局使用“平票无人出局”，由替罪羊取而代之。开局前请说明。`,
      },
      fix: ruleFix('tieRule', 'none', { en: 'Tie: nobody out (the scapegoat dies instead)', zh: '平票无人出局（由替罪羊代死）' }),
    });
  },
});

export const PAIR_CHECKS = [
  guardElder, guardLittleGirl, guardAntidote, witchSelfSaveGuard, witchSelfSaveResolved, elderVillageKill,
  elderIdiot, hunterCannotShoot, piperSmallBoard, scapegoatTieRule,
];
