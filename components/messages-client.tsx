'use client';
// Adds the page's messages (in the HTML's language) before its client components render, then, once
// hydrated, loads the chosen language (components/use-lang).
import { type ReactNode, useEffect } from 'react';
import type { Lang } from '../lib/i18n';
import type { Namespace } from '../lib/generated/messages';
import { provide, start } from './use-lang';

export function MessagesClient({ lang, ns, messages, children }: { lang: Lang; ns: Namespace[]; messages: Record<string, string>; children?: ReactNode }) {
  provide(lang, ns, messages);
  useEffect(() => {
    start();
  }, []);
  return <>{children}</>;
}
