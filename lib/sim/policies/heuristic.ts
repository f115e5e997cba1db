// The heuristic policy: a cautious table. Every rule below is one line of HEURISTIC_RULES (./heuristic-rules),
// the plain-words description the lab page shows. Good players use
// only what they may know (their own role, the seer's checks, public claims, cards shown on death);
// wolves also know each other. Choices always come from the engine's legal options (nextStep). What
// one power's player does is its strategy (./strategies, one per power); the table's shared reasoning
// (claims, trust, the vote) is here.
import { cardsUnder } from '../../powers/cards';
import { isRevealed } from '../../powers/queries';
import { isRoleId } from '../../roles';
import { groupOf, isWolfSeat, type GameEvent, type GameState, type Rng, type Seat, type Step } from '../../engine';
import { randomChoice } from '../../engine/policy';
import type { SimPolicy, Table } from '../types';
import { DAY_STRATEGIES, NIGHT_STRATEGIES, factsOf, type Memory, type Mind } from './strategies';
import { act, alive, choose, okSeats, one, randomOf } from './strategies/mind';

function startTable(s0: GameState): Table {
  const f = factsOf(s0);
  const card = f.card;
  const m: Memory = {
    checks: new Map(),
    packChecked: new Set(),
    packGods: new Set(),
    claimants: [],
    reports: new Map(),
    trusted: 0,
    exposed: new Set(),
    shown: new Set(),
    suspects: new Set(),
    fakeDecided: false,
    fake: 0,
    morning: 0,
  };

  const trustedReports = (): Map<Seat, boolean> | undefined => (m.trusted ? m.reports.get(m.trusted) : undefined);

  /** The seat playing the village's inspector (0: none). */
  function seerSeat(s: GameState): Seat | 0 {
    for (let i = 0; i < s.roles.length; i++) if (card[s.roles[i]].seer) return i + 1;
    return 0;
  }

  function knownWolves(s: GameState): Seat[] {
    const out: Seat[] = [];
    for (const x of m.exposed) if (alive(s, x)) out.push(x);
    const rep = trustedReports();
    if (rep) for (const [x, wolf] of rep) if (wolf && alive(s, x) && !out.includes(x)) out.push(x);
    // There is one seer: believing one claimant means the others lie.
    if (m.trusted) for (const c of m.claimants) if (c !== m.trusted && alive(s, c) && !out.includes(c)) out.push(c);
    return out;
  }

  function cleared(s: GameState, x: Seat): boolean {
    if (x === m.trusted || m.shown.has(x)) return true;
    if (isRevealed(s, x)) return true;
    return trustedReports()?.get(x) === false;
  }

  const realClaimants = (s: GameState): Seat[] => m.claimants.filter((x) => alive(s, x) && !isWolfSeat(s, x));

  const mind: Mind = { m, f, knownWolves, cleared, realClaimants };

  function believe(s: GameState, x: Seat | 0): void {
    m.trusted = x && !m.exposed.has(x) ? x : 0;
    if (!m.trusted) {
      const others = m.claimants.filter((c) => !m.exposed.has(c) && (alive(s, c) || m.reports.get(c)?.size));
      m.trusted = others[0] ?? 0;
    }
  }

  /** The morning: the seer claims or reports, the counter-claim, whom the table believes. */
  function morning(s: GameState, rng: Rng): void {
    if (m.morning === s.day) return;
    m.morning = s.day;
    const seer = seerSeat(s);
    if (seer) {
      const diedLastNight = s.deaths.some((d) => d.seat === seer && d.time === 'night' && d.n === s.day && d.lastWords);
      if (alive(s, seer) || diedLastNight) {
        if (!m.claimants.includes(seer)) m.claimants.push(seer);
        m.reports.set(seer, new Map(m.checks));
      }
    }
    if (!m.fakeDecided) {
      m.fakeDecided = true;
      const wolves: Seat[] = [];
      for (let x = 1; x <= s.alive.length; x++) if (alive(s, x) && isWolfSeat(s, x) && x !== seer) wolves.push(x);
      if (rng.next() < 0.5 && wolves.length) {
        m.fake = randomOf(rng, wolves) ?? 0;
        if (m.fake) {
          m.claimants.push(m.fake);
          m.reports.set(m.fake, new Map());
        }
      }
    }
    if (m.fake && alive(s, m.fake) && !m.exposed.has(m.fake)) {
      // The fake seer "finds" a good player he has not named yet.
      const rep = m.reports.get(m.fake)!;
      const good: Seat[] = [];
      for (let x = 1; x <= s.alive.length; x++) if (alive(s, x) && !isWolfSeat(s, x) && !rep.has(x)) good.push(x);
      const t = randomOf(rng, good);
      if (t) rep.set(t, true);
    }
    if (!m.trusted && m.claimants.length) {
      const open = m.claimants.filter((c) => !m.exposed.has(c));
      const sheriffClaims = s.sheriff && open.includes(s.sheriff);
      believe(s, sheriffClaims ? s.sheriff : (randomOf(rng, open) ?? 0));
    }
  }

  /** Cards shown on death (revealOnDeath) and self-destructs tell the table who lied. */
  function learn(before: GameState, after: GameState): void {
    for (let i = before.deaths.length; i < after.deaths.length; i++) {
      const d = after.deaths[i];
      const x = d.seat;
      const wolf = isWolfSeat(after, x);
      if (d.cause === 'selfDestruct') m.exposed.add(x);
      if (!after.ctx.rules.revealOnDeath) continue;
      if (wolf) m.exposed.add(x);
      for (const c of m.claimants) {
        const said = m.reports.get(c)?.get(x);
        if ((said === true && !wolf) || (said === false && wolf)) m.exposed.add(c);
      }
      if (m.claimants.includes(x) && card[after.roles[x - 1]].seer) {
        // The real seer's card: every other claimant lied.
        for (const c of m.claimants) if (c !== x) m.exposed.add(c);
        m.trusted = x;
      }
    }
    if (m.trusted && m.exposed.has(m.trusted)) believe(after, 0);
  }

  /** Who voted away from a known wolf that the table voted for becomes a suspect. */
  // Scratch for watchVotes, reused: votes per seat, and the seats named in the order they were first named.
  const votesFor: number[] = [];
  const named: Seat[] = [];
  function watchVotes(s: GameState, ballots: Record<string, Seat | null>): void {
    // Ballots are keyed by voter seat: reading them seat by seat is the ascending order of for…in, without listing keys.
    const n = s.alive.length;
    for (let x = 0; x <= n; x++) votesFor[x] = 0;
    named.length = 0;
    for (let voter = 1; voter <= n; voter++) {
      const t = ballots[voter];
      if (t && votesFor[t]++ === 0) named.push(t);
    }
    let top: Seat = 0,
      best = 0;
    for (const t of named)
      if (votesFor[t] > best) {
        best = votesFor[t];
        top = t;
      }
    if (!top || !knownWolves(s).includes(top)) return;
    for (let voter = 1; voter <= n; voter++) {
      const t = ballots[voter];
      if (t !== undefined && t !== top && !cleared(s, voter)) m.suspects.add(voter);
    }
  }

  // ---- choices -------------------------------------------------------------------------------------

  /** A random player of the pool for the vote; a god it lands on shows his role instead (not the idiot: the vote cannot kill him). */
  function landOn(s: GameState, rng: Rng, pool: Seat[]): Seat | null {
    while (pool.length) {
      const x = pool.splice(rng.int(pool.length), 1)[0];
      if (!isWolfSeat(s, x) && groupOf(s, x) === 'god' && !card[s.roles[x - 1]].revealsOnExile && !m.claimants.includes(x)) {
        m.shown.add(x);
        continue;
      }
      return x;
    }
    return null;
  }

  /** The good players' pick: a known wolf, else a player who voted to save one, else a random player nobody cleared. */
  function suspect(s: GameState, rng: Rng, allowed: Seat[], voter: Seat | 0): Seat | null {
    const wolf = knownWolves(s).find((x) => allowed.includes(x) && x !== voter);
    if (wolf) return wolf;
    const open = allowed.filter((x) => x !== voter && !cleared(s, x));
    const sus = open.filter((x) => m.suspects.has(x));
    return (
      landOn(s, rng, sus.length ? sus : open) ??
      randomOf(
        rng,
        allowed.filter((x) => x !== voter),
      )
    );
  }

  /** Where the wolves put their votes, given what the table is voting for. */
  function wolvesVote(s: GameState, rng: Rng, tablePick: Seat | null, allowed: Seat[]): Seat | null {
    if (tablePick && !isWolfSeat(s, tablePick) && allowed.includes(tablePick)) return tablePick;
    return choose(rng, allowed, realClaimants(s), (x) => !isWolfSeat(s, x));
  }

  /** The sheriff's call (归票): a good sheriff's pick (the seer adds her own checks); a wolf sheriff names a good player. */
  function sheriffCall(s: GameState, rng: Rng, allowed: Seat[]): Seat | null {
    const sh = s.sheriff;
    if (!sh || !alive(s, sh)) return null;
    if (isWolfSeat(s, sh)) {
      const fakeWolves = sh === m.fake ? [...(m.reports.get(sh) ?? [])].filter(([x, w]) => w && alive(s, x)).map(([x]) => x) : [];
      const named = [...fakeWolves, ...realClaimants(s)].find((x) => allowed.includes(x));
      return (
        named ??
        landOn(
          s,
          rng,
          allowed.filter((x) => !isWolfSeat(s, x) && !cleared(s, x)),
        )
      );
    }
    return ownWolf(s, sh, allowed) ?? suspect(s, rng, allowed, sh);
  }

  /** The seer votes her own checked wolf whatever the table says. */
  function ownWolf(s: GameState, voter: Seat, allowed: Seat[]): Seat | null {
    if (!card[s.roles[voter - 1]].seer) return null;
    for (const [x, w] of m.checks) if (w && allowed.includes(x)) return x;
    return null;
  }

  function vote(s: GameState, step: Step, rng: Rng): GameEvent {
    const allowed = okSeats(step);
    const v = step.vote!;
    // The sheriff's call (unless it names a cleared player); without a sheriff the good players still agree on one suspect.
    const call = sheriffCall(s, rng, allowed);
    const pick = call !== null && !cleared(s, call) ? call : suspect(s, rng, allowed, 0);
    const wolvesPick = wolvesVote(s, rng, pick, allowed);
    const ballots: Record<string, Seat | null> = {};
    for (const o of v.voters) {
      if (!o.ok) continue;
      const voter = o.seat;
      const lover = v.loverOf[voter];
      const legal = lover ? allowed.filter((x) => x !== lover) : allowed;
      if (!legal.length) continue;
      let t = isWolfSeat(s, voter) ? wolvesPick : (ownWolf(s, voter, legal) ?? pick);
      if (t === null || t === voter || !legal.includes(t)) t = choose(rng, legal, [], (x) => x !== voter);
      if (t !== null) ballots[voter] = t;
    }
    return act(step, { kind: 'ballots', ballots });
  }

  function night(s: GameState, step: Step, rng: Rng): GameEvent {
    const play = NIGHT_STRATEGIES[step.power!];
    // Powers without a strategy (Cupid, the wild child, the piper) choose at random, like the random policy.
    return play ? play(mind, s, step, rng) : randomChoice(s, step, rng);
  }

  function day(s: GameState, step: Step, rng: Rng): GameEvent {
    morning(s, rng);
    const allowed = okSeats(step);
    const actor = step.actors[0] ?? 0;
    switch (step.kind) {
      case 'sheriff': {
        const open = m.claimants.filter((c) => !m.exposed.has(c) && allowed.includes(c));
        const pick = m.trusted && open.includes(m.trusted) ? m.trusted : (randomOf(rng, open) ?? randomOf(rng, allowed));
        return act(step, one(pick));
      }
      case 'badge': {
        let pref: Seat[];
        if (isWolfSeat(s, actor)) {
          pref = [];
          for (let x = 1; x <= s.alive.length; x++) if (alive(s, x) && isWolfSeat(s, x)) pref.push(x);
        } else {
          const own = card[s.roles[actor - 1]].seer ? [...m.checks].filter(([, w]) => !w).map(([x]) => x) : [];
          const rep = trustedReports();
          const pub = rep ? [...rep].filter(([, w]) => !w).map(([x]) => x) : [];
          pref = [...own, ...pub, ...m.shown];
        }
        return act(step, one(choose(rng, allowed, pref)));
      }
      case 'vote':
        return vote(s, step, rng);
      case 'tiebreak': {
        const pick = sheriffCall(s, rng, allowed) ?? randomOf(rng, allowed);
        return act(step, { kind: 'exile', seat: pick });
      }
    }
    // The other day steps are a dead player's power (the hunter's shot, the scapegoat's choice): his card's power decides.
    for (const p of cardsUnder(s.ctx.rules)[s.roles[actor - 1]].powers.keys()) {
      const play = DAY_STRATEGIES[p];
      if (play) return play(mind, s, step, rng);
    }
    return randomChoice(s, step, rng);
  }

  return {
    choose(s, step, rng) {
      return step.phase === 'night' ? night(s, step, rng) : day(s, step, rng);
    },
    observe(before, event, after) {
      const a = after.answer;
      if (a) {
        // The answer of this event: an inspector's on the village's side says good/wolf (or the card); the wolves' says god or not.
        if ('result' in a) m.checks.set(a.about, a.result === 'wolf' || (isRoleId(a.result) && card[a.result].wolf));
        else {
          m.packChecked.add(a.about);
          if (a.god) m.packGods.add(a.about);
        }
      } else if (event.type === 'sheriff' && event.seat && m.claimants.includes(event.seat) && !m.exposed.has(event.seat)) {
        m.trusted = event.seat;
      }
      if (event.type === 'vote' || event.type === 'exile') {
        if (event.type === 'vote') watchVotes(before, event.ballots);
        // A revealed idiot is a good card everyone saw: a claimant who called him a wolf lied.
        for (let x = 1; x <= after.alive.length; x++) {
          if (isRevealed(after, x) && !isRevealed(before, x)) {
            for (const c of m.claimants) if (m.reports.get(c)?.get(x) === true) m.exposed.add(c);
          }
        }
        if (m.trusted && m.exposed.has(m.trusted)) believe(after, 0);
      }
      if (after.deaths.length > before.deaths.length) learn(before, after);
    },
  };
}

export const heuristicPolicy: SimPolicy = {
  id: 'heuristic',
  start: (s) => startTable(s),
};
