// The sheriff election before its outcome is recorded (docs/rules.md, The day; Basic Rules 三1): candidates, withdrawals
// (a withdrawn candidate neither stands nor votes), one ballot each, and a tie settled by tieRule.
import { describe, expect, it } from 'vitest';
import {
  carryElection,
  decide,
  electionToday,
  electionVoters,
  newElection,
  readElection,
  standing,
  targetRefusal,
  toggleCandidate,
  toggleWithdrawn,
  uncontested,
  voterRefusal,
  withRevote,
  type ElectionDraft,
} from '../../lib/moderator/sheriff';

const eligible = [1, 2, 3, 4, 5, 6, 7, 8];
function running(...seats: number[]): ElectionDraft {
  let d = newElection();
  for (const s of seats) d = toggleCandidate(d, s);
  return { ...d, stage: 'speeches' };
}

describe('sheriff election', () => {
  it('signs candidates up and only the others vote', () => {
    let d = toggleCandidate(newElection(), 5);
    d = toggleCandidate(d, 2);
    expect(d.candidates).toEqual([2, 5]);
    expect(toggleCandidate(d, 5).candidates).toEqual([2]);
    expect(electionVoters(d, eligible)).toEqual([1, 3, 4, 6, 7, 8]);
    expect(voterRefusal(d, eligible, 2)).toBe('candidate');
    expect(voterRefusal(d, eligible, 9)).toBe('notInGame');
    expect(voterRefusal(d, eligible, 3)).toBeNull();
  });

  it('a withdrawn candidate neither stands nor votes (seed 000 §三1 退水)', () => {
    let d = running(2, 5, 7);
    d = toggleWithdrawn(d, 5);
    expect(standing(d)).toEqual([2, 7]);
    expect(voterRefusal(d, eligible, 5)).toBe('withdrawn');
    expect(targetRefusal(d, 5)).toBe('withdrawn');
    expect(targetRefusal(d, 4)).toBe('notRunning');
    // Withdrawals only during the speeches.
    expect(toggleWithdrawn({ ...d, stage: 'vote' }, 2)).toEqual({ ...d, stage: 'vote' });
  });

  it('no candidate: no sheriff; one left: elected unopposed', () => {
    expect(uncontested(running())).toEqual({ kind: 'none', why: 'noCandidate' });
    expect(uncontested(toggleWithdrawn(running(3, 4), 4))).toEqual({ kind: 'elected', seat: 3 });
    expect(uncontested(running(3, 4))).toBeNull();
  });

  it('the most votes wins', () => {
    const d = { ...running(2, 5), stage: 'vote' as const };
    expect(decide(d, { 1: 2, 3: 5, 4: 2, 6: null }, 'pk')).toEqual({ kind: 'elected', seat: 2 });
  });

  it('tieRule pk: the tied speak again and a second tie means no sheriff (data/script.json day.sheriff.tie)', () => {
    const d = { ...running(2, 5, 7), stage: 'vote' as const };
    const o = decide(d, { 1: 2, 3: 5, 4: 7 }, 'pk');
    expect(o).toEqual({ kind: 'revote', tied: [2, 5, 7], round: 1, outside: false });
    const d2 = withRevote(d, o as Extract<typeof o, { kind: 'revote' }>);
    expect(standing(d2)).toEqual([2, 5, 7]);
    expect(decide(d2, { 1: 2, 3: 5 }, 'pk')).toEqual({ kind: 'none', why: 'tie' });
    expect(decide(d2, { 1: 2, 3: 2, 4: 5 }, 'pk')).toEqual({ kind: 'elected', seat: 2 });
  });

  it('tieRule pkTwice: a second tie goes to an outside PK, a third means no sheriff', () => {
    let d: ElectionDraft = { ...running(2, 5), stage: 'vote' };
    const tie = { 1: 2, 3: 5 };
    const o1 = decide(d, tie, 'pkTwice');
    expect(o1).toMatchObject({ kind: 'revote', round: 1, outside: false });
    d = withRevote(d, o1 as Extract<typeof o1, { kind: 'revote' }>);
    const o2 = decide(d, tie, 'pkTwice');
    expect(o2).toMatchObject({ kind: 'revote', round: 2, outside: true });
    d = withRevote(d, o2 as Extract<typeof o2, { kind: 'revote' }>);
    expect(decide(d, tie, 'pkTwice')).toEqual({ kind: 'none', why: 'tie' });
  });

  it('tieRule none: a tie means no sheriff at once; revote: again and again', () => {
    const d: ElectionDraft = { ...running(2, 5), stage: 'vote', round: 7 };
    expect(decide(d, { 1: 2, 3: 5 }, 'none')).toEqual({ kind: 'none', why: 'tie' });
    expect(decide(d, { 1: 2, 3: 5 }, 'revote')).toMatchObject({ kind: 'revote', round: 8 });
  });

  it('nobody voting ties every candidate; ballots for a non-candidate do not count', () => {
    const d: ElectionDraft = { ...running(2, 5), stage: 'vote' };
    expect(decide(d, {}, 'pk')).toMatchObject({ kind: 'revote', tied: [2, 5] });
    expect(decide(d, { 1: 3, 4: 3, 6: 5 }, 'pk')).toEqual({ kind: 'elected', seat: 5 });
  });

  it('reads a stored draft back, refusing a malformed one', () => {
    const d = running(2, 5);
    expect(readElection(JSON.parse(JSON.stringify(d)))).toEqual(d);
    expect(readElection({ ...d, stage: 'party' })).toBeNull();
    expect(readElection({ ...d, candidates: ['2'] })).toBeNull();
    expect(readElection(null)).toBeNull();
  });

  // electionAfterSelfDestruct sameCandidates (docs/rules.md, the netease reading; LangRenShaFaGuan 流程 双曝吞警徽):
  // yesterday's living candidates keep their place, the withdrawn stay withdrawn, nobody new signs up.
  it("carries yesterday's candidates into the postponed election (sameCandidates)", () => {
    const yesterday = { ...toggleWithdrawn(running(2, 5, 9), 5) };
    const alive = [true, true, true, true, true, true, true, true, false, true, true, true];
    const d = carryElection(yesterday, alive);
    expect(d).toEqual({ candidates: [2, 5], withdrawn: [5], stage: 'speeches', round: 0, tied: null, carried: true });
    expect(toggleCandidate(d, 3)).toBe(d);
    expect(uncontested(d)).toEqual({ kind: 'elected', seat: 2 });
    expect(uncontested(carryElection(running(9), alive))).toEqual({ kind: 'none', why: 'noCandidate' });
    expect(readElection(JSON.parse(JSON.stringify(d)))).toEqual(d);
  });

  it("today's draft: kept for today, carried only under sameCandidates after a self-destruct, else new", () => {
    const yesterday = running(2, 5);
    const kept = { day: 1, draft: yesterday };
    const alive = Array(12).fill(true);
    const day2 = { day: 2, alive, electionSelfDestructs: 1 };
    expect(electionToday(kept, day2, 'sameCandidates').candidates).toEqual([2, 5]);
    expect(electionToday(kept, day2, 'newElection')).toEqual(newElection());
    expect(electionToday(kept, { ...day2, electionSelfDestructs: 0 }, 'sameCandidates')).toEqual(newElection());
    expect(electionToday({ day: 2, draft: yesterday }, day2, 'sameCandidates')).toBe(yesterday);
    expect(electionToday(null, day2, 'sameCandidates')).toEqual(newElection());
  });
});
