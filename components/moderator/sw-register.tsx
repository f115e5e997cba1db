'use client';
// Registers the service worker (public/sw.js; its precache list is written by scripts/build-sw.mjs after
// `next build`), so that once loaded the site works with no network: a table in a basement has none.
import { useEffect } from 'react';

export function SwRegister() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // Not on the dev server: its files change on every edit and a cache would only get in the way.
    if (process.env.NODE_ENV !== 'production') return;
    navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => {
      /* no service worker (private mode, file://): the page still works online */
    });
  }, []);
  return null;
}
