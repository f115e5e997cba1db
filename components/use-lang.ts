'use client';
// The page's language and its messages. Each page's static HTML is rendered in one language with the
// messages the page needs in it only (components/messages passes them); the boot script (lang-boot) has
// sent the browser to the HTML of the chosen language, or, where there is none at hand, put the chosen
// language in <html data-lang>: then after hydration the page loads that language's messages (one chunk
// per namespace: lib/generated/messages) and switches. A switch later loads the new language the same way
// and gives the address of the page in it (lib/i18n/languages pagePath), so a reload or a link keeps it.
// useLang is the language whose messages are in: text never shows a key.
import { createContext, useContext, useSyncExternalStore } from 'react';
import { addMessages, DEFAULT_LANG, isLang, type Lang, onMissingMessages, PAGE_LANGS, pagePath, pageOfPath } from '../lib/i18n';
import { MESSAGE_LOADERS, type Namespace } from '../lib/generated/messages';
import { readLangPref, saveLangPref, STORAGE_KEY } from '../lib/browser/prefs';
import { LEAVING } from './lang-attrs';

/**
 * The language of the HTML being rendered (components/messages-client gives it): the server renders every
 * page and language in one process, so this, not the module's state, is what rendering reads there.
 */
export const HtmlLang = createContext<Lang | null>(null);

// Said when the language shown changes; a page may also say it after setting <html data-lang> itself.
const EVENT = 'wolfboard:lang';
const needed = new Set<Namespace>();
const loaded = new Set<string>(); // `${lang}/${ns}`
const listeners = new Set<() => void>();
let ready: Lang = DEFAULT_LANG;
let wanted: Lang = DEFAULT_LANG;
let started = false;
let provided = false;
// The page shows its words: the chosen language is in, or could not be loaded and the HTML's stays.
let settled = false;
// Counts the namespaces loaded after the page's own (the readers' problems): words made with them change.
let version = 0;
const loading = new Set<string>(); // `${lang}/${ns}`

// A namespace the page did not load with it (lib/i18n need): loaded in the language asked, then with every switch.
onMissingMessages((name, lang) => {
  const ns = name as Namespace;
  const loader = MESSAGE_LOADERS[lang]?.[ns];
  const id = `${lang}/${ns}`;
  if (!loader || loaded.has(id) || loading.has(id)) return;
  needed.add(ns);
  loading.add(id);
  loader().then(
    (messages) => {
      addMessages(lang, messages);
      loaded.add(id);
      loading.delete(id);
      version++;
      for (const cb of listeners) cb();
    },
    // Offline without that chunk: the words stay out (never a key); asked again at the next need.
    () => loading.delete(id),
  );
});

/**
 * Messages rendered with the page (its namespaces in the HTML's language): added before the first render;
 * the first ones given (the layout's) say the language shown until the chosen one is in.
 */
export function provide(lang: Lang, namespaces: readonly Namespace[], messages: Readonly<Record<string, string>>): void {
  addMessages(lang, messages);
  // The outermost messages (the layout's) are the HTML's language.
  if (!provided) {
    provided = true;
    ready = lang;
    wanted = lang;
  }
  for (const ns of namespaces) {
    needed.add(ns);
    loaded.add(`${lang}/${ns}`);
  }
}

async function load(lang: Lang): Promise<void> {
  const loaders = MESSAGE_LOADERS[lang];
  const missing = [...needed].filter((ns) => !loaded.has(`${lang}/${ns}`));
  if (!loaders) return;
  await Promise.all(
    missing.map(async (ns) => {
      addMessages(lang, await loaders[ns]());
      loaded.add(`${lang}/${ns}`);
    }),
  );
}

/** The address of this page in the language shown, so a reload and a shared address keep it. */
function followAddress(lang: Lang): void {
  if (!PAGE_LANGS.includes(lang)) return;
  const to = pagePath(lang, pageOfPath(location.pathname));
  if (to !== location.pathname) history.replaceState(history.state, '', `${to}${location.search}${location.hash}`);
}

function apply(lang: Lang): void {
  const h = document.documentElement;
  h.lang = lang;
  h.setAttribute('data-lang', lang);
  h.removeAttribute('data-pending');
  if (!settled) {
    settled = true;
    for (const cb of listeners) cb();
  }
}

/** Loads the language's messages for this page, then shows it. */
async function switchTo(lang: Lang): Promise<void> {
  wanted = lang;
  try {
    await load(lang);
  } catch {
    // Offline without that chunk cached: keep the language we have.
    if (wanted === lang) apply(ready);
    return;
  }
  if (wanted !== lang) return;
  ready = lang;
  apply(lang);
  followAddress(lang);
  for (const cb of listeners) cb();
  window.dispatchEvent(new Event(EVENT));
}

/** The language the boot script chose (stored choice, else the browser's). */
export function chosenLang(): Lang {
  if (typeof document === 'undefined') return DEFAULT_LANG;
  const l = document.documentElement.getAttribute('data-lang');
  return isLang(l) ? l : DEFAULT_LANG;
}

/** After hydration: load and show the chosen language when it is not the HTML's. */
export function start(): void {
  if (started) return;
  started = true;
  // The boot script is sending the browser to the page in the chosen language: nothing to load here,
  // unless that page did not come (offline without it), then this one switches in place.
  if (document.documentElement.hasAttribute(LEAVING)) {
    setTimeout(() => {
      document.documentElement.removeAttribute(LEAVING);
      started = false;
      start();
    }, 3000);
    return;
  }
  const l = chosenLang();
  if (l !== ready || [...needed].some((ns) => !loaded.has(`${l}/${ns}`))) void switchTo(l);
  else apply(l);
}

/** The language shown now. */
export function currentLang(): Lang {
  return ready;
}

export function setLang(lang: Lang): void {
  saveLangPref(lang);
  void switchTo(lang);
}

function subscribe(cb: () => void): () => void {
  // Another tab changed the language: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY) return;
    const l = readLangPref();
    if (l && l !== wanted) void switchTo(l);
  };
  // <html data-lang> set by other code: show that language.
  const onLang = () => {
    const l = chosenLang();
    if (l !== wanted) void switchTo(l);
  };
  listeners.add(cb);
  window.addEventListener('storage', onStorage);
  window.addEventListener(EVENT, onLang);
  return () => {
    listeners.delete(cb);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(EVENT, onLang);
  };
}

/** The language shown; the static HTML (and hydration) is the one its messages were given in. */
export function useLang(): Lang {
  const html = useContext(HtmlLang) ?? DEFAULT_LANG;
  // Shown again when a namespace loaded on demand is in (useMessagesVersion).
  useMessagesVersion();
  return useSyncExternalStore(subscribe, currentLang, () => html);
}

/** Changes when messages loaded on demand are in (lib/i18n need): a memo of words made with them depends on it. */
export function useMessagesVersion(): number {
  return useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
}

/**
 * Whether the page is shown: until the chosen language's messages are in, the page is hidden (the boot
 * script's data-pending), and a tap or a Tab would land on nothing. Pages say they are ready only then.
 */
export function useLangSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
