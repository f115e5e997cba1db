// A page's title and description in the language of its HTML (server side, where every language's
// messages are at hand: lib/i18n/all; none of it reaches the browser).
import type { Metadata } from 'next';
import { type Lang, t } from '../../lib/i18n';
import '../../lib/i18n/all';

/** `title` and `description` are UI message keys (ui.*); the home page has no title of its own. */
export function pageMetadata(lang: Lang, title: string | null, description: string): Metadata {
  return {
    ...(title ? { title: t(`ui.${title}`, lang) } : {}),
    description: t(`ui.${description}`, lang),
  };
}
