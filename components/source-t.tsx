'use client';
// A message whose {source} is a rule text's citation, each text named by its title in the shown language
// (lib/catalogue/source-text): a client leaf like T, apart so that only the pages that cite sources carry the titles.
import { t } from '../lib/i18n';
import { NAMESPACES } from '../lib/generated/messages';
import { sourceText } from '../lib/catalogue/source-text';
import { useLang } from './use-lang';

export function SourceT({ k, source }: { k: string; source: string }) {
  const lang = useLang();
  const key = (NAMESPACES as readonly string[]).includes(k.split('.')[0]) ? k : `ui.${k}`;
  return <>{t(key, lang, { source: sourceText(source, lang) })}</>;
}
