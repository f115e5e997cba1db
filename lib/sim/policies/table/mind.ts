// The heuristic table's mind: its memory of one game and what it concludes from it (whom it believes, who is a
// known wolf, who is cleared), as the strategies ask it (./strategies Mind).
import { isRevealed } from '../../../powers/queries';
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
