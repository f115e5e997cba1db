// What the judge announces at dawn: the night's deaths by seat only, never the cause (Rules Introduction (traditional) 天亮 2),
// and who has last words (the engine's Death.lastWords under the board's lastWords rule).
import type { GameState, Seat } from '../engine/types';

export interface Announced {
  seat: Seat;
  lastWords: boolean;
}

/** Index in a log's states of the dawn of `day` (the first state of that day), or -1. Days never go back. */
export function dawnIndex(states: readonly GameState[], day: number): number {
  let lo = 0;
  let hi = states.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (states[mid].day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo < states.length && states[lo].day === day ? lo : -1;
}

/**
 * The deaths of night `n` as known at dawn, sorted by seat so that the order reveals nothing about the
 * causes (a wolf kill first, poison second would). A hunter's shot taken later is a day event.
 */
export function nightDeaths(dawnState: GameState): Announced[] {
  const n = dawnState.day;
  return dawnState.deaths
    .filter((d) => d.time === 'night' && d.n === n)
    .map((d) => ({ seat: d.seat, lastWords: d.lastWords }))
    .sort((a, b) => a.seat - b.seat);
}

/** Whether the night's deaths may be announced now: not while the election held before the deaths runs. */
export function deathsAnnounced(state: GameState, stepKind: string): boolean {
  return !(stepKind === 'sheriff' && state.ctx.rules.sheriffElection === 'day1BeforeDeaths');
}

/** The seat of the last player who died (speaking starts on his left without a sheriff), 0 when none. */
export function lastDead(state: GameState): Seat | 0 {
  const d = state.deaths;
  if (!d.length) return 0;
  // Deaths of one instant: the highest seat last, so the choice does not depend on causes.
  const last = d[d.length - 1];
  const same = d.filter((x) => x.time === last.time && x.n === last.n);
  return same[same.length - 1].seat;
}
