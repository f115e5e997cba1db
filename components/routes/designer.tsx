// The board designer.
import { DesignerPage } from '../designer/designer-page';
import { Messages } from '../messages';
import { PageTitle } from '../page-title';
import type { Lang } from '../../lib/i18n';
import { pageMetadata } from './meta';

const TITLE = 'nav.designer';

/** The page's title and description in its language. */
export const metadataFor = (lang: Lang) => pageMetadata(lang, TITLE, 'home.designer');

export default function Page({ lang }: { lang: Lang }) {
  return (
    <Messages lang={lang} ns={['roles', 'rules', 'presets', 'interactions', 'validator', 'nightOrder', 'engine', 'sources', 'lab', 'custom']}>
      <PageTitle k={TITLE} />
      <DesignerPage />
    </Messages>
  );
}
