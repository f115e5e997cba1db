// A board's custom cards as written (docs/rules.md, Custom roles): a count with no card behind it, one id for
// two cards or steps, a power no custom card may use, an input, a param or a value its power does not take
// (lib/powers/params.ts, read by lib/powers/param-check.ts), a power in the wrong place, too many steps, a step
// with nothing to say, a wake-order anchor that names no step. Every finding here is an error: the card cannot
// be played as written. None fires on a board without custom cards.
import nightOrder from '../../data/night-order.json';
import type { CardId } from '../catalogue/card-role';
import { isCustomId } from '../catalogue/card-role';
import { type CustomRole, customRolesOf, resolveCustom } from '../catalogue/custom';
import type { CardRole } from '../catalogue/card-role';
import { boardCards } from '../powers/cards';
import { CADENCE_WORDS, dayParamProblems, MAX_EVERY, type ParamProblem, stepParamProblems } from '../powers/param-check';
import { DAY_POWERS, STEP_POWERS } from '../powers/params';
import { cardHasPower, type PowerId } from '../order/board-cards';
import { defineCheck, type Emitted } from './check';
import type { Ctx } from './context';
import { cardName, cardNames, joined, msg, ruleValue, type Msg, type MsgParam } from './text';

// The powers' params, inputs and places are those the catalogue cards give them (tests/powers/params.test.ts).
const SOURCE = 'data/roles (each power as the catalogue cards use it: its params, its inputs, its place); docs/rules.md, Custom roles';
/** The most a custom card may hold (schemas/custom-role.schema.json says the validator names more). */
export const LIMITS = { nightSteps: 3, dayPowers: 4, interactions: 12 } as const;

/** A custom card as written and as resolved (its base card's steps copied, its defaults filled in). */
export interface Custom {
  readonly def: CustomRole;
  readonly role: CardRole;
  /** Its name, as its author wrote it. */
  readonly name: MsgParam;
}

/** The board's custom cards, each resolved once per check. */
export function customsOf(ctx: Ctx): Custom[] {
  return customRolesOf(ctx.board).map((def) => ({ def, role: resolveCustom(def), name: { inline: def.names } }));
}

/** Where on a card: its n-th night step, its n-th day power. */
const stepAt = (i: number): Msg => msg('validator.custom.at.step', { n: i + 1 });
const dayAt = (i: number): Msg => msg('validator.custom.at.day', { n: i + 1 });

export const customUndefined = defineCheck({
  id: 'custom-undefined',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'the deck counts a custom card the board does not carry',
  run(ctx, emit) {
    const defined = new Set(customRolesOf(ctx.board).map((c) => c.id));
    for (const [id, n] of Object.entries(ctx.board.roles as Record<string, number | undefined>)) {
      if (!isCustomId(id) || defined.has(id) || !n) continue;
      emit({ roles: [id], message: msg('validator.custom-undefined.message', { card: cardName(ctx, id), n }) });
    }
  },
});

/** The ids that appear more than once in a list. */
function repeated<T>(xs: readonly T[]): Set<T> {
  const seen = new Set<T>();
  const twice = new Set<T>();
  for (const x of xs) (seen.has(x) ? twice : seen).add(x);
  return twice;
}

export const customDuplicateId = defineCheck({
  id: 'custom-duplicate-id',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'two custom cards with one id, or a custom step with the id of another step',
  run(ctx, emit) {
    const customs = customsOf(ctx);
    for (const id of repeated(customs.map((c) => c.def.id))) {
      const same = customs.filter((c) => c.def.id === id);
      emit({
        roles: [id],
        message: msg('validator.custom-duplicate-id.card', {
          names: joined(
            same.map((c) => c.name),
            'and',
          ),
          n: same.length,
        }),
      });
    }
    // A step's id is the type of the events it records: two steps of one id would share their events.
    const steps = customs.flatMap((c) => c.role.nightSteps.map((s, i) => ({ c, id: s.id, i })));
    for (const id of repeated(steps.map((s) => s.id))) {
      const same = steps.filter((s) => s.id === id);
      const at = same.map((s) => msg('validator.custom.atCard', { card: s.c.name, at: stepAt(s.i) }));
      emit({ roles: [...new Set(same.map((s) => s.c.def.id))], message: msg('validator.custom-duplicate-id.step', { steps: joined(at, 'and') }) });
    }
  },
});

/** Each power a card uses, where (a night step or a day power) and its spec's flags. */
interface Use {
  readonly at: Msg;
  readonly power: PowerId;
  readonly spec: { readonly composable: boolean; readonly wolvesOnly?: boolean; readonly onePerBoard?: boolean; readonly firstNightOnly?: boolean };
  readonly nights?: string;
}
function usesOf(role: CardRole): Use[] {
  return [
    ...role.nightSteps.map((s, i): Use => ({ at: stepAt(i), power: s.power, spec: STEP_POWERS[s.power], nights: s.nights })),
    ...role.dayPowers.map((d, i): Use => ({ at: dayAt(i), power: d.power, spec: DAY_POWERS[d.power] })),
  ];
}

export const customNotComposable = defineCheck({
  id: 'custom-not-composable',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a custom card uses a power only the catalogue card may have (it can be made text-only)',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      // A text-only card is resolved by the judge by hand: its powers are only words.
      if (c.def.textOnly) continue;
      for (const u of usesOf(c.role)) {
        if (u.spec.composable) continue;
        emit({ roles: [c.def.id], message: msg('validator.custom-not-composable.message', { card: c.name, at: u.at, power: u.power }) });
      }
    }
  },
});

export const customPowerPlace = defineCheck({
  id: 'custom-power-place',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a wolves-only power on a card that does not wake with the wolves, or a first-night power on a later night',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      const wakes = c.role.faction === 'wolves' && c.role.wakesWithWolves;
      for (const u of usesOf(c.role)) {
        const base = { card: c.name, at: u.at, power: u.power };
        if (u.spec.wolvesOnly && !wakes) emit({ roles: [c.def.id], message: msg('validator.custom-power-place.wolvesOnly', base) });
        if (u.spec.firstNightOnly && u.nights !== 'first') emit({ roles: [c.def.id], message: msg('validator.custom-power-place.firstNight', base) });
      }
    }
  },
});

export const customOnePerBoard = defineCheck({
  id: 'custom-one-per-board',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a power of which the table has one, used by two cards of the deck (a custom card among them)',
  run(ctx, emit) {
    const customs = new Set<string>(customRolesOf(ctx.board).map((c) => c.id));
    if (!customs.size) return;
    const cards = Object.values(boardCards(ctx.board, ctx.rules)).filter((k) => ctx.has(k.id));
    const powers = new Set<PowerId>();
    for (const k of cards) if (customs.has(k.id)) for (const u of usesOf(resolvedOf(ctx, k.id))) if (u.spec.onePerBoard) powers.add(u.power);
    for (const power of powers) {
      const ids: CardId[] = cards.filter((k) => cardHasPower(k, power)).map((k) => k.id);
      if (ids.length < 2) continue;
      emit({ roles: ids, message: msg('validator.custom-one-per-board.message', { power, names: cardNames(ctx, ids) }) });
    }
  },
});

function resolvedOf(ctx: Ctx, id: CardId): CardRole {
  const def = customRolesOf(ctx.board).find((c) => c.id === id);
  if (!def) throw new Error(`no custom card ${id}`);
  return resolveCustom(def);
}

/** A param's legal values, as the message says them. */
function legalOf(p: ParamProblem): Msg {
  const s = p.spec;
  if (!s) return p.takes.length ? msg('validator.custom-param.takes', { names: joined(p.takes, 'or') }) : msg('validator.custom-param.takesNone');
  switch (s.kind) {
    case 'enum':
      return msg('validator.custom-param.legal.enum', { values: joined(s.values, 'or') });
    case 'int':
      return msg('validator.custom-param.legal.int', { min: s.min, max: s.max });
    case 'cadence':
      return msg('validator.custom-param.legal.cadence', { max: MAX_EVERY, words: joined(CADENCE_WORDS, 'or') });
    default:
      return msg(`validator.custom-param.legal.${s.kind}`);
  }
}

function emitParams(c: Custom, at: Msg, power: string, problems: ParamProblem[], emit: (f: Emitted) => void): void {
  for (const p of problems) {
    emit({
      roles: [c.def.id],
      message: msg('validator.custom-param.message', {
        card: c.name,
        at,
        power,
        param: p.param,
        value: String(p.value),
        unknown: p.spec === null,
        legal: legalOf(p),
      }),
    });
  }
}

export const customParam = defineCheck({
  id: 'custom-param',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a param its power does not take, or a value it does not allow',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      c.def.nightSteps?.forEach((s, i) => {
        emitParams(c, stepAt(i), s.power, stepParamProblems(s.power, s.params), emit);
      });
      c.def.dayPowers?.forEach((d, i) => {
        emitParams(c, dayAt(i), d.power, dayParamProblems(d.power, d.params), emit);
      });
    }
  },
});

export const customRecords = defineCheck({
  id: 'custom-records',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a custom night step records an input its power does not take',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      c.def.nightSteps?.forEach((s, i) => {
        const legal: readonly string[] = STEP_POWERS[s.power].records;
        if (legal.includes(s.records)) return;
        emit({
          roles: [c.def.id],
          message: msg('validator.custom-records.message', { card: c.name, at: stepAt(i), power: s.power, value: s.records, legal: joined(legal, 'or') }),
        });
      });
    }
  },
});

export const customTooMany = defineCheck({
  id: 'custom-too-many',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: `a custom card with more than ${LIMITS.nightSteps} night steps, ${LIMITS.dayPowers} day powers or ${LIMITS.interactions} interactions`,
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      for (const what of ['nightSteps', 'dayPowers', 'interactions'] as const) {
        const n = c.def[what]?.length ?? 0;
        if (n > LIMITS[what]) emit({ roles: [c.def.id], message: msg('validator.custom-too-many.message', { card: c.name, what, n, max: LIMITS[what] }) });
      }
    }
  },
});

export const customNoLine = defineCheck({
  id: 'custom-no-line',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a custom night step with no line for the judge to say, and no base step to copy one from',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      c.role.nightSteps.forEach((s, i) => {
        if (s.line === '') emit({ roles: [c.def.id], message: msg('validator.custom-no-line.message', { card: c.name, at: stepAt(i) }) });
      });
    }
  },
});

/** Every step id of the wake orders (data/night-order.json). */
const ORDER_STEPS: readonly string[] = Object.freeze(Object.values(nightOrder.orders).flatMap((o) => o.steps.map((s) => s.id)));

export const customAnchor = defineCheck({
  id: 'custom-anchor',
  severity: ['error'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a custom step placed after or before a step that no wake order and no custom card has',
  run(ctx, emit) {
    const customs = customsOf(ctx);
    const custom = new Set<string>(customs.flatMap((c) => c.role.nightSteps.map((s) => s.id)));
    for (const c of customs) {
      c.def.nightSteps?.forEach((s, i) => {
        for (const [order, anchor] of Object.entries(s.order ?? {})) {
          for (const side of ['after', 'before'] as const) {
            const id = anchor?.[side];
            if (id === undefined || ORDER_STEPS.includes(id) || custom.has(id)) continue;
            emit({
              roles: [c.def.id],
              message: msg('validator.custom-anchor.message', { card: c.name, at: stepAt(i), order: ruleValue('nightOrder', order), side, anchor: id }),
            });
          }
        }
      });
    }
  },
});

export const CUSTOM_CHECKS = [
  customUndefined,
  customDuplicateId,
  customNotComposable,
  customPowerPlace,
  customOnePerBoard,
  customParam,
  customRecords,
  customTooMany,
  customNoLine,
  customAnchor,
];
