'use client';
// The main navigation, labelled in the shown language.
import type { ReactNode } from 'react';
import { t } from '../lib/i18n';
import { useLang } from './use-lang';

export function NavLabel({ className, children }: { className: string; children: ReactNode }) {
  return (
    <nav aria-label={t('ui.nav.label', useLang())} className={className}>
      {children}
    </nav>
  );
}
