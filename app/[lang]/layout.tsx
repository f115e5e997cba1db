// The pages in every other language, under its code ("/en/designer/"): one static HTML per page and
// language, so a page carries the words of its language only (app/(default) has the default language's).
import type { ReactNode } from 'react';
import { siteMetadata, siteViewport, SiteLayout } from '../../components/site-layout';
import { DEFAULT_LANG, isLang, LANGUAGES } from '../../lib/languages';

export const viewport = siteViewport;
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return siteMetadata(isLang(lang) ? lang : DEFAULT_LANG);
}

export function generateStaticParams(): { lang: string }[] {
  return LANGUAGES.filter((l) => l.code !== DEFAULT_LANG).map((l) => ({ lang: l.code }));
}

export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return <SiteLayout lang={isLang(lang) ? lang : DEFAULT_LANG}>{children}</SiteLayout>;
}
