// The site header (server component): brand, main navigation, language switcher (client leaves).
import { LangSwitcher } from './lang-switcher';
import { NavLink } from './nav-link';
import { PageLink } from './page-link';
import { T } from './t';
import { NavLabel } from './nav-label';

const LINKS = [
  { page: '/designer/', k: 'nav.designer' },
  { page: '/print/', k: 'nav.print' },
  { page: '/moderator/', k: 'nav.moderator' },
  { page: '/lab/', k: 'nav.balance' },
] as const;

export function SiteHeader() {
  return (
    <header className="border-b border-stone-200 bg-white print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-amber-300 focus:px-3 focus:py-2 focus:text-stone-950"
      >
        <T k="nav.skip" />
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <PageLink page="/" className="flex items-center gap-2 text-lg font-bold text-stone-950" aria-label="Wolfboard">
          <span aria-hidden="true">🐺</span>
          <span>Wolfboard</span>
        </PageLink>
        <NavLabel className="order-3 -mx-1 flex w-full gap-1 overflow-x-auto sm:order-2 sm:w-auto">
          {LINKS.map((l) => (
            <NavLink key={l.page} page={l.page}>
              <T k={l.k} />
            </NavLink>
          ))}
        </NavLabel>
        <div className="order-2 ml-auto sm:order-3">
          <LangSwitcher />
        </div>
      </div>
    </header>
  );
}
