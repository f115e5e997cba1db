// The pages in every other language, under its code ("/en/designer/"): one static HTML per page and
// language, so a page carries the words of its language only (app/(default) has the default language's).
import type { ReactNode } from 'react';
import { siteMetadata, siteViewport, SiteLayout } from '../../components/site-layout';
import { type LangParams, langOf } from '../../components/routes/lang-params';
import { DEFAULT_LANG, LANGUAGES } from '../../lib/i18n/languages';

export const viewport = siteViewport;
export const dynamicParams = false;

export const generateMetadata = async (props: LangParams) => siteMetadata(await langOf(props));

export function generateStaticParams(): { lang: string }[] {
  return LANGUAGES.filter((l) => l.code !== DEFAULT_LANG).map((l) => ({ lang: l.code }));
}

export default async function Layout({ children, ...props }: LangParams & { children: ReactNode }) {
  return <SiteLayout lang={await langOf(props)}>{children}</SiteLayout>;
}
