// selfDestruct — a wolf reveals himself by day: out at once, speeches stop, no vote, night falls; during the
// election electionSelfDestruct says what becomes of the badge; takeOnSelfDestruct (the white wolf king)
// takes one player with him, a wolf too unless whiteWolfKingTakes says notWolf (Basic Rules 三1(5), 三5(1);
// docs/rules.md, the wolves; the white wolf king).
import { refused, type Problem } from '../engine/errors';
import { living, otherAllowed } from '../engine/legal';
import { killBatch } from '../engine/deaths';
import { FRESH_VOTE } from '../engine/vote-state';
import { cardAt, isWolfSeat } from '../engine/state';
import type { DeathCause, GameEvent, GameState, ReasonCode, Seat, Step } from '../engine/types';
import { accepting, isSeat, isSeatOrNull, livingOptions } from './common';
import type { Draft, PowerModule } from './types';

const ID = 'selfDestruct';
const TAKE = 'takeOnSelfDestruct';

/** Who may self-destruct: a living wolf whose card has the power, when selfDestruct is on (never the wolf beauty or the demon, Basic Rules). */
export function selfDestructPick(s: GameState, seat: unknown): ReasonCode | null {
  if (!s.ctx.rules.selfDestruct) return 'selfDestructOff';
  const r = poisonedInElection(s, seat) ? null : living(s, seat);
  if (r) return r;
  const v = seat as Seat;
  if (!isWolfSeat(s, v)) return 'notWolf';
  return cardAt(s, v).powers.has(ID) ? null : 'cannotSelfDestruct';
}

const takes = (s: GameState, seat: Seat): boolean => cardAt(s, seat).powers.has(TAKE);

/** Whether a seat's card takes a player with it when it self-destructs (the white wolf king), under the game's rules. */
export const takesOnSelfDestruct = (s: GameState, seat: Seat): boolean => s.ctx.cards[s.roles[seat - 1]].powers.has(TAKE);

/**
 * 吞毒 (poisonedWolfSelfDestruct, the netease reading): a wolf poisoned last night, not yet announced dead, may
 * self-destruct in the election held before the deaths are announced (docs/rules.md, The netease family).
 */
function poisonedInElection(s: GameState, seat: unknown): boolean {
  const r = s.ctx.rules;
  if (!r.poisonedWolfSelfDestruct || r.sheriffElection !== 'day1BeforeDeaths' || s.phase !== 'day' || s.stage !== 'election') return false;
  if (typeof seat !== 'number' || s.alive[seat - 1] !== false) return false;
  for (const d of s.deaths) if (d.seat === seat && d.cause === 'poison' && d.time === 'night' && d.n === s.day) return true;
  return false;
}

/** Whom the white wolf king may take: a living player but himself and his lover; not a wolf under whiteWolfKingTakes notWolf. */
export function takePick(s: GameState, king: Seat, seat: unknown): ReasonCode | null {
  const r = otherAllowed(s, king, seat);
  if (r) return r;
  return s.ctx.rules.whiteWolfKingTakes === 'notWolf' && isWolfSeat(s, seat as Seat) ? 'takeWolf' : null;
}

/** Who may self-destruct now (null: nobody), with the possible targets of one who takes a player with him. */
export function selfDestructOptions(s: GameState): Step['selfDestruct'] | null {
  // Off by the rules: nobody, without asking each seat.
  if (!s.ctx.rules.selfDestruct) return null;
  const seats = livingOptions(s, (x) => selfDestructPick(s, x));
  let any = false;
  let king: Seat | 0 = 0;
  for (let i = 0; i < seats.length && !king; i++) {
    if (!seats[i].ok) continue;
    any = true;
    if (takes(s, seats[i].seat)) king = seats[i].seat;
  }
  if (!any) return null;
  return { seats, whiteWolfKingTargets: king ? livingOptions(s, (x) => takePick(s, king, x)) : [] };
}

/** Why the player a self-destructing wolf names to take is refused (null: nobody named, or a fine target). */
function takeRefusal(d: Draft, seat: Seat, target: Seat | null, poisoned: boolean): Problem | null {
  if (target === null) return null;
  if (!takes(d, seat)) return refused('notWhiteWolfKing', ID, seat);
  if (poisoned) return refused('poisonedNoTake', TAKE, target);
  const rt = takePick(d, seat, target);
  return rt ? refused(rt, TAKE, target) : null;
}

/**
 * A self-destruct during the election (electionSelfDestruct): postpone moves it to the next day and a second one
 * loses the badge (Basic Rules 三1(5), 三5(1)); lose loses it at once (Second Basic Rules 5(1)).
 */
function badgeAfterSelfDestruct(d: Draft, seat: Seat): void {
  d.electionSelfDestructs += 1;
  // The white wolf king's self-destruct may lose the badge at once (whiteWolfKingElectionDestruct lose).
  const king = takes(d, seat) && d.ctx.rules.whiteWolfKingElectionDestruct === 'lose';
  if (d.ctx.rules.electionSelfDestruct === 'lose' || king || d.electionSelfDestructs >= 2) d.sheriffStatus = 'lost';
  else d.electionDay = d.day + 1;
}

/** The wolf is out, with the player he takes, and night falls: no vote today. */
function outAndNightFalls(d: Draft, seat: Seat, target: Seat | null): void {
  d.stage = 'end';
  d.vote = FRESH_VOTE;
  // The king and his target leave together ("一同出局"): one instant.
  const list: [Seat, DeathCause][] = [[seat, 'selfDestruct']];
  if (target !== null) list.push([target, 'whiteWolfKing']);
  killBatch(d, list, 'day', d.day);
}

export const selfDestruct: PowerModule = {
  id: ID,
  freeEvents: ['selfDestruct'],
  // A wolf may self-destruct while the players speak: in the election, the day's speeches, a PK.
  during: ['election', 'speeches', 'pk'],
  shape(e) {
    if (!isSeat(e.seat)) return ['seat', 'seat'];
    return e.target === undefined || isSeatOrNull(e.target) ? null : ['target', 'seatOrNull'];
  },
  offerDayOrder: 20,
  offerDay(s, step, brief) {
    if (!s.ctx.rules.selfDestruct) return;
    // A living wolf who may self-destruct is there while the game goes on; the brief path lists them on demand.
    if (brief) {
      step.alsoAccepts = accepting(step.alsoAccepts, 'selfDestruct');
      return;
    }
    const sd = selfDestructOptions(s);
    if (sd) {
      step.alsoAccepts = accepting(step.alsoAccepts, 'selfDestruct');
      step.selfDestruct = sd;
    }
  },
  recordDay(d: Draft, e: GameEvent, _decider, when): Problem | null {
    if (e.type !== 'selfDestruct') return null;
    const rs = selfDestructPick(d, e.seat);
    if (rs) return refused(rs, ID, e.seat);
    const target = e.target ?? null;
    // Already dead of the poison, he takes nobody: a poisoned card's death power is gone (the tool's choice).
    const poisoned = !d.alive[e.seat - 1];
    const rt = takeRefusal(d, e.seat, target, poisoned);
    if (rt) return rt;
    if (when === 'sheriff') badgeAfterSelfDestruct(d, e.seat);
    // A poisoned wolf's first self-destruct that loses the badge (单曝吞警徽) ends the election only: the day goes on
    // to the exile speeches (LangRenShaFaGuan 板子规则大全 "首夜吃毒后的自爆": "自爆后不会直接进入天黑"); postponed
    // (双曝), or a second one, night falls "不论该玩家是否在昨晚吃毒".
    if (poisoned && d.sheriffStatus === 'lost' && d.electionSelfDestructs === 1) {
      d.stage = 'vote';
      return null;
    }
    outAndNightFalls(d, e.seat, target);
    return null;
  },
  event: () => null,
};

/** The white wolf king's take: a parameter of his self-destruct, read by selfDestruct above. */
export const takeOnSelfDestruct: PowerModule = {
  id: TAKE,
  // His target speaks last words by the last-words rule, or none under whiteWolfKingTargetLastWords off (the
  // netease reading: docs/rules.md, the white wolf king).
  lastWordsOrder: 10,
  lastWords: (s, x) => (x.cause === 'whiteWolfKing' && !s.ctx.rules.whiteWolfKingTargetLastWords ? false : null),
};
