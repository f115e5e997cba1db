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
import { type BeatJson, beatJson, eachRecordBeat } from '../../lib/moderator/beats';
import { mt } from '../../lib/moderator/text';
import { describeError } from '../../lib/engine/reasons';
import { t } from '../../lib/i18n';
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
  // Replayed first without keeping its states, to refuse an illegal record before any beat is written; the
  // beats then fold the events again as they are made (eachRecordBeat holds a day's states, not the game's).
  const r = replay(record);
  if (!r.ok) {
    const e = r.error;
    if (json) io.out(JSON.stringify({ error: { event: e.event, message: e.message } }, null, 2));
    else io.err(`wolfboard beats: ${path}: ${t('cli.beats.illegal', lang, { event: e.event, message: describeError(e, lang) })}`);
    return 1;
  }
  const beats = eachRecordBeat(record, lang, { names: record.names });
  const out = lineWriter(io);
  if (json) {
    // The text of JSON.stringify({ beats }, null, 2), written some beats at a time: a long record's beats are
    // never all held in memory at once. Each piece is that same call on a slice, its head and tail cut off;
    // a piece is written once the next is made (it then ends with a comma).
    const HEAD = '{\n  "beats": [\n';
    const TAIL = '\n  ]\n}';
    let piece: BeatJson[] = [];
    let held: string | null = null;
    const flush = () => {
      if (!piece.length) return;
      const text = JSON.stringify({ beats: piece }, null, 2).slice(HEAD.length, -TAIL.length);
      io.out(held === null ? HEAD.slice(0, -1) : `${held},`);
      held = text;
      piece = [];
    };
    for (const b of beats) {
      piece.push(beatJson(b));
      if (piece.length === 1000) flush();
    }
    flush();
    io.out(held === null ? '{\n  "beats": []\n}' : `${held}\n${TAIL.slice(1)}`);
    return 0;
  }
  const phases = new Map<string, string>();
  for (const b of beats) {
    const key = b.night !== undefined ? `n${b.night}` : `d${b.day ?? 0}`;
    const when = phases.get(key) ?? (b.night !== undefined ? mt('phase.night', lang, { n: b.night }) : mt('phase.day', lang, { n: b.day ?? 0 }));
    phases.set(key, when);
    const wait = b.waitsFor ? ` ⏸ "${b.waitsFor}"` : '';
    out.line(`[${b.after}] ${when} · ${b.icon} ${b.title}${wait}`);
    for (const l of b.lines) out.line(`    “${l}”`);
    for (const x of b.shows) out.line(`    (${x.text})`);
  }
  out.end();
  return 0;
});

/**
 * Output gathered in pieces of about 64 KB: one write per piece, not per line nor one for the whole text. A
 * piece ends where a new line starts (the write adds the line break); `newline: false` continues the line.
 */
function lineWriter(io: Io): { line(text: string, newline?: boolean): void; end(): void } {
  // The piece's lines, joined once when it is written (one flat string, not one grown line by line).
  let lines: string[] = [];
  let size = 0;
  return {
    line(text, newline = true) {
      if (newline && size > 1 << 16) {
        io.out(lines.join('\n'));
        lines = [];
        size = 0;
      }
      if (newline || !lines.length) lines.push(text);
      else lines[lines.length - 1] += text;
      size += text.length + (newline && lines.length > 1 ? 1 : 0);
    },
    end() {
      if (lines.length) io.out(lines.join('\n'));
    },
  };
}
