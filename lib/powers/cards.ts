// What a card is under a board's house rules: the role data (data/roles) with its rule variants applied
// (the offline demon does not wake with the wolves) and its steps that only a rule calls (the hunter's night
// status under hunterNightStatus). The one place the engine, the wake order, the script
// and the validator read a role's faction, group, night steps and powers from (docs/architecture.md).
import { ROLES, type NightStep } from '../catalogue';
import type { CardId, CardNightStep, CardRole } from '../catalogue/card-role';
import { cardIdsOf, rolesOf } from '../catalogue/custom';
import { ROLE_IDS, type RoleId } from '../catalogue/roles';
import type { Board } from '../generated/board';
import type { TextRef } from '../i18n';
import { DEFAULT_ANSWER } from './params';
import { DEFAULT_FAMILY, FAMILIES, type ResolvedRules } from '../catalogue/rules';
import type { Role } from '../generated/role';

export type DayPowerId = Role['dayPowers'][number]['power'];
export type Trait = NonNullable<Role['traits']>[number];
export type StepPowerId = NightStep['power'];

export interface CardStep {
  readonly id: CardNightStep['id'];
  readonly nights: NightStep['nights'];
  /**
   * Its cadence on those nights: called on night n when (n − 1) % every is 0 (1: every night of `nights`).
   * A step whose params name it (`every`: a house-rule key or a value; the sisters' meeting) reads it here.
   */
  readonly every: number;
  readonly power: StepPowerId;
  readonly params: Readonly<Record<string, string | number | boolean>>;
  readonly event: string | null;
  readonly records: NightStep['records'];
  /** The role data's step, holding its lines (a custom card's: inline words). */
  readonly line: CardNightStep;
}

export interface Card {
  readonly id: CardId;
  /** Its name and emoji (a message id, or a custom card's inline words). */
  readonly name: TextRef;
  readonly icon: string;
  readonly faction: Role['faction'];
  readonly group: Role['group'];
  readonly unique: boolean;
  /** How many cards of it a board holds when it holds any (role data `copies`; a unique card: one; else null, any number). */
  readonly copies: { readonly min: number; readonly max: number } | null;
  /** Opens its eyes with the wolves (and so knows them and is known by them): wolf cards only. */
  readonly wakesWithWolves: boolean;
  readonly seerResult: Role['seerResult'];
  readonly traits: ReadonlySet<Trait>;
  readonly steps: readonly CardStep[];
  /** A custom card no power expresses (docs/rules.md, Custom roles): the engine refuses to run it. */
  readonly textOnly: boolean;
  /** Day and passive powers, with their parameters. */
  readonly powers: ReadonlyMap<DayPowerId, Readonly<Record<string, string | number | boolean>>>;
}

type RuleView = Partial<Pick<ResolvedRules, keyof ResolvedRules>>;

function variantsOn(role: CardRole, rules: RuleView | undefined) {
  if (!rules || !role.ruleVariants) return [];
  return role.ruleVariants.filter((v) => (rules as Record<string, unknown>)[v.rule] === v.value);
}

/** Whether a night step is on its card under these rules: always, or under its rule's value (NightStep.rule). */
function stepUnder(step: CardNightStep, rules: RuleView | undefined): boolean {
  return !step.rule || (rules !== undefined && (rules as Record<string, unknown>)[step.rule.key] === step.rule.value);
}

/** The house-rule key a step's cadence reads (its params' `every` naming a rule), or null. */
function cadenceRule(params: Readonly<Record<string, unknown>> | undefined): string | null {
  const every = params?.every;
  return typeof every === 'string' && Object.hasOwn(FAMILIES[DEFAULT_FAMILY], every) ? every : null;
}

/**
 * A step's nights and cadence from its params' `every` (a house-rule key, read under these rules or the default
 * family's, or a value): `firstNightOnly`, night 1 only; a number n, night 1 and every n-th night after it;
 * `odd` / `even`, every other night from night 1 / night 2; `every` (any other value), every night of `nights`.
 */
function cadenceOf(nights: NightStep['nights'], params: Readonly<Record<string, unknown>> | undefined, rules: RuleView | undefined) {
  const key = cadenceRule(params);
  const every = key ? ((rules as Record<string, unknown> | undefined)?.[key] ?? (FAMILIES[DEFAULT_FAMILY] as Record<string, unknown>)[key]) : params?.every;
  if (every === 'firstNightOnly') return { nights: 'first' as const, every: 1 };
  // A rule of odd or even nights (the white werewolf's): nights 1, 3, 5… or 2, 4, 6….
  if (every === 'odd') return { nights: 'every' as const, every: 2 };
  if (every === 'even') return { nights: 'afterFirst' as const, every: 2 };
  return { nights, every: typeof every === 'number' && every >= 1 ? every : 1 };
}

/** Whether the card differs from the role data as written under these rules: a variant applies, or a step depends on a rule. */
const ruled = (role: CardRole, rules: RuleView): boolean =>
  variantsOn(role, rules).length > 0 || role.nightSteps.some((s) => s.rule !== undefined || cadenceRule(s.params) !== null);

const ONE = Object.freeze({ min: 1, max: 1 });

/** A check that names no answer gives the one of the catalogue card that sees the same (a custom card's). */
function withDefaults(power: StepPowerId, params: Readonly<Record<string, string | number | boolean>>) {
  if (power !== 'inspect' || params.answer !== undefined) return params;
  return { ...params, answer: DEFAULT_ANSWER[String(params.sees ?? 'seerResult')] ?? 'seer' };
}

function build(role: CardRole, rules: RuleView | undefined): Card {
  const id = role.id;
  let wakes = role.faction === 'wolves' && role.wakesWithWolves;
  const patches = new Map<string, Partial<CardStep>>();
  for (const v of variantsOn(role, rules)) {
    if (v.set.wakesWithWolves !== undefined) wakes = role.faction === 'wolves' && v.set.wakesWithWolves;
    for (const p of v.set.nightSteps ?? []) patches.set(p.id, p as Partial<CardStep>);
  }
  // A step on the card only under a house-rule value (the hunter's night status) is left out otherwise, and
  // without rules (the role data as written).
  const steps = role.nightSteps
    .filter((s) => stepUnder(s, rules))
    .map((s): CardStep => {
      const p = patches.get(s.id) ?? {};
      const params = withDefaults(p.power ?? s.power, p.params ?? s.params ?? {});
      return {
        id: s.id,
        ...cadenceOf(p.nights ?? s.nights, params, rules),
        power: p.power ?? s.power,
        params,
        event: p.event !== undefined ? p.event : s.event,
        records: p.records ?? s.records,
        line: s,
      };
    });
  return {
    id,
    name: role.name,
    icon: role.icon,
    faction: role.faction,
    group: role.group,
    unique: role.unique,
    copies: role.copies ?? (role.unique ? ONE : null),
    wakesWithWolves: wakes,
    seerResult: role.seerResult,
    traits: new Set(role.traits ?? []),
    steps,
    textOnly: role.custom?.textOnly === true,
    powers: new Map(role.dayPowers.map((d) => [d.power, d.params ?? {}])),
  };
}

function plainCards(): Record<RoleId, Card> {
  const t = {} as Record<RoleId, Card>;
  for (const id of ROLE_IDS) t[id] = build(ROLES[id], undefined);
  return t;
}
/** Every card as the role data writes it, made once at load. */
const PLAIN: Readonly<Record<RoleId, Card>> = Object.freeze(plainCards());

/**
 * Every card under these rules, made on each call (a game keeps its own: GameContext.cards); without rules,
 * the role data as written. Only the cards the rules change are made anew.
 */
export function cardsUnder(rules?: RuleView): Readonly<Record<RoleId, Card>> {
  if (!rules) return PLAIN;
  const t = {} as Record<RoleId, Card>;
  for (const id of ROLE_IDS) t[id] = ruled(ROLES[id], rules) ? build(ROLES[id], rules) : PLAIN[id];
  return t;
}

/** Every card a board may hold under these rules: the catalogue's (cardsUnder) and its custom cards (docs/rules.md, Custom roles). */
export function boardCards(board: Pick<Board, 'customRoles'>, rules?: RuleView): Readonly<Record<CardId, Card>> {
  const plain = cardsUnder(rules);
  if (!board.customRoles?.length) return plain;
  const roles = rolesOf(board);
  const t: Record<CardId, Card> = { ...plain };
  for (const id of cardIdsOf(board)) if (!Object.hasOwn(plain, id)) t[id] = build(roles[id], rules);
  return t;
}

export function cardOf(id: RoleId, rules?: RuleView): Card {
  return rules && ruled(ROLES[id], rules) ? build(ROLES[id], rules) : PLAIN[id];
}

// Functions, not constants: they are read while modules of an import cycle are still being evaluated.
/** Whether a power is the wolves' shared night step's, where every card that wakes with the wolves opens its eyes (docs/rules.md, the wolves' night). */
export function isPackPower(power: StepPowerId | null): boolean {
  return power === 'packKill';
}

/** The power of the card that, killed by the village, takes the village's powers with it (the elder's extra life; docs/rules.md, the elder). */
export function elderPower(): DayPowerId {
  return 'extraLife';
}

// The bottom cards (how many a deck leaves, which card takes them) are lib/powers/bottom-cards.
export { hasBottomCards, takesBottomCard } from './bottom-cards';
