// `wolfboard order FILE [--json] [--lang zh-CN|zh-TW|en]`: the board's wake order, first night and later nights.
// --json prints exactly { "firstNight": [ { "id": …, … } ], "otherNights": [ … ] }.
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n';
import { generateOrder } from '../../lib/order/generate';
import type { PlanStep } from '../../lib/order/types';
import { resolveRules } from '../../lib/catalogue/rules';
import { boardHeader } from '../../lib/script/header';
import { absentLine, nightTags } from '../../lib/script/build';
import { lineOf, say } from '../../lib/script/lines';
import { lineOnBoard } from '../../lib/script/line-powers';
import { capitalized } from '../../lib/script/loc';
import { parseBoardText } from '../../lib/input/schema';
import { langOption, parseArgs, terminalLang, type Io } from '../io';
import { langUsage, oneFile } from '../usage';
import { problemsText, readFailureText } from '../problems';
import { verb } from '../verb';

/** Reads and validates a board file; on failure prints named-field messages and returns null (exit 2). */
export function readBoard(verb: string, path: string, io: Io, lang: Lang = terminalLang(io.env)): Board | null {
  const file = io.readText(path);
  if (!file.ok) {
    io.err(`wolfboard ${verb}: ${readFailureText(file, lang)}`);
    return null;
  }
  const parsed = parseBoardText(file.text);
  if (!parsed.ok) {
    for (const line of problemsText(parsed.problems, lang)) io.err(`wolfboard ${verb}: ${path}: ${line}`);
    return null;
  }
  return parsed.value;
}

/** The --lang flag (the values every verb takes), else the terminal's language; null = bad flag. */
export function langOf(flags: Record<string, string | true>, io: Io): Lang | null {
  return langOption(flags.lang, io.env);
}

function stepLines(step: PlanStep, n: number, lang: Lang, night: PlanStep[]): string[] {
  const tags: string[] = nightTags(step).map((x) => x[lang]);
  const host = step.during ? night.find((s) => s.id === step.during) : undefined;
  if (host) tags.push(say('tag.during', undefined, { step: host.wake })[lang]);
  const out = [`${String(n).padStart(4)}. ${capitalized(step.wake)[lang]}${tags.length ? `  [${tags.join(', ')}]` : ''}`];
  const absent = absentLine(step.absent);
  if (absent) out.push(`        ${absent[lang]}`);
  return out;
}

export const run = verb('order', async (args: string[], io: Io): Promise<number> => {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', lang: 'string' });
  const lang = langOf(flags, io);
  if (!lang) throw langUsage();
  const board = readBoard('order', oneFile(positionals), io, lang);
  if (!board) return 2;
  const rules = resolveRules(board.rules);
  const plan = generateOrder(board, rules);
  if (flags.json) {
    io.out(JSON.stringify({ firstNight: plan.firstNight, otherNights: plan.otherNights }, null, 2));
    return 0;
  }
  const nights: string[][] = [];
  for (const [title, steps] of [
    ['h.night1', plan.firstNight],
    ['h.nightN', plan.otherNights],
  ] as const) {
    nights.push([lineOf(title)[lang], ...steps.flatMap((s, i) => stepLines(s, i + 1, lang, steps))]);
  }
  // The order is named first, as on the printed sheet: the same board wakes differently per family. A game that
  // opens with a day (the angel) says its vote comes before the first night.
  const day0 = lineOnBoard('day0.vote', board, rules) ? [lineOf('h.day0')[lang], `   ${say('day0.vote')[lang]}`, ''] : [];
  const out = [boardHeader(board, rules).order[lang], '', ...day0, ...nights[0], '', ...nights[1]];
  io.out(out.join('\n'));
  return 0;
});
