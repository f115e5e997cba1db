// The messages a page needs (its namespaces), in the language of its static HTML only: the HTML carries
// one language; the browser loads another on a switch (components/use-lang). Server component.
import type { ReactNode } from 'react';
import { ALL_MESSAGES } from '../lib/generated/messages-all';
import type { Lang } from '../lib/i18n';
import type { Namespace } from '../lib/generated/messages';
import { MessagesClient } from './messages-client';

export function Messages({ lang, ns, children }: { lang: Lang; ns: Namespace[]; children?: ReactNode }) {
  const files = ALL_MESSAGES[lang] ?? {};
  const messages: Record<string, string> = {};
  for (const n of ns) Object.assign(messages, files[n]);
  return (
    <MessagesClient lang={lang} ns={ns} messages={messages}>
      {children}
    </MessagesClient>
  );
}
