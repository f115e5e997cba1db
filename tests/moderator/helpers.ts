// Shared fixtures for the moderator's unit tests: real engine states from short records.
import { replay, nextStep, type GameLog } from '../../lib/engine';
import type { GameEvent, GameRecord, GameState, RoleId, Step } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { getPreset } from '../../lib/catalogue/presets';
import type { StorageLike } from '../../lib/browser/prefs';

export const YNLS = getPreset('yu-nv-lie-shou')!.board;
/** The example deal of the moderator tests: 1 seer, 2 witch, 3 hunter, 4 guard, 5–8 villagers, 9–12 wolves. */
export const SEATS12: RoleId[] = [
  'seer',
  'witch',
  'hunter',
  'guard',
  'villager',
  'villager',
  'villager',
  'villager',
  'werewolf',
  'werewolf',
  'werewolf',
  'werewolf',
];

export function rec(events: GameEvent[], board: Board = YNLS, seats: RoleId[] = SEATS12, bottom?: RoleId[]): GameRecord {
  const r: GameRecord = { board, seats, events };
  if (bottom) r.bottom = bottom;
  return r;
}

export function log(events: GameEvent[], board: Board = YNLS, seats: RoleId[] = SEATS12, bottom?: RoleId[]): GameLog {
  const record = rec(events, board, seats, bottom);
  const r = replay(record, { keepStates: true });
  if (!r.ok) throw new Error(`fixture not legal: ${r.error.message}`);
  return { record, states: r.states! };
}

export function at(
  events: GameEvent[],
  board: Board = YNLS,
  seats: RoleId[] = SEATS12,
  bottom?: RoleId[],
): { state: GameState; step: Step; prev: GameState | null } {
  const l = log(events, board, seats, bottom);
  const state = l.states[l.states.length - 1];
  return { state, step: nextStep(state), prev: l.states.length > 1 ? l.states[l.states.length - 2] : null };
}

/**
 * Night 1 of the 12-player board in the Chinese order (the langrensha default, docs/rules.md): guard 5, wolves
 * kill 6, the witch uses nothing, the seer checks 9 (a wolf): 6 dies.
 */
export const NIGHT1: GameEvent[] = [{ type: 'guard', target: 5 }, { type: 'wolves', target: 6 }, { type: 'witch' }, { type: 'seer', target: 9 }];

export class MemStore implements StorageLike {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
}
