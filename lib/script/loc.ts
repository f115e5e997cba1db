// Localised strings for every language at once, so a script or sheet is composed once and rendered in
// any language (lib/i18n tLoc: each language's text is read only when shown).
import { LANGS, tLoc, type Lang } from '../i18n';

export type Loc = Record<Lang, string>;
export type LocVar = string | number | Loc;

export function locOf(key: string): Loc {
  return tLoc(key);
}

/** The same string in every language (numbers, seat labels). */
export function plain(s: string | number): Loc {
  const v = String(s);
  return Object.fromEntries(LANGS.map((l) => [l, v])) as Loc;
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

/** A label: English starts with a capital ("the seer" → "The seer"). */
export function capitalized(loc: Loc): Loc {
  return { ...loc, en: loc.en.charAt(0).toUpperCase() + loc.en.slice(1) };
}
