// The page of an address the site has no page at (out/404.html, which static hosts serve for it): in the
// site's document and header, in the default language; the boot script then switches it to the chosen one.
// Global (not a segment's not-found): the site has one root layout per language (app/(default), app/[lang]).
import type { Metadata } from 'next';
import { PageLink } from '../components/page-link';
import { siteMetadata, SiteLayout } from '../components/site-layout';
import { T } from '../components/t';
import { DEFAULT_LANG } from '../lib/i18n/languages';

export const metadata: Metadata = { ...siteMetadata(DEFAULT_LANG), title: '404 · Wolfboard' };

export default function GlobalNotFound() {
  return (
    <SiteLayout lang={DEFAULT_LANG}>
      <section aria-labelledby="not-found-title" className="grid gap-3">
        <h1 id="not-found-title" className="text-2xl font-bold">
          404 · <T k="notFound.title" />
        </h1>
        <p className="text-stone-700">
          <T k="notFound.text" />
        </p>
        <p>
          <PageLink page="/" className="font-semibold underline">
            <T k="notFound.home" />
          </PageLink>
        </p>
      </section>
    </SiteLayout>
  );
}
