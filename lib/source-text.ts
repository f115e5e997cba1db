// A source as users read it. Data names a rule text by its short name and the text's own section
// ("Basic Rules 三6(3); Forum-13 Rules 规则4", as docs/rules.md cites them); each language gets the
// text's title (data/i18n/sources.json `titles`: each Chinese its Chinese title, en the short name
// docs/rules.md lists with that title), and zh-TW the sections of the Simplified texts in Traditional
// characters (`sections`). A language without its own titles reads the English ones. Pure.
import sources from '../data/i18n/sources.json';
import type { Lang } from './i18n';

const TITLES = sources.titles as Record<string, Partial<Record<Lang, string>> & { en: string }>;
const SECTIONS = sources.sections as Partial<Record<Lang, Record<string, string>>>;
const NAMES = Object.keys(TITLES).sort((a, b) => b.length - a.length);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_RE = new RegExp(NAMES.map(escapeRe).join('|'), 'g');
const SECTION_RE = Object.fromEntries(
  Object.entries(SECTIONS).map(([lang, words]) => [
    lang,
    new RegExp(
      Object.keys(words)
        .sort((a, b) => b.length - a.length)
        .map(escapeRe)
        .join('|'),
      'g',
    ),
  ]),
) as Partial<Record<Lang, RegExp>>;

/** The short names of the rule texts (data/i18n/sources.json). */
export const SOURCE_NAMES: readonly string[] = NAMES;

/** `source` with each rule text named by its title in `lang`; Chinese punctuation between citations in Chinese. */
export function sourceText(source: string, lang: Lang): string {
  const named = source.replace(NAME_RE, (n) => TITLES[n][lang] ?? TITLES[n].en);
  if (lang !== 'zh-CN' && lang !== 'zh-TW') return named;
  const zh = named.replace(/; /g, '；').replace(/, /g, '、');
  const sections = SECTIONS[lang];
  const re = SECTION_RE[lang];
  return sections && re ? zh.replace(re, (w) => sections[w]) : zh;
}

/**
 * Public judge apps and games the roles beyond the first seventeen come from, named as published and in no
 * language of their own (data/i18n/sources.json `published`: a card citing a new one adds its name there).
 */
const OTHER_SOURCES: readonly string[] = sources.published;

/** Whether a source names a rule text (by its short name) or a published judge app or game. */
export function citesSource(source: string): boolean {
  return [...NAMES, ...OTHER_SOURCES].some((n) => source.includes(n));
}
