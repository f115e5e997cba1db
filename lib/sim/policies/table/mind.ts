// The heuristic table's mind: its memory of one game and what it concludes from it (whom it believes, who is a
// known wolf, who is cleared), as the strategies ask it (./strategies Mind).
import { isCharmed, isRevealed } from '../../../powers/queries';
import { isWolfSeat, type GameState, type Seat } from '../../../engine';
import { factsOf, type Memory, type Mind } from '../strategies';
import { alive } from '../strategies/mind';

/** The mind of one table, with the scratch its vote watch reuses: votes per seat, and the seats named in the order they were first named. */
export interface TableMind extends Mind {
  readonly votesFor: number[];
  readonly named: Seat[];
}

function newMemory(): Memory {
  return {
    checks: new Map(),
    mirrorChecks: new Map(),
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
    attacked: 0,
    saved: 0,
    witchSaw: false,
    spotted: new Set(),
    packSpotted: new Set(),
    stealerGone: false,
    charmerGone: false,
    selfVoters: new Set(),
    silent: false,
    infection: false,
  };
}

/** A fresh mind for the game starting at `s0`. */
export function tableMind(s0: GameState): TableMind {
  const m = newMemory();
  const t: TableMind = {
    m,
    f: factsOf(s0),
    knownWolves: (s) => knownWolves(t, s),
    cleared: (s, x) => cleared(t, s, x),
    realClaimants: (s) => m.claimants.filter((x) => alive(s, x) && !isWolfSeat(s, x)),
    stealerSuspects: (s, pack) => stealerSuspects(t, s, pack),
    removableWolves: (s) => removableWolves(t, s),
    removableSuspects: (s) => (holdsLastWolf(t, s) ? [] : [...m.suspects].filter((x) => alive(s, x))),
    mayCharm: (s, x) => t.f.charmerOnBoard && !m.charmerGone && alive(s, x) && !isCharmed(s, x),
    votesFor: [],
    named: [],
  };
  return t;
}

/** What the believed claimant reported (none while the table believes nobody). */
export const trustedReports = (m: Memory): Map<Seat, boolean> | undefined => (m.trusted ? m.reports.get(m.trusted) : undefined);

/** The seat playing the village's inspector (0: none). */
export function seerSeat(t: Mind, s: GameState): Seat | 0 {
  for (let i = 0; i < s.roles.length; i++) if (t.f.card[s.roles[i]].seer) return i + 1;
  return 0;
}

/** The seat of the mirror seer, who believes he is the seer (0: none dealt). */
export function mirrorSeat(t: Mind, s: GameState): Seat | 0 {
  for (let i = 0; i < s.roles.length; i++) if (t.f.card[s.roles[i]].mirror) return i + 1;
  return 0;
}

function pushAlive(out: Seat[], s: GameState, x: Seat): void {
  if (alive(s, x) && !out.includes(x)) out.push(x);
}

function knownWolves(t: Mind, s: GameState): Seat[] {
  const m = t.m;
  const out: Seat[] = [];
  for (const x of m.exposed) pushAlive(out, s, x);
  const rep = trustedReports(m);
  if (rep) for (const [x, wolf] of rep) if (wolf) pushAlive(out, s, x);
  // There is one seer: believing one claimant means the others lie.
  if (m.trusted) for (const c of m.claimants) if (c !== m.trusted) pushAlive(out, s, c);
  return out;
}

function cleared(t: Mind, s: GameState, x: Seat): boolean {
  const m = t.m;
  if (x === m.trusted || m.shown.has(x)) return true;
  if (isRevealed(s, x)) return true;
  return trustedReports(m)?.get(x) === false;
}

/** The table believes claimant `x`, or (0, or exposed) the first claimant still open with something to go on. */
export function believe(t: Mind, s: GameState, x: Seat | 0): void {
  const m = t.m;
  m.trusted = x && !m.exposed.has(x) ? x : 0;
  if (!m.trusted) {
    const others = m.claimants.filter((c) => !m.exposed.has(c) && (alive(s, c) || m.reports.get(c)?.size));
    m.trusted = others[0] ?? 0;
  }
}

function stealerSuspects(t: Mind, s: GameState, pack: boolean): Seat[] {
  const m = t.m;
  const seen = pack ? m.packSpotted : m.spotted;
  if (!t.f.stealerOnBoard || m.stealerGone || !seen.size) return [];
  const out: Seat[] = [];
  for (const x of seen) if (alive(s, x) && !isWolfSeat(s, x)) out.push(x);
  return out;
}

/** Whether a win-stealer may still be alive, as the table knows (on the board and not known dead). */
const stealerMayLive = (t: Mind): boolean => t.f.stealerOnBoard && !t.m.stealerGone;

/**
 * The wolves still alive as the table counts them: the wolf cards dealt less the known wolves (exposed, checked)
 * gone and the players gone who had voted to save a known wolf (票型: only a wolf votes away from the table's wolf).
 */
function wolvesLeft(t: Mind, s: GameState): number {
  const m = t.m;
  let n = 0;
  for (let i = 0; i < s.roles.length; i++) if (t.f.card[s.roles[i]].wolf) n++;
  const rep = trustedReports(m);
  for (let x = 1; x <= s.alive.length; x++) if (!alive(s, x) && (m.exposed.has(x) || rep?.get(x) === true || m.suspects.has(x))) n--;
  return n;
}

/** The last wolf the table counts may be the one left while a win-stealer may be alive: the good side spares him. */
const holdsLastWolf = (t: Mind, s: GameState): boolean => stealerMayLive(t) && wolvesLeft(t, s) <= 1;

function removableWolves(t: Mind, s: GameState): Seat[] {
  const known = knownWolves(t, s);
  return known.length && holdsLastWolf(t, s) ? [] : known;
}
