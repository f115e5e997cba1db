// apply(state, event): the one way a game moves. Never throws and never mutates: an illegal event gives
// { ok: false, error } naming why; a legal one gives a new state sharing every unchanged part with the old.
import { applyDay } from './day';
import { isSeatKey } from './ballots';
import type { Draft } from './deaths';
import { problem, type Problem, type Want } from './errors';
import { describeProblem } from './reasons';
import { applyNight, currentActor, nightIndex } from './night';
import { cloneState } from './clone';
import { moduleOfEvent } from '../powers/registry';
import type { ApplyResult, GameEvent, GameState } from './types';

const isInt = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x);
const seatOrNull = (x: unknown): boolean => x === null || isInt(x);

function bad(o: Record<string, unknown>, field: string, want: Want, more: Record<string, string> = {}): Problem {
  return problem('badEvent', 'badEventField', { type: String(o.type), field, want, ...more });
}

function failure(p: Problem, index: number): ApplyResult {
  return {
    ok: false,
    error: { code: p.code, params: p.params, message: describeProblem(p, 'en'), messageZh: describeProblem(p, 'zh-CN'), text: p.text, event: index },
  };
}

/** The module of a board's own step recording this event type (a custom card's: its step id, docs/rules.md, Custom roles). */
function boardStepModule(s: GameState, type: string) {
  const order = s.ctx.order;
  for (let i = 0; i < order.length; i++) if (order[i].event === type) return order[i].module;
  return undefined;
}

/** Field shapes, for events that did not come through the schema (a page, a policy). */
function shapeProblem(e: unknown, s: GameState): Problem | null {
  if (!e || typeof e !== 'object') return problem('badEvent', 'badEventNotObject');
  const o = e as Record<string, unknown>;
  switch (o.type) {
    case 'sheriff':
    case 'exile':
      return seatOrNull(o.seat) ? null : bad(o, 'seat', 'seatOrNull');
    case 'badge':
      return seatOrNull(o.to) ? null : bad(o, 'to', 'seatOrNull');
    case 'vote':
      return ballotsProblem(o);
  }
  const m = typeof o.type === 'string' ? (moduleOfEvent(o.type) ?? boardStepModule(s, o.type)) : undefined;
  if (!m) return problem('badEvent', 'unknownEvent', { type: String(o.type) });
  const wrong = m.shape?.(o);
  return wrong ? bad(o, wrong[0], wrong[1]) : null;
}

/** A vote's ballots: an object of seat keys to a seat or null. */
function ballotsProblem(o: Record<string, unknown>): Problem | null {
  const b = o.ballots;
  if (!b || typeof b !== 'object' || Array.isArray(b)) return bad(o, 'ballots', 'ballots');
  const keys = Object.keys(b);
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    // One spelling per seat: "01" would count seat 1 a second time (the schema refuses it too).
    if (!isSeatKey(k)) return bad(o, 'ballots', 'seatKey', { key: k });
    if (!seatOrNull((b as Record<string, unknown>)[k])) return bad(o, `ballots.${k}`, 'seatOrNull');
  }
  return null;
}

export function apply(state: GameState, event: GameEvent): ApplyResult {
  return fold(state, event, false, false);
}

/**
 * apply() for an event made from the current step's legal choices (the random policy in playGame): the same
 * fold, without checking again what nextStep listed as legal (the event's shape, each seat it names). Given an
 * event apply() accepts, it gives the same state (tests/engine/apply-chosen.test.ts folds games both ways).
 */
export function applyChosen(state: GameState, event: GameEvent): ApplyResult {
  return fold(state, event, true, false);
}

/**
 * applyChosen() on a state that nobody else holds (playGame's own, between two of its events): the event
 * changes that state instead of a copy, so a game makes one state, not one per event. The same fold, field by
 * field; every array and power state is still replaced, never changed, so what an earlier state shared with it
 * is untouched (tests/engine/apply-chosen.test.ts plays games both ways). The state is not to be read after a
 * refusal.
 */
export function applyChosenOwned(state: GameState, event: GameEvent): ApplyResult {
  return fold(state, event, true, true);
}

function fold(state: GameState, event: GameEvent, chosen: boolean, owned = false): ApplyResult {
  const index = state.events;
  if (state.phase === 'over') {
    return failure(problem('gameOver', 'gameOver', { winner: String(state.winner) }), index);
  }
  if (!chosen) {
    const shape = shapeProblem(event, state);
    if (shape) return failure(shape, index);
  }
  const d: Draft = owned ? (state as Draft) : cloneState(state);
  d.events = index + 1;
  d.answer = null;
  try {
    const k = state.phase === 'night' ? nightIndex(state) : -1;
    const p = state.phase === 'night' ? applyNight(d, event, k, chosen, currentActor(state, k)) : applyDay(d, event, chosen);
    if (p) return failure(p, index);
  } catch (e) {
    // A bug, never the user's fault: still an answer, not an exception.
    return failure(problem('internal', 'internal', { detail: (e as Error).message }), index);
  }
  return { ok: true, state: d };
}
