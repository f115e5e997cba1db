// Replay a record from the start, and read a record file: schema (schemas/game.schema.json), then the deal
// against the board. A record that fails either is not a game (exit 2); an illegal event is exit 1.
import gameSchema from '../../schemas/game.schema.json';
import { gameGuardDefinitions as gameDefinitions, gameGuard } from '../generated/guard/game';
import { listOf } from '../i18n/msg';
import { problemText } from '../i18n/problem-text';
import { parseJsonText, parseWith, problem, quote, type FieldProblem } from '../input/schema';
import { apply } from './apply';
import { isCustomId } from '../catalogue/card-role';
import { newGame } from './setup';
import type { EngineError, GameEvent, GameRecord, GameState } from './types';

type Json = Record<string, unknown>;
const defs = (gameSchema as Json).definitions as Record<string, Json>;

// One schema per event type (the file's definitions, generated alongside), so a bad event is named
// field by field (not "invalid input"). Read with Object.hasOwn: a type read from a file ("constructor",
// "__proto__") must never find something an object inherits.
type EventSchema = (typeof gameDefinitions)[keyof typeof gameDefinitions];
const EVENT_TYPES: Readonly<Record<string, EventSchema>> = Object.freeze(
  Object.fromEntries(
    Object.entries(defs).flatMap(([name, def]) => {
      const type = ((def.properties as Json | undefined)?.type as Json | undefined)?.const;
      return typeof type === 'string' ? [[type, gameDefinitions[name as keyof typeof gameDefinitions]]] : [];
    }),
  ),
);
const TYPE_LIST = listOf(
  Object.keys(EVENT_TYPES).map((t) => JSON.stringify(t)),
  'readers.values',
);

export type ParsedRecord = { ok: true; record: GameRecord } | { ok: false; problems: FieldProblem[] };

const isObj = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** "events.3: none of the event shapes" → what is wrong with event 3, by its own type's schema. */
function eventProblems(value: unknown, problems: FieldProblem[]): FieldProblem[] {
  const events = isObj(value) ? value.events : undefined;
  if (!Array.isArray(events)) return problems;
  const out: FieldProblem[] = [];
  const done = new Set<number>();
  for (const p of problems) {
    // "None of the shapes", or a custom event's problems when the type was none of the others.
    const m = /^events\.(\d+)(?:$|\.)/.exec(p.path);
    if (!m) {
      out.push(p);
      continue;
    }
    const i = Number(m[1]);
    if (done.has(i)) continue;
    done.add(i);
    out.push(...oneEventProblems(events[i], i, p));
  }
  return out;
}

/** What is wrong with event i (`p`: the schema's "none of the shapes"): not an object, its type, or its fields. */
function oneEventProblems(ev: unknown, i: number, p: FieldProblem): FieldProblem[] {
  const at = `events.${i}`;
  if (!isObj(ev)) return [problem(at, 'record.notEvent', { found: quote(ev) })];
  const type = Object.hasOwn(ev, 'type') ? ev.type : undefined;
  const eventSchema = isCustomId(type)
    ? gameDefinitions.customEvent
    : typeof type === 'string' && Object.hasOwn(EVENT_TYPES, type)
      ? EVENT_TYPES[type]
      : undefined;
  if (!eventSchema) {
    return [
      type === undefined
        ? problem(`${at}.type`, 'record.typeMissing', { types: TYPE_LIST })
        : problem(`${at}.type`, 'record.typeUnknown', { type: quote(type), types: TYPE_LIST }),
    ];
  }
  const r = parseWith(eventSchema, ev, ['events', i]);
  if (r.ok) return p.path === at ? [p] : [];
  return r.problems.map((q) => {
    const field = q.path.slice(at.length + 1);
    const missing = field && !field.includes('.') && !Object.hasOwn(ev, field);
    return missing ? problem(q.path, 'record.fieldMissing', { type: type as string }) : q;
  });
}

/** A parsed JSON value (any: null, a list, a number) → a record whose shape, seats and bottom match its board; else every problem by field. */
export function parseRecord(value: unknown): ParsedRecord {
  const r = parseWith<GameRecord>(gameGuard, value);
  if (!r.ok) return { ok: false, problems: eventProblems(value, r.problems) };
  const g = newGame(r.value.board, r.value.seats, r.value.bottom);
  if (!g.ok) return { ok: false, problems: g.problems };
  return { ok: true, record: r.value };
}

/** Text of a record file → a record (size limit, JSON, schema, deal). */
export function parseRecordText(text: string): ParsedRecord {
  const json = parseJsonText(text);
  return json.ok ? parseRecord(json.value) : { ok: false, problems: json.problems };
}

export type ReplayResult =
  | { ok: true; state: GameState; states?: GameState[] }
  | { ok: false; error: EngineError; state: GameState | null; states?: GameState[] };

/**
 * Folds the events over the new game. With keepStates, states[i] is the state after i events (the cached
 * fold a live page keeps for undo). On an illegal event: its index and why, and the state before it.
 */
export function replay(record: GameRecord, opts: { keepStates?: boolean } = {}): ReplayResult {
  const g = newGame(record.board, record.seats, record.bottom);
  if (!g.ok) {
    return {
      ok: false,
      state: null,
      error: {
        code: 'setup',
        event: -1,
        // The record's contract (wolfboard replay --json): English and Simplified Chinese, worded here.
        message: g.problems.map((p) => problemText(p, 'en')).join('; '),
        messageZh: g.problems.map((p) => problemText(p, 'zh-CN')).join('；'),
      },
    };
  }
  let s = g.state;
  const states = opts.keepStates ? [s] : undefined;
  const events: readonly GameEvent[] = record.events;
  for (let i = 0; i < events.length; i++) {
    const r = apply(s, events[i]);
    if (!r.ok) return { ok: false, error: r.error, state: s, states };
    s = r.state;
    states?.push(s);
  }
  return { ok: true, state: s, states };
}
