// Home: what Wolfboard is, the tools, and the role catalogue by faction (no client JS of its own but its links, which follow the language shown).
import { Messages } from '../messages';
import { PageTitle } from '../page-title';
import { RoleCatalogue } from '../role-catalogue';
import { PageLink } from '../page-link';
import { T } from '../t';
import type { Lang } from '../../lib/i18n';
import { pageMetadata } from './meta';

type UiKey = string;

const TOOLS: { page: string; icon: string; title: UiKey; desc: UiKey }[] = [
  { page: '/designer/', icon: '🧩', title: 'nav.designer', desc: 'home.designer' },
  { page: '/print/', icon: '🖨️', title: 'nav.print', desc: 'home.print' },
  { page: '/moderator/', icon: '🌙', title: 'nav.moderator', desc: 'home.moderator' },
  { page: '/lab/', icon: '⚖️', title: 'nav.balance', desc: 'home.balance' },
];

const TITLE = null;

/** The page's title and description in its language. */
export const metadataFor = (lang: Lang) => pageMetadata(lang, TITLE, 'home.intro');

export default function Home({ lang }: { lang: Lang }) {
  return (
    <Messages lang={lang} ns={['roles']}>
      <PageTitle k={TITLE} />
      <div className="grid gap-8">
        <section aria-labelledby="home-title" className="grid gap-3">
          <h1 id="home-title" className="text-2xl font-bold sm:text-3xl">
            <T k="home.title" />
          </h1>
          <p className="max-w-3xl text-stone-700">
            <T k="home.intro" />
          </p>
          <p className="max-w-3xl text-sm text-stone-600">
            <T k="home.offline" />
          </p>
        </section>

        <section aria-labelledby="home-tools">
          <h2 id="home-tools" className="mb-3 text-xl font-semibold">
            <T k="home.tools" />
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {TOOLS.map((t) => (
              <li key={t.page}>
                <PageLink page={t.page} className="flex h-full gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-stone-400">
                  <span aria-hidden="true" className="text-3xl leading-none">
                    {t.icon}
                  </span>
                  <span className="grid gap-1">
                    <span className="font-semibold text-stone-950">
                      <T k={t.title} />
                    </span>
                    <span className="text-sm text-stone-700">
                      <T k={t.desc} />
                    </span>
                  </span>
                </PageLink>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="home-catalogue" data-testid="catalogue">
          <h2 id="home-catalogue" className="text-xl font-semibold">
            <T k="home.catalogue" />
          </h2>
          <p className="mb-4 text-sm text-stone-600">
            <T k="home.catalogueIntro" />
          </p>
          <RoleCatalogue />
        </section>
      </div>
    </Messages>
  );
}
