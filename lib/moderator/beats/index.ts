// The game as spoken beats: what the judge says aloud, in order, from "天黑请闭眼" to the winner, each with
// who it concerns, what the judge shows whom, what it waits for and what the engine accepts then. Computed
// from the engine's states alone through the declared flow (flow.ts), so the page and `wolfboard beats` show
// the same thing (docs/architecture.md, "The flow").
import type { Lang } from '../../i18n';
import { segment } from './flow';
import { newLineCache } from './make';
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
export function* eachBeat(log: BeatLog, lang: Lang, opts: BeatOptions = {}): Generator<Beat> {
  const cache = newLineCache();
  for (let i = 0; i < log.states.length; i++) yield* cut(segment(log, i, lang, opts, cache), log.record.events[i]);
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
