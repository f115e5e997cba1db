// `wolfboard check FILE [--json] [--lang zh-CN|zh-TW|en]`: validates a board file (issue 2 item 8, issue 3 item 5).
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
import type { Lang } from '../../lib/i18n';
import { parseBoardText, type FieldProblem } from '../../lib/schema';
import { validate, type Finding, type ValidationResult } from '../../lib/validator';
import { plainText } from '../../lib/ui-text';
import { boardTitle } from '../../lib/presets';
import { LANG_PROBLEM, langOption, parseArgs, type Io } from '../io';
import { problemsJson, problemsText } from '../problems';

const USAGE = 'usage: wolfboard check FILE [--json] [--lang zh-CN|zh-TW|en]';

type Loaded = { ok: true; board: Board } | { ok: false; problems: FieldProblem[] };

function load(path: string, io: Io): Loaded {
  const file = io.readText(path);
  if (!file.ok) {
    const strip = (m: string) => (m.startsWith(path) ? m.slice(path.length).replace(/^[:：]\s*/, '') : m);
    return { ok: false, problems: [{ path: '', message: strip(file.message), zh: strip(file.zh ?? file.message) }] };
  }
  const parsed = parseBoardText(file.text);
  return parsed.ok ? { ok: true, board: parsed.value } : { ok: false, problems: parsed.problems };
}

const T = {
  board: { en: 'Board', 'zh-CN': '板子', 'zh-TW': '板子' },
  players: {
    en: (p: number, c: number) => `${p} players, ${c} cards`,
    'zh-CN': (p: number, c: number) => `${p} 人，${c} 张牌`,
    'zh-TW': (p: number, c: number) => `${p} 人，${c} 張牌`,
  },
  valid: { en: 'valid', 'zh-CN': '可以开局', 'zh-TW': '可以開局' },
  invalid: { en: 'NOT valid: fix the errors before playing', 'zh-CN': '不能开局：请先修正错误', 'zh-TW': '不能開局：請先修正錯誤' },
  counts: {
    en: (e: number, w: number, i: number) => `${e} error${e === 1 ? '' : 's'}, ${w} warning${w === 1 ? '' : 's'}, ${i} note${i === 1 ? '' : 's'}`,
    'zh-CN': (e: number, w: number, i: number) => `${e} 个错误，${w} 个警告，${i} 条提示`,
    'zh-TW': (e: number, w: number, i: number) => `${e} 個錯誤，${w} 個警告，${i} 條提示`,
  },
  result: { en: 'Result', 'zh-CN': '结果', 'zh-TW': '結果' },
  balance: { en: 'Balance', 'zh-CN': '平衡', 'zh-TW': '平衡' },
  severity: {
    error: { en: 'ERROR', 'zh-CN': '错误', 'zh-TW': '錯誤' },
    warning: { en: 'WARNING', 'zh-CN': '警告', 'zh-TW': '警告' },
    info: { en: 'NOTE', 'zh-CN': '提示', 'zh-TW': '提示' },
  },
  inPlay: { en: 'in play', 'zh-CN': '视发牌而定', 'zh-TW': '視發牌而定' },
  fix: { en: 'Fix', 'zh-CN': '修正', 'zh-TW': '修正' },
  noFindings: { en: 'No findings.', 'zh-CN': '没有发现问题。', 'zh-TW': '沒有發現問題。' },
} as const;

const pick = (text: { en: string; zh: string }, lang: Lang) => plainText(text, lang);

function findingLines(f: Finding, lang: Lang): string[] {
  const tag = f.scope === 'inPlay' ? `  [${T.inPlay[lang]}${f.probability !== undefined ? `, p = ${(100 * f.probability).toFixed(1)}%` : ''}]` : '';
  const out = [`${T.severity[f.severity][lang].padEnd(lang === 'en' ? 8 : 3)} ${f.id}${tag}`, `    ${pick(f.message, lang)}`];
  if (f.fix) out.push(`    ${T.fix[lang]}${lang === 'en' ? ': ' : '：'}${pick(f.fix.label, lang)}`);
  return out;
}

export function report(board: Board, result: ValidationResult, lang: Lang): string {
  const cards = Object.values(board.roles).reduce((a, b) => a + (b ?? 0), 0);
  const n = (s: Finding['severity']) => result.findings.filter((f) => f.severity === s).length;
  const [colon, open, close] = lang === 'en' ? [': ', ' (', ')'] : ['：', '（', '）'];
  const lines = [
    `${T.board[lang]}${colon}${boardTitle(board, lang) ? `${boardTitle(board, lang)} — ` : ''}${T.players[lang](board.players, cards)}`,
    `${T.result[lang]}${colon}${result.valid ? T.valid[lang] : T.invalid[lang]}${open}${T.counts[lang](n('error'), n('warning'), n('info'))}${close}`,
    `${T.balance[lang]}${colon}${pick(result.balance.reading, lang)}`,
    '',
  ];
  if (!result.findings.length) lines.push(T.noFindings[lang]);
  for (const f of result.findings) lines.push(...findingLines(f, lang), '');
  return lines.join('\n').trimEnd();
}

export async function run(args: string[], io: Io): Promise<number> {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', lang: 'string' });
  if (positionals.length !== 1) {
    io.err(USAGE);
    return 2;
  }
  const lang = langOption(flags.lang, io.env);
  if (!lang) {
    io.err(`wolfboard check: ${LANG_PROBLEM}\n${USAGE}`);
    return 2;
  }
  const path = positionals[0];
  const loaded = load(path, io);
  if (!loaded.ok) {
    // Each problem's message already starts with its path inside the file (lib/schema).
    for (const line of problemsText(loaded.problems, lang)) io.err(`wolfboard check: ${path}: ${line}`);
    if (flags.json) io.out(JSON.stringify({ valid: false, findings: [], error: { file: path, problems: problemsJson(loaded.problems) } }, null, 2));
    return 2;
  }
  const result = validate(loaded.board);
  if (flags.json) io.out(JSON.stringify(result, null, 2));
  else io.out(report(loaded.board, result, lang));
  return result.valid ? 0 : 1;
}
