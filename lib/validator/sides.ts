// Side kill (屠边): the wolves win when all the gods or all the villagers are dead (docs/rules.md, Factions and side-kill counting).
import { defineCheck, type Emitted } from './check';
import { scopeOf, type Ctx } from './context';
import { GROUP_RULE_KEY, GROUP_RULE_ROLE, PLAIN_VILLAGER, VILLAGERS, type SideGroup } from './facts';
import { ruleFix } from './fix';
import { computedCheck } from './interactions';
import { cached, chance, formatFrac, type Pick } from './thief-odds';
import { plural } from './text';
import type { Fix } from './types';

/** With a thief the counts below are the deck's, not those in play (two cards stay in the bottom). */
function deckNote(ctx: Ctx) {
  return ctx.hasThief
    ? { en: " (counted in the deck; the number in play depends on the thief's bottom cards)", zh: '（按牌堆计，场上人数随底牌而变）' }
    : { en: '', zh: '' };
}

const GROUP_TEXT: Record<SideGroup, { en: string; ens: string; zh: string }> = {
  god: { en: 'god', ens: 'gods', zh: '神' },
  villager: { en: 'villager', ens: 'villagers', zh: '民' },
};
/** The idiot (the role whose group a house rule sets, idiotCountsAs): his group and card count. */
const IDIOT = GROUP_RULE_ROLE;
const idiotGroup = (ctx: Ctx): SideGroup => ctx.rules[GROUP_RULE_KEY];

function emptyGroup(ctx: Ctx, group: SideGroup, emit: (f: Emitted) => void): void {
  if (ctx.rules.winCondition !== 'sides') return;
  const of = (p: Pick) => (group === 'god' ? p.gods : p.villagers);
  const p = cached(ctx.odds, `empty:${group}`, () => chance(ctx.odds, (_, pick) => of(pick) === 0));
  if (p.any.num === 0) return;
  const onBoard = (group === 'god' ? ctx.gods : ctx.villagers) === 0;
  const t = GROUP_TEXT[group];
  const other: SideGroup = group === 'god' ? VILLAGERS : 'god';
  // The idiot can move between groups (idiotCountsAs): the fix that keeps the other group non-empty.
  let fix: Fix | undefined;
  const otherCount = group === 'god' ? ctx.villagers : ctx.gods;
  if (ctx.has(IDIOT) && idiotGroup(ctx) === other && otherCount - ctx.n(IDIOT) > 0) {
    fix = ruleFix(GROUP_RULE_KEY, group, { en: `Count the idiot as a ${t.en}`, zh: `白痴算${t.zh}` });
  } else {
    fix = ruleFix('winCondition', 'all', { en: 'Play kill-all (屠城) instead of side kill', zh: '改为屠城' });
  }
  const idiotNote = ctx.has(IDIOT)
    ? {
        en: ` (the idiot counts as a ${GROUP_TEXT[idiotGroup(ctx)].en} here, by the rule “The idiot counts as”)`,
        zh: `（本局白痴算${GROUP_TEXT[idiotGroup(ctx)].zh}）`,
      }
    : { en: '', zh: '' };
  emit({
    severity: onBoard ? 'error' : 'warning',
    ...(onBoard ? { scope: 'board' as const } : scopeOf(p)),
    roles: ctx.has(IDIOT) ? [IDIOT] : [],
    message: onBoard
      ? {
          en: `Side kill (屠边): the wolves win as soon as all the ${t.ens} are dead, and this board has no ${t.en} card${idiotNote.en}, so the wolves have won before the first night.`,
          zh: `屠边：${t.zh}全部出局狼人即获胜，本板子没有${t.zh}${idiotNote.zh}，开局前狼人就已获胜。`,
        }
      : {
          en: `Side kill (屠边): with the thief's bottom cards, no ${t.en} may be in play on ${formatFrac(p.any)} of deals${idiotNote.en}; the wolves would then have won at once.`,
          zh: `屠边：因盗贼的底牌，${formatFrac(p.any)} 的发牌可能场上没有${t.zh}${idiotNote.zh}，狼人即刻获胜。`,
        },
    fix,
  });
}

export const sidesNoGods = defineCheck({
  id: 'sides-no-gods',
  severity: ['error', 'warning'],
  roles: [IDIOT],
  rules: ['winCondition', GROUP_RULE_KEY],
  source: '屠边 (Basic Rules 一, Forum-13 Rules 规则4); idiot as god or villager (Basic Rules 二)',
  summary: 'side kill with no god in play: the wolves have already won',
  run: (ctx, emit) => emptyGroup(ctx, 'god', emit),
});

export const sidesNoVillagers = defineCheck({
  id: 'sides-no-villagers',
  severity: ['error', 'warning'],
  roles: [PLAIN_VILLAGER, IDIOT],
  rules: ['winCondition', GROUP_RULE_KEY],
  source: '屠边 (Basic Rules 一, Forum-13 Rules 规则4); idiot as god or villager (Basic Rules 二)',
  summary: 'side kill with no plain villager in play: the wolves have already won',
  run: (ctx, emit) => emptyGroup(ctx, VILLAGERS, emit),
});

export const sidesSingle = defineCheck({
  id: 'sides-single-member',
  severity: ['warning'],
  roles: [],
  rules: ['winCondition'],
  source: '屠边: 民、神任一方全部阵亡，狼方获胜 (Basic Rules 一)',
  summary: 'side kill with a single god or a single villager: one kill decides the game',
  run(ctx, emit) {
    if (ctx.rules.winCondition !== 'sides') return;
    for (const group of Object.keys(GROUP_TEXT) as SideGroup[]) {
      const n = group === 'god' ? ctx.gods : ctx.villagers;
      if (n !== 1) continue;
      const t = GROUP_TEXT[group];
      emit({
        message: {
          en: `Side kill (屠边): the wolves win when all the ${t.ens} are dead, and this board has a single ${t.en}: one kill on him wins the game for the wolves.`,
          zh: `屠边：${t.zh}全部出局狼人获胜，本板子只有一个${t.zh}：刀中他狼人就赢了。`,
        },
        fix: ruleFix('winCondition', 'all', { en: 'Play kill-all (屠城) instead of side kill', zh: '改为屠城' }),
      });
    }
  },
});

export const sidesIdiotGroup = defineCheck({
  id: 'sides-idiot-group',
  scoped: true,
  severity: ['info'],
  roles: [IDIOT],
  rules: [GROUP_RULE_KEY, 'winCondition'],
  source: 'Basic Rules 二 白痴: 一张神牌(或民牌，依照相应屠边局规则改变)',
  summary: 'which side-kill group the idiot counts in, and the resulting counts',
  run(ctx, emit) {
    if (ctx.rules.winCondition !== 'sides' || !ctx.has(IDIOT)) return;
    const g = GROUP_TEXT[idiotGroup(ctx)];
    emit({
      message: {
        en: `Side kill: the idiot counts as a ${g.en} here (“The idiot counts as”, Basic Rules 二), so the wolves must kill ${ctx.gods} god${ctx.gods === 1 ? '' : 's'} or ${ctx.villagers} villager${ctx.villagers === 1 ? '' : 's'}${deckNote(ctx).en}. A revealed idiot stays alive (no vote) and still counts until he is killed at night.`,
        zh: `屠边：本局白痴算${g.zh}（狼人杀基本规则 二），狼人需刀完 ${ctx.gods} 个神或 ${ctx.villagers} 个民${deckNote(ctx).zh}。翻牌的白痴仍存活（无投票权），直到夜里被刀前都计入。`,
      },
    });
  },
});

export const cupidSideKill = computedCheck('cupid-side-kill', (ctx, emit, [cupid], say) => {
  if (ctx.rules.winCondition !== 'sides' || !ctx.has(cupid)) return;
  const gods = { en: plural(ctx.gods, GROUP_TEXT.god.en), zh: String(ctx.gods) };
  const villagers = { en: plural(ctx.villagers, GROUP_TEXT.villager.en), zh: String(ctx.villagers) };
  emit({ message: say('message', { gods, villagers, deck: deckNote(ctx) }) });
});

export const SIDE_CHECKS = [sidesNoGods, sidesNoVillagers, sidesSingle, sidesIdiotGroup, cupidSideKill];
