'use client';
// The chosen language for client components: <html data-lang> (set before paint by lang-boot) is the
// single source; setLang changes it, remembers it (lib/prefs) and notifies every subscriber.
import { useSyncExternalStore } from 'react';
import type { Lang } from '../lib/i18n';
import { DEFAULT_LANG, LANG_CODES, readLangPref, saveLangPref, STORAGE_KEY } from '../lib/prefs';

const EVENT = 'wolfboard:lang';

export function currentLang(): Lang {
  if (typeof document === 'undefined') return DEFAULT_LANG;
  const l = document.documentElement.getAttribute('data-lang');
  return (LANG_CODES as readonly string[]).includes(l ?? '') ? (l as Lang) : DEFAULT_LANG;
}

function apply(lang: Lang): void {
  const h = document.documentElement;
  h.lang = lang;
  h.setAttribute('data-lang', lang);
}

export function setLang(lang: Lang): void {
  apply(lang);
  saveLangPref(lang);
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(cb: () => void): () => void {
  // Another tab changed the language: follow it.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY) return;
    const l = readLangPref();
    if (l && l !== currentLang()) {
      apply(l);
      cb();
    }
  };
  window.addEventListener(EVENT, cb);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, cb);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen language; the static HTML is rendered in DEFAULT_LANG and hydration switches to it. */
export function useLang(): Lang {
  return useSyncExternalStore(subscribe, currentLang, () => DEFAULT_LANG);
}
