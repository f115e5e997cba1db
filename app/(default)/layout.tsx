// The pages in the default language, at the pages' own paths ("/designer/"): the addresses share links,
// the manifest and the CLI print. The other languages' pages are app/[lang].
import type { ReactNode } from 'react';
import { siteMetadata, siteViewport, SiteLayout } from '../../components/site-layout';
import { DEFAULT_LANG } from '../../lib/i18n/languages';

export const metadata = siteMetadata(DEFAULT_LANG);
export const viewport = siteViewport;

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout lang={DEFAULT_LANG}>{children}</SiteLayout>;
}
