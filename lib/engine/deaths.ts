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
  const hooks = d.ctx.hooks;
  const alive = d.alive.slice();
  const first = d.deaths.length;
  // A death's consequences may add to the instant's list (onDeath): then it is a copy.
  const queue = hooks.onDeath.length ? list.slice() : (list as [Seat, DeathCause][]);
  // This instant's deaths, added to the record at once (one copy of it, of its final size). Each record is also
  // what the hooks are shown of the death (a Dying): one object per death, one list, made of the list's size
  // (growing it by pushes costs a copy in V8).
  const added: Death[] = new Array(queue.length);
  let count = 0;
  next: for (let q = 0; q < queue.length; q++) {
    const seat = queue[q][0];
    const cause = queue[q][1];
    if (!alive[seat - 1]) continue;
    const x: Death = { seat, cause, time, n, lastWords: false };
    for (const f of hooks.survives) if (!f(d, x)) continue next;
    alive[seat - 1] = false;
    let words: boolean | null = null;
    for (const f of hooks.lastWords) words ??= f(d, x);
    x.lastWords = words ?? hasLastWords(d, cause, time, n, first + count);
    added[count++] = x;
    for (const f of hooks.onDeath) f(d, x, alive, queue);
  }
  // Nobody died (saved, immune): the state keeps its arrays.
  if (!count) return;
  d.alive = alive;
  // Copied by hand: concat costs several times more in V8.
  const old = d.deaths;
  const deaths: Death[] = new Array(first + count);
  for (let i = 0; i < first; i++) deaths[i] = old[i];
  for (let i = 0; i < count; i++) deaths[first + i] = added[i];
  d.deaths = deaths;
  let pending = d.pending as GameState['pending'];
  for (let k = 0; k < count; k++) {
    const x = added[k];
    const seat = x.seat;
    for (const f of hooks.decisions) {
      const more = f(d, x, noShoot);
      if (more.length) pending = [...pending, ...more];
    }
    if (d.sheriff === seat) {
      pending = [...pending, { kind: 'badge', seat }];
      d.sheriff = 0;
    }
  }
  d.pending = pending;
  const w = winCheck(d, first);
  if (w) {
    d.winner = w.winner;
    d.winReason = { code: w.code, killFirst: false };
    d.phase = 'over';
    d.pending = [];
  }
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
