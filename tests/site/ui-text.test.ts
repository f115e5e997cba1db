import { describe, expect, it } from 'vitest';
import { hasMessage, LANGS, messageKeys, pickLang, t, tAll, type Lang } from '../../lib/i18n';
import { LANG_CODES } from '../../lib/browser/prefs';

const UI_KEYS = messageKeys('en')
  .filter((k) => k.startsWith('ui.'))
  .map((k) => k.slice(3));
const ui = (k: string, lang: Lang) => t(`ui.${k}`, lang);
const uiAll = (k: string) => tAll(`ui.${k}`);
const hasTW = (k: string) => hasMessage(`ui.${k}`, 'zh-TW');

describe('the ui.* messages: every UI word in zh-CN, zh-TW and en', () => {
  it('every key has en and zh, and a zh-TW overlay', () => {
    const missing = UI_KEYS.filter((k) => !hasTW(k));
    expect(missing).toEqual([]);
    for (const k of UI_KEYS) {
      expect(ui(k, 'en').length, k).toBeGreaterThan(0);
      expect(ui(k, 'zh-CN').length, k).toBeGreaterThan(0);
    }
  });

  it('zh-TW reads the overlay, not the Simplified text', () => {
    expect(ui('nav.print', 'zh-CN')).toBe('打印');
    expect(ui('nav.print', 'zh-TW')).toBe('列印');
    expect(uiAll('nav.print')).toEqual({ 'zh-CN': '打印', 'zh-TW': '列印', en: 'Print' });
  });

  it('placeholders in the same set in every language', () => {
    for (const k of UI_KEYS) {
      const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
      expect(names(ui(k, 'zh-CN')), k).toBe(names(ui(k, 'en')));
      expect(names(ui(k, 'zh-TW')), k).toBe(names(ui(k, 'en')));
    }
  });

  it('lib/prefs knows the same languages as lib/i18n', () => {
    expect([...LANG_CODES]).toEqual([...LANGS]);
  });

  it('the browser picks the first language', () => {
    expect(pickLang(['zh-HK', 'en'])).toBe('zh-TW');
    expect(pickLang(['fr', 'zh'])).toBe('zh-CN');
  });
});
