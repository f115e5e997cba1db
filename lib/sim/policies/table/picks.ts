// Whom the heuristic table votes for: the good players' suspect, the wolves' counter-pick, the sheriff's call.
import { groupOf, isWolfSeat, type GameState, type Rng, type Seat } from '../../../engine';
import type { Mind } from '../strategies';
import { alive, choose, randomOf } from '../strategies/mind';

/** A random player of the pool for the vote; a god it lands on shows his role instead (not the idiot: the vote cannot kill him). */
function landOn(t: Mind, s: GameState, rng: Rng, pool: Seat[]): Seat | null {
  while (pool.length) {
    const x = pool.splice(rng.int(pool.length), 1)[0];
    if (!isWolfSeat(s, x) && groupOf(s, x) === 'god' && !t.f.card[s.roles[x - 1]].revealsOnExile && !t.m.claimants.includes(x)) {
      t.m.shown.add(x);
      continue;
    }
    return x;
  }
  return null;
}

/**
 * The good players' pick: while a win-stealer may live, a player the witch saw survive an unsaved attack (he must
 * go before the last wolf does); a known wolf (not the last one while the stealer may live), else a player who voted to save one, else a random player nobody cleared.
 */
export function suspect(t: Mind, s: GameState, rng: Rng, allowed: Seat[], voter: Seat | 0): Seat | null {
  const fox = t.stealerSuspects(s, false).find((x) => allowed.includes(x) && x !== voter);
  if (fox) return fox;
  const wolf = t.removableWolves(s).find((x) => allowed.includes(x) && x !== voter);
  if (wolf) return wolf;
  const known = t.knownWolves(s);
  // A player who voted for himself may be the loner who wins by dying: nobody exiles him but a known wolf.
  // The players who voted to save a known wolf are left out too while they may be the last wolf (removableSuspects).
  const held = new Set(t.m.suspects);
  for (const x of t.removableSuspects(s)) held.delete(x);
  const open = allowed.filter((x) => x !== voter && !t.cleared(s, x) && !known.includes(x) && !t.m.selfVoters.has(x) && !held.has(x));
  const sus = open.filter((x) => t.m.suspects.has(x));
  // While a charmer may live, the charmed point away from themselves: he is one of the others.
  const pool = sus.length ? sus : open;
  const charmer = pool.filter((x) => t.mayCharm(s, x));
  return (
    landOn(t, s, rng, charmer.length && charmer.length < pool.length ? charmer : pool) ??
    randomOf(
      rng,
      allowed.filter((x) => x !== voter),
    )
  );
}

/** Where the wolves put their votes: the win-stealer they found (their win needs him dead), else with the table. */
export function wolvesVote(t: Mind, s: GameState, rng: Rng, tablePick: Seat | null, allowed: Seat[]): Seat | null {
  const fox = t.stealerSuspects(s, true).find((x) => allowed.includes(x));
  if (fox) return fox;
  // The loner who wins by dying wins against the wolves too: they spare a player who voted for himself.
  const spare = (x: Seat) => !isWolfSeat(s, x) && !t.m.selfVoters.has(x);
  if (tablePick && spare(tablePick) && allowed.includes(tablePick)) return tablePick;
  return choose(rng, allowed, t.realClaimants(s).filter(spare), spare);
}

/** The sheriff's call (归票): a good sheriff's pick (the seer adds her own checks); a wolf sheriff names a good player. */
export function sheriffCall(t: Mind, s: GameState, rng: Rng, allowed: Seat[]): Seat | null {
  const sh = s.sheriff;
  if (!sh || !alive(s, sh)) return null;
  if (isWolfSeat(s, sh)) {
    const fakeWolves = sh === t.m.fake ? [...(t.m.reports.get(sh) ?? [])].filter(([x, w]) => w && alive(s, x)).map(([x]) => x) : [];
    const named = [...fakeWolves, ...t.realClaimants(s)].find((x) => allowed.includes(x));
    return (
      named ??
      landOn(
        t,
        s,
        rng,
        allowed.filter((x) => !isWolfSeat(s, x) && !t.cleared(s, x)),
      )
    );
  }
  return ownWolf(t, s, sh, allowed) ?? suspect(t, s, rng, allowed, sh);
}

/** The seer votes her own checked wolf whatever the table says. */
export function ownWolf(t: Mind, s: GameState, voter: Seat, allowed: Seat[]): Seat | null {
  if (!t.f.card[s.roles[voter - 1]].seer) return null;
  for (const [x, w] of t.m.checks) if (w && allowed.includes(x)) return x;
  return null;
}
