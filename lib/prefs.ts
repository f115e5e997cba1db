// The preferences part of the one versioned storage key, kept apart from lib/storage so the site
// header (on every page) can remember the language without loading the schema validator.
import { DEFAULT_LANG, isLang, LANGS, type Lang } from './languages';
import { duplicateKey, stripBom } from './json-text';

/** The language codes (lib/languages, the one list). */
export const LANG_CODES: readonly Lang[] = LANGS;
export { DEFAULT_LANG };

export const STORAGE_KEY = 'wolfboard:v1';
export const STATE_VERSION = 1;
export const rejectedKey = (time: number): string => `${STORAGE_KEY}:rejected:${time}`;

/** The part of the Web Storage API we use (localStorage in the browser, a Map-backed fake in tests). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** localStorage when the browser lets us use it (private modes and blocked storage throw). */
export function browserStore(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readObject(store: StorageLike): { raw: string | null; obj: Record<string, unknown> | null } {
  const raw = store.getItem(STORAGE_KEY);
  if (raw === null) return { raw, obj: null };
  try {
    const text = stripBom(raw);
    const v: unknown = JSON.parse(text);
    // A key written twice is not a state to trust at a glance: the checking code reads it (and sets it aside).
    if (duplicateKey(text)) return { raw, obj: null };
    return { raw, obj: v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null };
  } catch {
    return { raw, obj: null };
  }
}

/**
 * Whether storage holds something the designer must read with its checking code at start: a board,
 * or a value that is not a current state (to set aside). A state with no board (only a language
 * or the moderator's games) is not.
 */
export function storedBoardToRead(store: StorageLike | null = browserStore()): boolean {
  if (!store) return false;
  try {
    const { raw, obj } = readObject(store);
    if (raw === null) return false;
    return !(obj && obj.version === STATE_VERSION && (obj.board === null || obj.board === undefined));
  } catch {
    return false;
  }
}

/** The remembered language, or null when none (or storage is unavailable). */
export function readLangPref(store: StorageLike | null = browserStore()): Lang | null {
  if (!store) return null;
  try {
    const { obj } = readObject(store);
    const prefs = obj && Object.hasOwn(obj, 'prefs') ? (obj.prefs as Record<string, unknown> | null) : null;
    return prefs && typeof prefs === 'object' && Object.hasOwn(prefs, 'lang') && isLang(prefs.lang) ? prefs.lang : null;
  } catch {
    return null;
  }
}

/**
 * Remembers the language. Only `prefs` is touched; a stored value that is not even a JSON object is
 * set aside under a rejected key first (never lost), the rest is validated by lib/storage on load.
 */
export function saveLangPref(lang: Lang, store: StorageLike | null = browserStore(), now = Date.now()): boolean {
  if (!store) return false;
  try {
    const { raw, obj } = readObject(store);
    let state = obj;
    if (!state) {
      if (raw !== null) store.setItem(rejectedKey(now), raw);
      state = { version: STATE_VERSION, board: null, games: {}, prefs: {} };
    }
    const prefs = state.prefs && typeof state.prefs === 'object' ? (state.prefs as Record<string, unknown>) : {};
    store.setItem(STORAGE_KEY, JSON.stringify({ ...state, prefs: { ...prefs, lang } }));
    return true;
  } catch {
    return false; // quota or blocked storage: the choice lasts for this page only
  }
}
