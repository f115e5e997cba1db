// Every power module, by id. Where a hook of several modules runs is each module's own declaration beside the
// hook (`attackOrder`: the guard's protection before the antidote before the elder's extra life; heartbreak
// before the charmed; the hunter's shot before the scapegoat's choice before the badge), never a position in
// this list (docs/architecture.md). A board uses the modules its cards name.
import { cardOf, type Card } from './cards';
import { ROLE_IDS } from '../catalogue/roles';
import { briefing } from './briefing';
import { charm } from './charm';
import { convert } from './convert';
import { infect } from './infect';
import { chooseSide } from './choose-side';
import { dream } from './dream';
import { duel } from './duel';
import { fear } from './fear';
import { swap } from './swap';
import { curse } from './curse';
import { hunt } from './hunt';
import { seal } from './seal';
import { linger } from './linger';
import { loneWolf } from './lone-wolf';
import { learn } from './learn';
import { enchant, wakeEnchanted } from './enchant';
import { extraKill } from './extra-kill';
import { extraLife } from './extra-life';
import { followModel } from './follow-model';
import { inspect } from './inspect';
import { link, wakeLinked } from './link';
import { meet } from './meet';
import { nightImmune } from './night-immune';
import { packKill } from './pack-kill';
import { peek } from './peek';
import { potions } from './potions';
import { protect } from './protect';
import { publicCard } from './public-card';
import { idol } from './idol';
import { reflect } from './reflect';
import { stealWin } from './steal-win';
import { revealOnExile } from './reveal-on-exile';
import { secondVote } from './second-vote';
import { selfDestruct, takeOnSelfDestruct } from './self-destruct';
import { shootOnDeath } from './shoot-on-death';
import { takeCard } from './take-card';
import { tetanus } from './tetanus';
import { growl } from './growl';
import { tieVictim } from './tie-victim';
import { winOnDeath } from './win-on-death';
import type { HookName, Hooks, Tonight } from '../engine/types';
import type { PowerId, PowerModule } from './types';

const MODULES: readonly PowerModule[] = [
  takeCard,
  link,
  wakeLinked,
  meet,
  followModel,
  swap,
  idol,
  fear,
  curse,
  protect,
  inspect,
  briefing,
  packKill,
  extraKill,
  loneWolf,
  peek,
  potions,
  convert,
  infect,
  chooseSide,
  reflect,
  stealWin,
  dream,
  hunt,
  learn,
  charm,
  enchant,
  wakeEnchanted,
  nightImmune,
  publicCard,
  shootOnDeath,
  revealOnExile,
  extraLife,
  tieVictim,
  selfDestruct,
  takeOnSelfDestruct,
  duel,
  secondVote,
  seal,
  linger,
  growl,
  tetanus,
  winOnDeath,
];

const byId = (a: PowerModule, b: PowerModule): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
export const POWERS: readonly PowerModule[] = Object.freeze([...MODULES].sort(byId));

const BY_ID: Readonly<Record<string, PowerModule>> = Object.freeze(Object.fromEntries(POWERS.map((m) => [m.id, m])));

// Each power's event maker, by power id: one read of a frozen record, where reading `event` off the modules
// (objects of as many shapes as there are powers) is a megamorphic read in V8 at every step the simulator records.
const EVENT_OF: Readonly<Record<string, PowerModule['event']>> = Object.freeze(Object.fromEntries(POWERS.map((m) => [m.id, m.event])));

/** The function that shapes a power's event from a choice (undefined: the power has no event of its own). */
export function powerEvent(id: PowerId): PowerModule['event'] {
  return Object.hasOwn(EVENT_OF, id) ? EVENT_OF[id] : undefined;
}

// How often the random policy passes at each power's step (its `randomPass`), one frozen table for the same reason.
const PASS_OF: Readonly<Record<string, number>> = Object.freeze(Object.fromEntries(POWERS.map((m) => [m.id, m.randomPass ?? 0])));

/** How often the random policy names nobody at a step of this power where nobody is allowed. */
export const randomPassOf = (id: PowerId): number => (Object.hasOwn(PASS_OF, id) ? PASS_OF[id] : 0);

export function powerModule(id: PowerId): PowerModule {
  const m = Object.hasOwn(BY_ID, id) ? BY_ID[id] : undefined;
  if (!m) throw new Error(`no power module "${id}"`);
  return m;
}

/** Each event type's module (a night step's or a day action's), by the role data: free events, decisions, steps. */
function modulesByEvent(): Readonly<Record<string, PowerModule>> {
  const out: Record<string, PowerModule> = {};
  // The modules' own day events first, by kind: the free ones, then the dusk ones, then the decisions they record.
  const own: [string, PowerModule][] = [
    ...POWERS.flatMap((m) => (m.freeEvents ?? []).map((t): [string, PowerModule] => [t, m])),
    ...POWERS.flatMap((m) => (m.duskEvents ?? []).map((t): [string, PowerModule] => [t, m])),
    ...POWERS.flatMap((m): [string, PowerModule][] => (m.decides ? [[m.decides, m]] : [])),
  ];
  for (const [t, m] of own) out[t] = m;
  const steps = ROLE_IDS.flatMap((id) => cardOf(id).steps);
  for (const st of steps) if (st.event && !Object.hasOwn(out, st.event)) out[st.event] = powerModule(st.power);
  return Object.freeze(out);
}
const BY_EVENT = modulesByEvent();

/** The module that records an event type (a night step's or a day action's), by the role data. */
export function moduleOfEvent(type: string): PowerModule | undefined {
  return Object.hasOwn(BY_EVENT, type) ? BY_EVENT[type] : undefined;
}

/** The event, among those a step also accepts, that a power takes at dusk (the stuttering judge's sign), or null. */
export function duskEventIn(types: readonly string[]): string | null {
  for (const t of types) if ((moduleOfEvent(t)?.duskEvents as readonly string[] | undefined)?.includes(t)) return t;
  return null;
}

export const HOOKS: readonly HookName[] = [
  'attackLandsOn',
  'extraAttacks',
  'attack',
  'nightDeaths',
  'dayEnds',
  'voteEnds',
  'dusk',
  'survives',
  'onDeath',
  'decisions',
  'onExile',
  'onTie',
  'voter',
  'votable',
  'lostVote',
  'badgeBarred',
  'forbids',
  'appearsAs',
  'playsAs',
  'groupOf',
  'powerless',
  'blocked',
  'lastWords',
  'outsideWolfTeam',
  'wins',
  'wolvesMustKill',
  'sideOf',
  'stealsWin',
  'winsFirst',
  'dawnTells',
  'offerDay',
  'offerDusk',
  'redirect',
  'extraVotes',
  'nightTells',
];

/** The modules the given cards use (their steps' powers, their day powers, their traits'), in registry order. */
export function modulesOf(cards: readonly Card[]): PowerModule[] {
  const ids = new Set<string>();
  for (const c of cards) {
    for (const st of c.steps) ids.add(st.power);
    for (const p of c.powers.keys()) ids.add(p);
    for (const t of c.traits) ids.add(t);
  }
  return POWERS.filter((m) => ids.has(m.id));
}

/** Where a module's hook runs among those with the same hook: its declared order, then its id. */
function hookOrder(h: HookName): (a: PowerModule, b: PowerModule) => number {
  const key = `${h}Order` as const;
  return (a, b) => (a[key] ?? 0) - (b[key] ?? 0) || byId(a, b);
}

/** Per hook, the functions of the modules that have it in the hook's order (plain functions: no lookup on each call). */
export function hooksOf(modules: readonly PowerModule[]): Hooks {
  const of = <K extends HookName>(h: K): Hooks[K] =>
    modules
      .filter((m) => typeof m[h] === 'function')
      .sort(hookOrder(h))
      .map((m) => m[h]) as unknown as Hooks[K];
  // One literal with every hook: an object filled key by key past a dozen keys is a hash table in V8, and the
  // engine reads a hook list at almost every step (the literal keeps named, fixed-offset properties).
  return {
    attackLandsOn: of('attackLandsOn'),
    extraAttacks: of('extraAttacks'),
    attack: of('attack'),
    nightDeaths: of('nightDeaths'),
    dayEnds: of('dayEnds'),
    voteEnds: of('voteEnds'),
    dusk: of('dusk'),
    survives: of('survives'),
    onDeath: of('onDeath'),
    decisions: of('decisions'),
    onExile: of('onExile'),
    onTie: of('onTie'),
    voter: of('voter'),
    votable: of('votable'),
    lostVote: of('lostVote'),
    badgeBarred: of('badgeBarred'),
    forbids: of('forbids'),
    appearsAs: of('appearsAs'),
    playsAs: of('playsAs'),
    groupOf: of('groupOf'),
    powerless: of('powerless'),
    blocked: of('blocked'),
    lastWords: of('lastWords'),
    outsideWolfTeam: of('outsideWolfTeam'),
    wins: of('wins'),
    wolvesMustKill: of('wolvesMustKill'),
    sideOf: of('sideOf'),
    stealsWin: of('stealsWin'),
    winsFirst: of('winsFirst'),
    dawnTells: of('dawnTells'),
    offerDay: of('offerDay'),
    offerDusk: of('offerDusk'),
    redirect: of('redirect'),
    extraVotes: of('extraVotes'),
    nightTells: of('nightTells'),
  } satisfies Record<(typeof HOOKS)[number], unknown>;
}

/**
 * What a night has recorded before its first event: every key any power writes (its `tonight`), so that every
 * night's record has one shape (the engine copies it at each event). Given a board's modules, only theirs:
 * a smaller record to copy (GameContext.tonight).
 */
export function emptyTonight(modules?: readonly PowerModule[]): Tonight {
  return tonightOf(modules ?? POWERS);
}

function tonightOf(modules: readonly PowerModule[]): Tonight {
  const t: Record<string, Tonight[string]> = {};
  for (const m of modules) Object.assign(t, typeof m.tonight === 'function' ? m.tonight() : m.tonight);
  // Not frozen: every night's first event copies it with a spread, which V8 makes several times slower from a
  // frozen object. Nothing writes it: a power replaces the state's record, never changes it.
  return t;
}
