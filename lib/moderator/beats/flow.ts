// The judge's flow, declared once: what a segment of beats holds, in the order it is said. Segment i holds the
// beats after event i − 1 (−1: before any) up to and including the one that waits for event i; each part reads
// the states around the event, the engine's next step (what it accepts) and the board's rules, never a role:
// a power brings its words as messages and declares the day moments its actions interrupt (docs/architecture.md,
// "The flow").
import type { Lang } from '../../i18n';
import { announce, dawnCalls, lastWords, nightfall, opening } from './dawn';
import { dayEventBeats } from './day-events';
import { newLineCache, newSeg, type Seg, stepOf } from './make';
import { closeStep } from './night';
import type { Beat, BeatLog, BeatOptions } from './types';
import { waiting } from './waiting';

export interface FlowPart {
  /** What it says: a name for docs and tests. */
  readonly id: string;
  readonly make: (c: Seg) => void;
}

/** The parts of a segment, in the order the judge says them. */
export const FLOW: readonly FlowPart[] = [
  // A game that opens with a day (day 0): its first words.
  { id: 'opening', make: opening },
  // The night step just recorded closes (after its answer, given by gesture).
  { id: 'close', make: closeStep },
  // What the day event did: the exile or PK, a shot, a self-destruct, a duel, the badge, the sheriff.
  { id: 'dayEvent', make: dayEventBeats },
  // Dawn: the night's remaining steps called aloud.
  { id: 'dawnCalls', make: dawnCalls },
  // The night's deaths (after the election held before them).
  { id: 'announce', make: announce },
  // Last words, in seat order, once every death power has resolved.
  { id: 'lastWords', make: lastWords },
  // Night falls.
  { id: 'nightfall', make: nightfall },
  // The beat that waits: a night step, the election, the speeches and the vote, a decision, the end.
  { id: 'waiting', make: waiting },
];

/** Segment i of a log; `dawn`, when the caller tracks it, the index of the dawn of states[i]'s day (else searched). */
export function segment(log: BeatLog, i: number, lang: Lang, opts: BeatOptions, cache = newLineCache(), dawn?: number): Beat[] {
  const c = newSeg(log, i, stepOf(cache, log.states[i]), lang, opts, cache, dawn);
  for (const part of FLOW) part.make(c);
  return c.out;
}
