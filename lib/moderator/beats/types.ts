// The shapes of the judge's spoken beats: what the page shows one at a time and `wolfboard beats` prints.
import type { EventType, GameEvent, GameState, Seat } from '../../engine/types';
import type { ElectionDraft } from '../sheriff';
import type { Direction } from '../speaking';
import type { Utterance } from '../voice';

export type BeatKind = 'step' | 'announce' | 'election' | 'lastWords' | 'speeches' | 'vote' | 'pk' | 'exile' | 'decision' | 'nightfall' | 'end';

/**
 * Something the judge shows, not says: to `seats` (the players who see it; empty: the judge keeps it in view),
 * in words, with a code a test or another tool reads (a tell's kind, `answer`, `wakes`, `note`).
 */
export interface Show {
  seats: Seat[];
  text: string;
  code: string;
}

export interface Beat {
  kind: BeatKind;
  /** The night (night beats) or the day (day beats, the end) it belongs to. */
  night?: number;
  day?: number;
  /** A short title for the page. */
  title: string;
  icon: string;
  /** The words to say aloud, in order (all public: voice reads exactly these). */
  lines: string[];
  /** What the judge shows or keeps to himself, with whom it is for: never read aloud. */
  shows: Show[];
  /** The seats it concerns: who wakes or decides, the dead, the speakers in order, the tied. */
  seats: Seat[];
  /** The event type it records, or null for a beat that needs one tap. */
  waitsFor: EventType | null;
  /** The waiting beat: every event type the engine accepts next (the step's and the day actions'); else empty. */
  accepts: EventType[];
  /** The day actions the page offers while this beat is shown (a self-destruct, a duel): a part of `accepts`. */
  offers: EventType[];
  /** Index of the last event recorded before it (−1 before any). */
  after: number;
  /** A called step of an absent, dead or powerless role: say it and pause so that silence leaks nothing. */
  fake: boolean;
  /** The engine's step id for a waiting beat or a called step (guard, vote, shoot, …). */
  step: string | null;
  /** What the voice reads, with pauses. */
  speech: Utterance[];
}

/** The `wolfboard beats --json` shape of one beat (a public contract). */
export interface BeatJson {
  kind: BeatKind;
  night?: number;
  day?: number;
  say: string;
  seats: Seat[];
  waitsFor: EventType | null;
  after: number;
  shows: Show[];
  accepts: EventType[];
  offers: EventType[];
}

export interface BeatOptions {
  names?: readonly string[];
  /** The day's speaking direction (the sheriff's choice; default from the left). */
  dir?: Direction;
  /** The sheriff election in progress (the page's draft): its speeches and withdrawals. */
  election?: ElectionDraft | null;
  /** false: no beat's `speech` is made (left empty): `wolfboard beats` prints the lines, never the voice's list. */
  speech?: boolean;
}

export interface BeatLog {
  readonly states: readonly GameState[];
  readonly record: { readonly events: readonly GameEvent[] };
}
