'use client';
// Adds the page's messages (in the HTML's language) before its client components render, then, once
// hydrated, loads the chosen language (components/use-lang). The outermost one (the layout's) says the
// HTML's language to everything rendered inside it.
import { type ReactNode, useContext, useEffect } from 'react';
import type { Lang } from '../lib/i18n';
import type { Namespace } from '../lib/generated/messages';
import { HtmlLang, provide, start } from './use-lang';

export function MessagesClient({ lang, ns, messages, children }: { lang: Lang; ns: Namespace[]; messages: Record<string, string>; children?: ReactNode }) {
  provide(lang, ns, messages);
  const outer = useContext(HtmlLang);
  useEffect(() => {
    start();
  }, []);
  return outer ? children : <HtmlLang.Provider value={lang}>{children}</HtmlLang.Provider>;
}
