// UI strings of the site: data/i18n/ui.json ({key: {en, zh}}) with the zh-TW overlay keyed "ui.<key>"
// in data/i18n/ui-zh-TW.json. Kept apart from data/i18n/zh-TW.json (the catalogue's overlay) and
// without a runtime import of lib/i18n, so a page's JavaScript carries only the UI's strings.
// Pure: no React.
import uiJson from '../data/i18n/ui.json';
import uiTW from '../data/i18n/ui-zh-TW.json';
import type { Lang, Text } from './i18n';
import { LANG_CODES as LANGS } from './prefs';
import { toZhTW } from './zh-tw-text';

const UI = uiJson as Record<keyof typeof uiJson, Text>;
const overlayTW = uiTW as Record<string, string>;

export type UiKey = keyof typeof uiJson;
export type Vars = Record<string, string | number>;

export const UI_KEYS = Object.keys(UI) as UiKey[];

function fill(s: string, vars?: Vars): string {
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** One UI string in one language; `{name}` placeholders are filled from `vars`. */
export function ui(key: UiKey, lang: Lang, vars?: Vars): string {
  const text = UI[key];
  if (!text) return key;
  const s = lang === 'en' ? text.en : lang === 'zh-TW' ? (overlayTW[`ui.${key}`] ?? text.zh) : text.zh;
  return fill(s, vars);
}

/** The string in every language (for server-rendered text that CSS shows in the chosen language). */
export function uiAll(key: UiKey, vars?: Vars): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((l) => [l, ui(key, l, vars)])) as Record<Lang, string>;
}

/**
 * A built {zh, en} text without an id to key an overlay by (the validator's messages): zh-TW readers
 * get the zh text in its zh-TW form (lib/zh-tw-text). Catalogue texts with overlays go through lib/i18n tr.
 */
export function plainText(text: Text, lang: Lang): string {
  return lang === 'en' ? text.en : lang === 'zh-TW' ? toZhTW(text.zh) : text.zh;
}

/** Whether a key has its zh-TW overlay (tests: every UI string is translated). */
export function hasTW(key: UiKey): boolean {
  return Boolean(overlayTW[`ui.${key}`]);
}
