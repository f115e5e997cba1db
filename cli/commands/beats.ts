// `wolfboard beats FILE [--lang zh-CN|zh-TW|en] [--json]`: a game record as the judge's spoken beats, from
// the start up to and including the next beat that waits for an event (what the moderator page shows now).
// The page and this verb make them by the same flow (lib/moderator/beats: beatsOf, eachRecordBeat).
//
// Exit codes (as `replay`): 0 the beats; 1 an illegal event (its index from 0 and why); 2 the file is
// unreadable or not a record, or a usage error.
//
// --json prints to stdout (a public contract):
//   { "beats": [ { "kind", "night"|"day": n, "say", "seats": [seats], "waitsFor": EVENT_TYPE|null, "after": INDEX,
//                  "shows": [ { "seats": [seats], "text", "code" } ], "accepts": [EVENT_TYPE], "offers": [EVENT_TYPE] } ] }
//   kind: step | announce | election | lastWords | speeches | vote | pk | exile | decision | nightfall | end;
//   after: the index of the last event recorded before the beat (−1 before any); shows: what the judge shows and
//   to whom (empty seats: the judge keeps it in view), code a tell's kind, answer, wakes, note, script, …;
//   accepts: on the waiting beat, every event type the engine accepts next; offers: the day actions offered there.
//   illegal (exit 1): { "error": { "event": INDEX_FROM_0, "message" } }; not a record (2): { "error": { "message", "problems" } }
import { replay } from '../../lib/engine';
import { eachRecordBeat } from '../../lib/moderator/beats';
import { mt } from '../../lib/moderator/text';
import { describeError } from '../../lib/engine/reasons';
import { t } from '../../lib/i18n';
import { writeBeatsJson } from '../beats-json';
import { langOption, parseArgs, type Io } from '../io';
import { langUsage, oneFile } from '../usage';
import { readRecordFile } from '../read-record';
import { verb } from '../verb';

export const run = verb('beats', async (args: string[], io: Io): Promise<number> => {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', lang: 'string' });
  const lang = langOption(flags.lang, io.env);
  if (!lang) throw langUsage();
  const json = flags.json === true;
  const path = oneFile(positionals);
  const record = readRecordFile('beats', path, io, lang, json);
  if (record === 2) return 2;
  // Replayed first, to refuse an illegal record before any beat is written; its states are kept (a game's
  // states share what did not change: 30,000 of them take about 10 MB) for the beats to read, not fold again.
  const r = replay(record, { keepStates: true });
  if (!r.ok) {
    const e = r.error;
    if (json) io.out(JSON.stringify({ error: { event: e.event, message: e.message } }, null, 2));
    else io.err(`wolfboard beats: ${path}: ${t('cli.beats.illegal', lang, { event: e.event, message: describeError(e, lang) })}`);
    return 1;
  }
  // No voice here: the beats' speech (the page's, for speech synthesis) is never printed, so never made.
  const beats = eachRecordBeat(record, lang, { names: record.names, speech: false }, r.states);
  if (json) {
    writeBeatsJson(beats, bytesOut(io));
    return 0;
  }
  // The beats come in order: the phase's words change with the night or the day, not with every beat.
  const out = lineWriter(io);
  let night: boolean | null = null;
  let n = -1;
  let when = '';
  for (const b of beats) {
    const isNight = b.night !== undefined;
    const k = isNight ? (b.night as number) : (b.day ?? 0);
    if (isNight !== night || k !== n) {
      night = isNight;
      n = k;
      when = mt(isNight ? 'phase.night' : 'phase.day', lang, { n: k });
    }
    // A beat's lines as one text (the writer cuts pieces between beats).
    let text = `[${b.after}] ${when} · ${b.icon} ${b.title}${b.waitsFor ? ` ⏸ "${b.waitsFor}"` : ''}`;
    for (const l of b.lines) text += `\n    “${l}”`;
    for (const x of b.shows) text += `\n    (${x.text})`;
    out.line(text);
  }
  out.end();
  return 0;
});

/** The bytes a verb writes, to the output as they are, else as text to out() (each piece ends a line, which out() adds). */
function bytesOut(io: Io): (bytes: Uint8Array) => void {
  if (io.outBytes) return io.outBytes.bind(io);
  const decoder = new TextDecoder();
  return (bytes) => io.out(decoder.decode(bytes).slice(0, -1));
}

/**
 * Output gathered in pieces of about 64 KB: one write per piece, not per line nor one for the whole text. A
 * piece ends where a new line starts (the write adds the line break).
 */
function lineWriter(io: Io): { line(text: string): void; end(): void } {
  // The piece's lines, joined once when it is written (one flat string, not one grown line by line).
  let lines: string[] = [];
  let size = 0;
  return {
    line(text) {
      if (size > 1 << 16) {
        io.out(lines.join('\n'));
        lines = [];
        size = 0;
      }
      lines.push(text);
      size += text.length + 1;
    },
    end() {
      if (lines.length) io.out(lines.join('\n'));
    },
  };
}
