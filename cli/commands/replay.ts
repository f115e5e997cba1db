// `wolfboard replay FILE [--json] [--lang zh-CN|zh-TW|en]`: replays a game record.
//
// Exit codes: 0 the record replays to its last event; 1 an illegal event (its index from 0 and why);
// 2 the file is unreadable or not a record (missing, over 1 MB, not JSON, breaks schemas/game.schema.json,
// seats or bottom that don't match the board, a bottom thiefBottomControl forbids) or a usage error.
//
// --json prints to stdout:
//   replayed (exit 0):   { "winner": "village"|"wolves"|"lovers"|"piper"|"cursedFox"|"tanner"|"draw"|null, "alive": [seats],
//                          "sheriff": seat|null, "deaths": [ { "seat", "cause", "night"|"day": n } ],
//                          "revealed": [ { "seat", "role" } ] (only with a public card: the villager-villager),
//                          "converted": [ { "seat", "night", "plays" } ] (only when a wolf attack turned a player: the cursed) }
//   illegal (exit 1):    { "error": { "event": INDEX_FROM_0, "message" } }
//   not a record (2):    { "error": { "message", "problems": [ { "path", "message" } ] } }  (+ the problems on stderr)
// Without --json: a readable report in the terminal's language. Never a stack trace.
import { describeError } from '../../lib/engine/reasons';
import { t, type Lang } from '../../lib/i18n';
import { replay, summary, type EngineError, type GameState, type Summary } from '../../lib/engine';
import { langOption, parseArgs, type Io } from '../io';
import { langUsage, oneFile } from '../usage';
import { readRecordFile } from '../read-record';
import { verb } from '../verb';

function text(sum: Summary, s: GameState, lang: Lang): string {
  const when = (d: { night?: number; day?: number }) =>
    d.night !== undefined ? t('cli.replay.night', lang, { n: d.night }) : t('cli.replay.day', lang, { n: d.day ?? 0 });
  const lines: string[] = [];
  const where = when(s.phase === 'night' ? { night: s.night } : { day: s.day });
  lines.push(t('cli.replay.replayed', lang, { events: s.events, where }));
  lines.push(sum.winner ? t('cli.replay.winner', lang, { winner: t(`cli.replay.winner.${sum.winner}`, lang) }) : t('cli.replay.notOver', lang));
  lines.push(t('cli.replay.alive', lang, { seats: sum.alive.join(', ') || '—' }));
  lines.push(t('cli.replay.sheriff', lang, { seat: sum.sheriff ?? '—' }));
  for (const d of sum.deaths) lines.push(t('cli.replay.death', lang, { seat: d.seat, cause: t(`cli.replay.cause.${d.cause}`, lang), when: when(d) }));
  return lines.join('\n');
}

function errorText(e: EngineError, type: string, lang: Lang): string {
  return t('cli.replay.illegal', lang, { event: e.event, type, message: describeError(e, lang) });
}

export const run = verb('replay', async (args: string[], io: Io): Promise<number> => {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', lang: 'string' });
  const lang = langOption(flags.lang, io.env);
  if (!lang) throw langUsage();
  const json = flags.json === true;
  const path = oneFile(positionals);
  const record = readRecordFile('replay', path, io, lang, json);
  if (record === 2) return 2;
  const r = replay(record);
  if (!r.ok) {
    const type = record.events[r.error.event]?.type ?? '?';
    if (json) io.out(JSON.stringify({ error: { event: r.error.event, message: r.error.message } }, null, 2));
    else io.err(`wolfboard replay: ${path}: ${errorText(r.error, type, lang)}`);
    return 1;
  }
  const sum = summary(r.state);
  io.out(json ? JSON.stringify(sum, null, 2) : text(sum, r.state, lang));
  return 0;
});
