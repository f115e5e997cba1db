// Adding a language is one folder of messages and one entry in lib/i18n/languages: a pseudo-language made from
// the English messages (accented letters in ⟦brackets⟧, parameters and plural forms kept) is registered at
// run time, and every page and every CLI verb speaks it: their words come from the messages, none from code.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readTextFile, type Io } from '../../cli/io';
import { main } from '../../cli/wolfboard';
import { addMessages, isLang, type Lang, langFromFlag, LANGS, messageKeys, rawMessage, registerLanguage } from '../../lib/i18n';
import { NAMESPACES } from '../../lib/generated/messages';

// Pages read the current path for the navigation's highlight; outside Next there is none.
vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const PSEUDO = 'en-XA' as Lang;
const ACCENT: Record<string, string> = Object.fromEntries(
  [...'abcdeghiklnorstuyzABCDEGHIKLNORSTUYZ'].map((c, i) => [c, [...'áƀçđéğĥíķłñóŕšţúýžÁƁÇĐÉĞĤÍĶŁÑÓŔŠŢÚÝŽ'][i]]),
);
const accent = (s: string) => s.replace(/[A-Za-z]/g, (c) => ACCENT[c] ?? c);

/** The pseudo form of a message: text accented and bracketed; {params} and ICU keywords kept. */
function pseudo(s: string): string {
  let out = '';
  let text = '';
  const flush = () => {
    if (text.trim()) out += `⟦${accent(text)}⟧`;
    else out += text;
    text = '';
  };
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== '{') {
      text += s[i];
      continue;
    }
    flush();
    let depth = 0;
    let j = i;
    for (; j < s.length; j++) {
      if (s[j] === '{') depth++;
      else if (s[j] === '}' && --depth === 0) break;
    }
    const inner = s.slice(i + 1, j);
    const m = inner.match(/^(\s*\w+\s*,\s*(?:plural|select)\s*,)([\s\S]*)$/);
    // Plural and select branches are messages themselves: each is made pseudo, the selectors kept.
    out += m ? `{${m[1]}${m[2].replace(/\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g, (_b, body: string) => `{${pseudo(body)}}`)}}` : `{${inner}}`;
    i = j;
  }
  flush();
  return out;
}

const BOARD = 'tests/fixtures/boards/warnings-forum-13.json';
const RECORD = 'tests/records/audit-elder-killed-by-wolves-powers-kept.json';
const han = /[\u4e00-\u9fff]/;

/** The English messages long enough to be recognised (no parameters): none may show as English. */
const englishMessages = (): string[] =>
  messageKeys('en')
    .map((k) => rawMessage(k, 'en') as string)
    .filter((s) => s.length >= 12 && s.includes(' ') && !s.includes('{') && /[a-z]{4}/.test(s));
/** Text outside the ⟦pseudo⟧ brackets. */
const outside = (s: string) => s.replace(/⟦[^⟧]*⟧/g, ' ');
const leftEnglish = (s: string): string[] => {
  const rest = outside(s);
  return englishMessages().filter((m) => rest.includes(m));
};

beforeAll(() => {
  registerLanguage({ code: PSEUDO, name: '⟦Ƥšéúđó⟧', match: ['en-xa'] });
  for (const k of messageKeys('en')) addMessages(PSEUDO, { [k]: pseudo(rawMessage(k, 'en') as string) });
});

async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env, readText: readTextFile };
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('a pseudo-language registered at run time', () => {
  it('is one entry in the language list, picked by its code', () => {
    expect(LANGS).toContain(PSEUDO);
    expect(isLang(PSEUDO)).toBe(true);
    expect(langFromFlag('en-XA')).toBe(PSEUDO);
    expect(langFromFlag('en')).toBe('en');
    expect(pseudo('Seat {n}: {k, plural, one {# vote} other {# votes}}')).toBe('⟦Šéáţ ⟧{n}⟦: ⟧{k, plural, one {⟦# vóţé⟧} other {⟦# vóţéš⟧}}');
  });

  // Every verb, and what each prints that must be words of the messages rather than of the code.
  const VERBS: [string, string[], RegExp][] = [
    ['roles', [], /⟦/],
    ['check', [BOARD], /⟦Ŕéšúłţ⟧/],
    ['order', [BOARD], /⟦/],
    ['script', [BOARD], /⟦/],
    ['replay', [RECORD], /⟦Ŕépłáýéđ/],
    ['beats', [RECORD], /⟦/],
    ['simulate', [BOARD, '--games', '20', '--seed', '1'], /⟦/],
  ];
  for (const [verb, args, marker] of VERBS) {
    it(`wolfboard ${verb} --lang en-XA speaks it, and its --help too`, async () => {
      const r = await cli([verb, ...args, '--lang', 'en-XA']);
      expect(r.code, r.err).toBeLessThanOrEqual(1);
      expect(r.out).toMatch(marker);
      // The validator's findings too: messages with parameters, made in the language at the edge.
      const rest = r.out;
      expect(leftEnglish(rest)).toEqual([]);
      const help = await cli([verb, '--help'], { LANG: 'en_XA.UTF-8' });
      expect(help.out.split('\n')[2]).toMatch(/^⟦/);
      expect(help.out).not.toMatch(/exit codes/);
    });
  }

  it("the readers' problems speak it too: a file that is not a board, a record that is not a game, a file not found", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wolfboard-pseudo-'));
    try {
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, '{"players": 2, "roles": {"dragon": 1}, "name": 5}');
      const notJson = join(dir, 'notes.json');
      writeFileSync(notJson, '{"players": 12,');
      for (const argv of [
        ['check', bad],
        ['check', notJson],
        ['replay', bad],
        ['check', join(dir, 'none.json')],
      ]) {
        const r = await cli([...argv, '--lang', 'en-XA']);
        expect(r.code, r.err).toBe(2);
        const lines = r.err.split('\n').map((l) => l.split(dir).join(''));
        expect(lines.length).toBeGreaterThan(0);
        for (const l of lines) expect(l, l).toMatch(/⟦/);
        expect(r.err).not.toMatch(/expected|is required|unknown role|not valid JSON|no such file/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('wolfboard --help lists every verb in it', async () => {
    const r = await cli(['--help'], { LANG: 'en_XA' });
    expect(r.out.split('\n')[0]).toMatch(/^⟦/);
    expect(r.out).not.toMatch(/usage: wolfboard VERB/);
  });
});

describe('every page speaks it', () => {
  /** A page rendered as the static export renders it in a language, with the pseudo-language's messages given to it. */
  async function render(page: (props: { lang: Lang }) => ReactNode | Promise<ReactNode>): Promise<string> {
    const { MessagesClient } = await import('../../components/messages-client');
    const { SiteHeader } = await import('../../components/site-header');
    const messages = Object.fromEntries(messageKeys(PSEUDO).map((k) => [k, rawMessage(k, PSEUDO) as string]));
    const body = await page({ lang: PSEUDO });
    return renderToStaticMarkup(createElement(MessagesClient, { lang: PSEUDO, ns: [...NAMESPACES], messages }, createElement(SiteHeader), body));
  }
  /** The visible text of the markup: no tags, and not the language switcher (each language names itself there). */
  const words = (html: string) =>
    html
      .replace(/<(select|style|script)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const PAGES: [string, () => Promise<(props: { lang: Lang }) => ReactNode>][] = [
    ['home', async () => (await import('../../components/routes/home')).default],
    ['designer', async () => (await import('../../components/routes/designer')).default],
    ['print', async () => (await import('../../components/routes/print')).default],
    ['moderator', async () => (await import('../../components/routes/moderator')).default],
    ['lab', async () => (await import('../../components/routes/lab')).default],
  ];
  for (const [name, load] of PAGES) {
    it(`/${name === 'home' ? '' : `${name}/`} is in the pseudo-language, header and all`, async () => {
      const html = await render(await load());
      let text = words(html);
      // What the page shows that is not words of the messages: the rules' and roles' sources (titles of
      // documents). The validator's findings are messages too, so they are in the pseudo-language.
      const { HOUSE_RULES } = await import('../../lib/catalogue/house-rules');
      const { ROLES } = await import('../../lib/catalogue');
      const { PRESETS } = await import('../../lib/catalogue/presets');
      const { ENGINE_CHOICES } = await import('../../lib/engine');
      const { sourceText } = await import('../../lib/catalogue/source-text');
      // A source as cited (its punctuation the language's, common.semicolonSep) and as written.
      const notMessages = [...Object.values(HOUSE_RULES), ...Object.values(ROLES), ...PRESETS, ...ENGINE_CHOICES].flatMap((e) => [
        sourceText(e.source, PSEUDO),
        e.source,
      ]);
      // Longest first: a source can hold a shorter one.
      for (const x of notMessages.sort((a, b) => b.length - a.length)) text = text.split(x).join(' ');
      expect(text).toMatch(/⟦/);
      expect(outside(text), 'no Chinese outside the pseudo-language').not.toMatch(han);
      expect(leftEnglish(text), 'no English message left').toEqual([]);
      // Nor any English word written in a component: outside the brackets only names, numbers and signs.
      const words4 = (outside(text).match(/\b[A-Za-z]{4,}\b/g) ?? []).filter((w) => w !== 'Wolfboard');
      expect(words4, 'no English word outside the messages').toEqual([]);
      // The navigation and the switcher's label are messages too.
      expect(html).toMatch(/<nav aria-label="⟦/);
      expect(html).toMatch(/<select aria-label="⟦/);
    });
  }
});
