// The day actions a beat offers: of the events the engine accepts now, those whose power declares that they
// interrupt this moment of the day (a power's `during`: a self-destruct in the speeches, a duel).
import type { DayStage, EventType, GameEvent, GameState } from '../../engine/types';
import { moduleOfEvent } from '../../powers/registry';

export const offered = (accepts: readonly EventType[], stage: DayStage): EventType[] =>
  accepts.filter((t) => moduleOfEvent(t)?.during?.includes(stage) === true);

/**
 * Whether the event that led from `prev` brought the day back at the night's start (an event of the day's end, a
 * power's `duskEvents`: the stuttering judge's sign): the night that fell is not said, the day goes on.
 */
export const broughtBack = (prev: GameState | null, e: GameEvent | null): boolean =>
  prev?.phase === 'night' && e !== null && moduleOfEvent(e.type)?.duskEvents?.includes(e.type) === true;
