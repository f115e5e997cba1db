// The balance lab: simulate many games of a board to see whom it favours. The interactive part
// is one client leaf (components/lab/lab-app); the rest is server-rendered in every language.
import { LabApp } from '../lab/lab-app';
import { Messages } from '../messages';
import { PageTitle } from '../page-title';
import { LabT } from '../lab/lab-t';
import { PolicyAbout } from '../lab/policy-about';
import type { Lang } from '../../lib/i18n';
import { pageMetadata } from './meta';

const TITLE = 'nav.balance';

/** The page's title and description in its language. */
export const metadataFor = (lang: Lang) => pageMetadata(lang, TITLE, 'home.balance');

export default function LabPage({ lang }: { lang: Lang }) {
  return (
    <Messages lang={lang} ns={['lab', 'roles', 'rules', 'presets', 'nightOrder', 'interactions']}>
      <PageTitle k={TITLE} />
      <div className="grid grid-cols-1 gap-8">
        <section aria-labelledby="lab-title" className="grid gap-2">
          <h1 id="lab-title" className="text-2xl font-bold sm:text-3xl">
            <LabT k="title" />
          </h1>
          <p className="max-w-3xl text-stone-700">
            <LabT k="intro" />
          </p>
        </section>
        <LabApp />
        <PolicyAbout />
      </div>
    </Messages>
  );
}
