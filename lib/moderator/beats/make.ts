// One segment's beats as they are made: the words carried to the next beat (a closing line said just before
// it), and the beat with its speech. Every part of the declared flow (flow.ts) adds its beats through here.
import type { EventType, GameEvent, GameState, Seat, Step } from '../../engine/types';
import type { Lang } from '../../i18n';
import type { ResolvedRules } from '../../rules';
import { seatLabel } from '../seats';
import { listOf, mt } from '../text';
import { compact } from '../voice';
import type { Beat, BeatLog, BeatOptions } from './types';

export const FAKE_PAUSE = 6000;

/** The words as the voice says them: without the stage directions in brackets ("（法官指向被刀的玩家）"), which the judge does, not says. */
export const spoken = (t: string): string => t.replace(/\s*(?:（[^）]*）|\([^)]*\))/g, '').trim();

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
  /** Lines said at the start of the next beat (a closing line, the badge handed over). */
  carry: string[];
  readonly out: Beat[];
}

export function newSeg(log: BeatLog, i: number, step: Step, lang: Lang, opts: BeatOptions): Seg {
  const s = log.states[i];
  const names = opts.names;
  const L = (x: Seat) => seatLabel(x, names, lang);
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
    carry: [],
    out: [],
  };
}

export type BeatSpec = Omit<Beat, 'after' | 'speech' | 'fake' | 'step' | 'shows' | 'accepts' | 'offers'> &
  Partial<Pick<Beat, 'fake' | 'step' | 'shows' | 'accepts' | 'offers'>>;

const NONE: EventType[] = [];

/** Adds a beat, the carried lines first; a fake step's last line is followed by a long pause. */
export function push(c: Seg, b: BeatSpec, pauseAfter?: (k: number, n: number) => number): Beat {
  const lines = [...c.carry.splice(0), ...b.lines].filter(Boolean);
  const fake = b.fake ?? false;
  const pause = pauseAfter ?? ((k: number, n: number) => (k === n - 1 ? (fake ? FAKE_PAUSE : 0) : 800));
  const beat: Beat = {
    ...b,
    lines,
    shows: (b.shows ?? []).filter((x) => x.text),
    accepts: b.accepts ?? NONE,
    offers: b.offers ?? NONE,
    after: c.i - 1,
    fake,
    step: b.step ?? null,
    speech: compact(lines.map((t, k) => ({ text: spoken(t), pauseAfterMs: pause(k, lines.length) }))),
  };
  c.out.push(beat);
  return beat;
}
