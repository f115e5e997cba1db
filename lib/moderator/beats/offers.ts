// The day actions a beat offers: of the events the engine accepts now, those whose power declares that they
// interrupt this moment of the day (a power's `during`: a self-destruct in the speeches, a duel).
import type { DayStage, EventType } from '../../engine/types';
import { moduleOfEvent } from '../../powers/registry';

export const offered = (accepts: readonly EventType[], stage: DayStage): EventType[] =>
  accepts.filter((t) => moduleOfEvent(t)?.during?.includes(stage) === true);
