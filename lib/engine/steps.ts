// What's next: the current step, who wakes or decides, the judge's line key, the legal choices with the
// reason for every illegal one, and what the judge may tell whom. The moderator page is a thin shell over it.
// A night step's choices are its power's (lib/powers); the day's are the core's and the decisions' powers'.
import { dayStep } from './day';
import { badgePick, exilePick, sheriffPick, votedPick, voterPick } from './legal';
import { calledBetween, currentActor, nightIndex, stepStatus, usedStep } from './night';
import { forbidden } from './state';
import { moduleOfEvent } from '../powers/registry';
import { accepting, legalSeats, livingOptions, options } from '../powers/common';
import type { CalledStep, EventType, GameState, Seat, ShownFields, Step, Tell } from './types';

export { selfDestructOptions } from '../powers/self-destruct';

// The brief path's steps share one empty list of called steps and of tells (it fills neither). Who acts, the
// choices and the other accepted events start as one shared empty list: a step replaces them, never adds to them.
const NONE_CALLED: CalledStep[] = Object.freeze([]) as unknown as CalledStep[];
const NO_TELLS: Tell[] = Object.freeze([]) as unknown as Tell[];
const NOBODY: Seat[] = Object.freeze([]) as unknown as Seat[];
const NO_OPTIONS: Step['targets'] = Object.freeze([]) as unknown as Step['targets'];
const NO_EVENTS: EventType[] = Object.freeze([]) as unknown as EventType[];

function base(s: GameState, kind: Step['kind'], id: Step['id'], event: EventType | null, brief = false): Step {
  return {
    kind,
    id,
    phase: s.phase,
    night: s.night,
    day: s.day,
    event,
    alsoAccepts: NO_EVENTS,
    actors: NOBODY,
    line: null,
    power: null,
    records: null,
    before: brief ? NONE_CALLED : [],
    targets: NO_OPTIONS,
    count: 1,
    noneOk: false,
    tell: brief ? NO_TELLS : [],
    winner: s.winner,
  };
}

const NO_WEIGHT: Record<number, number> = Object.freeze({}) as Record<number, number>;
const NO_LOVERS: Record<number, Seat> = Object.freeze({}) as Record<number, Seat>;

export interface NextStepOptions {
  /** Skip what only a person needs (called steps, tells, each ballot's weight): the simulator's fast path. */
  brief?: boolean;
}

export function nextStep(s: GameState, opts: NextStepOptions = {}): Step {
  if (s.phase === 'over') return base(s, 'over', 'over', null);
  return s.phase === 'night' ? nightStep(s, opts) : dayStepOf(s, opts);
}

function nightStep(s: GameState, opts: NextStepOptions): Step {
  const k = nightIndex(s);
  // Unreachable while the state came from newGame/apply (a night with nothing left to record has dawned).
  if (k < 0) return base(s, 'over', 'over', null);
  const def = usedStep(s, s.ctx.order[k]);
  // The one player who acts, as the index's search found him; else (a group wakes) the step's status says who.
  const one = def.wakes ? 0 : currentActor(s, k);
  const wakes = one ? [one] : stepStatus(s, def).wakes;
  const step = base(s, 'night', def.id, def.event, opts.brief === true);
  step.actors = wakes;
  step.line = def.line as NonNullable<Step['line']>;
  step.power = def.power;
  step.records = def.records;
  if (!opts.brief) step.before = calledBetween(s, s.pos, k);
  def.fill?.(s, step, wakes[0] ?? 0, def, opts.brief === true);
  if (!opts.brief) for (const f of s.ctx.hooks.nightTells) step.tell.push(...f(s, step));
  // Before the night's first event, what the day's end still allows (the stuttering judge's sign).
  if (s.pos === 0) for (const f of s.ctx.hooks.offerDusk) f(s, step, opts.brief === true);
  return step;
}

function dayStepOf(s: GameState, opts: NextStepOptions): Step {
  const kind = dayStep(s);
  const event: EventType = kind === 'tiebreak' ? 'exile' : kind;
  const brief = opts.brief === true;
  const step = base(s, kind, kind, event, brief);
  if (!brief && s.dayEvents === 0) {
    step.before = s.dawnCalls.slice();
    step.tell = dawnTells(s);
  }
  switch (kind) {
    case 'sheriff':
      step.targets = options(s, (x) => sheriffPick(s, x));
      step.noneOk = true;
      break;
    case 'badge':
      fillBadge(s, step);
      break;
    case 'vote':
      fillVote(s, step, brief);
      break;
    case 'tiebreak':
      step.actors = s.sheriff ? [s.sheriff] : [];
      step.targets = livingOptions(s, (x) => exilePick(s, x));
      step.noneOk = true;
      break;
    default:
      // A decision a death called for: its power's choices.
      moduleOfEvent(kind)?.fillDecision?.(s, step, s.pending[0].seat);
  }
  if (kind === 'sheriff' || kind === 'vote' || kind === 'tiebreak') {
    for (const f of s.ctx.hooks.offerDay) f(s, step, brief);
  }
  return step;
}

function fillBadge(s: GameState, step: Step): void {
  const from = s.pending[0].seat;
  step.actors = [from];
  step.targets = livingOptions(s, (x) => badgePick(s, from, x));
  step.noneOk = true;
}

function fillVote(s: GameState, step: Step, brief: boolean): void {
  const voters = livingOptions(s, (x) => voterPick(s, x));
  const actors = legalSeats(voters);
  step.actors = actors;
  step.targets = livingOptions(s, (x) => votedPick(s, x));
  // Votes a power adds at the tally (the crow's curse), for the page's count: the engine's tally adds the same.
  const extra = brief ? NO_WEIGHT : extraVotes(s);
  step.vote = { voters, weight: ballotWeights(s, actors, brief), loverOf: loversOf(s, actors), extra };
  step.alsoAccepts = accepting(step.alsoAccepts, 'exile');
  step.count = -1;
}

/** Each ballot's weight is for the page (the brief path leaves it empty: a vote's tally weighs the sheriff's). */
function ballotWeights(s: GameState, actors: readonly Seat[], brief: boolean): Record<number, number> {
  if (brief) return NO_WEIGHT;
  const weight: Record<number, number> = {};
  for (const v of actors) weight[v] = s.sheriff === v ? s.ctx.rules.sheriffVote : 1;
  return weight;
}

/** Whom each voter may not vote for whatever the tally (his lover), for the ballot entry. */
function loversOf(s: GameState, actors: readonly Seat[]): Record<number, Seat> {
  // Nobody's lover on a board where nothing forbids a ballot: one shared empty record.
  if (!s.ctx.hooks.forbids.length) return NO_LOVERS;
  const lovers: Record<number, Seat> = {};
  for (const v of actors) {
    const t = forbiddenFor(s, v);
    if (t) lovers[v] = t;
  }
  return lovers;
}

/** The first seat this voter may not vote for (0: none). */
function forbiddenFor(s: GameState, v: Seat): Seat | 0 {
  for (let t = 1; t <= s.alive.length; t++) if (t !== v && forbidden(s, v, t)) return t;
  return 0;
}

function extraVotes(s: GameState): Record<number, number> {
  const hooks = s.ctx.hooks.extraVotes;
  if (!hooks.length) return NO_WEIGHT;
  const extra: Record<number, number> = {};
  for (let t = 1; t <= s.alive.length; t++) {
    let n = 0;
    for (const f of hooks) n += f(s, t);
    if (n) extra[t] = n;
  }
  return extra;
}

/** The tells the engine itself makes (not a power's): the night's dead's cards under revealOnDeath (Tell). */
export const CORE_TELLS: Readonly<Record<string, ShownFields>> = { cards: { cards: 'seatCards' } };

/** At dawn: what powers tell (a shooter who may not shoot, Basic Rules 6(4)); the night's cards when revealOnDeath. */
export function dawnTells(s: GameState): Tell[] {
  const out: Tell[] = [];
  if (s.ctx.rules.revealOnDeath) {
    const cards = s.deaths.filter((d) => d.time === 'night' && d.n === s.day).map((d) => ({ seat: d.seat, role: s.roles[d.seat - 1] }));
    if (cards.length) out.push({ kind: 'cards', to: s.alive.flatMap((a, i) => (a ? [i + 1] : [])), cards });
  }
  for (const f of s.ctx.hooks.dawnTells) out.push(...f(s));
  return out;
}
