// The lists of the schemas that spell out what data/roles/*.json holds: the role ids, the night-step ids (of the
// roles and of the night orders), the step and day powers, and the game record's events. scripts/generate.ts
// writes them from the role files (docs/architecture.md, "Adding a role"), so a card is added by writing its file.
// A list keeps its committed order (the role ids' order is the catalogue's); an id new to the data goes last.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The fields of a role file these lists read (schemas/role.schema.json). */
export interface RoleFile {
  id: string;
  nightSteps: { id: string; power: string; event: string | null; records: string }[];
  dayPowers: { id: string; power: string }[];
}

/** A list of a schema: an `enum`. */
interface Enum {
  enum: string[];
}
interface EventDef {
  properties?: { type?: { const?: string } } & Record<string, unknown>;
  oneOf?: { $ref: string }[];
  [k: string]: unknown;
}
export interface RoleIdSchema {
  enum: string[];
}
export interface RoleSchema {
  definitions: {
    nightStep: { properties: { id: Enum; power: Enum } };
    dayPower: { properties: { id: Enum; power: Enum } };
  };
}
export interface NightOrderSchema {
  definitions: { stepId: Enum };
}
export interface GameSchema {
  definitions: Record<string, EventDef> & { event: EventDef };
}

/** `wanted` in `current`'s order, then what `current` lacks in `wanted`'s order. */
export function keepOrder(current: readonly string[], wanted: readonly string[]): string[] {
  const want = new Set(wanted);
  const kept = current.filter((x) => want.has(x));
  const have = new Set(kept);
  return [...kept, ...[...want].filter((x) => !have.has(x))];
}

/** The role ids: the committed list's order for the files it names, then the new files by name. */
export function roleIds(root: string): string[] {
  const schema = JSON.parse(readFileSync(join(root, 'schemas', 'role-id.schema.json'), 'utf8'));
  const files = readdirSync(join(root, 'data', 'roles'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  return keepOrder(schema.enum, files);
}

export function readRoles(root: string, ids: readonly string[]): RoleFile[] {
  return ids.map((id) => {
    const r = JSON.parse(readFileSync(join(root, 'data', 'roles', `${id}.json`), 'utf8')) as RoleFile;
    if (r.id !== id) throw new Error(`data/roles/${id}.json: its id is "${r.id}"`);
    return r;
  });
}

const stepsOf = (roles: readonly RoleFile[]) => roles.flatMap((r) => r.nightSteps);

/** One change to a schema: the value at a path, or a new entry of an object placed before one of its keys. */
export type Edit = { path: (string | number)[]; value: unknown } | { path: (string | number)[]; before: string; key: string; value: unknown };

/** The edit that sets an enum at `path` of `schema` to `wanted` in its committed order (none if it holds them). */
function enumEdit(schema: unknown, path: string[], wanted: readonly string[]): Edit[] {
  const current = path.reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], schema) as string[];
  const next = keepOrder(current, wanted);
  return JSON.stringify(next) === JSON.stringify(current) ? [] : [{ path, value: next }];
}

export function roleIdEdits(s: RoleIdSchema, ids: readonly string[]): Edit[] {
  return enumEdit(s, ['enum'], ids);
}

/** role.schema.json: the ids and powers its night steps and day powers may take. */
export function roleEdits(s: RoleSchema, roles: readonly RoleFile[]): Edit[] {
  const steps = stepsOf(roles);
  const days = roles.flatMap((r) => r.dayPowers);
  return [
    ...enumEdit(
      s,
      ['definitions', 'nightStep', 'properties', 'id', 'enum'],
      steps.map((x) => x.id),
    ),
    ...enumEdit(
      s,
      ['definitions', 'nightStep', 'properties', 'power', 'enum'],
      steps.map((x) => x.power),
    ),
    ...enumEdit(
      s,
      ['definitions', 'dayPower', 'properties', 'id', 'enum'],
      days.map((x) => x.id),
    ),
    ...enumEdit(
      s,
      ['definitions', 'dayPower', 'properties', 'power', 'enum'],
      days.map((x) => x.power),
    ),
  ];
}

/** The night orders' markers, which are no role's step (data/script.json holds their lines). */
const MARKERS = ['dusk', 'dawn'];

/** night-order.schema.json: an order's step is a marker or a role's night step. */
export function nightOrderEdits(s: NightOrderSchema, roles: readonly RoleFile[]): Edit[] {
  return enumEdit(s, ['definitions', 'stepId', 'enum'], [...MARKERS, ...stepsOf(roles).map((x) => x.id)]);
}

/** The shape of an event that records one seat, by the step's `records` (the other kinds are written by hand). */
const SEAT_FIELD: Record<string, string> = { seat: '#/definitions/seat', seatOrNone: '#/definitions/seatOrNone' };

/**
 * game.schema.json: an event definition for each step event the data names (written here only for a step that
 * records one seat; its description may then be reworded by hand), and `event`, one of every definition.
 */
export function gameEdits(s: GameSchema, roles: readonly RoleFile[]): Edit[] {
  const edits: Edit[] = [];
  const defined = new Set(Object.values(s.definitions).map((d) => d.properties?.type?.const));
  const names = Object.keys(s.definitions);
  for (const r of roles) {
    for (const st of r.nightSteps) {
      if (st.event === null || defined.has(st.event)) continue;
      const ref = SEAT_FIELD[st.records];
      if (!ref) throw new Error(`data/roles/${r.id}.json: the event "${st.event}" (records: ${st.records}) needs its definition in schemas/game.schema.json`);
      const key = `${st.event}Event`;
      // New definitions go before `event`, the union, which stays last.
      edits.push({
        path: ['definitions'],
        before: 'event',
        key,
        value: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'target'],
          description: `The ${r.id} step's seat (records: ${st.records}).`,
          properties: { type: { const: st.event }, target: { $ref: ref } },
        },
      });
      names.push(key);
      defined.add(st.event);
    }
  }
  const all = names.filter((k) => k.endsWith('Event')).map((k) => `#/definitions/${k}`);
  const current = (s.definitions.event.oneOf ?? []).map((x) => x.$ref);
  const next = keepOrder(current, all);
  if (JSON.stringify(next) !== JSON.stringify(current)) edits.push({ path: ['definitions', 'event', 'oneOf'], value: next.map(($ref) => ({ $ref })) });
  return edits;
}
