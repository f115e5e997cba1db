// The sheriff election before its outcome is recorded: the engine records only the outcome (a `sheriff`
// event); the sign-up, withdrawals and the vote are kept here (docs/rules.md, The day; data/script.json day.sheriff.*).
// Candidates raise a hand; a candidate may withdraw before the vote and then cannot vote; only the others
// vote, one ballot each (no sheriff yet); a tie is settled by the board's tieRule (Basic Rules 三1(4)).
import type { ResolvedRules } from '../catalogue/rules';
import type { Seat } from '../engine/types';

export interface ElectionDraft {
  /** Who ran, by seat. */
  candidates: Seat[];
  /** Candidates who withdrew (退水): neither elected nor voting. */
  withdrawn: Seat[];
  stage: 'signup' | 'speeches' | 'vote';
  /** 0: the first vote; k ≥ 1: the k-th vote among the tied. */
  round: number;
  tied: Seat[] | null;
  /** Held again the day after a self-destruct with yesterday's candidates (electionAfterSelfDestruct sameCandidates). */
  carried?: boolean;
}

export type ElectionRefusal = 'candidate' | 'withdrawn' | 'notRunning' | 'notInGame';

export type ElectionOutcome =
  | { kind: 'elected'; seat: Seat }
  | { kind: 'none'; why: 'noCandidate' | 'tie' }
  | { kind: 'revote'; tied: Seat[]; round: number; outside: boolean };

export const newElection = (): ElectionDraft => ({ candidates: [], withdrawn: [], stage: 'signup', round: 0, tied: null });

const sorted = (xs: Iterable<Seat>): Seat[] => [...xs].sort((a, b) => a - b);

/**
 * The postponed election under electionAfterSelfDestruct sameCandidates (docs/rules.md, the netease reading):
 * yesterday's candidates who are still alive keep their place, those who withdrew stay withdrawn, nobody new
 * signs up; the day opens with the withdrawal round (the speeches stage, where a candidate may withdraw).
 */
export function carryElection(d: ElectionDraft, alive: readonly boolean[]): ElectionDraft {
  const live = (xs: readonly Seat[]) => xs.filter((seat) => alive[seat - 1]);
  return { candidates: live(d.candidates), withdrawn: live(d.withdrawn), stage: 'speeches', round: 0, tied: null, carried: true };
}

/** The draft of today's election: the one kept for today, yesterday's carried over (sameCandidates), or a new one. */
export function electionToday(
  kept: { day: number; draft: ElectionDraft } | null | undefined,
  s: { day: number; alive: readonly boolean[]; electionSelfDestructs: number },
  rule: ResolvedRules['electionAfterSelfDestruct'],
): ElectionDraft {
  if (kept && kept.day === s.day) return kept.draft;
  if (kept && kept.day < s.day && rule === 'sameCandidates' && s.electionSelfDestructs > 0) return carryElection(kept.draft, s.alive);
  return newElection();
}

export function toggleCandidate(d: ElectionDraft, seat: Seat): ElectionDraft {
  if (d.stage !== 'signup') return d;
  const has = d.candidates.includes(seat);
  return { ...d, candidates: has ? d.candidates.filter((s) => s !== seat) : sorted([...d.candidates, seat]) };
}

/** A candidate withdraws (or takes it back) during the speeches; not once the vote started. */
export function toggleWithdrawn(d: ElectionDraft, seat: Seat): ElectionDraft {
  if (d.stage !== 'speeches' || !d.candidates.includes(seat)) return d;
  const has = d.withdrawn.includes(seat);
  return { ...d, withdrawn: has ? d.withdrawn.filter((s) => s !== seat) : sorted([...d.withdrawn, seat]) };
}

/** Who may still be elected: the tied in a re-vote, else the candidates who did not withdraw. */
export function standing(d: ElectionDraft): Seat[] {
  return (d.tied ?? d.candidates).filter((s) => !d.withdrawn.includes(s));
}

/** `eligible`: the seats in the game for the election (the engine's legal sheriff targets). */
export function electionVoters(d: ElectionDraft, eligible: readonly Seat[]): Seat[] {
  return eligible.filter((s) => !d.candidates.includes(s));
}

export function voterRefusal(d: ElectionDraft, eligible: readonly Seat[], voter: Seat): ElectionRefusal | null {
  if (!eligible.includes(voter)) return 'notInGame';
  if (d.withdrawn.includes(voter)) return 'withdrawn';
  if (d.candidates.includes(voter)) return 'candidate';
  return null;
}

export function targetRefusal(d: ElectionDraft, target: Seat): ElectionRefusal | null {
  return standing(d).includes(target) ? null : d.withdrawn.includes(target) ? 'withdrawn' : 'notRunning';
}

/** Before any vote: nobody standing → no sheriff; one → elected unopposed; else null (a vote is needed). */
export function uncontested(d: ElectionDraft): ElectionOutcome | null {
  const s = standing(d);
  if (s.length === 0) return { kind: 'none', why: 'noCandidate' };
  if (s.length === 1) return { kind: 'elected', seat: s[0] };
  return null;
}

/** The standing candidates with the most ballots (nobody voted: every standing candidate is tied). */
function mostVoted(d: ElectionDraft, ballots: Readonly<Record<number, Seat | null>>): Seat[] {
  const votes = new Map<Seat, number>();
  for (const t of Object.values(ballots)) if (t !== null && standing(d).includes(t)) votes.set(t, (votes.get(t) ?? 0) + 1);
  let best = 0;
  let top: Seat[] = [];
  for (const [seat, v] of votes) {
    if (v > best) {
      best = v;
      top = [seat];
    } else if (v === best) top.push(seat);
  }
  return best === 0 ? standing(d) : top;
}

/** A tie settled by tieRule: another vote among the tied, or no sheriff. */
function tieOutcome(d: ElectionDraft, top: readonly Seat[], tieRule: ResolvedRules['tieRule']): ElectionOutcome {
  const tied = sorted(top);
  const more = tieRule === 'revote' || (tieRule === 'pk' && d.round < 1) || (tieRule === 'pkTwice' && d.round < 2);
  if (!more) return { kind: 'none', why: 'tie' };
  // pkTwice: the second re-vote follows the "outside PK" speeches of the non-candidates (Basic Rules 三1(4)).
  return { kind: 'revote', tied, round: d.round + 1, outside: tieRule === 'pkTwice' && d.round === 1 };
}

/** Tallies one vote of the election (one ballot each) and settles a tie by tieRule. */
export function decide(d: ElectionDraft, ballots: Readonly<Record<number, Seat | null>>, tieRule: ResolvedRules['tieRule']): ElectionOutcome {
  const pre = uncontested(d);
  if (pre) return pre;
  const top = mostVoted(d, ballots);
  if (top.length === 1) return { kind: 'elected', seat: top[0] };
  return tieOutcome(d, top, tieRule);
}

/** The draft after a re-vote was called: the tied speak again and the others vote among them. */
export function withRevote(d: ElectionDraft, o: Extract<ElectionOutcome, { kind: 'revote' }>): ElectionDraft {
  return { ...d, stage: 'vote', round: o.round, tied: o.tied };
}

/** A stored draft read back (meta of a saved game): anything malformed starts the election afresh. */
export function readElection(v: unknown): ElectionDraft | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const seats = (x: unknown): Seat[] | null => (Array.isArray(x) && x.every((s) => Number.isInteger(s) && s > 0) ? (x as Seat[]) : null);
  const candidates = seats(o.candidates);
  const withdrawn = seats(o.withdrawn);
  const tied = o.tied === null ? null : seats(o.tied);
  if (!candidates || !withdrawn || (o.tied !== null && !tied)) return null;
  if (o.stage !== 'signup' && o.stage !== 'speeches' && o.stage !== 'vote') return null;
  if (typeof o.round !== 'number' || !Number.isInteger(o.round) || o.round < 0) return null;
  if (o.carried !== undefined && typeof o.carried !== 'boolean') return null;
  return { candidates, withdrawn, stage: o.stage, round: o.round, tied, ...(o.carried ? { carried: true } : {}) };
}
