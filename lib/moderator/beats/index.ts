// The game as spoken beats: what the judge says aloud, in order, from "天黑请闭眼" to the winner, each with
// who it concerns, what the judge shows whom, what it waits for and what the engine accepts then. Computed
// from the engine's states alone through the declared flow (flow.ts), so the page and `wolfboard beats` show
// the same thing (docs/architecture.md, "The flow").
import { apply, type GameRecord, newGame } from '../../engine';
import type { GameState } from '../../engine/types';
import type { Lang } from '../../i18n';
import { segment } from './flow';
import { type LineCache, newLineCache } from './make';
import type { Beat, BeatJson, BeatLog, BeatOptions } from './types';

export type { Beat, BeatJson, BeatLog, BeatOptions } from './types';
export { sideLines, winnerText, winWhy } from './end';

/**
 * A recorded segment up to the beat at which its next event was recorded: a day action offered mid-way (a
 * self-destruct in the speeches) ends the segment there, so what follows it is never said.
 */
function cut(beats: Beat[], next: { type: string } | undefined): Beat[] {
  const k = next ? beats.findIndex((b) => (b.offers as readonly string[]).includes(next.type)) : -1;
  return k >= 0 ? beats.slice(0, k + 1) : beats;
}

/**
 * Every beat of a log from the start up to and including the one waiting for the next event (or the end), one
 * segment at a time: a long record's beats are written as they are made, never all held at once.
 */
function* eachBeat(log: BeatLog, lang: Lang, opts: BeatOptions = {}): Generator<Beat> {
  const cache = newLineCache();
  for (let i = 0; i < log.states.length; i++) yield* cut(segment(log, i, lang, opts, cache), log.record.events[i]);
}

/**
 * eachBeat of a record, folding its events as it goes instead of over a log of every state: it holds only the
 * states a segment reads (the one before, and back to the dawn of the current day: docs/architecture.md, "The
 * flow"), so a long record's beats take memory for a day, not for the game. The record must replay (replay
 * first: an illegal event is the caller's to report); else this throws. `folded`: the states of that replay
 * (replay's keepStates), read instead of folding the events a second time; the caller then holds them all.
 */
export function* eachRecordBeat(record: GameRecord, lang: Lang, opts: BeatOptions = {}, folded?: readonly GameState[]): Generator<Beat> {
  if (folded && folded.length !== record.events.length + 1) throw new Error('eachRecordBeat: the folded states are not this record’s');
  const events = record.events;
  // Only held states are read: those before the previous dawn are let go (undefined) as the day turns.
  const states: GameState[] = [folded ? folded[0] : firstState(record)];
  const log: BeatLog = { states, record };
  const cache = newLineCache();
  let dawn = 0;
  let from = 0;
  for (let i = 0; ; i++) {
    const s = states[i];
    if (i > 0 && s.day !== states[i - 1].day) {
      dawn = i;
      from = letGo(states, cache, from, i - 1);
    }
    const said = cut(segment(log, i, lang, opts, cache, dawn), events[i]);
    for (let k = 0; k < said.length; k++) yield said[k];
    if (i === events.length) return;
    states.push(folded ? folded[i + 1] : foldEvent(s, events, i));
  }
}

/** The record's first state (it must set up: replay it first). */
function firstState(record: GameRecord): GameState {
  const g = newGame(record.board, record.seats, record.bottom);
  if (!g.ok) throw new Error('eachRecordBeat: the record does not set up (replay it first)');
  return g.state;
}

/** The state after event `i` (it must be legal: replay the record first). */
function foldEvent(s: GameState, events: GameRecord['events'], i: number): GameState {
  const r = apply(s, events[i]);
  if (!r.ok) throw new Error(`eachRecordBeat: event ${i} is refused (replay the record first)`);
  return r.state;
}

/** The held states from `from` up to `to` (excluded) let go, with their cached next steps; returns where the held states now start. */
function letGo(states: GameState[], cache: LineCache, from: number, to: number): number {
  let k = from;
  for (; k < to; k++) {
    cache.next.delete(states[k]);
    states[k] = undefined as unknown as GameState;
  }
  return k;
}

/** Every beat of a log (eachBeat, collected). */
export function beatsOf(log: BeatLog, lang: Lang, opts: BeatOptions = {}): Beat[] {
  return [...eachBeat(log, lang, opts)];
}

/** The beats after the last recorded event: what the page shows now, one at a time. */
export function currentBeats(log: BeatLog, lang: Lang, opts: BeatOptions = {}): Beat[] {
  return segment(log, log.states.length - 1, lang, opts);
}

export function beatJson(b: Beat): BeatJson {
  const when = b.night !== undefined ? { night: b.night } : { day: b.day ?? 0 };
  return {
    kind: b.kind,
    ...when,
    say: b.lines.join(' '),
    seats: b.seats,
    waitsFor: b.waitsFor,
    after: b.after,
    shows: b.shows,
    accepts: b.accepts,
    offers: b.offers,
  };
}
