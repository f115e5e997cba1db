// Texts an organizer writes into a custom card (docs/rules.md, Custom roles): plain words per language,
// carried by the board, not messages by id. A missing language falls back (English, then simplified Chinese,
// then any) and is marked untranslated where it is shown. Never formatted: braces in them are words.
import type { Lang } from './languages';

/** Words per language code (the languages of lib/i18n/languages; schemas/custom-role.schema.json lists them). */
export type InlineText = { readonly 'zh-CN'?: string; readonly 'zh-TW'?: string; readonly en?: string };
const words = (text: InlineText): Readonly<Record<string, string | undefined>> => text;
/** What a role's or a step's text is: a message id (data/i18n/<lang>/) or inline words. */
export type TextRef = string | InlineText;

const FALLBACKS = ['en', 'zh-CN', 'zh-TW'];

/** The words of an inline text in a language, or its fallback's ("" when it holds none). */
export function inlineIn(text: InlineText, lang: Lang | string): string {
  const w = words(text);
  const own = w[lang];
  if (own) return own;
  for (const l of FALLBACKS) if (w[l]) return w[l] as string;
  return Object.values(w).find((v) => typeof v === 'string' && v !== '') ?? '';
}

/** Whether a text is shown in another language than the one asked for (an inline text without its words). */
export function untranslated(text: TextRef | null | undefined, lang: Lang | string): boolean {
  return typeof text === 'object' && text !== null && !words(text)[lang] && inlineIn(text, lang) !== '';
}
