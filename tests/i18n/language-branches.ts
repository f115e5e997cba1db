// Words are chosen by message id, never by testing the language: the scan that finds code choosing by the
// language (`lang === 'en' ? … : …`, `case 'zh-TW':`) or holding a text per language (`{ en: '…', zh: '…' }`,
// `labelZh: '…'`). Comments are left out; a string a comment quotes is no code.

const CODE = '(?:en|zh|zh-CN|zh-TW|zh-Hans|zh-Hant)';
const QUOTED = String.raw`['"\`]${CODE}['"\`]`;

/** Each kind of offence, by what it looks like in code. */
export const PATTERNS: readonly { kind: string; re: RegExp }[] = [
  { kind: 'compares the language with a code', re: new RegExp(String.raw`[!=]==?\s*${QUOTED}|${QUOTED}\s*[!=]==?`) },
  { kind: 'switches on a language code', re: new RegExp(String.raw`\bcase\s+${QUOTED}\s*:`) },
  { kind: 'tests a language tag', re: new RegExp(String.raw`\blang\w*\.(?:startsWith|includes)\(\s*${QUOTED}`, 'i') },
  { kind: 'a text keyed by language', re: new RegExp(String.raw`(?:^|[\s{,(])(?:${CODE}|${QUOTED})\s*:\s*['"\`]`) },
  { kind: "changes one language's entry of a text", re: new RegExp(String.raw`\.\.\.[\w.]+\s*,\s*(?:${CODE}|${QUOTED})\s*:`) },
  { kind: 'a text field paired by language', re: /\b\w+(?:Zh|En|ZhCN|ZhTW)\s*:\s*['"`]/ },
];

/** The code without its comments (a `//` after a colon or inside quotes, as in a URL, is kept). */
export function withoutComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export interface Offence {
  line: number;
  kind: string;
  text: string;
}

/** Every line of `src` that chooses words by the language or holds a text per language. */
export function languageBranches(src: string): Offence[] {
  const out: Offence[] = [];
  withoutComments(src)
    .split('\n')
    .forEach((text, i) => {
      for (const p of PATTERNS) if (p.re.test(text)) out.push({ line: i + 1, kind: p.kind, text: text.trim() });
    });
  return out;
}
