// The web app manifest (out/manifest.webmanifest, linked from every page): Wolfboard installs on a phone's
// home screen and opens on the moderator, the page a judge needs at the table; that page registers the
// service worker, so the installed app works offline once opened.
//
// One manifest for the three languages: the app installs once, whatever page it is installed from, and
// opens at the default addresses, whose boot script sends it on to the page in the chosen language
// (lib/i18n/languages pagePath). Its lang is the site's default (zh-CN); the English and
// zh-TW names and description are in the *_localized members (W3C manifest localization; browsers that
// do not know them keep the zh-CN text), and the short name is the brand, the same in every language.
import type { MetadataRoute } from 'next';
import { DEFAULT_LANG, LANGS, t } from '../lib/i18n';
import '../lib/i18n/all';

type UiKey = string;
const ui = (key: UiKey, lang: (typeof LANGS)[number]) => t(`ui.${key}`, lang);

export const dynamic = 'force-static';

type Localized = { name_localized: Record<string, string>; description_localized: Record<string, string> };

const others = (key: UiKey) => Object.fromEntries(LANGS.filter((l) => l !== DEFAULT_LANG).map((l) => [l, ui(key, l)]));

const shortcut = (key: UiKey, url: string) => ({ name: ui(key, DEFAULT_LANG), short_name: ui(key, DEFAULT_LANG), url });

export default function manifest(): MetadataRoute.Manifest & Localized {
  return {
    id: '/',
    lang: DEFAULT_LANG,
    dir: 'ltr',
    name: ui('home.title', DEFAULT_LANG),
    name_localized: others('home.title'),
    short_name: 'Wolfboard',
    description: ui('home.intro', DEFAULT_LANG),
    description_localized: others('home.intro'),
    start_url: '/moderator/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: '#1c1917', // the layout's theme-color (the manifest test compares them)
    background_color: '#fafaf9',
    categories: ['games', 'utilities'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [shortcut('nav.designer', '/designer/'), shortcut('nav.print', '/print/'), shortcut('nav.balance', '/lab/')],
  };
}
