// A source as users read it. Data names a rule text by its short name and the text's own section
// ("Basic Rules 三6(3); Forum-13 Rules 规则4", as docs/rules.md cites them); each language gets the
// text's title (data/i18n/sources.json: zh its Chinese title, en the short name docs/rules.md lists
// with that title), zh-TW made from zh. Pure.
import sources from '../data/i18n/sources.json';
import type { Text } from './bi-text';
import type { Lang } from './i18n';
import { toZhTW } from './zh-tw-text';

const TITLES = sources as Record<string, Text>;
const NAMES = Object.keys(TITLES).sort((a, b) => b.length - a.length);
const NAME_RE = new RegExp(NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

/** The short names of the rule texts (data/i18n/sources.json). */
export const SOURCE_NAMES: readonly string[] = NAMES;

/**
 * `source` with each rule text named by its title in `lang`; Chinese punctuation between citations in zh.
 * A language that is not Chinese reads the English titles (as it reads lib/bi-text's built sentences).
 */
export function sourceText(source: string, lang: Lang): string {
  if (lang !== 'zh-CN' && lang !== 'zh-TW') return source.replace(NAME_RE, (n) => TITLES[n].en);
  const zh = source
    .replace(NAME_RE, (n) => TITLES[n].zh)
    .replace(/; /g, '；')
    .replace(/, /g, '、');
  return lang === 'zh-TW' ? toZhTW(zh) : zh;
}

/** Public judge apps and games the roles beyond the first seventeen come from, named as published. */
export const OTHER_SOURCES: readonly string[] = [
  'WerewolfGameJudge',
  'LangRenShaFaGuan',
  'WerewolfJudge',
  'werewolves-assistant',
  'agentscope',
  'Ultimate Werewolf',
];

/** Whether a source names a rule text (by its short name) or a published judge app or game. */
export function citesSource(source: string): boolean {
  return [...NAMES, ...OTHER_SOURCES].some((n) => source.includes(n));
}
