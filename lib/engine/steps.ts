// What's next: the current step, who wakes or decides, the judge's line key, the legal choices with the
// reason for every illegal one, and what the judge may tell whom. The moderator page is a thin shell over it.
import { dayStep } from './day';
import {
  badgePick, cupidPick, exilePick, guardPick, notSelf, piperCount, piperPick, poisonPick, savePick, scapegoatPick,
  selfDestructPick, sheriffPick, shootPick, thiefPick, victimTonight, votedPick, voterPick, whiteWolfKingPick,
  wolfBeautyPick, wolvesPick,
} from './legal';
import { calledBetween, currentNightIndex, stepStatus } from './night';
import { loverOf } from './state';
import type { EventType, GameState, ReasonCode, RoleId, Seat, SeatOption, Step, Tell } from './types';

type Check = (seat: Seat) => ReasonCode | null;

// Option objects are values: shared and frozen, so listing choices allocates one array, not one object per seat.
const OK: SeatOption[] = [];
const NOT = new Map<ReasonCode, SeatOption[]>();
function option(seat: Seat, r: ReasonCode | null): SeatOption {
  if (!r) return (OK[seat] ??= Object.freeze({ seat, ok: true }) as SeatOption);
  let byReason = NOT.get(r);
  if (!byReason) NOT.set(r, (byReason = []));
  return (byReason[seat] ??= Object.freeze({ seat, ok: false, reason: r }) as SeatOption);
}

function options(s: GameState, check: Check): SeatOption[] {
  const out: SeatOption[] = new Array(s.alive.length);
  for (let seat = 1; seat <= s.alive.length; seat++) out[seat - 1] = option(seat, check(seat));
  return out;
}

function base(s: GameState, kind: Step['kind'], id: Step['id'], event: EventType | null): Step {
  return {
    kind, id, phase: s.phase, night: s.night, day: s.day, event, alsoAccepts: [], actors: [], line: null, power: null, records: null, before: [],
    targets: [], count: 1, noneOk: false, tell: [], winner: s.winner,
  };
}

export interface NextStepOptions {
  /** Skip what only a person needs (called steps, tells): the simulator's fast path. */
  brief?: boolean;
}

export function nextStep(s: GameState, opts: NextStepOptions = {}): Step {
  if (s.phase === 'over') return base(s, 'over', 'over', null);
  return s.phase === 'night' ? nightStep(s, opts) : dayStepOf(s, opts);
}

function nightStep(s: GameState, opts: NextStepOptions): Step {
  const k = currentNightIndex(s);
  // Unreachable while the state came from newGame/apply (a night with nothing left to record has dawned).
  if (k < 0) return base(s, 'over', 'over', null);
  const def = s.ctx.order[k];
  const st = stepStatus(s, def);
  const actor = st.wakes[0] ?? 0;
  const step = base(s, 'night', def.id, def.event);
  step.actors = st.wakes;
  step.line = { role: def.role, step: def.id };
  step.power = def.power;
  step.records = def.records;
  if (!opts.brief) step.before = calledBetween(s, s.pos, k);
  switch (def.id) {
    case 'thief': {
      const bottom = s.bottom ?? [];
      const takes: (RoleId | null)[] = [...new Set(bottom), null];
      step.thief = takes.map((take) => {
        const r = thiefPick(s, take);
        return r ? { take, ok: false, reason: r } : { take, ok: true };
      });
      step.count = 0;
      step.tell.push({ kind: 'bottom', to: [actor], cards: bottom.slice() });
      break;
    }
    case 'cupid':
      step.targets = options(s, (x) => cupidPick(s, x));
      step.count = 2;
      break;
    case 'wildChild':
      step.targets = options(s, (x) => notSelf(s, actor, x));
      break;
    case 'guard':
      step.targets = options(s, (x) => guardPick(s, x));
      step.noneOk = true;
      break;
    case 'seer':
      step.targets = options(s, (x) => notSelf(s, actor, x));
      break;
    case 'werewolf':
      step.targets = options(s, (x) => wolvesPick(s, x));
      step.noneOk = true;
      if (!opts.brief) step.tell.push({ kind: 'wolves', to: st.wakes, seats: st.wakes });
      break;
    case 'littleGirl':
      step.count = 0;
      break;
    case 'witch': {
      const save = savePick(s, actor);
      const victim = victimTonight(s) || null;
      step.targets = options(s, (x) => poisonPick(s, actor, x));
      step.noneOk = true;
      step.witch = { save: save ? { ok: false, reason: save } : { ok: true }, poisonOk: s.poison, both: s.ctx.rules.witchPotionsPerNight === 2, victim };
      // She is told the victim while her antidote is unused; after, only with witchSeesVictimAfterAntidote (seed 000 §6(3)).
      if (s.antidote || s.ctx.rules.witchSeesVictimAfterAntidote) step.tell.push({ kind: 'victim', to: [actor], seat: victim });
      break;
    }
    case 'wolfBeauty':
      step.targets = options(s, (x) => wolfBeautyPick(s, actor, x));
      break;
    case 'demon':
      step.targets = options(s, (x) => notSelf(s, actor, x));
      break;
    case 'piper':
      step.targets = options(s, (x) => piperPick(s, actor, x));
      step.count = piperCount(s, actor);
      break;
  }
  return step;
}

function dayStepOf(s: GameState, opts: NextStepOptions): Step {
  const kind = dayStep(s);
  const event: EventType = kind === 'tiebreak' ? 'exile' : kind;
  const step = base(s, kind, kind, event);
  if (!opts.brief && s.dayEvents === 0) {
    step.before = s.dawnCalls.slice();
    step.tell = cannotShoot(s);
  }
  switch (kind) {
    case 'sheriff':
      step.targets = options(s, (x) => sheriffPick(s, x));
      step.noneOk = true;
      break;
    case 'shoot': {
      const hunter = s.pending[0].seat;
      step.actors = [hunter];
      step.targets = options(s, (x) => shootPick(s, hunter, x));
      step.noneOk = true;
      break;
    }
    case 'badge': {
      const from = s.pending[0].seat;
      step.actors = [from];
      step.targets = options(s, (x) => badgePick(s, from, x));
      step.noneOk = true;
      break;
    }
    case 'scapegoat':
      step.actors = [s.pending[0].seat];
      step.targets = options(s, (x) => scapegoatPick(s, x));
      step.count = -1;
      break;
    case 'vote': {
      const voters = options(s, (x) => voterPick(s, x));
      const weight: Record<number, number> = {};
      const lovers: Record<number, Seat> = {};
      for (const v of voters) {
        if (!v.ok) continue;
        weight[v.seat] = s.sheriff === v.seat ? s.ctx.rules.sheriffVote : 1;
        const l = loverOf(s, v.seat);
        if (l) lovers[v.seat] = l;
      }
      step.actors = voters.filter((v) => v.ok).map((v) => v.seat);
      step.targets = options(s, (x) => votedPick(s, x));
      step.vote = { voters, weight, loverOf: lovers };
      step.alsoAccepts.push('exile');
      step.count = -1;
      break;
    }
    case 'tiebreak':
      step.actors = s.sheriff ? [s.sheriff] : [];
      step.targets = options(s, (x) => exilePick(s, x));
      step.noneOk = true;
      break;
  }
  if ((kind === 'sheriff' || kind === 'vote' || kind === 'tiebreak') && s.ctx.rules.selfDestruct) {
    // A living wolf who may self-destruct is there while the game goes on; the brief path lists them on demand.
    if (opts.brief) step.alsoAccepts.push('selfDestruct');
    else {
      const sd = selfDestructOptions(s);
      if (sd) {
        step.alsoAccepts.push('selfDestruct');
        step.selfDestruct = sd;
      }
    }
  }
  return step;
}

/** Who may self-destruct now (null: nobody), with the white wolf king's possible targets. */
export function selfDestructOptions(s: GameState): Step['selfDestruct'] | null {
  const seats = options(s, (x) => selfDestructPick(s, x));
  if (!seats.some((o) => o.ok)) return null;
  const king = seats.find((o) => o.ok && s.roles[o.seat - 1] === 'whiteWolfKing');
  return { seats, whiteWolfKingTargets: king ? options(s, (x) => whiteWolfKingPick(s, king.seat, x)) : [] };
}

/** At dawn: hunters who died last night and may not shoot (the judge signals it, seed 000 §6(4)); the night's cards when revealOnDeath. */
function cannotShoot(s: GameState): Tell[] {
  const out: Tell[] = [];
  if (s.ctx.rules.revealOnDeath) {
    const cards = s.deaths.filter((d) => d.time === 'night' && d.n === s.day).map((d) => ({ seat: d.seat, role: s.roles[d.seat - 1] }));
    if (cards.length) out.push({ kind: 'cards', to: s.alive.flatMap((a, i) => (a ? [i + 1] : [])), cards });
  }
  for (const d of s.deaths) {
    if (d.time !== 'night' || d.n !== s.day) continue;
    if (s.roles[d.seat - 1] === 'hunter' && !s.pending.some((p) => p.kind === 'shoot' && p.seat === d.seat)) {
      out.push({ kind: 'cannotShoot', to: [d.seat] });
    }
  }
  return out;
}
