// The document every page is rendered in, in one language (one HTML per page and language: the default
// language's pages by app/(default)/layout, the others' by app/[lang]/layout): <html lang>, the boot script
// that sends the browser to the page in its chosen language before paint (components/lang-boot), the site
// header, and <main>. Pages render their content straight into <main id="main"> (no <main> of their own).
import type { Metadata, Viewport } from 'next';
import '../app/globals.css';
import type { ReactNode } from 'react';
import type { Lang } from '../lib/i18n';
import { langBootScript } from './lang-boot';
import { Messages } from './messages';
import { SiteHeader } from './site-header';
import { pageMetadata } from './routes/meta';

/** The site's metadata in a language (a page's own title and description: components/routes/meta). */
export function siteMetadata(lang: Lang): Metadata {
  return {
    title: { default: 'Wolfboard', template: '%s · Wolfboard' },
    ...pageMetadata(lang, null, 'home.intro'),
    applicationName: 'Wolfboard',
    // Installed on iOS (which reads no manifest): its own window and name. The manifest is app/manifest.ts.
    appleWebApp: { capable: true, title: 'Wolfboard', statusBarStyle: 'default' },
  };
}

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1c1917',
};

export function SiteLayout({ lang, children }: { lang: Lang; children: ReactNode }) {
  return (
    <html lang={lang} data-lang={lang} suppressHydrationWarning>
      {/* biome-ignore lint/style/noHeadElement: this is the root layouts' document (app/(default)/layout, app/[lang]/layout), where the rule allows <head>; Next adds its metadata to it */}
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (components/lang-boot), no outside text in it; it must run inline before paint, and the page's CSP allows it by its sha256 (scripts/build-csp.mjs) */}
        <script dangerouslySetInnerHTML={{ __html: langBootScript }} />
      </head>
      <body className="font-sans antialiased">
        <Messages lang={lang} ns={['common', 'ui']}>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none print:max-w-none print:p-0">
            {children}
          </main>
        </Messages>
      </body>
    </html>
  );
}
