// The one list of the languages Wolfboard speaks. Adding a language is one entry here and one folder of
// messages, data/i18n/<code>/ (the same files as data/i18n/en/; `npm run generate` lists them for loading).
// Pure and free of messages: the language switcher, the boot script and the CLI's --lang read it.

export interface LanguageInfo {
  /** BCP 47 code: the folder name, <html lang>, the stored choice and the CLI's --lang value. */
  readonly code: string;
  /** The language named in itself (the switcher lists each language so, whatever the current one). */
  readonly name: string;
  /** Lower-case prefixes of browser or terminal language tags that pick it (longest match wins). */
  readonly match: readonly string[];
}

export const LANGUAGES = [
  { code: 'zh-CN', name: '简体中文', match: ['zh', 'zh-cn', 'zh-hans', 'zh-sg'] },
  { code: 'zh-TW', name: '繁體中文', match: ['zh-tw', 'zh-hk', 'zh-mo', 'zh-hant'] },
  { code: 'en', name: 'English', match: ['en'] },
] as const satisfies readonly LanguageInfo[];

export type Lang = (typeof LANGUAGES)[number]['code'];

/** The codes, in the list's order; a registered language (tests: a pseudo-language) is appended. */
export const LANGS: Lang[] = LANGUAGES.map((l) => l.code);
const INFO: LanguageInfo[] = [...LANGUAGES];

/** The language of the static HTML, before the browser's choice is known. */
export const DEFAULT_LANG: Lang = 'zh-CN';
/** The language of the CLI and of a browser whose preferences name none of ours. */
export const FALLBACK_LANG: Lang = 'en';

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

export function languageInfo(lang: Lang): LanguageInfo {
  return INFO.find((l) => l.code === lang) ?? { code: lang, name: lang, match: [] };
}

/** Adds a language at run time (its messages come through lib/i18n addMessages). */
export function registerLanguage(info: LanguageInfo): void {
  if (isLang(info.code)) return;
  INFO.push(info);
  LANGS.push(info.code as Lang);
}

/**
 * The language of the longest `match` prefix among the preferences, in order; null when none matches.
 * Self-contained (no outside names): components/lang-boot serializes it into the page's boot script.
 */
export function matchLang(langs: readonly { code: string; match: readonly string[] }[], prefs: readonly string[]): string | null {
  for (const p of prefs) {
    const tag = String(p).toLowerCase().replace(/_/g, '-');
    let best: string | null = null;
    let len = -1;
    for (const l of langs) {
      for (const m of [l.code.toLowerCase(), ...l.match]) {
        if ((tag === m || tag.startsWith(`${m}-`)) && m.length > len) {
          best = l.code;
          len = m.length;
        }
      }
    }
    if (best) return best;
  }
  return null;
}

/** The first supported language among the browser's or the terminal's preferences. */
export function pickLang(prefs: readonly string[]): Lang {
  return (matchLang(INFO, prefs) as Lang | null) ?? FALLBACK_LANG;
}

/** The language a --lang flag names ("zh" is Simplified Chinese, as the CLI promises), or null. */
export function langFromFlag(flag: string): Lang | null {
  return matchLang(INFO, [flag.trim()]) as Lang | null;
}

/**
 * A page's address in a language: the static export has one HTML per page and language, the default
 * language's at the page's own path ("/designer/"), every other one's under its code ("/en/designer/").
 * Self-contained (no outside names): components/lang-boot serializes it into the page's boot script, which
 * sends a browser to the page in its language. `codes` are the languages with pages, `def` the default.
 */
export function pathIn(codes: readonly string[], def: string, pathname: string, lang: string): string {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const page = m && m[1] !== def && codes.indexOf(m[1]) >= 0 ? m[2] || '/' : pathname || '/';
  return lang === def ? page : `/${lang}${page}`;
}

/**
 * The language an address names explicitly ("/en/designer/" → "en"), or null for the default language's
 * unprefixed paths, which name none: an explicit one wins over the stored choice and the browser's.
 * Self-contained (no outside names): components/lang-boot serializes it into the page's boot script.
 */
export function langOfPath(codes: readonly string[], def: string, pathname: string): string | null {
  const m = /^\/([^/]+)(\/|$)/.exec(pathname);
  return m && m[1] !== def && codes.indexOf(m[1]) >= 0 ? m[1] : null;
}

/** The codes of the languages the static export has pages for (a language registered at run time has none). */
export const PAGE_LANGS: readonly string[] = LANGUAGES.map((l) => l.code);

/** A page's address in a language; `page` is the language-free path ("/designer/"). */
export function pagePath(lang: Lang, page: string): string {
  return PAGE_LANGS.includes(lang) ? pathIn(PAGE_LANGS, DEFAULT_LANG, page, lang) : page;
}

/** The language-free page of an address ("/en/designer/" → "/designer/"). */
export function pageOfPath(pathname: string): string {
  return pathIn(PAGE_LANGS, DEFAULT_LANG, pathname, DEFAULT_LANG);
}
