'use client';
// The document's title after a switch in place: the HTML's title is in the HTML's language
// (components/routes/meta); a switch gives the same title in the new language. `k` is the page's title
// message (ui.*), null for the home page, whose title is the brand's.
import { useContext, useEffect } from 'react';
import { t } from '../lib/i18n';
import { HtmlLang, useLang } from './use-lang';

export function PageTitle({ k }: { k: string | null }) {
  const lang = useLang();
  const html = useContext(HtmlLang);
  useEffect(() => {
    if (lang === html) return;
    document.title = k ? `${t(`ui.${k}`, lang)} · Wolfboard` : 'Wolfboard';
  }, [k, lang, html]);
  return null;
}
