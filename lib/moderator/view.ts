import { apply, nextStep, reasonText } from '../engine';
import { eventFor } from './events';
import type { CalledStep, GameEvent, GameState, LineRef, ReasonCode, Seat, Step } from '../engine/types';
import type { Lang } from '../i18n';
import type { ResolvedRules } from '../catalogue/rules';
import { dawnLine, duskLine, scriptLine, stepLines } from './lines';
import { seatLabel } from './seats';
import { cardName, listOf, mt, type MKey } from './text';
import { compact, type Utterance } from './voice';
import { answerText, tellText } from './beats/shows';

export { answerText, tellText };

export const FAKE_PAUSE_MS = 6000;

export interface CalledView {
  title: string;
  icon: string;
  line: string;
  closeLine: string | null;
  fake: boolean;
  wakes: string;
  /** What to show those who wake (the offline demon on night 1: which seats are wolves, which are gods). */
  tells: string[];
}

export interface StepView {
  phase: string;
  title: string;
  icon: string;
  /** What the judge says now (night: the catalogue's line; day: the script's instruction). */
  line: string;
  /** Said when the step is recorded (night). */
  closeLine: string | null;
  note: string | null;
  wakes: string;
  before: CalledView[];
  /** Night falls just before this step (its first step): say the dusk line first. */
  dusk: string | null;
  /** The day starts with this step: say the dawn line first. */
  dawn: string | null;
  tells: string[];
  /** The answer the last event produced (the seer's check), to give by gesture before going on. */
  answer: string | null;
  /** The previous night step's closing line (after its answer). */
  prevClose: string | null;
  speech: Utterance[];
}

export const seatsText = (seats: readonly Seat[], names: readonly string[] | undefined, lang: Lang): string =>
  listOf(
    seats.map((s) => seatLabel(s, names, lang)),
    lang,
  );

/** A refusal's words for the page, without the engine's source note ("（Basic Rules 6(2)）"): users never see a source key. */
export function reason(code: ReasonCode | undefined, lang: Lang): string {
  return code ? reasonText(code, lang).replace(/\s*[(（][^()（）]*(?:seed|RULES|§)[^()（）]*[)）]/g, '') : '';
}

/** Why a step is called with nothing to record: its role absent or dead, or alive with nothing left to do (its power spent or lost). */
export const fakeNote = (c: CalledStep): string => (c.idle || c.lost ? 'called.idle' : 'called.fake');

function calledView(c: CalledStep, s: GameState, lang: Lang, names?: readonly string[]): CalledView {
  const l = stepLines({ ...c.line, night: c.night }, lang, s.ctx.rules, s.ctx.cards);
  return {
    title: l.wake,
    icon: l.icon,
    line: l.line,
    closeLine: l.closeLine,
    fake: c.fake,
    wakes: c.wakes.length ? mt('wakes', lang, { seats: seatsText(c.wakes, names, lang) }) : c.fake ? mt(fakeNote(c), lang) : '',
    tells: (c.tell ?? []).map((t) => tellText(t, lang, names, s.ctx.cards)).filter(Boolean),
  };
}

// A day step's title and line are keyed by its kind (step.<kind>, line.<kind>): a decision a death calls
// for (the hunter's shot, the badge, the scapegoat's voters) names the seat who decides.
function dayTitle(step: Step, s: GameState, lang: Lang, names?: readonly string[]): string {
  const who = step.actors[0] ? seatLabel(step.actors[0], names, lang) : '';
  switch (step.kind) {
    case 'sheriff':
      return mt('step.sheriff', lang);
    case 'vote':
      return s.vote.round > 0 ? mt('step.pk', lang, { n: s.vote.round }) : mt('step.vote', lang);
    case 'night':
    case 'over':
      return mt('step.over', lang);
    // The shot names the card that shoots (the hunter, the wolf king …), from the deal.
    default:
      return mt(`step.${step.kind}` as MKey, lang, { seat: who, card: step.actors[0] ? cardName(s, s.roles[step.actors[0] - 1], lang) : '' });
  }
}

function dayLine(step: Step, s: GameState, lang: Lang, names?: readonly string[]): string {
  const r = s.ctx.rules;
  const who = step.actors[0] ? seatLabel(step.actors[0], names, lang) : '';
  switch (step.kind) {
    case 'sheriff':
      return scriptLine('day.sheriff.run', r, lang);
    case 'vote':
      return s.vote.round > 0 ? scriptLine('day.tie', r, lang) : scriptLine('day.vote', r, lang);
    case 'tiebreak':
      return mt('line.tiebreak', lang, { seat: who, seats: seatsText(s.vote.tiebreak ?? [], names, lang) });
    case 'night':
    case 'over':
      return '';
    default:
      return mt(`line.${step.kind}` as MKey, lang, { seat: who });
  }
}

/** What a step's view says by night and by day alike: the steps called first, the tells, the answer, the previous step's close. */
type SharedView = Pick<StepView, 'before' | 'tells' | 'answer' | 'prevClose'>;

/** The previous night step's closing line: it closes once its answer is given (the seer closes her eyes after the gesture). */
function prevCloseLine(prev: GameState | null, lang: Lang, r: ResolvedRules): string | null {
  const prevLine = prev && prev.phase === 'night' ? nextStep(prev, { brief: true }).line : null;
  return prevLine && prev ? stepLines(prevLine, lang, r, prev.ctx.cards).closeLine : null;
}

function nightView(s: GameState, step: Step, line: LineRef, prev: GameState | null, shared: SharedView, lang: Lang, names?: readonly string[]): StepView {
  const r = s.ctx.rules;
  const firstOfNight = s.phase === 'night' && (prev?.phase !== 'night' || prev.night !== s.night);
  const l = stepLines({ ...line, night: s.night }, lang, r, s.ctx.cards);
  return {
    phase: mt('phase.night', lang, { n: s.night }),
    title: l.wake,
    icon: l.icon,
    line: l.line,
    closeLine: l.closeLine,
    note: l.note,
    wakes: step.actors.length ? mt('wakes', lang, { seats: seatsText(step.actors, names, lang) }) : '',
    before: shared.before,
    dusk: firstOfNight ? duskLine(r, lang) : null,
    dawn: null,
    tells: shared.tells,
    answer: shared.answer,
    prevClose: shared.prevClose,
    speech: [],
  };
}

function dayView(s: GameState, step: Step, prev: GameState | null, shared: SharedView, lang: Lang, names?: readonly string[]): StepView {
  const firstOfDay = s.phase !== 'night' && s.dayEvents === 0 && (!prev || prev.phase === 'night');
  return {
    phase: step.kind === 'over' ? mt('phase.over', lang) : mt('phase.day', lang, { n: s.day }),
    title: dayTitle(step, s, lang, names),
    icon: DAY_ICON[step.kind] ?? '☀️',
    line: dayLine(step, s, lang, names),
    closeLine: null,
    note: null,
    wakes: step.actors.length && step.kind !== 'vote' ? mt('decides', lang, { seats: seatsText(step.actors, names, lang) }) : '',
    before: shared.before,
    dusk: null,
    dawn: firstOfDay && step.kind !== 'over' ? dawnLine(s.ctx.rules, lang) : null,
    tells: shared.tells,
    answer: shared.answer,
    prevClose: shared.prevClose,
    speech: [],
  };
}

/** The view of the current step. `prev` is the state before the last event (null at the start). */
export function stepView(s: GameState, step: Step, prev: GameState | null, lang: Lang, names?: readonly string[]): StepView {
  const r = s.ctx.rules;
  const shared: SharedView = {
    before: step.before.map((c) => calledView(c, s, lang, names)),
    tells: step.tell.map((t) => tellText(t, lang, names, s.ctx.cards)).filter(Boolean),
    answer: answerText(s, lang, names),
    prevClose: prevCloseLine(prev, lang, r),
  };
  const view = step.kind === 'night' && step.line ? nightView(s, step, step.line, prev, shared, lang, names) : dayView(s, step, prev, shared, lang, names);
  view.speech = speechOf(view, step);
  return view;
}

const DAY_ICON: Record<string, string> = { sheriff: '⭐', shoot: '🔫', badge: '⭐', scapegoat: '🐐', vote: '🗳️', tiebreak: '⚖️', over: '🏁' };

/** What the voice reads: only public lines (never an answer, a victim or a card), with the fake steps' pauses. */
function speechOf(v: StepView, step: Step): Utterance[] {
  const list: Utterance[] = [];
  if (v.prevClose) list.push({ text: v.prevClose, pauseAfterMs: 800 });
  if (v.dusk) list.push({ text: v.dusk, pauseAfterMs: 1500 });
  for (const c of v.before) {
    list.push({ text: c.line, pauseAfterMs: c.fake ? FAKE_PAUSE_MS : 3000 });
    if (c.closeLine) list.push({ text: c.closeLine, pauseAfterMs: 1000 });
  }
  if (v.dawn) list.push({ text: v.dawn, pauseAfterMs: 800 });
  if (step.kind === 'night') list.push({ text: v.line, pauseAfterMs: 0 });
  return compact(list);
}

/**
 * Runs the path of one tap on a throwaway copy (the first legal choice of the current step, the next step,
 * its view) so that the browser has compiled it before the judge's first real tap. Nothing is kept.
 */
export function warmUp(s: GameState, lang: Lang): void {
  const step = nextStep(s);
  const seat = step.targets.find((o) => o.ok)?.seat;
  let e: GameEvent | null = null;
  if (step.kind === 'vote' || step.kind === 'tiebreak') e = { type: 'exile', seat: seat ?? null };
  else if (step.potions) {
    // The potions step: warm up on using nothing (the step allows none).
    const b = eventFor(step, { kind: 'none' });
    if (b.ok) e = b.event;
  } else if (step.kind !== 'over' && seat !== undefined) {
    const b = eventFor(step, {
      kind: 'seats',
      seats:
        step.count > 1
          ? step.targets
              .filter((o) => o.ok)
              .slice(0, step.count)
              .map((o) => o.seat)
          : [seat],
    });
    if (b.ok) e = b.event;
  }
  if (!e) return;
  const r = apply(s, e);
  if (r.ok) stepView(r.state, nextStep(r.state), s, lang);
}
