// Side kill (屠边): the wolves win when all the gods or all the villagers are dead (docs/rules.md, Factions and side-kill counting).
import { defineCheck, type Emitted } from './check';
import { scopeOf, type Ctx } from './context';
import { GROUP_RULE_KEY, GROUP_RULE_ROLE, PLAIN_VILLAGER, VILLAGERS, type SideGroup } from './facts';
import { ruleFix } from './fix';
import { computedCheck } from './interactions';
import { cached, chance, formatFrac, type Pick } from './thief-odds';
import type { DraftFix } from './check';
import { msg, opt } from './text';

/** With a thief the counts below are the deck's, not those in play (two cards stay in the bottom). */
const deckNote = (ctx: Ctx) => opt(ctx.hasThief, msg('validator.sides.deckNote'));

/** The side-kill groups, and their names (one member, all of them) for the messages. */
const GROUPS: readonly SideGroup[] = ['god', VILLAGERS];
const named = (g: SideGroup) => ({ group: msg(`validator.group.${g}`), groups: msg(`validator.group.${g}s`) });
const KILL_ALL = msg('validator.sides.fix.killAll');
/** The idiot (the role whose group a house rule sets, idiotCountsAs): his group and card count. */
const IDIOT = GROUP_RULE_ROLE;
const idiotGroup = (ctx: Ctx): SideGroup => ctx.rules[GROUP_RULE_KEY];

function emptyGroup(ctx: Ctx, group: SideGroup, emit: (f: Emitted) => void): void {
  if (ctx.rules.winCondition !== 'sides') return;
  const of = (p: Pick) => (group === 'god' ? p.gods : p.villagers);
  const p = cached(ctx.odds, `empty:${group}`, () => chance(ctx.odds, (_, pick) => of(pick) === 0));
  if (p.any.num === 0) return;
  const onBoard = (group === 'god' ? ctx.gods : ctx.villagers) === 0;
  const other: SideGroup = group === 'god' ? VILLAGERS : 'god';
  // The idiot can move between groups (idiotCountsAs): the fix that keeps the other group non-empty.
  let fix: DraftFix | undefined;
  const otherCount = group === 'god' ? ctx.villagers : ctx.gods;
  if (ctx.has(IDIOT) && idiotGroup(ctx) === other && otherCount - ctx.n(IDIOT) > 0) {
    fix = ruleFix(GROUP_RULE_KEY, group, msg('validator.sides.fix.idiotAs', named(group)));
  } else {
    fix = ruleFix('winCondition', 'all', KILL_ALL);
  }
  const idiotNote = opt(ctx.has(IDIOT), () => msg('validator.sides.idiotNote', named(idiotGroup(ctx))));
  emit({
    severity: onBoard ? 'error' : 'warning',
    ...(onBoard ? { scope: 'board' as const } : scopeOf(p)),
    roles: ctx.has(IDIOT) ? [IDIOT] : [],
    message: onBoard
      ? msg('validator.sides.emptyGroup.board', { ...named(group), idiotNote })
      : msg('validator.sides.emptyGroup.inPlay', { ...named(group), idiotNote, chance: formatFrac(p.any) }),
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
    for (const group of GROUPS) {
      const n = group === 'god' ? ctx.gods : ctx.villagers;
      if (n !== 1) continue;
      emit({ message: msg('validator.sides-single-member.message', named(group)), fix: ruleFix('winCondition', 'all', KILL_ALL) });
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
    emit({
      message: msg('validator.sides-idiot-group.message', { ...named(idiotGroup(ctx)), gods: ctx.gods, villagers: ctx.villagers, deck: deckNote(ctx) }),
    });
  },
});

export const cupidSideKill = computedCheck('cupid-side-kill', (ctx, emit, [cupid], say) => {
  if (ctx.rules.winCondition !== 'sides' || !ctx.has(cupid)) return;
  const gods = msg('validator.sides.gods', { n: ctx.gods });
  const villagers = msg('validator.sides.villagers', { n: ctx.villagers });
  emit({ message: say('message', { gods, villagers, deck: deckNote(ctx) }) });
});

export const SIDE_CHECKS = [sidesNoGods, sidesNoVillagers, sidesSingle, sidesIdiotGroup, cupidSideKill];
