// What a field accepts, in words: the error parameter every generated zod schema
// (lib/generated/zod/*, from schemas/) passes, so a problem names what was expected instead of
// zod's generic text — and zod/mini needs no locale bundle in the browser (size).
import type { core } from 'zod/mini';

export const REQUIRED = 'is required';

/** zod error parameter: "expected TEXT", or "is required: TEXT" when the value is missing. */
export function ex(text: string): { error: (issue: core.$ZodRawIssue) => string } {
  return {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? `${REQUIRED}: ${text}` : `expected ${text}`),
  };
}

const WORDS_ZH: Record<string, string> = {
  'a whole number': '整数',
  'a number': '数字',
  text: '文本',
  'an object': '对象',
  'a list': '列表',
  'a valid value': '有效的值',
};

/** The generator's phrases with a number or a list in them, in order: the first that matches says it in zh-CN. */
const PATTERNS_ZH: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(a whole number|a number) from (-?[\d.]+) to (-?[\d.]+)$/, (m) => `${m[2]} 到 ${m[3]} 的${WORDS_ZH[m[1]]}`],
  [/^(a whole number|a number) from (-?[\d.]+)$/, (m) => `不小于 ${m[2]} 的${WORDS_ZH[m[1]]}`],
  [/^(a whole number|a number) to (-?[\d.]+)$/, (m) => `不大于 ${m[2]} 的${WORDS_ZH[m[1]]}`],
  [/^text of at least (\d+) and at most (\d+) characters$/, (m) => `${m[1]} 到 ${m[2]} 个字符的文本`],
  [/^text of at least (\d+) characters$/, (m) => (m[1] === '1' ? '非空文本' : `至少 ${m[1]} 个字符的文本`)],
  [/^text of at most (\d+) characters$/, (m) => `最多 ${m[1]} 个字符的文本`],
  [/^a list of (\d+) items$/, (m) => `${m[1]} 项的列表`],
  [/^a list of at least (\d+) and at most (\d+) items$/, (m) => `${m[1]} 到 ${m[2]} 项的列表`],
  [/^a list of at least (\d+) items$/, (m) => `至少 ${m[1]} 项的列表`],
  [/^a list of at most (\d+) items$/, (m) => `最多 ${m[1]} 项的列表`],
  [/^one of (.+)$/, (m) => `${m[1].split(', ').join('、')} 之一`],
  [/^a key matching (.+)$/, (m) => (m[1] === '^[0-9]+$' ? '由数字组成的键（座位号）' : `符合 ${m[1]} 的键`)],
];

function oneZh(en: string): string {
  if (WORDS_ZH[en]) return WORDS_ZH[en];
  if (/^(true|false|null|"[^"]*"|-?[\d.]+)$/.test(en)) return en;
  for (const [re, zh] of PATTERNS_ZH) {
    const m = re.exec(en);
    if (m) return zh(m);
  }
  return en;
}

/**
 * The zh-CN of a generated "what is expected" text (lib/generated/zod/*, words made by
 * scripts/zod-codegen.ts describe()): the generator's grammar is small and closed, and
 * tests/lib/problem-text.test.ts checks every text in the generated files is translated.
 */
export function expectedZh(en: string): string {
  // "one of "a", "b" or null": the list, or what follows it.
  const tail = /^(one of .+?) or ([^"]+)$/.exec(en);
  if (tail) return `${oneZh(tail[1])} 或 ${oneZh(tail[2])}`;
  if (en.startsWith('one of ')) return oneZh(en);
  const parts = [...new Set(en.split(' or '))];
  return parts.map(oneZh).join(' 或 ');
}
