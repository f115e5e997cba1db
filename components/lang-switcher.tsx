'use client';
import type { Lang } from '../lib/i18n';
import { LANG_CODES as LANGS } from '../lib/prefs';
import { setLang, useLang } from './use-lang';

// Each language named in itself, so the list reads right whatever the current language.
const NAMES: Record<Lang, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', en: 'English' };

export function LangSwitcher({ label }: { label: string }) {
  const lang = useLang();
  return (
    <select
      aria-label={label}
      data-testid="lang-switcher"
      value={lang}
      onChange={(e) => setLang(e.target.value as Lang)}
      className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
    >
      {LANGS.map((l) => (
        <option key={l} value={l} lang={l}>
          {NAMES[l]}
        </option>
      ))}
    </select>
  );
}
