// Reading a game record file for a verb (replay, beats): the record, or the exit code 2 after saying in the
// terminal's language (and, with --json, on stdout) why the file is not a record.
import type { GameRecord } from '../lib/engine';
import { parseRecordText } from '../lib/engine/replay';
import { t, type Lang } from '../lib/i18n';
import type { Io } from './io';
import { problemText } from '../lib/i18n/problem-text';
import { problemsJson, problemsText, readProblem } from './problems';

export function readRecordFile(verb: string, path: string, io: Io, lang: Lang, json: boolean): GameRecord | 2 {
  const file = io.readText(path);
  const parsed = file.ok ? parseRecordText(file.text) : { ok: false as const, problems: [readProblem(file)] };
  if (parsed.ok) return parsed.record;
  const message = `${path}: not a game record: ${parsed.problems.map((p) => problemText(p, 'en')).join('; ')}`;
  if (json) io.out(JSON.stringify({ error: { message, problems: problemsJson(parsed.problems) } }, null, 2));
  io.err(`wolfboard ${verb}: ${path}: ${t('cli.record.notRecord', lang)}`);
  for (const line of problemsText(parsed.problems, lang)) io.err(`  ${line}`);
  return 2;
}
