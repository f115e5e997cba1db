// A text in every language at once, so a script or sheet is composed once and rendered in any language.
// Every such text is a message filled by the one filler, t (lib/i18n tLoc), each language's entry read only
// when shown; this file only puts such texts together (a list, a label's first letter).
import { capitalFirst, LANGS, tLoc, type Lang, type LocParam } from '../i18n';

export type Loc = Record<Lang, string>;
export type LocVar = LocParam;

/** Message `key` in every language, its parameters filled by t (a Loc parameter in the language filled). */
export function locOf(key: string, vars?: Readonly<Record<string, LocVar>>): Loc {
  return tLoc(key, vars);
}

/** A text made per language from others, each entry read only when shown (as tLoc's). */
export function perLang(text: (lang: Lang) => string): Loc {
  const out = {} as Loc;
  for (const l of LANGS) Object.defineProperty(out, l, { enumerable: true, get: () => text(l) });
  return out;
}

/** The same string in every language (numbers, seat labels). */
export function plain(s: string | number): Loc {
  return perLang(() => String(s));
}

/** Texts joined by a separator, itself a text in every language (data/i18n script.listSep: ", " or "、"). */
export function join(parts: readonly Loc[], sep: Loc): Loc {
  return perLang((l) => parts.map((p) => p[l]).join(sep[l]));
}

/** A label: its first letter a capital where the language has capitals ("the seer" → "The seer"). */
export function capitalized(loc: Loc): Loc {
  return perLang((l) => capitalFirst(loc[l], l));
}
