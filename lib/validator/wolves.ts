// Checks on the wolf side: none, too many, the Millers Hollow configuration table, the wolf roles' own rules.
import { defineCheck } from './check';
import { PRESETS } from '../catalogue/presets';
import { resolveRules } from '../catalogue/rules';
import { buildContext, scopeOf } from './context';
import { PLAIN_VILLAGER, PLAIN_WOLF, WOLF_ROLES } from './facts';
import { swapWithVillagers, ruleFix } from './fix';
import { computedCheck, interactionCheck } from './interactions';
import { cached, chance, range, formatFrac } from './thief-odds';
import { joined, msg, names, opt, concat } from './text';

/** The basic configuration table (Basic Rules and Millers Hollow (traditional), 基本配置): players → werewolves, seers, villagers. */
export const BASIC_TABLE: Readonly<Record<number, { wolves: number; seers: number; villagers: number }>> = {
  8: { wolves: 2, seers: 1, villagers: 5 },
  9: { wolves: 2, seers: 1, villagers: 6 },
  10: { wolves: 2, seers: 1, villagers: 7 },
  11: { wolves: 2, seers: 1, villagers: 8 },
  12: { wolves: 3, seers: 1, villagers: 8 },
  13: { wolves: 3, seers: 1, villagers: 9 },
  14: { wolves: 3, seers: 1, villagers: 10 },
  15: { wolves: 3, seers: 1, villagers: 11 },
  16: { wolves: 3, seers: 1, villagers: 12 },
  17: { wolves: 3, seers: 1, villagers: 13 },
  18: { wolves: 4, seers: 1, villagers: 13 },
};

export const noWolves = defineCheck({
  id: 'no-wolves',
  severity: ['error'],
  roles: [...WOLF_ROLES],
  rules: [],
  source: 'Rules Explained, Millers Hollow (simplified), Millers Hollow (traditional): 狼人、预言家、村民是必须要使用的',
  summary: 'no wolf card: there is no game',
  run(ctx, emit) {
    if (ctx.wolves > 0) return;
    const target = Math.min(BASIC_TABLE[ctx.players]?.wolves ?? Math.max(1, Math.floor(ctx.players / 4)), ctx.n(PLAIN_VILLAGER));
    emit({
      roles: [PLAIN_WOLF],
      message: msg('validator.no-wolves.message'),
      fix: target > 0 ? swapWithVillagers(ctx, PLAIN_WOLF, target, msg('validator.no-wolves.fix', { n: target })) : undefined,
    });
  },
});

function reduceWolvesFix(ctx: Parameters<typeof noWolves.run>[0], to: number) {
  const cut = ctx.wolves - to;
  const left = ctx.n(PLAIN_WOLF) - cut;
  if (cut <= 0 || left < 0) return undefined;
  return swapWithVillagers(ctx, PLAIN_WOLF, left, msg('validator.wolves.fix.fewer', { cut, to }));
}

export const wolfMajority = defineCheck({
  id: 'wolf-majority',
  severity: ['error', 'warning'],
  roles: [PLAIN_WOLF],
  rules: ['winCondition'],
  source: 'Basic Rules 一 (the wolves win when they reach their condition); Millers Hollow (simplified) 变体规则 (parity: living wolves ≥ the others)',
  summary: 'the wolves are not fewer than the other players at the start',
  run(ctx, emit) {
    if (ctx.wolves === 0) return;
    const test = (_: unknown, p: { wolves: number }) => p.wolves >= ctx.players - p.wolves;
    const p = cached(ctx.odds, `majority:${ctx.players}`, () => chance(ctx.odds, test));
    if (p.any.num === 0) return;
    const sure = p.all.num === p.all.den;
    const w = range(ctx.odds, (_, pick) => pick.wolves).max;
    const others = ctx.players - w;
    const parity = ctx.rules.winCondition === 'parity';
    const maxWolves = Math.floor((ctx.players - 1) / 2);
    emit({
      severity: sure ? 'error' : 'warning',
      ...scopeOf(p),
      message: msg('validator.wolf-majority.message', {
        wolves: w,
        others,
        parity: opt(parity, msg('validator.wolf-majority.parity')),
        sure,
        chance: formatFrac(p.any),
      }),
      fix: reduceWolvesFix(ctx, Math.min(maxWolves, ctx.wolves - 1)),
    });
  },
});

export const parityFirstNight = defineCheck({
  id: 'parity-first-night',
  severity: ['warning'],
  roles: [PLAIN_WOLF],
  rules: ['winCondition'],
  source: 'Millers Hollow (simplified) 变体规则 (狼人取胜的条件为：场上活着的狼人数量和活着的村人数量相等); 狼刀在先 (Basic Rules 三6(6))',
  summary: 'under parity, the first night kill alone brings the wolves level',
  run(ctx, emit) {
    if (ctx.rules.winCondition !== 'parity' || ctx.wolves === 0) return;
    // Level after one kill, but not already at parity before it (wolf-majority says that).
    const test = (_: unknown, p: { wolves: number }) => {
      const others = ctx.players - p.wolves;
      return p.wolves < others && p.wolves >= others - 1;
    };
    const p = cached(ctx.odds, `parity:${ctx.players}`, () => chance(ctx.odds, test));
    if (p.any.num === 0) return;
    const w = range(ctx.odds, (_, pick) => pick.wolves).max;
    emit({
      ...scopeOf(p),
      message: msg('validator.parity-first-night.message', { wolves: w, others: ctx.players - w }),
      fix: ruleFix('winCondition', 'sides', msg('validator.parity-first-night.fix')),
    });
  },
});

/**
 * The langrensha family's standard boards: the shipped presets of that family (the Chinese basic
 * rules' 初级 board — 12 players, 4 wolves against 4 gods: 预女猎白, 预女猎守 — and the 13-player forum
 * game), as players, wolf cards and gods. A langrensha board of one of these shapes follows its own
 * family's reference board, not the Millers Hollow table.
 */
function langrenshaStandards(): readonly { players: number; wolves: number; gods: number }[] {
  return PRESETS.filter((p) => resolveRules(p.board.rules).family === 'langrensha').map((p) => {
    const c = buildContext(p.board);
    return { players: c.players, wolves: c.wolves, gods: c.gods };
  });
}
const LANGRENSHA_STANDARDS = Object.freeze(langrenshaStandards());

export const wolfCountTable = defineCheck({
  id: 'wolf-count-table',
  severity: ['info', 'warning'],
  roles: [PLAIN_WOLF],
  rules: [],
  source:
    "the Millers Hollow base game, 基本配置 (8–11 players → 2 wolves, 12–17 → 3, 18 → 4), as quoted by Millers Hollow (simplified), Millers Hollow (traditional); the langrensha family follows Beginner's Guide (12 players, 4 wolves with 4 gods) instead",
  summary: 'the wolf count differs from the Millers Hollow configuration table, on a board that follows neither it nor the Chinese standard board',
  run(ctx, emit) {
    const row = BASIC_TABLE[ctx.players];
    if (!row || ctx.wolves === 0 || ctx.wolves === row.wolves) return;
    // The table is Millers Hollow's advice: under the langrensha family the standard 12-player board
    // (4 wolves, 4 gods) and the forum game are the references: a board of their shape gets no note and no "fix".
    const langrensha = ctx.rules.family !== 'millersHollow';
    if (langrensha && LANGRENSHA_STANDARDS.some((b) => b.players === ctx.players && b.wolves === ctx.wolves && b.gods === ctx.gods)) return;
    const diff = ctx.wolves - row.wolves;
    const far = Math.abs(diff) >= 2;
    const newWerewolves = ctx.n(PLAIN_WOLF) - diff;
    const note = diff > 0 ? msg('validator.wolf-count-table.more', { langrensha }) : msg('validator.wolf-count-table.fewer');
    emit({
      severity: far ? 'warning' : 'info',
      message: msg('validator.wolf-count-table.message', {
        table: row.wolves,
        players: ctx.players,
        wolves: ctx.wolves,
        note,
        far: opt(far, msg('validator.wolf-count-table.far')),
      }),
      fix: newWerewolves >= 0 ? swapWithVillagers(ctx, PLAIN_WOLF, newWerewolves, msg('validator.wolf-count-table.fix', { n: row.wolves })) : undefined,
    });
  },
});

// The wolves that neither the wolves' own kill nor self-destruct may touch (the wolf beauty, the demon).
export const wolfSelfKillExempt = computedCheck('wolf-self-kill-exempt', (ctx, emit, exempt, say) => {
  const ids = exempt.filter((id) => ctx.has(id));
  const rules = (['wolvesMayKillWolf', 'selfDestruct'] as const).filter((k) => ctx.rules[k]);
  if (!ids.length || !rules.length) return;
  const what = joined(
    rules.map((k) => say(k)),
    'both',
  );
  const they = ids.length > 1 ? say('they') : names(ids);
  emit({ roles: ids, rules: [...rules], message: say('message', { what, names: names(ids, true), they }) });
});

export const whiteWolfKingSelfDestruct = interactionCheck('white-wolf-king-needs-self-destruct');

// The demon, and the two night kills that do nothing to him: the witch's poison and the hunter's shot.
export const demonNightImmune = computedCheck('demon-night-immune', (ctx, emit, [demon, witch, hunter], say) => {
  if (!ctx.has(demon) || !(ctx.has(witch) || ctx.has(hunter))) return;
  const poison = ctx.has(witch),
    shot = ctx.has(hunter);
  const none = '';
  emit({
    roles: [demon, ...(poison ? [witch] : []), ...(shot ? [hunter] : [])],
    message: say('message', {
      poison: poison ? say('poison') : none,
      shot: shot ? say('shot', { lead: say(poison ? 'shotLeadAfterPoison' : 'shotLead') }) : none,
      dayShot: shot ? say('dayShot') : none,
    }),
  });
});

export const demonGodCheck = interactionCheck('demon-god-check');

export const wildChildTurns = computedCheck('wild-child-turns', (ctx, emit, [wildChild], say) => {
  if (!ctx.has(wildChild)) return;
  const turns = say('message', { wolves: ctx.wolves, turned: ctx.wolves + 1 });
  // Under side kill he also leaves the villagers' count when he turns.
  emit({ message: ctx.rules.winCondition === 'sides' ? concat(turns, say('sides')) : turns });
});

// Wolves that never meet the pack take over its kill once every other wolf is dead (docs/rules.md, Roles beyond the first seventeen): with no
// wolf card that wakes with the wolves there is no pack to take over from.
export const silentWolfAlone = computedCheck(
  'silent-wolf-alone',
  (ctx, emit, silent, say) => {
    const ids = silent.filter((id) => ctx.has(id));
    const f = ctx.facts;
    if (!ids.length || f.ids.some((_, i) => f.isWolf[i] && f.wakesWithWolves[i] && ctx.counts[i] > 0)) return;
    const they = say(ids.length > 1 ? 'theyMany' : 'they');
    emit({ roles: ids, message: say('message', { names: names(ids, true), they }) });
  },
  { scoped: false },
);

// A minion is never a killing wolf and the village need not kill him (notNeededForGoodWin): with no other wolf card
// the village has won before the first night (docs/rules.md, the minion). The entry names the minion, the wolf
// a fix deals and the villager it replaces.
export const minionNoKillingWolf = computedCheck(
  'minion-no-killing-wolf',
  (ctx, emit, [minion, wolf, villager], say) => {
    if (!ctx.has(minion) || ctx.wolves > ctx.n(minion)) return;
    emit({
      roles: [minion],
      message: say('message'),
      fix: ctx.n(villager) > 0 ? swapWithVillagers(ctx, wolf, ctx.n(wolf) + 1, say('fix')) : undefined,
    });
  },
  { scoped: false },
);

export const WOLF_CHECKS = [
  noWolves,
  minionNoKillingWolf,
  wolfMajority,
  parityFirstNight,
  wolfCountTable,
  wolfSelfKillExempt,
  whiteWolfKingSelfDestruct,
  demonNightImmune,
  demonGodCheck,
  wildChildTurns,
  silentWolfAlone,
];
