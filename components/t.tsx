// Server-rendered text in every language: one span per distinct text, CSS (app/globals.css) shows the
// one matching <html data-lang>. Static pages need no JavaScript to switch language this way.
import type { Lang } from '../lib/i18n';
import { uiAll, type UiKey, type Vars } from '../lib/ui-text';

const CODES: Record<Lang, string> = { 'zh-CN': 'zh-CN', 'zh-TW': 'zh-TW', en: 'en' };

/** Shows `texts[lang]` for the chosen language; identical texts share one span. */
export function L({ texts }: { texts: Record<Lang, string> }) {
  const groups = new Map<string, Lang[]>();
  for (const lang of Object.keys(CODES) as Lang[]) {
    const s = texts[lang];
    groups.set(s, [...(groups.get(s) ?? []), lang]);
  }
  if (groups.size === 1) return <>{texts.en}</>;
  return (
    <>
      {[...groups].map(([s, langs]) => (
        <span key={langs.join(' ')} data-l={langs.join(' ')} lang={langs.length === 1 ? CODES[langs[0]] : langs.includes('en') ? undefined : 'zh'}>
          {s}
        </span>
      ))}
    </>
  );
}

/** A UI string (data/i18n/ui.json) in every language. */
export function T({ k, vars }: { k: UiKey; vars?: Vars }) {
  return <L texts={uiAll(k, vars)} />;
}
