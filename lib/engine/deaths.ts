// Deaths and their automatic consequences (derived, never logged): each power's hooks say who survives
// (night immunity), who dies with whom (heartbreak, the charmed, the elder's revealed idiot) and what a
// death changes (the wild child turns, powers are lost); then the decisions the deaths call for (a shot,
// the scapegoat's voters, the badge) and the win check.
import type { Draft } from '../powers/types';
import { winCheck } from './win';
import type { Death, DeathCause, GameState, Seat } from './types';

export type { Draft };

/** Last words per `lastWords` (Basic Rules 3(1), Forum-13 Rules); a self-destruct per selfDestructLastWords, dying for love per heartbreakLastWords. */
function hasLastWords(d: Draft, cause: DeathCause, time: 'night' | 'day', n: number, index: number): boolean {
  const r = d.ctx.rules;
  if (cause === 'selfDestruct') return r.selfDestructLastWords;
  // "另一名也立即死去，并且没有遗言" (Forum-13 Rules): a house rule, the other seeds make no exception.
  if (cause === 'heartbreak' && !r.heartbreakLastWords) return false;
  switch (r.lastWords) {
    case 'firstNightAndDay':
      return time === 'day' || n === 1;
    case 'firstNightOnly':
      return time === 'night' && n === 1;
    case 'firstDeaths':
      return index < r.lastWordsCount;
    // A power's death of the vote (the scapegoat's) counts as the exile's.
    case 'exilesFirstThreeDays':
      return time === 'day' && n <= 3 && (cause === 'exile' || d.ctx.modules.some((m) => m.voteDeath === cause));
  }
}

/**
 * Applies deaths that happen at the same instant, with their chains, then queues the decisions they call
 * for and checks the win ("each death with its automatic consequences is checked before any decision it
 * calls for"). `noShoot`: a seat that may not shoot although its cause would allow it.
 */
export function killBatch(d: Draft, list: readonly [Seat, DeathCause][], time: 'night' | 'day', n: number, noShoot: Seat | 0 = 0): void {
  if (d.winner) return;
  const alive = d.alive.slice();
  const first = d.deaths.length;
  // A death's consequences may add to the instant's list (onDeath): then it is a copy.
  const queue = d.ctx.hooks.onDeath.length ? list.slice() : (list as [Seat, DeathCause][]);
  // This instant's deaths, added to the record at once (one copy of it, of its final size). Each record is also
  // what the hooks are shown of the death (a Dying): one object per death, one list, made of the list's size
  // (growing it by pushes costs a copy in V8).
  const added: Death[] = new Array(queue.length);
  const count = die(d, queue, alive, added, time, n, first);
  // Nobody died (saved, immune): the state keeps its arrays.
  if (!count) return;
  d.alive = alive;
  d.deaths = withDeaths(d.deaths, added, count);
  d.pending = decisionsCalled(d, added, count, noShoot);
  const w = winCheck(d, first);
  if (w) {
    d.winner = w.winner;
    d.winReason = { code: w.code, killFirst: false };
    d.phase = 'over';
    d.pending = [];
  }
}

/**
 * The queue's deaths on `alive` and in `added`, with their chains (onDeath may add to the queue); how many died.
 * `first`: how many deaths the record held before this instant (the rules' first deaths' last words).
 */
function die(d: Draft, queue: [Seat, DeathCause][], alive: boolean[], added: Death[], time: 'night' | 'day', n: number, first: number): number {
  const hooks = d.ctx.hooks;
  let count = 0;
  for (let q = 0; q < queue.length; q++) {
    const seat = queue[q][0];
    const cause = queue[q][1];
    if (!alive[seat - 1]) continue;
    const x: Death = { seat, cause, time, n, lastWords: false };
    if (spared(d, x)) continue;
    alive[seat - 1] = false;
    x.lastWords = lastWordsOf(d, x, first + count);
    added[count++] = x;
    for (const f of hooks.onDeath) f(d, x, alive, queue);
  }
  return count;
}

/** A power keeps this seat alive (night immunity): a survives hook says no. */
function spared(d: Draft, x: Death): boolean {
  for (const f of d.ctx.hooks.survives) if (!f(d, x)) return true;
  return false;
}

/** A power's say on the dying seat's last words (the first that has one), else the rules'. */
function lastWordsOf(d: Draft, x: Death, index: number): boolean {
  for (const f of d.ctx.hooks.lastWords) {
    const words = f(d, x);
    if (words != null) return words;
  }
  return hasLastWords(d, x.cause, x.time, x.n, index);
}

/** The record with this instant's deaths after it; copied by hand: concat costs several times more in V8. */
function withDeaths(old: readonly Death[], added: Death[], count: number): Death[] {
  const first = old.length;
  const deaths: Death[] = new Array(first + count);
  for (let i = 0; i < first; i++) deaths[i] = old[i];
  for (let i = 0; i < count; i++) deaths[first + i] = added[i];
  return deaths;
}

/** The pending decisions with those these deaths call for (each power's, then the badge of a dead sheriff). */
function decisionsCalled(d: Draft, added: Death[], count: number, noShoot: Seat | 0): GameState['pending'] {
  let pending = d.pending as GameState['pending'];
  for (let k = 0; k < count; k++) {
    const x = added[k];
    for (const f of d.ctx.hooks.decisions) {
      const more = f(d, x, noShoot);
      if (more.length) pending = [...pending, ...more];
    }
    if (d.sheriff === x.seat) {
      pending = [...pending, { kind: 'badge', seat: x.seat }];
      d.sheriff = 0;
    }
  }
  return pending;
}

/** The pending decision is taken: the next one (or the rest of the day) follows. */
export function popDecision(d: Draft): void {
  d.pending = d.pending.slice(1);
}

/** The death record of a seat (undefined while alive). */
export function deathOf(s: Pick<GameState, 'deaths'>, seat: Seat): Death | undefined {
  for (let i = s.deaths.length - 1; i >= 0; i--) if (s.deaths[i].seat === seat) return s.deaths[i];
  return undefined;
}
