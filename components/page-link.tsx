'use client';
// A link to one of the site's pages in the language shown (lib/i18n/languages pagePath): after a switch in
// place, links follow the new language, so the next page opens in it without a detour. A plain link, not
// next/link (components/nav-link says why).
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { pagePath } from '../lib/i18n';
import { useLang } from './use-lang';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The language-free page ("/designer/"). */
  page: string;
  /** What follows the page's path: a query or a #fragment (a share link's board). */
  suffix?: string;
  children?: ReactNode;
};

export function PageLink({ page, suffix = '', children, ...rest }: Props) {
  return (
    <a href={`${pagePath(useLang(), page)}${suffix}`} {...rest}>
      {children}
    </a>
  );
}
