// Wolfboard's service worker: once the site has been loaded, every page works with no network (a table in a
// basement has none). `next build` copies this file to out/sw.js; scripts/build-sw.mjs then writes the
// build's file list and version into the BUILD line below. Without that step nothing is precached, and
// pages are kept as they are visited (network first).
const BUILD = { version: 'dev', files: [], pages: {}, langFiles: {}, alike: {} };
const CACHE = `wolfboard-${BUILD.version}`;

/** The page a window shows, as BUILD.pages names it ("/moderator/"), or null. */
function pageOf(href) {
  let path = new URL(href).pathname;
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  if (!path.endsWith('/')) path += '/';
  return Object.hasOwn(BUILD.pages, path) ? path : null;
}

/** The language whose files hold a page (BUILD.langFiles), or ''. */
function langOf(url) {
  for (const [lang, urls] of Object.entries(BUILD.langFiles)) if (urls.includes(url)) return lang;
  return '';
}

/** The files of every language but `lang` (each page has one HTML per language; a phone needs its own). */
function otherLanguages(lang) {
  return new Set(
    Object.entries(BUILD.langFiles)
      .filter(([l]) => lang && l !== lang)
      .flatMap(([, urls]) => urls),
  );
}

// Install: the files of the page in use (the window that registered the worker), all or nothing, so that
// page works offline as soon as the worker is active. On a first visit the rest waits for the page to be
// idle (message below). On an update the old cache is deleted when this worker activates, and the open
// page already asked the old worker for the rest: so the whole site (in the language in use, and every file
// of this build the old cache held) is cached here first, all or nothing. A failed download fails the
// install: the old worker and its full cache stay, and the next visit tries again.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const inUse = windows.map((w) => pageOf(w.url)).find(Boolean);
      const first = inUse ? BUILD.pages[inUse] : BUILD.files;
      // Fresh copies (not the HTTP cache): a half-filled page would fail offline later.
      await cache.addAll(first.map((url) => new Request(url, { cache: 'reload' })));
      const older = (await caches.keys()).filter((k) => k.startsWith('wolfboard-') && k !== CACHE);
      if (older.length) {
        const held = new Set();
        for (const key of older) for (const req of await (await caches.open(key)).keys()) held.add(new URL(req.url).pathname);
        const others = otherLanguages(inUse ? langOf(inUse) : '');
        const have = new Set(first);
        const rest = BUILD.files.filter((url) => !have.has(url) && (!others.has(url) || held.has(url)));
        await cache.addAll(rest.map((url) => new Request(url, { cache: 'reload' })));
      }
      await self.skipWaiting();
    })(),
  );
});

/**
 * Every precached file not in the cache yet, one by one (a failure leaves the others kept; the next idle
 * time tries again), but the pages of the languages not in use: each page has one HTML per language, and a
 * phone needs its own; another language's pages are kept when visited.
 */
async function precacheRest(lang) {
  const cache = await caches.open(CACHE);
  const others = otherLanguages(lang);
  for (const url of BUILD.files) {
    if (others.has(url) || (await cache.match(url))) continue;
    try {
      const res = await fetch(new Request(url, { cache: 'reload' }));
      if (res.ok) await cache.put(url, res);
    } catch {
      /* offline: tried again at the next idle time */
    }
  }
}

// The page in use says when it is idle after its first paint (components/moderator/sw-register).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'precache-rest') event.waitUntil(precacheRest(typeof event.data.lang === 'string' ? event.data.lang : ''));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('wolfboard-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** The cache key of a request: its path (queries such as ?_rsc= do not change a static file), /dir → /dir/. */
function keyOf(request, url) {
  let path = url.pathname;
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  else if (request.mode === 'navigate' && !path.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(path)) path += '/';
  return path;
}

const PRECACHED = new Set(BUILD.files);

/**
 * A worker's script takes its URL from the response: a cached one (stored without the query) would lose
 * the bootstrap parameters Turbopack passes in it (the lab's simulator: "Missing worker bootstrap
 * config"). A response without a URL keeps the requested one.
 */
function asRequested(request, hit) {
  if (request.destination !== 'worker' && request.destination !== 'sharedworker') return hit;
  return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers: hit.headers });
}

/**
 * Precached files (this build's, immutable until the next build's worker replaces them): cache first.
 * Anything else (or every file when the build step did not run): the network first, kept for offline use.
 */
async function respond(request, url) {
  const cache = await caches.open(CACHE);
  const key = keyOf(request, url);
  if (PRECACHED.has(key)) {
    const hit = await cache.match(key);
    if (hit) return asRequested(request, hit);
  }
  try {
    const res = await fetch(request);
    if (res.ok && res.type === 'basic') await cache.put(key, res.clone());
    return res;
  } catch (err) {
    const hit = await cache.match(key);
    if (hit) return asRequested(request, hit);
    if (request.mode === 'navigate') {
      // The same page in another language (its boot script then switches to this address's language).
      for (const other of BUILD.alike[key] || []) {
        const same = await cache.match(other);
        if (same) return same;
      }
      const fallback = (await cache.match('/404.html')) || (await cache.match('/'));
      if (fallback) return fallback;
    }
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === '/sw.js') return;
  event.respondWith(respond(request, url));
});
