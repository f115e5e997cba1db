// The boot script (components/lang-boot), run as the browser runs it before the first paint: it picks the
// language (the stored choice, else the browser's) and, when the HTML is in another, sends the browser on
// to the page in that language (lib/i18n/languages pagePath), keeping the query and the #fragment.
import { describe, expect, it } from 'vitest';
import { langBootScript } from '../../components/lang-boot';
import { DEFAULT_LANG, langOfPath, PAGE_LANGS, pageOfPath, pagePath } from '../../lib/i18n/languages';

function boot({
  html,
  path,
  search = '',
  hash = '',
  stored,
  browser,
}: {
  html: string;
  path: string;
  search?: string;
  hash?: string;
  stored?: string;
  browser: string[];
}) {
  const attrs = new Map<string, string>();
  const sent: string[] = [];
  const documentElement = {
    lang: html,
    setAttribute: (k: string, v: string) => attrs.set(k, v),
    removeAttribute: (k: string) => attrs.delete(k),
  };
  const env = {
    document: { documentElement },
    localStorage: { getItem: () => (stored ? JSON.stringify({ version: 1, prefs: { lang: stored } }) : null) },
    navigator: { languages: browser, language: browser[0] },
    location: { pathname: path, search, hash, replace: (to: string) => sent.push(to) },
    setTimeout: () => 0,
  };
  new Function(...Object.keys(env), langBootScript)(...Object.values(env));
  return { lang: attrs.get('data-lang'), pending: attrs.has('data-pending'), leaving: attrs.has('data-leaving'), sent };
}

describe('the boot script', () => {
  it('sends an English browser from a shared link to the English page, the board kept', () => {
    const r = boot({ html: 'zh-CN', path: '/designer/', hash: '#board=N4Ig', browser: ['en-US', 'en'] });
    expect(r).toEqual({ lang: 'en', pending: true, leaving: true, sent: ['/en/designer/#board=N4Ig'] });
  });

  it('keeps a Chinese browser where it is, and at the language an address names (a link in a language is sent in it)', () => {
    expect(boot({ html: 'zh-CN', path: '/print/', browser: ['zh-CN'] })).toEqual({ lang: 'zh-CN', pending: false, leaving: false, sent: [] });
    expect(boot({ html: 'en', path: '/en/lab/', search: '?preset=basic-8', browser: ['zh-HK'] })).toEqual({
      lang: 'en',
      pending: false,
      leaving: false,
      sent: [],
    });
    expect(boot({ html: 'en', path: '/en/', browser: ['zh'] }).sent).toEqual([]);
    // The default language's unprefixed paths name no language: the browser's is followed there.
    expect(boot({ html: 'zh-CN', path: '/lab/', browser: ['zh-HK'] }).sent).toEqual(['/zh-TW/lab/']);
  });

  it('follows the stored choice over the browser’s language, and the address’s language over both', () => {
    expect(boot({ html: 'zh-CN', path: '/moderator/', stored: 'zh-TW', browser: ['en-US'] }).sent).toEqual(['/zh-TW/moderator/']);
    expect(boot({ html: 'zh-TW', path: '/zh-TW/moderator/', stored: 'zh-TW', browser: ['en-US'] }).sent).toEqual([]);
    // Chose English, then opened a Traditional Chinese link: it stays Traditional Chinese (the choice is not changed by it).
    expect(boot({ html: 'zh-TW', path: '/zh-TW/lab/', stored: 'en', browser: ['en-US'] })).toEqual({ lang: 'zh-TW', pending: false, leaving: false, sent: [] });
    // A Simplified Chinese browser opening an English address stays in English.
    expect(boot({ html: 'en', path: '/en/designer/', browser: ['zh-CN'] }).sent).toEqual([]);
  });

  it('shows the address’s language, hidden until its messages are in, where an offline copy of another language was served', () => {
    // Offline, the service worker served the zh-CN copy at the Traditional Chinese address.
    expect(boot({ html: 'zh-CN', path: '/zh-TW/moderator/', browser: ['zh-CN'] })).toEqual({ lang: 'zh-TW', pending: true, leaving: false, sent: [] });
  });

  it('stays, hidden until its messages are in, where the address already is the chosen language’s (an offline copy)', () => {
    // The service worker served the zh-CN copy at the English address.
    expect(boot({ html: 'zh-CN', path: '/en/designer/', browser: ['en'] })).toEqual({ lang: 'en', pending: true, leaving: false, sent: [] });
  });

  it('reads an address that is no page as a page too (the 404 page follows the language)', () => {
    expect(boot({ html: 'zh-CN', path: '/no-such-page/', browser: ['en'] }).sent).toEqual(['/en/no-such-page/']);
  });
});

describe('page addresses', () => {
  it('the default language’s at the page’s own path, the others under their code', () => {
    expect(pagePath('zh-CN', '/designer/')).toBe('/designer/');
    expect(pagePath('en', '/designer/')).toBe('/en/designer/');
    expect(pagePath('zh-TW', '/')).toBe('/zh-TW/');
    expect(pageOfPath('/en/designer/')).toBe('/designer/');
    expect(pageOfPath('/zh-TW/')).toBe('/');
    expect(pageOfPath('/designer/')).toBe('/designer/');
    // A leading segment that is no language (or the default one, which has no prefix) is part of the page.
    expect(pageOfPath('/zh-CN/designer/')).toBe('/zh-CN/designer/');
    expect(pageOfPath('/english/')).toBe('/english/');
    // The language an address names: only a prefix of a language with pages other than the default.
    expect(langOfPath(PAGE_LANGS, DEFAULT_LANG, '/en/designer/')).toBe('en');
    expect(langOfPath(PAGE_LANGS, DEFAULT_LANG, '/zh-TW')).toBe('zh-TW');
    expect(langOfPath(PAGE_LANGS, DEFAULT_LANG, '/designer/')).toBe(null);
    expect(langOfPath(PAGE_LANGS, DEFAULT_LANG, '/zh-CN/designer/')).toBe(null);
    expect(langOfPath(PAGE_LANGS, DEFAULT_LANG, '/english/')).toBe(null);
  });
});
