// apply(state, event): the one way a game moves. Never throws and never mutates: an illegal event gives
// { ok: false, error } naming why; a legal one gives a new state sharing every unchanged part with the old.
import { applyDay } from './day';
import type { Draft } from './deaths';
import { problem, type Problem } from './errors';
import { applyNight } from './night';
import { cloneState } from './clone';
import { moduleOfEvent } from '../powers/registry';
import type { ApplyResult, GameEvent, GameState } from './types';

const isInt = (x: unknown): boolean => typeof x === 'number' && Number.isInteger(x);
const seatOrNull = (x: unknown): boolean => x === null || isInt(x);
function isDigits(k: string): boolean {
  if (!k.length) return false;
  for (let i = 0; i < k.length; i++) {
    const c = k.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function bad(o: Record<string, unknown>, field: string, want: string): Problem {
  return problem('badEvent', `${String(o.type)}: "${field}" must be ${want}`, `${String(o.type)}："${field}" 必须是${want}`);
}

function failure(p: Problem, index: number): ApplyResult {
  return { ok: false, error: { code: p.code, message: p.en, messageZh: p.zh, event: index } };
}

/** Field shapes, for events that did not come through the schema (a page, a policy). */
function shapeProblem(e: unknown): Problem | null {
  if (!e || typeof e !== 'object') return problem('badEvent', 'an event must be an object with a "type"', '事件必须是带 "type" 的对象');
  const o = e as Record<string, unknown>;
  switch (o.type) {
    case 'sheriff': case 'exile': return seatOrNull(o.seat) ? null : bad(o, 'seat', 'a seat number or null');
    case 'badge': return seatOrNull(o.to) ? null : bad(o, 'to', 'a seat number or null');
    case 'vote': {
      const b = o.ballots;
      if (!b || typeof b !== 'object' || Array.isArray(b)) return bad(o, 'ballots', 'an object of "VOTER": TARGET');
      for (const k of Object.keys(b)) {
        if (!isDigits(k)) return bad(o, 'ballots', `keyed by voter seat numbers (got "${k}")`);
        if (!seatOrNull((b as Record<string, unknown>)[k])) return bad(o, `ballots.${k}`, 'a seat number or null');
      }
      return null;
    }
  }
  const m = typeof o.type === 'string' ? moduleOfEvent(o.type) : undefined;
  if (!m) return problem('badEvent', `unknown event type "${String(o.type)}"`, `未知的事件类型 "${String(o.type)}"`);
  const wrong = m.shape?.(o);
  return wrong ? bad(o, wrong[0], wrong[1]) : null;
}

export function apply(state: GameState, event: GameEvent): ApplyResult {
  const index = state.events;
  if (state.phase === 'over') {
    return failure(problem('gameOver', `the game is over (winner: ${state.winner}); no event may follow`, `游戏已结束（胜方：${state.winner}），不能再记录事件`), index);
  }
  const shape = shapeProblem(event);
  if (shape) return failure(shape, index);
  const d: Draft = cloneState(state);
  d.events = index + 1;
  d.answer = null;
  try {
    const p = state.phase === 'night' ? applyNight(d, event) : applyDay(d, event);
    if (p) return failure(p, index);
  } catch (e) {
    // A bug, never the user's fault: still an answer, not an exception.
    return failure(problem('internal', `internal engine error: ${(e as Error).message}`, `引擎内部错误：${(e as Error).message}`), index);
  }
  return { ok: true, state: d };
}
