// Localised strings for all three languages at once, so a script or sheet is composed once and
// rendered in any language. zh-TW comes from the overlay (lib/i18n tr), falling back to zh.
import { LANGS, tr, type Lang, type Text } from '../i18n';

export type Loc = Record<Lang, string>;
export type LocVar = string | number | Loc;

export function locOf(text: Text, overlayKey?: string): Loc {
  return { 'zh-CN': text.zh, 'zh-TW': tr(text, 'zh-TW', overlayKey), en: text.en };
}

/** The same string in every language (numbers, seat labels). */
export function plain(s: string | number): Loc {
  const v = String(s);
  return { 'zh-CN': v, 'zh-TW': v, en: v };
}

function varIn(v: LocVar, lang: Lang): string {
  return typeof v === 'object' ? v[lang] : String(v);
}

/** Replaces {name} placeholders; an unknown placeholder is left visible so a test can catch it. */
export function fill(loc: Loc, vars: Record<string, LocVar> = {}): Loc {
  const out = {} as Loc;
  for (const lang of LANGS) {
    out[lang] = loc[lang].replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? varIn(vars[name], lang) : m));
  }
  return out;
}

export function join(parts: Loc[], sep: Loc): Loc {
  const out = {} as Loc;
  for (const lang of LANGS) out[lang] = parts.map((p) => p[lang]).join(sep[lang]);
  return out;
}

/** Simplified Chinese for "zh", as the CLI's --lang zh|en promises. */
export function langFromFlag(flag: string): Lang | null {
  const l = flag.trim().toLowerCase();
  if (l === 'zh' || l === 'zh-cn' || l === 'zh_cn' || l === 'zh-hans') return 'zh-CN';
  if (l === 'zh-tw' || l === 'zh_tw' || l === 'zh-hant' || l === 'zh-hk') return 'zh-TW';
  if (l === 'en' || l.startsWith('en-') || l.startsWith('en_')) return 'en';
  return null;
}

/** A label: English starts with a capital ("the seer" → "The seer"). */
export function capitalized(loc: Loc): Loc {
  return { ...loc, en: loc.en.charAt(0).toUpperCase() + loc.en.slice(1) };
}
