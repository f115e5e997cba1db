// Deaths and their automatic consequences (derived, never logged): heartbreak, the wolf beauty's charmed,
// the elder's death by the village (powers lost, a revealed idiot leaving), the wild child turning, the
// decisions the deaths call for (hunter's shot, scapegoat's voters, badge), and the win check.
import { facts } from './facts';
import { factionOf, hasPower, loverOf } from './state';
import { checkWinner } from './win';
import type { Death, DeathCause, GameState, Seat } from './types';

/** A state being built inside one apply(): a shallow copy whose arrays are replaced, never written in place. */
export type Draft = { -readonly [K in keyof GameState]: GameState[K] };

/** Whether a hunter dying of `cause` may shoot (RULES.md §2; seed 000 §3(3), §6(4)). */
export function hunterMayShoot(d: Draft, cause: DeathCause): boolean {
  const r = d.ctx.rules;
  switch (cause) {
    case 'wolves': case 'exile': return true;
    case 'poison': return r.hunterShootsWhenPoisoned;
    // Dying with someone else (for love, or with the wolf beauty who charmed him) follows the heartbreak rule.
    case 'heartbreak': case 'wolfBeauty': return r.hunterShootsOnHeartbreak;
    // "被女巫毒死，情侣殉情或其他形式死亡，则不可射击" (seed 000): shot, taken by the white wolf king, …
    default: return false;
  }
}

/** Last words per `lastWords` (seed 000 §3(1), seed 003); a self-destruct per selfDestructLastWords, dying for love per heartbreakLastWords. */
function hasLastWords(d: Draft, cause: DeathCause, time: 'night' | 'day', n: number, index: number): boolean {
  const r = d.ctx.rules;
  if (cause === 'selfDestruct') return r.selfDestructLastWords;
  // "另一名也立即死去，并且没有遗言" (seed 003): a house rule, the other seeds make no exception.
  if (cause === 'heartbreak' && !r.heartbreakLastWords) return false;
  switch (r.lastWords) {
    case 'firstNightAndDay': return time === 'day' || n === 1;
    case 'firstNightOnly': return time === 'night' && n === 1;
    case 'firstDeaths': return index < r.lastWordsCount;
    case 'exilesFirstThreeDays': return time === 'day' && n <= 3 && (cause === 'exile' || cause === 'scapegoat');
  }
}

/**
 * Applies deaths that happen at the same instant, with their chains, then queues the decisions they call
 * for and checks the win (issue 5: "each death with its automatic consequences is checked before any
 * decision it calls for"). `noShoot`: a hunter who cannot shoot although the cause would allow it
 * (killed by the wolves and poisoned the same night).
 */
export function killBatch(d: Draft, list: readonly [Seat, DeathCause][], time: 'night' | 'day', n: number, noShoot: Seat | 0 = 0): void {
  if (d.winner) return;
  const r = d.ctx.rules;
  const alive = d.alive.slice();
  const deaths = d.deaths.slice();
  const first = deaths.length;
  const queue = list.slice();
  for (let q = 0; q < queue.length; q++) {
    const [seat, cause] = queue[q];
    if (!alive[seat - 1]) continue;
    const role = d.roles[seat - 1];
    // The demon cannot die at night, poison included (seed 000 恶魔); heartbreak still takes him (choice, docs/engine-choices.md).
    if (role === 'demon' && time === 'night' && cause !== 'heartbreak') continue;
    alive[seat - 1] = false;
    deaths.push({ seat, cause, time, n, lastWords: hasLastWords(d, cause, time, n, deaths.length) });
    const lover = loverOf(d, seat);
    if (lover && alive[lover - 1]) queue.push([lover, 'heartbreak']);
    // The wolf beauty's charmed dies with her when she dies by day (seed 000 狼美人 "白天死亡时").
    if (role === 'wolfBeauty' && time === 'day' && d.charm && alive[d.charm - 1]) queue.push([d.charm, 'wolfBeauty']);
    // The village kills the elder (vote, hunter, poison): every good player loses his powers (seed 000, 002).
    if (role === 'elder' && (cause === 'exile' || cause === 'shot' || cause === 'poison') && factionOf(d, seat) === 'village') {
      d.powersLost = true;
      if (r.elderRevealedIdiotDies) {
        for (let i = 0; i < alive.length; i++) if (alive[i] && d.revealed[i]) queue.push([i + 1, 'withElder']);
      }
    }
    // The wild child becomes a werewolf when his model dies (seed 000 野孩子).
    if (d.wildChildModel === seat && !d.wildChildTurned) {
      for (let i = 0; i < alive.length; i++) if (alive[i] && d.roles[i] === 'wildChild') d.wildChildTurned = true;
    }
  }
  d.alive = alive;
  d.deaths = deaths;
  if (deaths.length === first) return;
  let pending = d.pending as GameState['pending'];
  for (let k = first; k < deaths.length; k++) {
    const { seat, cause } = deaths[k];
    const role = d.roles[seat - 1];
    if (role === 'hunter' && seat !== noShoot && hasPower(d, seat) && facts(role).faction === 'village' && hunterMayShoot(d, cause)) {
      pending = [...pending, { kind: 'shoot', seat }];
    }
    if (cause === 'scapegoat') pending = [...pending, { kind: 'scapegoat', seat }];
    if (d.sheriff === seat) {
      pending = [...pending, { kind: 'badge', seat }];
      d.sheriff = 0;
    }
  }
  d.pending = pending;
  const w = checkWinner(d);
  if (w) {
    d.winner = w;
    d.phase = 'over';
    d.pending = [];
  }
}

/** The death record of a seat (undefined while alive). */
export function deathOf(s: Pick<GameState, 'deaths'>, seat: Seat): Death | undefined {
  for (let i = s.deaths.length - 1; i >= 0; i--) if (s.deaths[i].seat === seat) return s.deaths[i];
  return undefined;
}
