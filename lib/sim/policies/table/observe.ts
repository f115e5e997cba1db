// What the heuristic table learns from each event: checks' answers, the sheriff it elects, the vote's pattern,
// cards shown on death and revealed idiots that prove a claimant lied.
import { isRevealed } from '../../../powers/queries';
import { isWolfSeat, type CardId, type GameEvent, type GameState, type Seat } from '../../../engine';
import type { Mind } from '../strategies';
import { believe, type TableMind } from './mind';

type Death = GameState['deaths'][number];

/** A card shown on death: a claimant who called it wrong lied. */
function exposeLiars(t: Mind, after: GameState, x: Seat): void {
  const m = t.m;
  const wolf = isWolfSeat(after, x);
  if (wolf) m.exposed.add(x);
  for (const c of m.claimants) {
    const said = m.reports.get(c)?.get(x);
    if ((said === true && !wolf) || (said === false && wolf)) m.exposed.add(c);
  }
}

/** A card shown on death: who lied about it, and a claimant's own card (the real seer's proves every other claimant lied). */
function learnCard(t: Mind, after: GameState, x: Seat): void {
  const m = t.m;
  exposeLiars(t, after, x);
  if (!m.claimants.includes(x)) return;
  const card = t.f.card[after.roles[x - 1]];
  // A mirror seer's card shown: his reports were inverted, the table no longer believes him (docs/rules.md, the mirror seer).
  if (card.mirror) m.exposed.add(x);
  if (card.seer) {
    for (const c of m.claimants) if (c !== x) m.exposed.add(c);
    m.trusted = x;
  }
}

/** One death: a self-destruct exposes a wolf; a check's death or his shown card says the win-stealer is gone; a card shown on death (revealOnDeath) tells who lied about it. */
function learnDeath(t: Mind, after: GameState, d: Death): void {
  if (d.cause === 'selfDestruct') t.m.exposed.add(d.seat);
  // A check that kills a player who is no wolf: the checker says whom she checked, so the table knows the win-stealer is gone.
  if ((d.cause === 'checked' && !isWolfSeat(after, d.seat)) || (after.ctx.rules.revealOnDeath && t.f.card[after.roles[d.seat - 1]].stealsWin))
    t.m.stealerGone = true;
  if (after.ctx.rules.revealOnDeath && t.f.card[after.roles[d.seat - 1]].charmer) t.m.charmerGone = true;
  if (after.ctx.rules.revealOnDeath) learnCard(t, after, d.seat);
}

/** Cards shown on death (revealOnDeath) and self-destructs tell the table who lied. */
function learn(t: Mind, before: GameState, after: GameState): void {
  for (let i = before.deaths.length; i < after.deaths.length; i++) learnDeath(t, after, after.deaths[i]);
  if (t.m.trusted && t.m.exposed.has(t.m.trusted)) believe(t, after, 0);
}

/** The seat with the most votes, the first named on a tie (0: no ballot named anyone). */
function topVoted(t: TableMind, n: number, ballots: Record<string, Seat | null>): Seat | 0 {
  const { votesFor, named } = t;
  // Ballots are keyed by voter seat: reading them seat by seat is the ascending order of for…in, without listing keys.
  for (let x = 0; x <= n; x++) votesFor[x] = 0;
  named.length = 0;
  for (let voter = 1; voter <= n; voter++) {
    const v = ballots[voter];
    if (v && votesFor[v]++ === 0) named.push(v);
  }
  let top: Seat = 0,
    best = 0;
  for (const v of named)
    if (votesFor[v] > best) {
      best = votesFor[v];
      top = v;
    }
  return top;
}

/** Who voted away from a known wolf that the table voted for becomes a suspect; who voted for himself is remembered. */
function watchVotes(t: TableMind, s: GameState, ballots: Record<string, Seat | null>): void {
  const n = s.alive.length;
  if (t.f.dyingWinnerOnBoard) for (let voter = 1; voter <= n; voter++) if (ballots[voter] === voter) t.m.selfVoters.add(voter);
  const top = topVoted(t, n, ballots);
  if (!top || !t.knownWolves(s).includes(top)) return;
  for (let voter = 1; voter <= n; voter++) {
    const v = ballots[voter];
    if (v !== undefined && v !== top && !t.cleared(s, voter)) t.m.suspects.add(voter);
  }
}

/** The answer of an event: an inspector's on the village's side says good/wolf (or the card); the wolves' says god or not. */
/** Whether an answer's result names a card of this game (a check that sees the card: the seer's under seerSees card, a custom card's). */
const isCardOf = (t: Mind, x: unknown): x is CardId => typeof x === 'string' && Object.hasOwn(t.f.card, x);

function hear(t: Mind, s: GameState, a: NonNullable<GameState['answer']>): void {
  const m = t.m;
  // A check of a seat and its neighbours (the fox's) clears or names no one seat.
  if ('lost' in a) return;
  // The mirror seer's answers are his own: inverted, kept apart from the seer's.
  if ('result' in a)
    (t.f.card[s.roles[a.to - 1]].mirror ? m.mirrorChecks : m.checks).set(a.about, a.result === 'wolf' || (isCardOf(t, a.result) && t.f.card[a.result].wolf));
  else {
    m.packChecked.add(a.about);
    if (a.god) m.packGods.add(a.about);
  }
}

/** After a vote or an exile: the vote's pattern, and a revealed idiot is a good card everyone saw (a claimant who called him a wolf lied). */
function afterBallots(t: TableMind, before: GameState, event: GameEvent, after: GameState): void {
  const m = t.m;
  if (event.type === 'vote') watchVotes(t, before, event.ballots);
  for (let x = 1; x <= after.alive.length; x++) {
    if (!isRevealed(after, x) || isRevealed(before, x)) continue;
    for (const c of m.claimants) if (m.reports.get(c)?.get(x) === true) m.exposed.add(c);
  }
  if (m.trusted && m.exposed.has(m.trusted)) believe(t, after, 0);
}

/** What the table remembers of one event landing. */
export function observe(t: TableMind, before: GameState, event: GameEvent, after: GameState): void {
  const m = t.m;
  const a = after.answer;
  if (a) hear(t, after, a);
  else if (event.type === 'sheriff' && event.seat && m.claimants.includes(event.seat) && !m.exposed.has(event.seat)) m.trusted = event.seat;
  if (event.type === 'vote' || event.type === 'exile') afterBallots(t, before, event, after);
  if (after.deaths.length > before.deaths.length) learn(t, before, after);
}
