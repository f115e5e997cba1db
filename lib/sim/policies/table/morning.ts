// The heuristic table's morning: the seer claims or reports, a wolf may counter-claim, the table picks whom to believe.
import { isWolfSeat, type GameState, type Rng, type Seat } from '../../../engine';
import type { Mind } from '../strategies';
import { alive, randomOf } from '../strategies/mind';
import { believe, mirrorSeat, seerSeat } from './mind';

/** The seer, alive or with last words after dying in the night, claims and reports her checks. */
function seerReports(t: Mind, s: GameState, seer: Seat, checks: Map<Seat, boolean> = t.m.checks): void {
  const m = t.m;
  const diedLastNight = s.deaths.some((d) => d.seat === seer && d.time === 'night' && d.n === s.day && d.lastWords);
  if (!alive(s, seer) && !diedLastNight) return;
  if (!m.claimants.includes(seer)) m.claimants.push(seer);
  const said = m.reports.get(seer);
  // Infected, she plays for the wolves (docs/rules.md, the accursed wolf-father): a wolf she checks since, she calls good.
  const rep = new Map<Seat, boolean>();
  for (const [x, w] of checks) rep.set(x, said?.get(x) ?? (w && !(isWolfSeat(s, seer) && isWolfSeat(s, x))));
  m.reports.set(seer, rep);
}

/** On the first morning, half the time, a wolf counter-claims the seer. */
function decideFake(t: Mind, s: GameState, rng: Rng, seer: Seat | 0): void {
  const m = t.m;
  m.fakeDecided = true;
  const wolves: Seat[] = [];
  for (let x = 1; x <= s.alive.length; x++) if (alive(s, x) && isWolfSeat(s, x) && x !== seer) wolves.push(x);
  if (rng.next() >= 0.5 || !wolves.length) return;
  m.fake = randomOf(rng, wolves) ?? 0;
  if (m.fake) {
    m.claimants.push(m.fake);
    m.reports.set(m.fake, new Map());
  }
}

/** The fake seer "finds" a good player he has not named yet. */
function fakeFinds(t: Mind, s: GameState, rng: Rng, fake: Seat): void {
  const rep = t.m.reports.get(fake)!;
  const good: Seat[] = [];
  for (let x = 1; x <= s.alive.length; x++) if (alive(s, x) && !isWolfSeat(s, x) && !rep.has(x)) good.push(x);
  const found = randomOf(rng, good);
  if (found) rep.set(found, true);
}

/**
 * Last night's wolf victim alive: the win-stealer's mark when one is on the board. The table knows it when the
 * witch was told the victim and did not save him; the wolves, when no antidote was to be expected (Memory).
 */
function spared(t: Mind, s: GameState): void {
  const m = t.m;
  const x = m.attacked;
  if (t.f.stealerOnBoard && x && alive(s, x)) {
    if (m.witchSaw && x !== m.saved) m.spotted.add(x);
    if (s.day > 1 || !t.f.potionsOnBoard) m.packSpotted.add(x);
  }
  m.attacked = 0;
  m.saved = 0;
  m.witchSaw = false;
}

/**
 * A night the witch was told no victim while the wolf-father may infect: his infection, the pack's victim turned
 * (the wolves always kill; docs/rules.md, the accursed wolf-father). The wolves' victim is the seer who claimed
 * first (the pack's kill), so every claimant alive is a wolf now: the one they infected and the one who lied.
 * With no claimant alive, the gods who showed their role (the pack's next victims) lose the table's trust.
 */
function infected(t: Mind, s: GameState): void {
  const m = t.m;
  const silent = m.silent;
  m.silent = false;
  if (!silent || !t.f.infectorOnBoard || m.infection) return;
  m.infection = true;
  const open = m.claimants.filter((c) => alive(s, c) && !m.exposed.has(c));
  for (const c of open) m.exposed.add(c);
  if (open.length) {
    believe(t, s, 0);
    return;
  }
  for (const x of m.shown)
    if (alive(s, x)) {
      m.shown.delete(x);
      m.suspects.add(x);
    }
}

/** The morning: who survived the night's attack, the seer claims or reports, the counter-claim, whom the table believes. */
export function morning(t: Mind, s: GameState, rng: Rng): void {
  const m = t.m;
  if (m.morning === s.day) return;
  m.morning = s.day;
  spared(t, s);
  infected(t, s);
  const seer = seerSeat(t, s);
  if (seer) seerReports(t, s, seer);
  // The mirror seer believes he is the seer: he claims and reports what he was told (docs/rules.md, the mirror seer).
  const mirror = mirrorSeat(t, s);
  if (mirror && !m.exposed.has(mirror)) seerReports(t, s, mirror, m.mirrorChecks);
  if (!m.fakeDecided) decideFake(t, s, rng, seer);
  if (m.fake && alive(s, m.fake) && !m.exposed.has(m.fake)) fakeFinds(t, s, rng, m.fake);
  if (!m.trusted && m.claimants.length) {
    const open = m.claimants.filter((c) => !m.exposed.has(c));
    const sheriffClaims = s.sheriff && open.includes(s.sheriff);
    believe(t, s, sheriffClaims ? s.sheriff : (randomOf(rng, open) ?? 0));
  }
}
