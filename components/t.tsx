'use client';
// A message in the shown language, for server components' text: <T k="ui.home.title" /> (a client leaf, so
// the text follows a language switch; the HTML carries it in one language).
import { t, type Params } from '../lib/i18n';
import { NAMESPACES } from '../lib/generated/messages';
import { useLang } from './use-lang';

/** A key whose first segment is no namespace is a UI string: "nav.home" is ui.nav.home. */
export function T({ k, vars }: { k: string; vars?: Params }) {
  const key = (NAMESPACES as readonly string[]).includes(k.split('.')[0]) ? k : `ui.${k}`;
  return <>{t(key, useLang(), vars)}</>;
}
