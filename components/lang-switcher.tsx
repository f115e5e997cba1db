'use client';
import { LANGS, languageInfo, t, type Lang } from '../lib/i18n';
import { setLang, useLang } from './use-lang';

// Each language named in itself (lib/i18n/languages), so the list reads right whatever the current language.
export function LangSwitcher() {
  const lang = useLang();
  const label = t('ui.lang.label', lang);
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
          {languageInfo(l).name}
        </option>
      ))}
    </select>
  );
}
