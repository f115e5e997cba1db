// Languages and localisation of catalogue texts. Data holds zh (Simplified) and en; zh-TW is an
// overlay keyed by id (data/i18n/zh-TW.json), never a copy of the records. The overlay is registered
// by lib/i18n-zh-tw.ts (imported by lib/catalogue, so every page, command and component that shows
// catalogue texts has it), not imported here: code that only needs LANGS or isLang — the designer's
// checking chunk in the browser — then does not carry ~70 KB of Traditional Chinese text (issue 6).

export const LANGS = ['zh-CN', 'zh-TW', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export interface Text {
  zh: string;
  en: string;
}

const overlays: Partial<Record<Lang, Readonly<Record<string, string>>>> = {};

/** Installs the overlay of a language (texts keyed by id); lib/i18n-zh-tw.ts does it for zh-TW. */
export function registerOverlay(lang: Lang, overlay: Readonly<Record<string, string>>): void {
  overlays[lang] = overlay;
}

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
  const overlaid = lang === 'zh-TW' && key ? overlays['zh-TW']?.[key] : undefined;
  if (overlaid) return overlaid;
  return text.zh;
}
