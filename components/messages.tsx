// The messages a page needs (its namespaces), in the language of the static HTML only: the HTML carries
// one language; the browser loads another on its own (components/use-lang). Server component.
import type { ReactNode } from 'react';
import { ALL_MESSAGES } from '../lib/generated/messages-all';
import { DEFAULT_LANG } from '../lib/i18n';
import type { Namespace } from '../lib/generated/messages';
import { MessagesClient } from './messages-client';

export function Messages({ ns, children }: { ns: Namespace[]; children?: ReactNode }) {
  const files = ALL_MESSAGES[DEFAULT_LANG] ?? {};
  const messages: Record<string, string> = {};
  for (const n of ns) Object.assign(messages, files[n]);
  return (
    <MessagesClient lang={DEFAULT_LANG} ns={ns} messages={messages}>
      {children}
    </MessagesClient>
  );
}
