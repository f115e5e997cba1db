// zh-TW for Chinese text that is built, not stored: the readers' problems and the engine's errors
// (lib/bi-text) and the rule texts' titles (lib/source-text). They have no message id yet, so
// data/i18n/zh-TW-chars.json gives their zh-TW: Taiwan terms for mainland ones, 「」 for “”, then each
// character's Traditional form. A test checks that every character those texts use is listed. (The
// validator's findings are messages with a written zh-TW: data/i18n/zh-TW/validator.json.)
import table from '../data/i18n/zh-TW-chars.json';

const PHRASES = Object.entries(table.phrases as Record<string, string>).sort((a, b) => b[0].length - a[0].length);
const CHARS = table.chars as Record<string, string>;
const PUNCT = table.punctuation as Record<string, string>;
const PHRASE_RE = new RegExp(PHRASES.map(([k]) => k).join('|'), 'g');
const PHRASE_OF = Object.fromEntries(PHRASES);

/** Simplified text → its zh-TW form. */
export function toZhTW(zh: string): string {
  return zh
    .replace(PHRASE_RE, (p) => PHRASE_OF[p])
    .replace(/[“”]/g, (q) => PUNCT[q] ?? q)
    .replace(/[\u4e00-\u9fff]/g, (c) => CHARS[c] ?? c);
}

/** Characters of `zh` the table does not know (neither converted nor listed as written alike). */
export function unknownChars(zh: string): string[] {
  const same = new Set(table.same as string);
  return [...new Set(zh.match(/[\u4e00-\u9fff]/g) ?? [])].filter((c) => !(c in CHARS) && !same.has(c));
}
