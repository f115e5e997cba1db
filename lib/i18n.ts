// Languages and localisation of catalogue texts. Data holds zh (Simplified) and en; zh-TW is an
// overlay keyed by id (data/i18n/zh-TW.json), never a copy of the records.
import zhTW from '../data/i18n/zh-TW.json';

export const LANGS = ['zh-CN', 'zh-TW', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export interface Text { zh: string; en: string }

const overlayTW = zhTW as Record<string, string>;

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

/** The first supported language among the browser's or the terminal's preferences. */
export function pickLang(prefs: readonly string[]): Lang {
  for (const p of prefs) {
    const l = p.toLowerCase();
    if (/^zh[-_](tw|hk|mo|hant)/.test(l) || l.startsWith('zh-hant')) return 'zh-TW';
    if (l.startsWith('zh')) return 'zh-CN';
    if (l.startsWith('en')) return 'en';
  }
  return 'en';
}

/**
 * A text in the chosen language. `key` names the text in the zh-TW overlay
 * (e.g. "roles.seer.description"); without an overlay entry zh-TW falls back to zh.
 */
export function tr(text: Text, lang: Lang, key?: string): string {
  if (lang === 'en') return text.en;
  if (lang === 'zh-TW' && key && overlayTW[key]) return overlayTW[key];
  return text.zh;
}
