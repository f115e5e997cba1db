// The root layout: <html lang> set before paint (components/lang-boot), the site header, and <main>.
// Pages render their content straight into <main id="main"> (no <main> of their own).
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { DEFAULT_LANG, langBootScript } from '../components/lang-boot';
import { Messages } from '../components/messages';
import { SiteHeader } from '../components/site-header';

export const metadata: Metadata = {
  title: { default: 'Wolfboard', template: '%s · Wolfboard' },
  description: 'Design Werewolf (狼人杀) boards with every conflict explained, print the wake order and a judge script, moderate a live game on a phone.',
  applicationName: 'Wolfboard',
  // Installed on iOS (which reads no manifest): its own window and name. The manifest is app/manifest.ts.
  appleWebApp: { capable: true, title: 'Wolfboard', statusBarStyle: 'default' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1c1917',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={DEFAULT_LANG} data-lang={DEFAULT_LANG} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script (components/lang-boot), no outside text in it; it must run inline before paint, and the page's CSP allows it by its sha256 (scripts/build-csp.mjs) */}
        <script dangerouslySetInnerHTML={{ __html: langBootScript }} />
      </head>
      <body className="font-sans antialiased">
        <Messages ns={['common', 'ui']}>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 outline-none print:max-w-none print:p-0">
            {children}
          </main>
        </Messages>
      </body>
    </html>
  );
}
