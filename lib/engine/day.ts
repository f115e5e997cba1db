// The day: the sheriff election, the decisions deaths call for (shot, scapegoat, badge), the vote with
// weights and ties, the exile (idiot, elder), and self-destruct, which ends the day at once.
import { deathOf, killBatch, type Draft } from './deaths';
import { problem, refused, type Problem } from './errors';
import {
  badgePick, ballotPick, exilePick, scapegoatPick, selfDestructPick, sheriffPick, shootPick, voterPick,
  whiteWolfKingPick,
} from './legal';
import { FRESH_VOTE, nightfall } from './night';
import { firstAlive, hasPower } from './state';
import type { DeathCause, GameEvent, GameState, Seat } from './types';

export type DayStepKind = 'sheriff' | 'shoot' | 'badge' | 'scapegoat' | 'vote' | 'tiebreak';

/**
 * The current day step. The election comes first with day1BeforeDeaths (the night's decisions after it),
 * else the decisions first (issue 5 "Day order"); then the vote, then the decisions the exile calls for.
 */
export function dayStep(s: GameState): DayStepKind {
  if (s.stage === 'election' && s.ctx.rules.sheriffElection === 'day1BeforeDeaths') return 'sheriff';
  if (s.pending.length) return s.pending[0].kind;
  if (s.stage === 'election') return 'sheriff';
  return s.vote.tiebreak ? 'tiebreak' : 'vote';
}

const DAY_LABEL: Record<DayStepKind, [string, string]> = {
  sheriff: ['the sheriff election', '警长竞选'], shoot: ["the hunter's shot", '猎人开枪'], badge: ['the badge', '警徽移交'],
  scapegoat: ["the scapegoat's choice of voters", '替罪羊指定投票者'], vote: ['the exile vote', '放逐投票'],
  tiebreak: ["the sheriff's choice among the tied", '警长在平票者中选择'],
};

/** Ends the day when nothing is left to decide: night falls. */
function settle(d: Draft): void {
  if (d.winner) { d.phase = 'over'; return; }
  if (d.stage === 'end' && d.pending.length === 0) nightfall(d);
}

/** Exile: a revealed idiot survives with his power (seed 000 §6(2)); anyone else dies (the elder at once). */
function exile(d: Draft, seat: Seat | null): void {
  d.stage = 'end';
  d.vote = FRESH_VOTE;
  if (seat === null) return;
  if (d.roles[seat - 1] === 'idiot' && !d.revealed[seat - 1] && hasPower(d, seat)) {
    const revealed = d.revealed.slice();
    revealed[seat - 1] = true;
    d.revealed = revealed;
    return;
  }
  killBatch(d, [[seat, 'exile']], 'day', d.day);
}

function tally(d: Draft, ballots: Record<string, Seat | null>): Problem | { top: Seat[]; votes: number } {
  const totals: number[] = new Array(d.alive.length + 1).fill(0);
  for (const key in ballots) {
    const voter = Number(key);
    const target = ballots[key];
    const rv = voterPick(d, voter);
    if (rv) return refused(rv, 'vote: voter', '投票：投票者', voter);
    if (target === null) continue;
    const rt = ballotPick(d, voter, target);
    if (rt) return refused(rt, `vote: ballot of seat ${voter} for`, `投票：${voter}号投给`, target);
    const w = d.sheriff === voter ? d.ctx.rules.sheriffVote : 1;
    totals[target] += w;
  }
  let best = 0;
  for (let seat = 1; seat < totals.length; seat++) if (totals[seat] > best) best = totals[seat];
  const top: Seat[] = [];
  if (best > 0) for (let seat = 1; seat < totals.length; seat++) if (totals[seat] === best) top.push(seat);
  return { top, votes: best };
}

/**
 * A tie is settled by the scapegoat (alive, with his power), then by the sheriff (sheriffBreaksTies; his
 * choice is the next `exile` event), then by tieRule: pk one PK vote, pkTwice two, revote until someone is
 * out, none nobody out (RULES.md §4; seed 000 §4(3); seed 002, 004).
 */
function tie(d: Draft, tied: Seat[]): void {
  const goat = firstAlive(d, 'scapegoat');
  if (goat && hasPower(d, goat)) {
    d.stage = 'end';
    d.vote = FRESH_VOTE;
    killBatch(d, [[goat, 'scapegoat']], 'day', d.day);
    return;
  }
  const sheriff = d.sheriff;
  if (d.ctx.rules.sheriffBreaksTies && sheriff && d.alive[sheriff - 1] && !d.revealed[sheriff - 1]) {
    d.vote = { round: d.vote.round, candidates: d.vote.candidates, tiebreak: tied };
    return;
  }
  const rule = d.ctx.rules.tieRule;
  const round = d.vote.round;
  const more = rule === 'revote' || (rule === 'pk' && round < 1) || (rule === 'pkTwice' && round < 2);
  if (more) d.vote = { round: round + 1, candidates: tied, tiebreak: null };
  else exile(d, null);
}

function timeOfDeath(d: Draft, seat: Seat): ['night' | 'day', number] {
  const death = deathOf(d, seat);
  return death ? [death.time, death.n] : ['day', d.day];
}

function wrong(d: Draft, step: DayStepKind, e: GameEvent): Problem {
  const [label, labelZh] = DAY_LABEL[step];
  return problem('wrongStep', `day ${d.day}: it is ${label} now, not a "${e.type}" event`, `第${d.day}天：现在是${labelZh}，不能记录 "${e.type}"`);
}

export function applyDay(d: Draft, e: GameEvent): Problem | null {
  const step = dayStep(d);
  switch (e.type) {
    case 'sheriff': {
      if (step !== 'sheriff') return wrong(d, step, e);
      if (e.seat !== null) {
        const rs = sheriffPick(d, e.seat);
        if (rs) return refused(rs, 'sheriff', '警长', e.seat);
      }
      d.sheriffStatus = 'done';
      d.stage = 'vote';
      if (e.seat !== null) {
        if (d.alive[e.seat - 1]) d.sheriff = e.seat;
        // Elected before the deaths were announced and killed last night: he passes the badge (警徽流).
        else d.pending = [...d.pending, { kind: 'badge', seat: e.seat }];
      }
      break;
    }
    case 'shoot': {
      if (step !== 'shoot') return wrong(d, step, e);
      const hunter = d.pending[0].seat;
      if (e.target !== null) {
        const rs = shootPick(d, hunter, e.target);
        if (rs) return refused(rs, 'shoot', '开枪', e.target);
      }
      d.pending = d.pending.slice(1);
      if (e.target !== null) {
        // The shot dies at the same time of day as the hunter (seed 000 §3(3)).
        const [time, n] = timeOfDeath(d, hunter);
        killBatch(d, [[e.target, 'shot']], time, n);
      }
      break;
    }
    case 'badge': {
      if (step !== 'badge') return wrong(d, step, e);
      const from = d.pending[0].seat;
      if (e.to !== null) {
        const rs = badgePick(d, from, e.to);
        if (rs) return refused(rs, 'badge', '警徽', e.to);
      }
      d.pending = d.pending.slice(1);
      d.sheriff = e.to ?? 0;
      break;
    }
    case 'scapegoat': {
      if (step !== 'scapegoat') return wrong(d, step, e);
      const seen = new Set<Seat>();
      for (const v of e.voters) {
        const rs = scapegoatPick(d, v);
        if (rs) return refused(rs, 'scapegoat: voter', '替罪羊：投票者', v);
        if (seen.has(v)) return refused('duplicate', 'scapegoat: voter', '替罪羊：投票者', v);
        seen.add(v);
      }
      d.pending = d.pending.slice(1);
      d.scapegoatVoters = [...seen].sort((a, b) => a - b);
      d.scapegoatDay = d.day + 1;
      break;
    }
    case 'vote': {
      if (step !== 'vote') return wrong(d, step, e);
      const res = tally(d, e.ballots as Record<string, Seat | null>);
      if ('code' in res) return res;
      if (res.votes === 0) exile(d, null);
      else if (res.top.length === 1) exile(d, res.top[0]);
      else tie(d, res.top);
      break;
    }
    case 'exile': {
      if (step !== 'vote' && step !== 'tiebreak') return wrong(d, step, e);
      if (e.seat !== null) {
        const rs = exilePick(d, e.seat);
        if (rs) return refused(rs, 'exile', '放逐', e.seat);
      }
      exile(d, e.seat);
      break;
    }
    case 'selfDestruct': {
      // Any time of the day but a pending decision: during the election, before or between votes (seed 000 §2(2)).
      if (step !== 'sheriff' && step !== 'vote' && step !== 'tiebreak') return wrong(d, step, e);
      const rs = selfDestructPick(d, e.seat);
      if (rs) return refused(rs, 'selfDestruct', '自爆', e.seat);
      const king = d.roles[e.seat - 1] === 'whiteWolfKing';
      const target = e.target ?? null;
      if (target !== null) {
        if (!king) return refused('notWhiteWolfKing', 'selfDestruct', '自爆', e.seat);
        const rt = whiteWolfKingPick(d, e.seat, target);
        if (rt) return refused(rt, 'white wolf king takes', '白狼王带走', target);
      }
      if (step === 'sheriff') {
        // Self-destruct during the election (electionSelfDestruct): postpone moves it to the next day and a second
        // one loses the badge (seed 000 §三1(5), §三5(1)); lose loses it at once (seed 000 second rules §5(1)).
        d.electionSelfDestructs += 1;
        if (d.ctx.rules.electionSelfDestruct === 'lose' || d.electionSelfDestructs >= 2) d.sheriffStatus = 'lost';
        else d.electionDay = d.day + 1;
      }
      d.stage = 'end';
      d.vote = FRESH_VOTE;
      // The king and his target leave together ("一同出局"): one instant.
      const list: [Seat, DeathCause][] = [[e.seat, 'selfDestruct']];
      if (target !== null) list.push([target, 'whiteWolfKing']);
      killBatch(d, list, 'day', d.day);
      break;
    }
    default:
      return problem('wrongStep', `day ${d.day}: "${e.type}" is a night event`, `第${d.day}天："${e.type}" 是夜间事件`);
  }
  d.dayEvents += 1;
  settle(d);
  return null;
}
