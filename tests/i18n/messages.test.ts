// One translation mechanism (lib/i18n t over data/i18n/<lang>/<namespace>.json): every language has every
// key, with the same parameters; zh-TW is Traditional; every key the code names exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, listOf, t } from '../../lib/i18n';
import { NAMESPACES } from '../../lib/generated/messages';
import { SIMPLIFIED_ONLY } from './simplified-only';
import { HOUSE_RULES, RULE_KEYS } from '../../lib/catalogue/house-rules';
import { sourceText } from '../../lib/catalogue/source-text';

const root = join(import.meta.dirname, '..', '..');
const dir = join(root, 'data', 'i18n');
const read = (lang: string, ns: string): Record<string, string> => JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8'));
const folders = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/**
 * Messages whose languages name different parameters, each for a reason: the code passes all of them.
 * Any other difference is a bug (a missing {seat} would show the judge a wrong seat).
 */
const DIFFERENT_PARAMS: Record<string, string> = {
  'engine.acts.inspect': 'English names the step ({step}), Chinese the role ({label}, from labelKey)',
  'interactions.wolf-self-kill-exempt.texts.message': 'Chinese repeats the subject ({they})',
};
/** `wolfboard --help` lines: English gives each verb's synopsis (with {langs}), Chinese what it does. */
const differs = (k: string): boolean => k in DIFFERENT_PARAMS || /^cli\.help\.\w+\.line$/.test(k);

/** The parameter names of a message ({name}, {n, plural, …}), the ICU syntax left out. */
function params(s: string): string[] {
  return [...new Set([...s.matchAll(/\{\s*(\w+)\s*(?=[,}])/g)].map((m) => m[1]))].sort();
}

describe('data/i18n: one folder per language, the same files and keys in each', () => {
  it('the folders are the languages of lib/languages, each with every namespace', () => {
    expect(folders).toEqual([...LANGS].sort());
    for (const lang of folders) {
      const files = readdirSync(join(dir, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -5))
        .sort();
      expect(files, lang).toEqual([...NAMESPACES].sort());
    }
  });

  it('data/i18n holds the language folders only: every word is a message of one language', () => {
    const loose = readdirSync(dir, { withFileTypes: true })
      .filter((d) => !d.isDirectory())
      .map((d) => d.name);
    expect(loose).toEqual([]);
  });

  it('every key of any language is in every language, under its namespace, with the same parameters', () => {
    const missing: string[] = [];
    const wrongParams: string[] = [];
    const misplaced: string[] = [];
    for (const ns of NAMESPACES) {
      const byLang = Object.fromEntries(folders.map((l) => [l, read(l, ns)]));
      const keys = new Set(folders.flatMap((l) => Object.keys(byLang[l])));
      for (const k of keys) {
        if (k.split('.')[0] !== ns) misplaced.push(`${ns}: ${k}`);
        const en = byLang.en[k];
        for (const l of folders) {
          const s = byLang[l][k];
          if (typeof s !== 'string' || s.trim() === '') missing.push(`${l}: ${k}`);
          else if (en !== undefined && !differs(k) && params(s).join() !== params(en).join()) wrongParams.push(`${l}: ${k}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(wrongParams).toEqual([]);
    expect(misplaced).toEqual([]);
  });

  it('zh-TW has no Simplified-only character', () => {
    const bad: string[] = [];
    for (const ns of NAMESPACES) {
      for (const [k, s] of Object.entries(read('zh-TW', ns))) {
        const found = [...s].filter((c) => SIMPLIFIED_ONLY.has(c));
        if (found.length) bad.push(`${k}: ${[...new Set(found)].join('')}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the sources cited to users read in zh-TW without a Simplified-only character (titles and sections written out)', () => {
    const bad: string[] = [];
    for (const key of RULE_KEYS) {
      const tw = sourceText(HOUSE_RULES[key].source, 'zh-TW');
      const found = [...tw].filter((c) => SIMPLIFIED_ONLY.has(c));
      if (found.length) bad.push(`${key}: ${tw}`);
    }
    expect(bad).toEqual([]);
    expect(sourceText('Basic Rules 二 盗贼; Rules Overview 警长', 'zh-TW')).toBe('狼人殺基本規則 二 盜賊；《狼人殺規則一覽》 警長');
    expect(sourceText('Basic Rules 二 盗贼; Rules Overview 警长', 'zh-CN')).toBe('狼人杀基本规则 二 盗贼；《狼人杀规则一览》 警长');
    // English names a Chinese text's section in English; its numbering (二) is the text's own.
    expect(sourceText('Basic Rules 二 盗贼', 'en')).toBe('Basic Rules 二 the thief');
  });

  it('the checks above can fail: a Simplified line is caught, and a parameter mismatch is seen', () => {
    expect([...'预言家请睁眼'].some((c) => SIMPLIFIED_ONLY.has(c))).toBe(true);
    expect([...'預言家請睜眼'].some((c) => SIMPLIFIED_ONLY.has(c))).toBe(false);
    expect(params('{n, plural, one {# seat} other {# seats}} of {name}')).toEqual(['n', 'name']);
    expect(params('Seat {seat}').join()).not.toBe(params('{n}号').join());
  });
});

describe('every key the code names has a message', () => {
  const walk = (d: string): string[] =>
    readdirSync(join(root, d), { withFileTypes: true }).flatMap((e) => {
      const p = join(d, e.name);
      if (e.isDirectory()) return p.includes('generated') ? [] : walk(p);
      return /\.tsx?$/.test(e.name) ? [readFileSync(join(root, p), 'utf8')] : [];
    });
  const sources = ['app', 'components', 'lib', 'cli'].flatMap(walk);
  const en = Object.assign({}, ...NAMESPACES.map((ns) => read('en', ns))) as Record<string, string>;

  it('t(\'ns.key\' …) and <T k="ns.key"> name existing messages', () => {
    const used = new Set<string>();
    const ns = NAMESPACES.join('|');
    const re = new RegExp(`\\b(?:t|tAll|tLoc|translate|hasMessage|textOf)\\(\\s*['\`"]((?:${ns})\\.[\\w.-]+)['\`"]|\\bk="((?:${ns})\\.[\\w.-]+)"`, 'g');
    for (const src of sources) for (const m of src.matchAll(re)) used.add(m[1] ?? m[2]);
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });
});

describe('t: parameters, plurals, selects and lists', () => {
  it('fills parameters and leaves an unknown one visible', () => {
    expect(t('moderator.seat.n', 'en', { n: 5 })).toBe('Seat 5');
    expect(t('moderator.seat.n', 'zh-TW', { n: 5 })).toBe('5號');
    expect(t('moderator.seat.n', 'en')).toBe('Seat {n}');
  });

  it('a key without a message shows as itself', () => {
    expect(t('ui.no.such.key', 'en')).toBe('ui.no.such.key');
  });

  it('picks plural forms by Intl.PluralRules, =N first, # as the number', async () => {
    const { addMessages } = await import('../../lib/i18n');
    addMessages('en', { 'test.seats': '{n, plural, =0 {no seat} one {# seat} other {# seats}} for {who}' });
    expect(t('test.seats', 'en', { n: 0, who: 'x' })).toBe('no seat for x');
    expect(t('test.seats', 'en', { n: 1, who: 'x' })).toBe('1 seat for x');
    expect(t('test.seats', 'en', { n: 4, who: 'x' })).toBe('4 seats for x');
    addMessages('en', { 'test.side': '{g, select, god {a god} villager {a villager} other {someone}}' });
    expect(t('test.side', 'en', { g: 'god' })).toBe('a god');
    expect(t('test.side', 'en', { g: 'x' })).toBe('someone');
  });

  it('writes an array parameter as the language writes a list', async () => {
    const { addMessages } = await import('../../lib/i18n');
    addMessages('en', { 'test.list': 'Seats {seats} wake' });
    addMessages('zh-CN', { 'test.list': '{seats}号睁眼' });
    expect(t('test.list', 'en', { seats: [3, 5, 9] })).toBe('Seats 3, 5 and 9 wake');
    expect(t('test.list', 'zh-CN', { seats: [3, 5, 9] })).toBe('3、5、9号睁眼');
    expect(listOf([3, 5], 'en')).toBe('3 and 5');
  });
});
