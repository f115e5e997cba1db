'use client';
// Registers the service worker (public/sw.js; its precache list is written by scripts/build-sw.mjs after
// `next build`), so that once loaded the site works with no network: a table in a basement has none. The
// worker caches this page's files when it installs; the rest of the site (in the language shown) once this
// page is idle after its first paint, so the precache never competes with the page's own loading.
import { useEffect } from 'react';
import { whenIdleAfterPaint } from '../idle';

export function SwRegister() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // Not on the dev server: its files change on every edit and a cache would only get in the way.
    if (process.env.NODE_ENV !== 'production') return;
    let cancel = () => {};
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        cancel = whenIdleAfterPaint(() => reg.active?.postMessage({ type: 'precache-rest', lang: document.documentElement.lang }));
      })
      .catch(() => {
        /* no service worker (private mode, file://): the page still works online */
      });
    return () => cancel();
  }, []);
  return null;
}
