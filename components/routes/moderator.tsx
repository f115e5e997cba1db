// The moderator page: a thin shell over the engine (lib/engine). Everything on it is client-side
// (the game lives in this browser's storage); the service worker keeps the site usable offline.
import { Messages } from '../messages';
import { PageTitle } from '../page-title';
import { ModeratorApp } from '../moderator/moderator-app';
import { SwRegister } from '../moderator/sw-register';
import type { Lang } from '../../lib/i18n';
import { pageMetadata } from './meta';

const TITLE = 'nav.moderator';

/** The page's title and description in its language. */
export const metadataFor = (lang: Lang) => pageMetadata(lang, TITLE, 'home.moderator');

export default function ModeratorPage({ lang }: { lang: Lang }) {
  return (
    <Messages lang={lang} ns={['moderator', 'engine', 'roles', 'rules', 'script', 'presets', 'nightOrder', 'interactions']}>
      <PageTitle k={TITLE} />
      <ModeratorApp />
      <SwRegister />
    </Messages>
  );
}
