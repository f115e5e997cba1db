// What a user-visible text must never hold: a file name, a source file's number ("Basic Rules"), a section
// mark of an internal document (§), the name of an internal document, or a rule key / role id as code
// spells it (camelCase); and, in a text whose language is known, the marks of developer vocabulary and of
// one language leaking into another: an option value as code spells it where its label belongs
// ("postpone（…）", "(pk, …", "card:"), Latin words in Chinese (names of sources and apps and what a
// command-line user types excepted), Han characters in English (a short gloss in brackets after the
// English words, and the sources' own section marks, excepted), a player count said twice, an ASCII comma
// between Chinese clauses, "1 findings". Users read rule names in their language and sources by their title.
// No imports: the browser tests (Playwright, which loads no JSON modules) use it with words read from disk.

/** The camelCase ones among rule keys, their values and role ids ("seer" is a word; "witchSelfSave" is code). */
export function codeWords(ids: Iterable<string>): string[] {
  return [...new Set([...ids].filter((s) => /[a-z][A-Z]/.test(s)))].sort((a, b) => b.length - a.length);
}

/** The one-word option values (lower case, "postpone", "pk", "card"): words, so caught only where code would stand. */
export function optionWords(values: Iterable<string>): string[] {
  return [...new Set([...values].filter((s) => /^[a-z]+$/.test(s)))].sort((a, b) => b.length - a.length);
}

export type TextLang = 'zh' | 'en';

/** Latin words a Chinese text may hold: names of sources, apps and games, and what a command-line user types or reads. */
export const LATIN_IN_CHINESE: readonly string[] = [
  'LangRenShaFaGuan',
  'WerewolfGameJudge',
  'WerewolfJudge',
  'PandaKill',
  'Wolfboard',
  'wolfboard',
  'werewolves-assistant',
  'werewolf (hjwylde)',
  'The Werewolves of Millers Hollow',
  'Werewolves of Millers Hollow',
  'Millers Hollow',
  'NetEase',
  'Ultimate Werewolf',
  'Bézier Games',
  'New Moon',
  'JSON',
  'UTF-8',
  'FILE',
  'LANG',
  'PK',
  'OK',
  'PDF',
  'CLI',
  // Words of the file formats and the command line, as the user types them.
  'Markdown',
  'GBK',
  'Big5',
  'Latin-1',
  'zh_CN',
  'heuristic',
  'random',
  'true',
  'false',
  'null',
  'id',
  'seats',
  'bottom',
  'players',
  'board',
  'events',
  'roles',
  'rules',
];

/** Glosses an English text may give in brackets after the English words: the game's own terms. */
export const HAN_GLOSSES: readonly string[] = [
  '狼刀在先',
  '屠边',
  '屠城',
  '空刀',
  '同守同救',
  '狼人杀',
  '退水',
  '自刀',
  '警徽流',
  '银水',
  '金水',
  '查杀',
  '双曝吞警徽',
  '线下版',
  '平安夜',
  '吞毒',
  '遗言',
  '指刀',
  '自爆',
  '空守',
  '归票',
  '决斗',
];

/** Plural nouns a count comes with. */
const COUNTED =
  'findings|errors|warnings|players|votes|games|deaths|seats|wolves|nights|days|cards|lives|potions|rounds|ballots|candidates|roles|events|steps|notes';
/** A count of one with a plural noun ("1 findings"); "night-1 deaths", "night 1 picks" are not counts. */
const PLURAL_AFTER_ONE = new RegExp(`(?<![\\d.,-]|· |(?:night|day|seat|Night|Day|Seat) )\\b1 (?:${COUNTED})\\b`);

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;
/** A source's own section mark: a Han numeral, then digits and bracketed numbers ("三6(1)", "二"). */
const SECTION = /(?<![\u3400-\u9fff])[一二三四五六七八九十]+(?:\d+(?:\(\d+\))*)?(?![\u3400-\u9fff])/g;

function patterns(words: readonly string[]): [what: string, re: RegExp][] {
  const list: [string, RegExp][] = [
    ['a file name', /[\w-]+\.(?:md|json|ts|tsx|js|mjs)\b/i],
    ['a source file number ("seed 000")', /\bseeds?\s*0\d\d\b/i],
    ['a section mark (§)', /§/],
    ['an internal document (RULES / ROLES-BEYOND)', /RULES|ROLES-BEYOND|ROLES BEYOND|engine-choices|\b(?:docs|data|lib)\/\w/],
    ['a rule key or role id as code spells it', new RegExp(`(?<![A-Za-z0-9])(?:${words.join('|')})(?![A-Za-z0-9])`)],
    // A player count said twice: "(12) (12 players)", "（9人） (9人)".
    ['a player count said twice', /(?<!\d)(\d+)\s*(?:人|players?)?\s*[)）]\s*[(（]\s*\1\s*(?:人|players?)/],
  ];
  return list;
}

/** A message's own syntax (ICU: "{seat}", "{n, plural, one {…} other {…}}"): the code's, replaced before it is shown. */
function unmessage(text: string): string {
  return text
    .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, '{')
    .replace(/(?<=[\s{}，,])=?\w+\s*(?=\{)/g, ' ')
    .replace(/\{\s*\w+\s*\}/g, ' ');
}

function latinInChinese(text: string): string | undefined {
  // The command and its verb as typed ("wolfboard replay: …").
  let t = unmessage(text)
    .replace(/\bwolfboard(?: [a-z]+)?\b/g, ' ')
    .replace(/"[A-Za-z0-9_.:-]+"/g, ' ')
    .replaceAll('zh-CN|zh-TW|en', ' ')
    .replace(/\.json\b|\bzh\b/g, ' ');
  for (const w of LATIN_IN_CHINESE) t = t.replace(new RegExp(`(?<![A-Za-z])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`, 'g'), ' ');
  // What a command-line user types: options (--seed), placeholders in capitals, the command lines themselves.
  t = t.replace(/--?[a-z][\w-]*/g, ' ').replace(/\b[A-Z]{1,5}\b/g, ' ');
  return t.match(/[A-Za-z]{2,}(?:[ '-][A-Za-z]+)*/)?.[0];
}

function hanInEnglish(text: string): string | undefined {
  const glosses = HAN_GLOSSES.join('|');
  // A gloss stands in brackets after English words ("side kill (屠边)"), never as the head word.
  const t = unmessage(text)
    .replace(new RegExp(`([A-Za-z][A-Za-z'’.-]*[”"]?\\s*)[(（](?:${glosses})[)）]`, 'g'), '$1')
    .replace(SECTION, ' ');
  return t.match(new RegExp(`${HAN.source}+`))?.[0];
}

/** A checker: the problems of one text (in its language when known), what was found and the words that matched. */
export function offenceFinder(words: readonly string[], values: readonly string[] = []): (text: string, lang?: TextLang) => string[] {
  const list = patterns(words);
  // Where a label belongs, the value as code spells it: at the head of a clause, followed by a bracket or a
  // colon ("postpone（…）", "card:"), or first in a bracket before the source it cites ("(seer, the default").
  // English reads "(seer, witch, guard)" as words, so there only those two places count.
  const v = values.join('|');
  const option = values.length
    ? {
        zh: new RegExp(`(?:^|[.:;。：；，、]\\s*|[(（]\\s*|[\\u3400-\\u9fff])(?:${v})(?=\\s*[(（]|[:：]|\\s*[,;，；)）])`),
        en: new RegExp(`(?:^|[.;:]\\s+)(?:${v})(?=\\s*[(:])|[(](?:${v})[,;]\\s*(?=the (?:default|langrensha|Millers)|[A-Z])`),
      }
    : undefined;
  return (text, lang) => {
    const out: string[] = [];
    for (const [what, re] of list) {
      const m = text.match(re);
      if (m) out.push(`${what}: "${m[0]}"`);
    }
    const value = lang && option ? unmessage(text).match(option[lang]) : null;
    if (value) out.push(`an option value as code spells it: "${value[0]}"`);
    if (lang === 'zh') {
      const latin = latinInChinese(text);
      if (latin) out.push(`Latin words in a Chinese text: "${latin}"`);
      const comma = text.match(/[\u3400-\u9fff][,]\s*[\u3400-\u9fff\d]/);
      if (comma) out.push(`an ASCII comma between Chinese clauses: "${comma[0]}"`);
    }
    if (lang === 'en') {
      const han = hanInEnglish(text);
      if (han) out.push(`Han characters in an English text: "${han}"`);
      const plural = text.match(PLURAL_AFTER_ONE);
      if (plural) out.push(`a plural after 1: "${plural[0]}"`);
    }
    return out;
  };
}
