// The custom-card editor's draft ↔ a custom card of the board (schemas/custom-role.schema.json): what the
// editor's controls hold, and the card they make. Pure: the editor and its tests share it.
import type { CustomId } from '../../lib/catalogue/card-role';
import type { CustomRole } from '../../lib/catalogue/custom';
import { ROLES } from '../../lib/catalogue';
import type { RoleId } from '../../lib/catalogue/roles';
import { LANGS, type Lang } from '../../lib/i18n/languages';
import { DAY_POWERS, STEP_POWERS } from '../../lib/powers/params';

type Texts = Partial<Record<Lang, string>>;
type Param = string | number | boolean;
type NightStep = NonNullable<CustomRole['nightSteps']>[number];
type DayPower = NonNullable<CustomRole['dayPowers']>[number];
export type StepPower = NightStep['power'];
export type DayPowerId = DayPower['power'];
export type Faction = CustomRole['faction'];

export interface DraftStep {
  power: StepPower;
  params: Record<string, Param>;
  records: NightStep['records'];
  nights: NonNullable<NightStep['nights']>;
  /** The wake-order step it follows ('' : before dawn). */
  after: string;
  wake: Texts;
  line: Texts;
  closeLine: Texts;
}

export interface DraftDay {
  power: DayPowerId;
  params: Record<string, Param>;
}

export interface Draft {
  base: RoleId | null;
  names: Texts;
  icon: string;
  faction: Faction;
  description: Texts;
  textOnly: boolean;
  steps: DraftStep[];
  days: DraftDay[];
}

/** The powers a custom card may use (params.ts `composable`), in the table's order. */
export const NIGHT_POWER_IDS = (Object.keys(STEP_POWERS) as StepPower[]).filter((p) => STEP_POWERS[p].composable);
export const DAY_POWER_IDS = (Object.keys(DAY_POWERS) as DayPowerId[]).filter((p) => DAY_POWERS[p].composable);
/** The schema's limits on a custom card's lists (custom-role.schema.json). */
export const MAX_STEPS = 3;
export const MAX_DAYS = 4;

export const blankDraft = (): Draft => ({ base: null, names: {}, icon: '', faction: 'village', description: {}, textOnly: false, steps: [], days: [] });

export const newStep = (power: StepPower): DraftStep => ({
  power,
  params: {},
  records: STEP_POWERS[power].records[0],
  nights: STEP_POWERS[power].firstNightOnly ? 'first' : 'every',
  after: '',
  wake: {},
  line: {},
  closeLine: {},
});

/** A param's value kept only if the power takes it (a power changed: its old params go). */
function keptParams(params: Readonly<Record<string, unknown>> | undefined, legal: Readonly<Record<string, unknown>>): Record<string, Param> {
  const out: Record<string, Param> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (Object.hasOwn(legal, k) && v !== undefined) out[k] = v as Param;
  return out;
}

const textsOf = (t: unknown): Texts => (t && typeof t === 'object' ? { ...(t as Texts) } : {});

/** The draft of a card of the board, to edit it. */
export function draftOf(card: CustomRole): Draft {
  return {
    base: card.base ?? null,
    names: { ...card.names },
    icon: card.icon ?? '',
    faction: card.faction,
    description: textsOf(card.description),
    textOnly: card.textOnly === true,
    steps: (card.nightSteps ?? []).map((s) => ({
      power: s.power,
      params: keptParams(s.params, STEP_POWERS[s.power]?.params ?? {}),
      records: s.records,
      nights: s.nights ?? 'every',
      after: s.order?.chinese?.after ?? s.order?.advanced?.after ?? s.order?.base?.after ?? '',
      wake: textsOf(s.texts?.wake),
      line: textsOf(s.texts?.line),
      closeLine: textsOf(s.texts?.closeLine),
    })),
    days: (card.dayPowers ?? []).map((d) => ({ power: d.power, params: keptParams(d.params, DAY_POWERS[d.power]?.params ?? {}) })),
  };
}

/** A draft started from a catalogue card: its side, icon and composable powers, placed after its own steps. */
export function draftFromBase(id: RoleId, names: Texts): Draft {
  const role = ROLES[id];
  const steps = role.nightSteps
    .filter((s) => STEP_POWERS[s.power]?.composable)
    .map((s) => ({
      ...newStep(s.power),
      params: keptParams(s.params, STEP_POWERS[s.power].params),
      records: (STEP_POWERS[s.power].records as readonly string[]).includes(s.records ?? '')
        ? (s.records as DraftStep['records'])
        : STEP_POWERS[s.power].records[0],
      nights: s.nights ?? 'every',
      after: s.id,
    }));
  const days = role.dayPowers
    .filter((d) => DAY_POWERS[d.power]?.composable)
    .map((d) => ({ power: d.power, params: keptParams(d.params, DAY_POWERS[d.power].params) }));
  return { ...blankDraft(), base: id, names, icon: role.icon ?? '', faction: role.faction, steps: steps.slice(0, MAX_STEPS), days: days.slice(0, MAX_DAYS) };
}

/** The texts written (trimmed), or nothing when none is. */
function written(t: Texts): Texts | undefined {
  const out: Texts = {};
  for (const l of LANGS) {
    const v = t[l]?.trim();
    if (v) out[l] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

/** A custom id from a name: its letters and digits in camelCase, starting with a lowercase letter ("Night Owl" → nightOwl). */
export function nameToId(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const camel = words
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')
    .replace(/^[0-9]+/, '');
  return camel ? (camel.charAt(0).toLowerCase() + camel.slice(1)).slice(0, 26) : 'card';
}

/** The card's id: from its English name (else "card"), numbered when the board already has it. */
export function customIdFor(names: Texts, taken: readonly string[]): CustomId {
  const stem = nameToId(names.en ?? '');
  let id = `custom:${stem}`;
  for (let n = 2; taken.includes(id); n++) id = `custom:${stem}${n}`;
  return id as CustomId;
}

const ORDERS = ['chinese', 'advanced', 'base'] as const;

function stepOf(s: DraftStep): NightStep {
  const texts = { wake: written(s.wake), line: written(s.line), closeLine: written(s.closeLine) };
  const shown = Object.fromEntries(Object.entries(texts).filter(([, v]) => v));
  return {
    power: s.power,
    ...(Object.keys(s.params).length ? { params: { ...s.params } } : {}),
    records: s.records,
    ...(s.nights !== 'every' ? { nights: s.nights } : {}),
    ...(s.after ? { order: Object.fromEntries(ORDERS.map((o) => [o, { after: s.after }])) } : {}),
    ...(Object.keys(shown).length ? { texts: shown } : {}),
  };
}

/** The card the draft makes, under `id`. A text-only card carries no power. */
export function cardOf(d: Draft, id: CustomId): CustomRole {
  const names = written(d.names) ?? {};
  const description = written(d.description);
  const icon = d.icon.trim();
  return {
    id,
    ...(d.base ? { base: d.base } : {}),
    names,
    ...(icon ? { icon } : {}),
    faction: d.faction,
    ...(description ? { description } : {}),
    ...(d.textOnly ? { textOnly: true } : {}),
    nightSteps: d.textOnly ? [] : d.steps.map(stepOf),
    dayPowers: d.textOnly ? [] : d.days.map((x) => ({ power: x.power, ...(Object.keys(x.params).length ? { params: { ...x.params } } : {}) })),
  };
}

/** The board's custom cards and counts with `card` in (a new card: one on the board; an edited one: in its place, its count kept). */
export function withCard(
  customRoles: readonly CustomRole[],
  roles: Readonly<Record<string, number | undefined>>,
  card: CustomRole,
): { customRoles: CustomRole[]; roles: Record<string, number | undefined> } {
  const at = customRoles.findIndex((c) => c.id === card.id);
  const list = at >= 0 ? customRoles.map((c, i) => (i === at ? card : c)) : [...customRoles, card];
  return { customRoles: list, roles: { ...roles, [card.id]: roles[card.id] || 1 } as Record<string, number> };
}

/** The board's custom cards and counts without the card `id`. */
export function withoutCard(
  customRoles: readonly CustomRole[],
  roles: Readonly<Record<string, number | undefined>>,
  id: string,
): { customRoles: CustomRole[]; roles: Record<string, number | undefined> } {
  const rest = { ...roles };
  delete rest[id];
  return { customRoles: customRoles.filter((c) => c.id !== id), roles: rest };
}
