// The balance lab's words: the messages lab.* (data/i18n/<lang>/lab.json), through lib/i18n t; the
// policies' plain-words descriptions are lab.heuristic.<id> and lab.random.description. Pure: the page
// and the CLI both read it.
import { messageKeys, t, type Lang, type Params } from '../i18n';
import { inlineIn } from '../i18n/inline';
import { roleName } from '../catalogue';
import type { RoleId } from '../catalogue/roles';
import { HEURISTIC_RULES, RANDOM_DESCRIPTION } from './policies/heuristic-rules';
import { pct, points, type Comparison, type Reading } from './reading';
import type { RoleDeaths } from './types';

export type LabKey = string;
export type Vars = Params;

/** The lab's keys (without the prefix), from the English messages. */
export function labKeys(): string[] {
  return messageKeys('en')
    .filter((k) => k.startsWith('lab.'))
    .map((k) => k.slice('lab.'.length));
}

/** One lab string in one language; `{name}` placeholders are filled from `vars`. */
export function lab(key: LabKey, lang: Lang, vars?: Vars): string {
  return t(`lab.${key}`, lang, vars);
}

/** The card of a death-rate row in words: a catalogue card's name, a custom card's as its author wrote it. */
export function deathRowName(d: Pick<RoleDeaths, 'role' | 'name'>, lang: Lang): string {
  return d.name ? inlineIn(d.name, lang) : roleName(d.role as RoleId, lang);
}

/** The heuristic's rules, one line each, in a language. */
export function heuristicLines(lang: Lang): { id: string; text: string }[] {
  return HEURISTIC_RULES.map((r) => ({ id: r.id, text: t(r.text, lang) }));
}

export function randomDescription(lang: Lang): string {
  return t(RANDOM_DESCRIPTION, lang);
}

/** A side as a sentence names it ("the village"; the chart's labels are capitalised names). */
const sideInSentence = (o: string, lang: Lang): string => lab(`inSentence.${o}`, lang);

/** The one-line reading of a result in a language. */
export function readingText(r: Reading, lang: Lang): string {
  switch (r.key) {
    case 'reading.none':
      return lab(r.key, lang);
    case 'reading.balanced':
      return lab(r.key, lang, { village: pct(r.village.rate), wolves: pct(r.wolves.rate) });
    case 'reading.favours':
      return lab(r.key, lang, { side: sideInSentence(r.side, lang), rate: pct(r.rate.rate), low: pct(r.rate.low), high: pct(r.rate.high) });
    case 'reading.third': {
      const sep = t('common.commaSep', lang);
      const rest = r.others.map((o) => `${sideInSentence(o.side, lang)} ${pct(o.rate.rate)}`).join(sep);
      return lab(r.key, lang, { side: sideInSentence(r.side, lang), rate: pct(r.rate.rate), rest });
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
