// A board's custom cards (board.customRoles, schemas/custom-role.schema.json) resolved to the shape of a
// catalogue role (docs/rules.md, Custom roles): a field it does not set is its base card's, else the default
// its faction gives. The validator names what cannot be played (lib/validator/custom-cards); this only reads.
import type { Board } from '../generated/board';
import type { CustomRole } from '../generated/custom-role';
import type { CardDayPower, CardId, CardNightStep, CardRole, CustomId } from './card-role';
import { ROLES } from './index';
import { ROLE_IDS } from './roles';

export type { CustomRole };
type CustomStep = NonNullable<CustomRole['nightSteps']>[number];

/** The custom cards a board carries (none for most). */
export const customRolesOf = (board: Pick<Board, 'customRoles'>): readonly CustomRole[] => board.customRoles ?? [];

/** The id of a custom card's n-th night step (from 0): its own id, else the card's, numbered after the first. */
export const customStepId = (role: CustomRole, i: number): CustomId => role.nightSteps?.[i]?.id ?? (i === 0 ? role.id : (`${role.id}${i + 1}` as CustomId));

/** A custom card's card-shaped night step; `from`, its base card's step of the same place, gives what it leaves out. */
function stepOf(role: CustomRole, s: CustomStep, i: number, from: CardNightStep | undefined): CardNightStep {
  const id = customStepId(role, i);
  const params = s.params ?? from?.params;
  return {
    id,
    nights: s.nights ?? from?.nights ?? 'every',
    power: s.power,
    ...(params ? { params } : {}),
    // A step that records nothing (a briefing, a meeting) waits on no event, as a catalogue step of the kind.
    event: s.records === 'none' ? null : id,
    records: s.records,
    ...linesOf(role, s, from),
    source: role.source ?? '',
    anchors: s.order ?? (from ? afterIn(from.id) : {}),
  };
}

/** A custom step's words: its own, else its base step's; who wakes is the card's name at least. */
function linesOf(role: CustomRole, s: CustomStep, from: CardNightStep | undefined): Pick<CardNightStep, 'wake' | 'line' | 'laterLine' | 'closeLine' | 'note'> {
  const texts = s.texts ?? {};
  const laterLine = texts.laterLine ?? from?.laterLine;
  const closeLine = texts.closeLine ?? from?.closeLine;
  return {
    wake: texts.wake ?? from?.wake ?? role.names,
    line: texts.line ?? from?.line ?? '',
    ...(laterLine ? { laterLine } : {}),
    ...(closeLine ? { closeLine } : {}),
    ...(texts.note ? { note: texts.note } : {}),
  };
}

/** A copied step's place: right after the base card's step in every order. */
const afterIn = (id: string) => ({ chinese: { after: id }, advanced: { after: id }, base: { after: id } });

/** A base card's steps under the custom card's ids (a re-skinned card keeps its base's powers, lines and places). */
function copiedSteps(role: CustomRole, base: CardRole): CardNightStep[] {
  return base.nightSteps.map((s, i) => ({ ...s, id: customStepId(role, i), event: s.event === null ? null : customStepId(role, i), anchors: afterIn(s.id) }));
}

function defaultGroup(role: CustomRole, base: CardRole | null): CardRole['group'] {
  if (base && base.faction === role.faction) return base.group;
  if (role.faction !== 'village') return 'none';
  return (role.nightSteps?.length ?? 0) + (role.dayPowers?.length ?? 0) > 0 ? 'god' : 'villager';
}

function dayPowersOf(role: CustomRole, base: CardRole | null): readonly CardDayPower[] {
  if (!role.dayPowers) return base?.dayPowers.map((d, i) => ({ ...d, id: `${role.id}${i + 1}` as CustomId })) ?? [];
  return role.dayPowers.map((d, i) => ({
    id: `${role.id}${i + 1}` as CustomId,
    power: d.power,
    ...(d.params ? { params: d.params } : {}),
    description: d.text ?? role.short ?? role.names,
    source: role.source ?? '',
  }));
}

function stepsOf(role: CustomRole, base: CardRole | null): readonly CardNightStep[] {
  if (role.nightSteps) return role.nightSteps.map((s, i) => stepOf(role, s, i, base?.nightSteps[i]));
  return base ? copiedSteps(role, base) : [];
}

/** Its side as a check and the wolves see it: its own, else its base's when of the same faction, else its faction's. */
function sideFacts(role: CustomRole, base: CardRole | null): Pick<CardRole, 'group' | 'wakesWithWolves' | 'seerResult'> {
  const wolf = role.faction === 'wolves';
  const same = base !== null && base.faction === role.faction;
  return {
    group: role.group ?? defaultGroup(role, base),
    wakesWithWolves: wolf && (role.wakesWithWolves ?? (same ? base.wakesWithWolves : true)),
    seerResult: role.seerResult ?? (same ? base.seerResult : wolf ? 'wolf' : 'good'),
  };
}

/** How many of it a board holds: its own copies, its base's, else one. */
function copiesFacts(role: CustomRole, base: CardRole | null): Pick<CardRole, 'unique' | 'copies'> {
  const copies = role.copies ?? (base && !base.unique ? base.copies : undefined);
  if (!copies || copies.max === 1) return { unique: true };
  return { unique: false, copies };
}

function textsOf(role: CustomRole, base: CardRole | null): Pick<CardRole, 'name' | 'short' | 'description' | 'icon' | 'source'> {
  return {
    name: role.names,
    short: role.short ?? base?.short ?? '',
    description: role.description ?? role.short ?? base?.description ?? '',
    icon: role.icon ?? base?.icon ?? '🃏',
    source: role.source ?? '',
  };
}

/** One custom card as a role. */
export function resolveCustom(role: CustomRole): CardRole {
  const base: CardRole | null = role.base ? ROLES[role.base] : null;
  const traits = role.traits ?? base?.traits;
  return {
    id: role.id,
    faction: role.faction,
    ...sideFacts(role, base),
    ...copiesFacts(role, base),
    ...(traits ? { traits } : {}),
    ...textsOf(role, base),
    nightSteps: stepsOf(role, base),
    dayPowers: dayPowersOf(role, base),
    ...(base?.bottomCards ? { bottomCards: base.bottomCards } : {}),
    custom: { textOnly: role.textOnly === true, base: role.base ?? null, points: role.balance?.value ?? null, author: role.author ?? '' },
  };
}

/** Every card a board may name: the catalogue's, then its custom cards (the first of an id; the validator names a repeat). */
export function rolesOf(board: Pick<Board, 'customRoles'>): Readonly<Record<CardId, CardRole>> {
  const custom = customRolesOf(board);
  if (!custom.length) return ROLES;
  const out: Record<CardId, CardRole> = { ...ROLES };
  for (const c of custom) if (!Object.hasOwn(out, c.id)) out[c.id] = resolveCustom(c);
  return out;
}

/** Every card id of a board, in catalogue order, its custom cards after. */
export function cardIdsOf(board: Pick<Board, 'customRoles'>): readonly CardId[] {
  const custom = customRolesOf(board);
  if (!custom.length) return ROLE_IDS;
  return [...ROLE_IDS, ...new Set(custom.map((c) => c.id))];
}
