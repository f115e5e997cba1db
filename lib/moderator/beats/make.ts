// One segment's beats as they are made: the words carried to the next beat (a closing line said just before
// it), and the beat with its speech. Every part of the declared flow (flow.ts) adds its beats through here.
import { nextStep } from '../../engine';
import type { EventType, GameEvent, GameState, Seat, Step } from '../../engine/types';
import type { Lang } from '../../i18n';
import type { ResolvedRules } from '../../catalogue/rules';
import { type LineKey, scriptLine, type StepLines, stepLines } from '../lines';
import { dawnIndex } from '../announce';
import { seatLabel } from '../seats';
import { listOf, mt } from '../text';
import { compact } from '../voice';
import type { Beat, BeatLog, BeatOptions } from './types';

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
  /** A night step's lines in this language (made once per step for the whole log: a long record repeats them). */
  readonly lines: (key: LineKey) => StepLines;
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
  readonly script: Map<string, string>;
  /** The engine's next step of each state read (a segment reads its own and the one before); a state let go is deleted. */
  readonly next: Map<GameState, Step>;
  /** Each seat in words ("3号", "Seat 3 (Ann)"). */
  readonly seats: Map<Seat, string>;
}

export const newLineCache = (): LineCache => ({ steps: new Map(), script: new Map(), next: new Map(), seats: new Map() });

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
    S: (xs) => (xs.length ? listOf(xs.map(L), lang) : mt('nobody', lang)),
    lines: (key) => {
      const id = `${key.role}/${key.step}/${(key.night ?? 1) > 1 ? 'later' : 'first'}/${key.number ?? ''}`;
      const l = cache.steps.get(id) ?? stepLines(key, lang, s.ctx.rules);
      cache.steps.set(id, l);
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

/** Adds a beat, the carried lines first; a fake step's last line is followed by a long pause. */
export function push(c: Seg, b: BeatSpec, pauseAfter?: (k: number, n: number) => number): Beat {
  const lines: string[] = [];
  for (const l of c.carry) if (l) lines.push(l);
  c.carry.length = 0;
  for (const l of b.lines) if (l) lines.push(l);
  const fake = b.fake ?? false;
  const pause = pauseAfter ?? ((k: number, n: number) => (k === n - 1 ? (fake ? FAKE_PAUSE : 0) : 800));
  const speech = compact(lines.map((t, k) => ({ text: spoken(t), pauseAfterMs: pause(k, lines.length) })));
  // Written field by field (one object shape for every beat): a long record makes tens of thousands.
  const beat: Beat = {
    kind: b.kind,
    title: b.title,
    icon: b.icon,
    lines,
    shows: b.shows ? b.shows.filter((x) => x.text) : [],
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
