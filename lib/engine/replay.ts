// Replay a record from the start, and read a record file: schema (schemas/game.schema.json), then the deal
// against the board. A record that fails either is not a game (exit 2); an illegal event is exit 1.
import gameSchema from '../../schemas/game.schema.json';
import { gameDefinitions, gameSchema as gameZod } from '../generated/zod/game';
import { parseJsonText, parseWith, type FieldProblem } from '../schema';
import { apply } from './apply';
import { newGame } from './setup';
import type { EngineError, GameEvent, GameRecord, GameState } from './types';

type Json = Record<string, unknown>;
const defs = (gameSchema as Json).definitions as Record<string, Json>;

// One schema per event type (the file's definitions, generated alongside), so a bad event is named
// field by field (not "invalid input").
const EVENT_TYPES: Record<string, (typeof gameDefinitions)[keyof typeof gameDefinitions]> = {};
for (const [name, def] of Object.entries(defs)) {
  const type = ((def.properties as Json | undefined)?.type as Json | undefined)?.const;
  if (typeof type === 'string') EVENT_TYPES[type] = gameDefinitions[name as keyof typeof gameDefinitions];
}

export type ParsedRecord = { ok: true; record: GameRecord } | { ok: false; problems: FieldProblem[] };

function eventProblems(value: unknown, problems: FieldProblem[]): FieldProblem[] {
  const events = (value as Json).events;
  if (!Array.isArray(events)) return problems;
  const out: FieldProblem[] = [];
  const done = new Set<number>();
  for (const p of problems) {
    const m = /^events\.(\d+)$/.exec(p.path);
    if (!m) { out.push(p); continue; }
    const i = Number(m[1]);
    if (done.has(i)) continue;
    done.add(i);
    const ev = events[i] as Json;
    const type = ev && typeof ev === 'object' ? ev.type : undefined;
    const eventSchema = typeof type === 'string' ? EVENT_TYPES[type] : undefined;
    if (!eventSchema) {
      out.push({ path: `events.${i}.type`, message: `events.${i}.type: ${type === undefined ? 'missing' : `unknown event type ${JSON.stringify(type)}`}; expected one of ${Object.keys(EVENT_TYPES).join(', ')}` });
      continue;
    }
    const r = parseWith(eventSchema, ev);
    if (r.ok) { out.push(p); continue; }
    for (const q of r.problems) {
      const path = q.path ? `events.${i}.${q.path}` : `events.${i}`;
      const missing = q.path && !q.path.includes('.') && !(q.path in ev);
      out.push({ path, message: missing ? `${path} is required in a "${String(type)}" event` : q.message.replace(q.path || 'the top level', path) });
    }
  }
  return out;
}

/** A parsed JSON value → a record whose shape, seats and bottom match its board; else every problem by field. */
export function parseRecord(value: unknown): ParsedRecord {
  const r = parseWith<GameRecord>(gameZod, value);
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
    return { ok: false, state: null, error: { code: 'setup', event: -1, message: g.problems.map((p) => p.message).join('; ') } };
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
