'use client';
// Registers the service worker (public/sw.js; its precache list is written by scripts/build-sw.mjs after
// `next build`), so that once loaded the site works with no network: a table in a basement has none. The
// worker caches this page's files when it installs; the rest of the site (in the language shown) once this
// page is idle after its first paint, so the precache never competes with the page's own loading; an updated
// worker caches the whole site itself before it takes over (public/sw.js install).
import { useEffect } from 'react';
import { whenIdleAfterPaint } from '../idle';

export function SwRegister() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    // Not on the dev server: its files change on every edit and a cache would only get in the way.
    if (process.env.NODE_ENV !== 'production') return;
    let cancel = () => {};
    const rest = (worker: ServiceWorker | null | undefined) => worker?.postMessage({ type: 'precache-rest', lang: document.documentElement.lang });
    // A new worker took over this page (an update): it is asked for the rest too, not only the one it replaced.
    const onNew = () => rest(navigator.serviceWorker.controller);
    navigator.serviceWorker.addEventListener('controllerchange', onNew);
    navigator.serviceWorker
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        cancel = whenIdleAfterPaint(() => rest(reg.active));
      })
      .catch(() => {
        /* no service worker (private mode, file://): the page still works online */
      });
    return () => {
      cancel();
      navigator.serviceWorker.removeEventListener('controllerchange', onNew);
    };
  }, []);
  return null;
}
