// Roles that interact with each other or with the house rules that govern them (RULES.md §2). The fixed
// facts are data (data/interactions.json); the checks here compute, their roles read from their entries.
import { replaceByVillagers } from './fix';
import { computedCheck, interactionCheck } from './interactions';
import { formatFrac } from './thief-odds';

export const guardElder = interactionCheck('guard-elder');

export const guardLittleGirl = interactionCheck('guard-little-girl');

export const guardAntidote = interactionCheck('guard-antidote');

export const witchSelfSaveGuard = interactionCheck('witch-self-save-guard');

export const witchSelfSaveResolved = computedCheck('witch-self-save-resolved', (ctx, emit, [witch, guard], say) => {
  if (!ctx.has(witch) || ctx.rules.witchSelfSave !== 'withoutGuard') return;
  if (!ctx.has(guard)) {
    emit({ roles: [witch], message: say('noGuard') });
    return;
  }
  const p = ctx.together([guard]);
  const msg = say('withGuard');
  // With a thief the guard card may be out of play: say on how many deals.
  if (p.all.num !== p.all.den) {
    const out = say('buried', { chance: formatFrac({ num: p.any.den - p.all.num, den: p.any.den }) });
    emit({ roles: [witch, guard], message: { en: msg.en + out.en, zh: msg.zh + out.zh } });
  } else emit({ roles: [witch, guard], message: msg });
}, { scoped: false });

// The village's killers: the day vote, and the powers of the entry's other roles (poison, the shot).
export const elderVillageKill = computedCheck('elder-village-kill', (ctx, emit, [elder, witch, hunter]) => {
  if (!ctx.has(elder)) return;
  const killers = [witch, hunter].filter((id) => ctx.has(id));
  const ways = ['the day vote', ...(ctx.has(hunter) ? ["the hunter's shot"] : []), ...(ctx.has(witch) ? ["the witch's poison"] : [])];
  const by = {
    en: ways.length > 1 ? `${ways.slice(0, -1).join(', ')} or ${ways[ways.length - 1]}` : ways[0],
    zh: ['白天投票', ...(ctx.has(hunter) ? ['猎人的枪'] : []), ...(ctx.has(witch) ? ['女巫的毒药'] : [])].join('、'),
  };
  emit({
    roles: [elder, ...killers],
    message: {
      en: `The elder dies at once to ${by.en}; if the village kills him that way, every good player loses his power for the rest of the game (seeds 000, 002, 004). Only the wolves need two attacks.`,
      zh: `长老被${by.zh}一次即死；若被好人误杀，所有好人失去技能直到游戏结束（seed 000、002、004）。只有狼人需要刀两次。`,
    },
  });
});

export const elderIdiot = interactionCheck('elder-idiot');

// The hunter, and who can make him die without his shot: the witch (poison) and cupid (heartbreak).
export const hunterCannotShoot = computedCheck('hunter-cannot-shoot', (ctx, emit, [hunter, witch, cupid]) => {
  if (!ctx.has(hunter)) return;
  const poison = ctx.has(witch) && !ctx.rules.hunterShootsWhenPoisoned;
  const love = ctx.has(cupid) && !ctx.rules.hunterShootsOnHeartbreak;
  if (!poison && !love) return;
  const when = {
    en: [poison ? "poisoned by the witch" : '', love ? 'dying for love' : ''].filter(Boolean).join(' or '),
    zh: [poison ? '被女巫毒死' : '', love ? '殉情' : ''].filter(Boolean).join('或'),
  };
  emit({
    roles: [hunter, ...(poison ? [witch] : []), ...(love ? [cupid] : [])],
    rules: [...(poison ? ['hunterShootsWhenPoisoned' as const] : []), ...(love ? ['hunterShootsOnHeartbreak' as const] : [])],
    message: {
      en: `The hunter cannot shoot when ${when.en} (seeds 000, 002, 003). The judge shows him the "cannot shoot" signal when he wakes to his death (seed 000 §6(4)); on a day without last words he leaves without a word.`,
      zh: `猎人${when.zh}时不能开枪（seed 000、002、003）。法官须向他示意“不能开枪”（seed 000 §6(4)）；若当天没有遗言，他直接离场。`,
    },
  });
});

export const piperSmallBoard = computedCheck('piper-small-board', (ctx, emit, [piper], say) => {
  if (!ctx.has(piper)) return;
  const P = ctx.players;
  // After night n he has charmed 2n players; with one kill a night and one exile a day, 2n − 1 are
  // dead, leaving P − 2n others alive: he can win on the first n with 2n ≥ P − 2n, i.e. n = ⌈P/4⌉.
  const fast = Math.ceil(P / 4);
  const noDeaths = Math.ceil((P - 1) / 2);
  if (fast > 3) return;
  emit({ message: say('message', { players: P, night: fast, noDeaths }), fix: replaceByVillagers(ctx, piper) });
});

export const scapegoatTieRule = interactionCheck('scapegoat-tie-rule');

export const PAIR_CHECKS = [
  guardElder, guardLittleGirl, guardAntidote, witchSelfSaveGuard, witchSelfSaveResolved, elderVillageKill,
  elderIdiot, hunterCannotShoot, piperSmallBoard, scapegoatTieRule,
];
