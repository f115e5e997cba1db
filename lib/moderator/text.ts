// The moderator page's own UI strings: data/i18n/moderator.json ({key: {en, zh}}) with the zh-TW overlay
// data/i18n/moderator-zh-TW.json keyed "moderator.<key>" (kept apart from the shared ui.json). Pure: no React.
import data from '../../data/i18n/moderator.json';
import overlay from '../../data/i18n/moderator-zh-TW.json';
import type { Lang, Text } from '../i18n';

const TEXTS = data as Record<keyof typeof data, Text>;
const TW = overlay as Record<string, string>;

export type MKey = keyof typeof data;
export type Vars = Record<string, string | number>;
export const M_KEYS = Object.keys(TEXTS) as MKey[];
export const TW_OVERLAY: Readonly<Record<string, string>> = TW;

function fill(s: string, vars?: Vars): string {
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Whether a key built from a step or an event (none.<event> …) has a text. */
export const isMKey = (key: string): key is MKey => Object.hasOwn(TEXTS, key);

/** One moderator string in one language; `{name}` placeholders are filled from `vars`. */
export function mt(key: MKey, lang: Lang, vars?: Vars): string {
  const t = TEXTS[key];
  if (!t) return key;
  const s = lang === 'en' ? t.en : lang === 'zh-TW' ? (TW[`moderator.${key}`] ?? t.zh) : t.zh;
  return fill(s, vars);
}

/** A list of items joined the way the language writes lists ("3, 5 and 9" / "3、5、9"). */
export function listOf(items: readonly (string | number)[], lang: Lang): string {
  const xs = items.map(String);
  if (lang !== 'en') return xs.join('、');
  if (xs.length <= 2) return xs.join(' and ');
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}
