// One way to put words on things (docs/architecture.md, Languages): code names a message and t fills it in
// the reader's language; no code under lib/, components/, cli/ or app/ tests the language to choose its words
// or holds a text per language. The language's own forms that are not words (a list's joiner, the
// punctuation between citations) are messages too (common.*).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageBranches } from './language-branches';

const root = join(import.meta.dirname, '..', '..');

/**
 * Files that test a language for what is not a text, each for its reason. lib/generated is written from
 * data/i18n (scripts/generate.ts) and is not scanned.
 */
const NOT_WORDS: Record<string, string> = {
  'lib/moderator/voice.ts': 'picks a speech-synthesis voice by its tag (en-US, zh-TW, zh-HK), no words',
};

function walk(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) return p === 'lib/generated' ? [] : walk(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('the scan itself', () => {
  it('finds each way of choosing words by the language, and passes code that names a message', () => {
    for (const bad of [
      "wake: lang === 'en' ? capital(wake) : wake,",
      "if (lang !== 'zh-CN' && lang !== 'zh-TW') return named;",
      "return 'en' === lang ? a : b;",
      "case 'zh-TW': return '、';",
      "const sep = lang.startsWith('zh') ? '、' : ', ';",
      "const label = { 'zh-CN': '警徽', 'zh-TW': '警徽', en: 'the badge' };",
      'const t = { en: "Seat", zh: "号" };',
      'const s = { en: `Seat` };',
      'return { ...loc, en: loc.en.charAt(0).toUpperCase() + loc.en.slice(1) };',
      "problem('wrongStep', { label: 'the badge', labelZh: '警徽移交' });",
    ])
      expect(languageBranches(bad), bad).not.toEqual([]);
    for (const good of [
      'wake: capitalFirst(t.wake[lang], lang),',
      "return { en: msgText(m, 'en'), zh: msgText(m, 'zh-CN') };",
      "export const DEFAULT_LANG: Lang = 'zh-CN';",
      "{ code: 'zh-TW', name: '繁體中文', match: ['zh-tw', 'zh-hk'] },",
      "// lang === 'en' ? … : … is what this line's comment quotes",
      "const url = 'https://example.org'; // lang === 'en'",
      'readonly en: string;',
    ])
      expect(languageBranches(good), good).toEqual([]);
  });
});

describe('no language branch in the code', () => {
  it('lib/, components/, cli/ and app/ choose no word by the language and hold no text per language', () => {
    const files = ['lib', 'components', 'cli', 'app'].flatMap(walk);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((f) => !(f in NOT_WORDS))
      .flatMap((f) => languageBranches(readFileSync(join(root, f), 'utf8')).map((o) => `${f}:${o.line}: ${o.kind}: ${o.text}`));
    expect(found).toEqual([]);
  });

  it("no code but lib/i18n/index.ts fills a {placeholder}: t is the one filler (the script's texts included)", () => {
    const files = ['lib', 'components', 'cli', 'app'].flatMap(walk).filter((f) => f !== 'lib/i18n/index.ts');
    const fills = files.filter((f) => /\\\{\(\\w/.test(readFileSync(join(root, f), 'utf8')));
    expect(fills).toEqual([]);
  });

  it('no data file outside data/i18n holds a text per language (data names its texts by message id)', () => {
    const LANG_KEYS = new Set(['en', 'zh', 'zh-CN', 'zh-TW', 'zh-Hans', 'zh-Hant']);
    const keyed = (v: unknown, at: string): string[] => {
      if (Array.isArray(v)) return v.flatMap((x, i) => keyed(x, `${at}[${i}]`));
      if (typeof v !== 'object' || v === null) return [];
      // A board's custom cards carry their organizer's words inline (docs/rules.md, Custom roles): the board's
      // own content, not the tool's words.
      return Object.entries(v).flatMap(([k, x]) =>
        k === 'customRoles' ? [] : LANG_KEYS.has(k) && typeof x === 'string' ? [`${at}.${k}`] : keyed(x, `${at}.${k}`),
      );
    };
    const json = (dir: string): string[] =>
      readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
        const p = `${dir}/${e.name}`;
        if (e.isDirectory()) return p === 'data/i18n' ? [] : json(p);
        return e.name.endsWith('.json') ? [p] : [];
      });
    const files = ['data', 'schemas'].flatMap((d) => json(d));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => keyed(JSON.parse(readFileSync(join(root, f), 'utf8')), f))).toEqual([]);
    expect(keyed({ a: [{ en: 'Seat', 'zh-CN': '号' }] }, 'x')).toEqual(['x.a[0].en', 'x.a[0].zh-CN']);
  });

  it('each file let through still tests a language (else it leaves the list)', () => {
    for (const f of Object.keys(NOT_WORDS)) expect(languageBranches(readFileSync(join(root, f), 'utf8')), f).not.toEqual([]);
  });
});
