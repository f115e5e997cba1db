'use client';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { pageOfPath } from '../lib/i18n';
import { PageLink } from './page-link';

/**
 * A header link that marks the current page (aria-current) for screen readers and the eye.
 * A plain link, not next/link: on a phone at the table each page loads only its own code (the
 * moderator's service worker caches the rest for offline use); the client router and its prefetching
 * tripled the designer's download. `page` is language-free; the link goes to it in the language shown.
 */
export function NavLink({ page, children }: { page: string; children: ReactNode }) {
  const norm = (p: string) => (p.endsWith('/') ? p : `${p}/`);
  const path = norm(pageOfPath(norm(usePathname() ?? '/')));
  const current = page === '/' ? path === '/' : path.startsWith(page);
  return (
    <PageLink
      page={page}
      aria-current={current ? 'page' : undefined}
      className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-950 aria-[current=page]:bg-stone-900 aria-[current=page]:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
    >
      {children}
    </PageLink>
  );
}
