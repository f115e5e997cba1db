// The balance lab's words (data/i18n/lab.json, {key: {en, zh}}) with the zh-TW overlay keyed "lab.<key>"
// (data/i18n/lab-zh-TW.json); the same lookup as lib/ui-text, for the lab's own strings. Pure: the page
// and the CLI both read it. The policies' plain-words descriptions live with the policies and are
// overlaid as "lab.heuristic.<id>" and "lab.random.description".
import labJson from '../../data/i18n/lab.json';
import labTW from '../../data/i18n/lab-zh-TW.json';
import { LANGS, type Lang, type Text } from '../i18n';
import { HEURISTIC_RULES, RANDOM_DESCRIPTION } from './policies/heuristic';
import { pct, points, type Comparison, type Reading } from './reading';

const LAB = labJson as Record<keyof typeof labJson, Text>;
const overlayTW = labTW as Record<string, string>;

export type LabKey = keyof typeof labJson;
export type Vars = Record<string, string | number>;
export const LAB_KEYS = Object.keys(LAB) as LabKey[];

function fill(s: string, vars?: Vars): string {
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Any {zh, en} text in one language, zh-TW from the lab overlay (falls back to zh). */
export function labTr(text: Text, lang: Lang, overlayKey: string, vars?: Vars): string {
  const s = lang === 'en' ? text.en : lang === 'zh-TW' ? (overlayTW[overlayKey] ?? text.zh) : text.zh;
  return fill(s, vars);
}

/** One lab string in one language; `{name}` placeholders are filled from `vars`. */
export function lab(key: LabKey, lang: Lang, vars?: Vars): string {
  const text = LAB[key];
  return text ? labTr(text, lang, `lab.${key}`, vars) : key;
}

/** The string in every language (server-rendered text that CSS shows in the chosen language). */
export function labAll(key: LabKey, vars?: Vars): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((l) => [l, lab(key, l, vars)])) as Record<Lang, string>;
}

/** Overlay keys that must exist: every lab string and every line of the policies' descriptions. */
export function overlayKeys(): string[] {
  return [...LAB_KEYS.map((k) => `lab.${k}`), ...HEURISTIC_RULES.map((r) => `lab.heuristic.${r.id}`), 'lab.random.description'];
}

export const hasOverlay = (key: string): boolean => Boolean(overlayTW[key]);

/** The heuristic's rules, one line each, in a language. */
export function heuristicLines(lang: Lang): { id: string; text: string }[] {
  return HEURISTIC_RULES.map((r) => ({ id: r.id, text: labTr(r.text, lang, `lab.heuristic.${r.id}`) }));
}

export function randomDescription(lang: Lang): string {
  return labTr(RANDOM_DESCRIPTION, lang, 'lab.random.description');
}

const sideName = (o: string, lang: Lang): string => lab(`outcome.${o}` as LabKey, lang);

/** The one-line reading of a result in a language. */
export function readingText(r: Reading, lang: Lang): string {
  switch (r.key) {
    case 'reading.none':
      return lab(r.key, lang);
    case 'reading.balanced':
      return lab(r.key, lang, { village: pct(r.village.rate), wolves: pct(r.wolves.rate) });
    case 'reading.favours':
      return lab(r.key, lang, { side: sideName(r.side, lang), rate: pct(r.rate.rate), low: pct(r.rate.low), high: pct(r.rate.high) });
    case 'reading.third': {
      const sep = lang === 'en' ? ', ' : '，';
      const rest = r.others.map((o) => `${sideName(o.side, lang)} ${pct(o.rate.rate)}`).join(sep);
      return lab(r.key, lang, { side: sideName(r.side, lang), rate: pct(r.rate.rate), rest });
    }
  }
}

/** The one-line comparison of board B against board A in a language. */
export function comparisonText(c: Comparison, lang: Lang): string {
  return lab(c.key, lang, {
    a: pct(c.a.rate),
    b: pct(c.b.rate),
    diff: points(c.diff.diff),
    low: points(c.diff.low),
    high: points(c.diff.high),
  });
}
