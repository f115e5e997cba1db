// One segment's beats as they are made: the words carried to the next beat (a closing line said just before
// it), and the beat with its speech. Every part of the declared flow (flow.ts) adds its beats through here.
import { nextStep } from '../../engine';
import type { Answer, EventType, GameEvent, GameState, Seat, Step, Tell } from '../../engine/types';
import type { Lang } from '../../i18n';
import type { ResolvedRules } from '../../catalogue/rules';
import { type LineKey, scriptLine, type StepLines, stepLines } from '../lines';
import { dawnIndex } from '../announce';
import { seatLabel } from '../seats';
import { listOf, mt } from '../text';
import { compact, type Utterance } from '../voice';
import { answerShow, customAsker, tellShow, wakesShow } from './shows';
import type { Beat, BeatLog, BeatOptions, Show } from './types';

export const FAKE_PAUSE = 6000;

/** The words as the voice says them: without the stage directions in brackets ("（法官指向被刀的玩家）"), which the judge does, not says. */
export const spoken = (t: string): string => (t.includes('（') || t.includes('(') ? t.replace(/\s*(?:（[^）]*）|\([^)]*\))/g, '').trim() : t.trim());

/** What every part of the flow reads while one segment is made: the states around the event, the words. */
export interface Seg {
  readonly log: BeatLog;
  /** The segment: the beats after event i − 1, up to the one waiting for event i. */
  readonly i: number;
  readonly s: GameState;
  readonly prev: GameState | null;
  /** The event that led from prev to s. */
  readonly e: GameEvent | null;
  readonly step: Step;
  readonly rules: ResolvedRules;
  readonly lang: Lang;
  readonly opts: BeatOptions;
  readonly names: readonly string[] | undefined;
  /** One seat, a list of seats, in words. */
  readonly L: (x: Seat) => string;
  readonly S: (xs: readonly Seat[]) => string;
  /** What the judge shows (lib/moderator/beats/shows): who wakes, a tell, a check's answer; worded once per call for each value. */
  readonly wakes: (seats: readonly Seat[]) => Show;
  readonly tell: (t: Tell) => Show;
  readonly answer: (a: Answer, night: number) => Show;
  /**
   * A night step's lines in this language, said on `night` (made once per step for the whole log: a long
   * record repeats them); the step's key as the engine gives it, the night apart (no copy of the key per call).
   */
  readonly lines: (key: LineKey, night: number | undefined) => StepLines;
  /** Index in the log's states of the dawn of this state's day (the first state of that day), or -1. */
  readonly dawn: () => number;
  /** The engine's next step of a state of this log (computed once per call). */
  readonly stepOf: (x: GameState) => Step;
  /** A line of the judge's script (no parameters) in this language, as the board's rules make it. */
  readonly script: (key: string) => string;
  /** Lines said at the start of the next beat (a closing line, the badge handed over). */
  carry: string[];
  readonly out: Beat[];
}

/**
 * The words a log's beats repeat (the night steps' lines, the script's): made once per call (eachBeat, eachRecordBeat) for the
 * whole log, none kept between calls. The board's rules they depend on are the same in every state of a log.
 */
export interface LineCache {
  readonly steps: Map<string, StepLines>;
  /** The same by the key object the engine hands out again (a step's line is its order entry's): first night, later. */
  readonly stepsByKey: WeakMap<LineKey, [StepLines | undefined, StepLines | undefined]>;
  readonly script: Map<string, string>;
  /** The engine's next step of each state read (a segment reads its own and the one before); a state let go is deleted. */
  readonly next: Map<GameState, Step>;
  /** Each seat in words ("3号", "Seat 3 (Ann)"). */
  readonly seats: Map<Seat, string>;
  /**
   * Words made from a value, by a key its own text makes (a list of seats, a tell or an answer as JSON): a long
   * record shows the same few again and again, and the key costs less than wording it again.
   */
  readonly worded: Map<string, string>;
}

export const newLineCache = (): LineCache => ({
  steps: new Map(),
  stepsByKey: new WeakMap(),
  script: new Map(),
  next: new Map(),
  seats: new Map(),
  worded: new Map(),
});

/**
 * The key of a tell or an answer as the words it makes (its JSON), or null when JSON would not tell it apart: a
 * field that is there but undefined selects a variant that a missing one does not (lib/moderator/beats/shown).
 */
function shownKey(tag: string, x: object): string | null {
  for (const k in x) if ((x as Record<string, unknown>)[k] === undefined) return null;
  return `${tag}${JSON.stringify(x)}`;
}

/** The text `make` words, kept under `key` (none: made each time). */
function wordedOnce(cache: LineCache, key: string | null, make: () => string): string {
  if (key === null) return make();
  let text = cache.worded.get(key);
  if (text === undefined) {
    text = make();
    cache.worded.set(key, text);
  }
  return text;
}

/** The engine's next step of a state, computed once per call. */
export function stepOf(cache: LineCache, x: GameState): Step {
  const known = cache.next.get(x);
  if (known) return known;
  const step = nextStep(x);
  cache.next.set(x, step);
  return step;
}

export function newSeg(log: BeatLog, i: number, step: Step, lang: Lang, opts: BeatOptions, cache = newLineCache(), dawn?: number): Seg {
  const s = log.states[i];
  const names = opts.names;
  const L = (x: Seat) => {
    const l = cache.seats.get(x) ?? seatLabel(x, names, lang);
    cache.seats.set(x, l);
    return l;
  };
  return {
    log,
    i,
    s,
    prev: i > 0 ? log.states[i - 1] : null,
    e: i > 0 ? log.record.events[i - 1] : null,
    step,
    rules: s.ctx.rules,
    lang,
    opts,
    names,
    L,
    S: (xs) => (xs.length ? wordedOnce(cache, `S${xs.join(',')}`, () => listOf(xs.map(L), lang)) : mt('nobody', lang)),
    wakes: (seats) => ({ seats: [...seats], text: wordedOnce(cache, `W${seats.join(',')}`, () => wakesShow(seats, lang, names).text), code: 'wakes' }),
    tell: (t) => ({ seats: [...t.to], text: wordedOnce(cache, shownKey('T', t), () => tellShow(t, lang, names, s.ctx.cards).text), code: t.kind }),
    answer: (a, night) => ({
      seats: [a.to],
      text: wordedOnce(cache, shownKey(night > 1 ? 'A2' : 'A1', a), () => answerShow(a, lang, names, night, s.ctx.cards, customAsker(s, a)).text),
      code: 'answer',
    }),
    lines: (key, night) => {
      const later = (night ?? 1) > 1 ? 1 : 0;
      const known = cache.stepsByKey.get(key);
      const hit = known?.[later];
      if (hit) return hit;
      const id = `${key.role}/${key.step}/${later ? 'later' : 'first'}/${key.number ?? ''}`;
      const l = cache.steps.get(id) ?? stepLines({ ...key, night }, lang, s.ctx.rules, s.ctx.cards);
      cache.steps.set(id, l);
      if (known) known[later] = l;
      else cache.stepsByKey.set(key, later ? [undefined, l] : [l, undefined]);
      return l;
    },
    dawn: () => dawn ?? dawnIndex(log.states, s.day),
    stepOf: (x) => stepOf(cache, x),
    script: (key) => {
      const l = cache.script.get(key) ?? scriptLine(key, s.ctx.rules, lang);
      cache.script.set(key, l);
      return l;
    },
    carry: [],
    out: [],
  };
}

export type BeatSpec = Omit<Beat, 'after' | 'speech' | 'fake' | 'step' | 'shows' | 'accepts' | 'offers'> &
  Partial<Pick<Beat, 'fake' | 'step' | 'shows' | 'accepts' | 'offers'>>;

const NONE: EventType[] = [];
const NO_SPEECH: Utterance[] = [];

/** What the voice reads of a beat's lines: a fake step's last line is followed by a long pause. */
function speechOf(lines: readonly string[], fake: boolean, pauseAfter?: (k: number, n: number) => number): Utterance[] {
  const pause = pauseAfter ?? ((k: number, n: number) => (k === n - 1 ? (fake ? FAKE_PAUSE : 0) : 800));
  return compact(lines.map((t, k) => ({ text: spoken(t), pauseAfterMs: pause(k, lines.length) })));
}

/** The carried lines, then the beat's own, the empty ones left out; the carry is emptied. */
function takeLines(c: Seg, own: readonly string[]): string[] {
  const lines: string[] = [];
  if (c.carry.length) {
    for (const l of c.carry) if (l) lines.push(l);
    c.carry.length = 0;
  }
  for (const l of own) if (l) lines.push(l);
  return lines;
}

/** The shows that have words: the spec's own list when every show has words (most do), as it is made for this beat alone. */
const wordedShows = (shows: Show[] | undefined): Show[] => (shows ? (shows.every((x) => x.text) ? shows : shows.filter((x) => x.text)) : []);

/** Adds a beat, the carried lines first; a fake step's last line is followed by a long pause. */
export function push(c: Seg, b: BeatSpec, pauseAfter?: (k: number, n: number) => number): Beat {
  const lines = takeLines(c, b.lines);
  const fake = b.fake ?? false;
  const speech = c.opts.speech === false ? NO_SPEECH : speechOf(lines, fake, pauseAfter);
  // Written field by field (one object shape for every beat): a long record makes tens of thousands.
  const beat: Beat = {
    kind: b.kind,
    title: b.title,
    icon: b.icon,
    lines,
    shows: wordedShows(b.shows),
    seats: b.seats,
    waitsFor: b.waitsFor,
    accepts: b.accepts ?? NONE,
    offers: b.offers ?? NONE,
    after: c.i - 1,
    fake,
    step: b.step ?? null,
    speech,
  };
  if (b.night !== undefined) beat.night = b.night;
  if (b.day !== undefined) beat.day = b.day;
  c.out.push(beat);
  return beat;
}
