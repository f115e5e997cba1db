// A source as users read it. Data names a rule text by its short name and the text's own section
// ("Basic Rules 三6(3); Forum-13 Rules 规则4", as docs/rules.md cites them); each language gets the
// text's title (messages sources.title.<short name>: each Chinese its Chinese title, en the short name
// docs/rules.md lists with that title), the sections of the Simplified texts as the language writes them
// (sources.section.<section>: zh-TW in Traditional characters) and its punctuation between citations. Pure.
import en from '../../data/i18n/en/sources.json';
import published from '../../data/sources.json';
import { need, t, type Lang } from '../i18n';

const TITLE = 'sources.title.';
const SECTION = 'sources.section.';
// The short names and sections cited: the keys of the messages, the same in every language
// (tests/i18n/messages.test.ts), read from one file because a page holds its own language only.
const wordsOf = (prefix: string): string[] =>
  Object.keys(en)
    .filter((k) => k.startsWith(prefix))
    .map((k) => k.slice(prefix.length))
    .sort((a, b) => b.length - a.length);
const NAMES = wordsOf(TITLE);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NAME_RE = new RegExp(NAMES.map(escapeRe).join('|'), 'g');
const SECTION_RE = new RegExp(wordsOf(SECTION).map(escapeRe).join('|'), 'g');

/** The short names of the rule texts (messages sources.title.*). */

/** `source` with each rule text named by its title in `lang`, its sections and the punctuation between citations the language's. */
export function sourceText(source: string, lang: Lang): string {
  // A page loads the titles with the pages that cite sources; until they are in, the source reads as written.
  if (!need('sources', `${TITLE}${NAMES[0]}`, lang)) return source;
  const named = source.replace(NAME_RE, (n) => t(`${TITLE}${n}`, lang));
  const semicolon = t('common.semicolonSep', lang);
  const comma = t('common.listSep', lang);
  const marked = named.replace(/; /g, () => semicolon).replace(/, /g, () => comma);
  return marked.replace(SECTION_RE, (w) => t(`${SECTION}${w}`, lang));
}

/**
 * Public judge apps and games the roles beyond the first seventeen come from, named as published and in no
 * language of their own (data/sources.json: a card citing a new one adds its name there).
 */
const OTHER_SOURCES: readonly string[] = published.published;

/** Whether a source names a rule text (by its short name) or a published judge app or game. */
export function citesSource(source: string): boolean {
  return [...NAMES, ...OTHER_SOURCES].some((n) => source.includes(n));
}
