// Undo over the whole game: a record is its events, so undo drops the last one. A live page keeps the
// cached fold (one state per event) so undo and redo cost nothing and nothing is replayed.
import { apply } from './apply';
import { replay } from './replay';
import type { EngineError, GameEvent, GameRecord, GameState } from './types';

/** The record without its last event (the same record when there is none). */
export function undo(record: GameRecord): GameRecord {
  return record.events.length ? { ...record, events: record.events.slice(0, -1) } : record;
}

/** A record with its states: states[i] is the state after the first i events. */
export interface GameLog {
  readonly record: GameRecord;
  readonly states: readonly GameState[];
}

export function startLog(record: GameRecord): { ok: true; log: GameLog } | { ok: false; error: EngineError; log: GameLog | null } {
  const r = replay(record, { keepStates: true });
  const states = r.states ?? [];
  if (!r.ok) {
    const log = states.length ? { record: { ...record, events: record.events.slice(0, states.length - 1) }, states } : null;
    return { ok: false, error: r.error, log };
  }
  return { ok: true, log: { record, states } };
}

export function pushEvent(log: GameLog, event: GameEvent): { ok: true; log: GameLog } | { ok: false; error: EngineError } {
  const r = apply(log.states[log.states.length - 1], event);
  if (!r.ok) return r;
  return { ok: true, log: { record: { ...log.record, events: [...log.record.events, event] }, states: [...log.states, r.state] } };
}

export function popEvent(log: GameLog): GameLog {
  if (log.states.length <= 1) return log;
  return { record: undo(log.record), states: log.states.slice(0, -1) };
}

export function current(log: GameLog): GameState {
  return log.states[log.states.length - 1];
}
