// `wolfboard check FILE [--json] [--lang zh-CN|zh-TW|en]`: validates a board file.
//
// Exit codes: 0 the board is valid (no finding of severity error), 1 an error finding, 2 the file is
// unreadable or not a board (missing, over 1 MB, not JSON, breaks schemas/board.schema.json) or a usage error.
//
// --json prints to stdout:
//   valid board or findings:  { "valid": bool, "findings": [ Finding… ], "balance": { … } }
//   not a board (exit 2):     { "valid": false, "findings": [], "error": { "file": FILE, "problems": [ { "path", "message" } ] } }
//                             ("path" is the place inside the file, e.g. "roles.seer"; "" for the whole file)
// and, on exit 2, the same problems as plain lines on stderr. Without --json: a readable report in the
// terminal's language (zh when LANG starts with zh; --lang overrides). Never a stack trace.
import type { Board } from '../../lib/generated/board';
import { t, type Lang } from '../../lib/i18n';
import { parseBoardText, type FieldProblem } from '../../lib/input/schema';
import { validate, type Finding, type ValidationResult } from '../../lib/validator';
import { enZh, msgText } from '../../lib/i18n/msg';
import { boardTitle } from '../../lib/catalogue/presets';
import { langOption, parseArgs, type Io } from '../io';
import { langUsage, oneFile } from '../usage';
import { problemsJson, problemsText } from '../problems';
import { verb } from '../verb';

type Loaded = { ok: true; board: Board } | { ok: false; problems: FieldProblem[] };

function load(path: string, io: Io): Loaded {
  const file = io.readText(path);
  // The file's name is said once, before the problems.
  if (!file.ok) return { ok: false, problems: [file.problem] };
  const parsed = parseBoardText(file.text);
  return parsed.ok ? { ok: true, board: parsed.value } : { ok: false, problems: parsed.problems };
}

const pick = msgText;

/**
 * The result as --json prints it (a public contract): each text as { en, zh }, English and Simplified
 * Chinese, made here from the findings' messages.
 */
export function resultJson(result: ValidationResult) {
  return {
    valid: result.valid,
    findings: result.findings.map((f) => ({ ...f, message: enZh(f.message), ...(f.fix ? { fix: { label: enZh(f.fix.label), patch: f.fix.patch } } : {}) })),
    balance: { ...result.balance, reading: enZh(result.balance.reading) },
  };
}
const SEVERITIES = ['error', 'warning', 'info'] as const;

function findingLines(f: Finding, lang: Lang): string[] {
  const tag =
    f.scope === 'inPlay' ? `  [${t('cli.check.inPlay', lang)}${f.probability !== undefined ? `, p = ${(100 * f.probability).toFixed(1)}%` : ''}]` : '';
  // The severities in one column: as wide as the language's longest, and one space.
  const width = Math.max(...SEVERITIES.map((s) => t(`cli.check.severity.${s}`, lang).length)) + 1;
  const out = [`${t(`cli.check.severity.${f.severity}`, lang).padEnd(width)} ${f.id}${tag}`, `    ${pick(f.message, lang)}`];
  if (f.fix) out.push(`    ${t('cli.check.fix', lang)}${t('common.colon', lang)}${pick(f.fix.label, lang)}`);
  return out;
}

export function report(board: Board, result: ValidationResult, lang: Lang): string {
  const cards = Object.values(board.roles).reduce<number>((a, b) => a + (b ?? 0), 0);
  const n = (s: Finding['severity']) => result.findings.filter((f) => f.severity === s).length;
  const [colon, open, close] = ['common.colon', 'common.open', 'common.close'].map((k) => t(k, lang));
  const lines = [
    `${t('cli.check.board', lang)}${colon}${boardTitle(board, lang) ? `${boardTitle(board, lang)} — ` : ''}${t('cli.check.players', lang, { players: board.players, cards })}`,
    `${t('cli.check.result', lang)}${colon}${t(result.valid ? 'cli.check.valid' : 'cli.check.invalid', lang)}${open}${t('cli.check.counts', lang, { errors: n('error'), warnings: n('warning'), notes: n('info') })}${close}`,
    `${t('cli.check.balance', lang)}${colon}${pick(result.balance.reading, lang)}`,
    '',
  ];
  if (!result.findings.length) lines.push(t('cli.check.noFindings', lang));
  for (const f of result.findings) lines.push(...findingLines(f, lang), '');
  return lines.join('\n').trimEnd();
}

export const run = verb('check', async (args: string[], io: Io): Promise<number> => {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', lang: 'string' });
  const lang = langOption(flags.lang, io.env);
  if (!lang) throw langUsage();
  const path = oneFile(positionals);
  const loaded = load(path, io);
  if (!loaded.ok) {
    // Each problem's message already starts with its path inside the file (lib/input/schema).
    for (const line of problemsText(loaded.problems, lang)) io.err(`wolfboard check: ${path}: ${line}`);
    if (flags.json) io.out(JSON.stringify({ valid: false, findings: [], error: { file: path, problems: problemsJson(loaded.problems) } }, null, 2));
    return 2;
  }
  const result = validate(loaded.board);
  if (flags.json) io.out(JSON.stringify(resultJson(result), null, 2));
  else io.out(report(loaded.board, result, lang));
  return result.valid ? 0 : 1;
});
