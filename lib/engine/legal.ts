// Legality of every choice, one function per choice: apply() refuses with the reason, nextStep() lists
// each seat with it. A choice is refused only for what the actor knows (the guard is not told who the
// little girl is, so guarding her is legal and simply has no effect: seed 002 "保護不會生效").
import { facts } from './facts';
import { firstAlive, hasPower, inRange, isKiller, isWolfSeat, loverOf, wakesWithWolves } from './state';
import type { GameState, ReasonCode, RoleId, Seat } from './types';

type S = GameState;
type R = ReasonCode | null;

export function living(s: S, seat: unknown): R {
  if (!inRange(s, seat)) return 'outOfRange';
  return s.alive[seat - 1] ? null : 'dead';
}

export function cupidPick(s: S, seat: unknown): R {
  return living(s, seat);
}

export function notSelf(s: S, actor: Seat, seat: unknown): R {
  return living(s, seat) ?? (seat === actor ? 'self' : null);
}

/** Guard: any living player (himself included), not last night's player (seed 000 §6(1), 002, 004). */
export function guardPick(s: S, seat: unknown): R {
  const r = living(s, seat);
  if (r) return r;
  if (s.guardLast === seat && s.guardNight === s.night - 1) return 'guardRepeat';
  return null;
}

/** The wolves' kill: a living player; not a wolf when wolvesMayKillWolf is off (seed 004); never the wolf
 * beauty or the demon (seed 000: no self-kill); never the lover of a wolf who kills (seed 000 §4(4)).
 * Refused only for wolves the killers know: the offline demon does not wake with them (demonVersion), so
 * choosing him is legal and has no effect (he cannot die at night) — unless he is the one who kills. */
export function wolvesPick(s: S, seat: unknown): R {
  const r = living(s, seat);
  if (r) return r;
  const t = seat as Seat;
  const role = s.roles[t - 1];
  const known = wakesWithWolves(s, t) || isKiller(s, t);
  if ((role === 'wolfBeauty' || role === 'demon') && known) return 'cannotKill';
  if (!s.ctx.rules.wolvesMayKillWolf && known && isWolfSeat(s, t)) return 'wolfTeammate';
  const lover = loverOf(s, t);
  if (lover && isKiller(s, lover)) return 'lover';
  return null;
}

/** Tonight's wolf victim: the little girl when caught (she dies instead, seed 000/002), else the wolves' target. */
export function victimTonight(s: S): Seat | 0 {
  if (s.tonight.caught) return firstAlive(s, 'littleGirl') || s.tonight.wolves;
  return s.tonight.wolves;
}

/** The antidote: unused, a victim tonight, and the self-save rule when the victim is the witch (seed 000, 002, 003). */
export function savePick(s: S, witch: Seat): R {
  if (!s.antidote) return 'antidoteSpent';
  const victim = victimTonight(s);
  if (!victim) return 'noVictim';
  if (victim === witch) {
    const rule = s.ctx.rules.witchSelfSave;
    const ok = rule === 'always' || (rule === 'firstNight' && s.night === 1) || (rule === 'withoutGuard' && !s.ctx.onBoard.guard);
    if (!ok) return 'selfSave';
  }
  return null;
}

/** The poison: unused, a living player, not her lover. She may poison herself (seed 000 "可以自杀"). */
export function poisonPick(s: S, witch: Seat, seat: unknown): R {
  if (!s.poison) return 'poisonSpent';
  const r = living(s, seat);
  if (r) return r;
  return loverOf(s, witch) === seat ? 'lover' : null;
}

/** The wolf beauty charms a living player other than herself and the wolves she wakes with. */
export function wolfBeautyPick(s: S, actor: Seat, seat: unknown): R {
  const r = notSelf(s, actor, seat);
  if (r) return r;
  return wakesWithWolves(s, seat as Seat) ? 'wolfTeammate' : null;
}

/** The piper charms living players, not himself, not the already charmed (seed 002, 004). */
export function piperPick(s: S, actor: Seat, seat: unknown): R {
  const r = notSelf(s, actor, seat);
  if (r) return r;
  return s.charmed[(seat as Seat) - 1] ? 'alreadyCharmed' : null;
}

/** How many players the piper charms tonight: two, or the one left uncharmed (choice, docs/engine-choices.md). */
export function piperCount(s: S, actor: Seat): number {
  let n = 0;
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && i + 1 !== actor && !s.charmed[i]) n++;
  return Math.min(2, n);
}

/** The thief's options: a card of the bottom, or keeping his card (thiefMayKeep); a wolf when the wolf rule forces it. */
export function thiefPick(s: S, take: RoleId | null): R {
  const bottom = s.bottom ?? [];
  const wolves = bottom.filter((c) => facts(c).faction === 'wolves').length;
  const forced = s.ctx.rules.thiefWolfRule === 'anyWolf' ? wolves >= 1 : wolves === 2;
  if (take === null) {
    if (forced) return 'mustTakeWolf';
    return s.ctx.rules.thiefMayKeep ? null : 'mayNotKeep';
  }
  if (!bottom.includes(take)) return 'notInBottom';
  if (forced && facts(take).faction !== 'wolves') return 'mustTakeWolf';
  return null;
}

/** The sheriff election's winner: a living player; before the deaths are announced also one killed last night. */
export function sheriffPick(s: S, seat: unknown): R {
  if (!inRange(s, seat)) return 'outOfRange';
  if (s.alive[seat - 1]) return null;
  if (s.ctx.rules.sheriffElection === 'day1BeforeDeaths') {
    for (const d of s.deaths) if (d.seat === seat && d.time === 'night' && d.n === s.day) return null;
  }
  return 'dead';
}

/** The hunter's shot: a living player (his lover died with him). */
export function shootPick(s: S, hunter: Seat, seat: unknown): R {
  const r = notSelf(s, hunter, seat);
  if (r) return r;
  return loverOf(s, hunter) === seat ? 'lover' : null;
}

export function badgePick(s: S, from: Seat, seat: unknown): R {
  return notSelf(s, from, seat);
}

export const scapegoatPick = living;

/** Who may vote now: living, not a revealed idiot, not tied in a PK, named by the scapegoat when he chose. */
export function voterPick(s: S, seat: unknown): R {
  const r = living(s, seat);
  if (r) return r;
  const v = seat as Seat;
  if (s.revealed[v - 1]) return 'idiotRevealed';
  if (s.vote.candidates && s.vote.candidates.includes(v)) return 'tied';
  if (s.scapegoatVoters && s.scapegoatDay === s.day && !s.scapegoatVoters.includes(v)) return 'notNamed';
  return null;
}

/** Who may be voted for: living, among the tied in a PK (lovers: see ballotPick). */
export function votedPick(s: S, seat: unknown): R {
  const r = living(s, seat);
  if (r) return r;
  if (s.vote.candidates && !s.vote.candidates.includes(seat as Seat)) return 'notCandidate';
  return null;
}

export function ballotPick(s: S, voter: Seat, target: unknown): R {
  const r = votedPick(s, target);
  if (r) return r;
  return loverOf(s, voter) === target ? 'lover' : null;
}

/** The exile recorded directly: a living player; in a PK or the sheriff's tie-break, one of the tied. */
export function exilePick(s: S, seat: unknown): R {
  const r = living(s, seat);
  if (r) return r;
  const among = s.vote.tiebreak ?? s.vote.candidates;
  if (among && !among.includes(seat as Seat)) return s.vote.tiebreak ? 'notTied' : 'notCandidate';
  return null;
}

/** Who may self-destruct: a living wolf, when selfDestruct is on; never the wolf beauty or the demon (seed 000). */
export function selfDestructPick(s: S, seat: unknown): R {
  if (!s.ctx.rules.selfDestruct) return 'selfDestructOff';
  const r = living(s, seat);
  if (r) return r;
  const v = seat as Seat;
  if (!isWolfSeat(s, v)) return 'notWolf';
  const role = s.roles[v - 1];
  if (role === 'wolfBeauty' || role === 'demon') return 'cannotSelfDestruct';
  return null;
}

/** The white wolf king's take: any other living player but his lover. */
export function whiteWolfKingPick(s: S, king: Seat, seat: unknown): R {
  const r = notSelf(s, king, seat);
  if (r) return r;
  return loverOf(s, king) === seat ? 'lover' : null;
}

export { hasPower };
