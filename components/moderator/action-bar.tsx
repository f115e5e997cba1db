'use client';
// The bar of a step's primary actions, fixed at the bottom of the screen (./buttons actionBar). Marked, so that
// the seat circle above it is sized to the height the bar leaves (./seat-circle).
import type { ReactNode } from 'react';
import { actionBar } from './buttons';

export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div data-action-bar="" className={actionBar}>
      {children}
    </div>
  );
}

/** The height the bar on screen takes at the bottom of the viewport (0 without one). */
export function actionBarHeight(): number {
  return document.querySelector('[data-action-bar]')?.getBoundingClientRect().height ?? 0;
}
