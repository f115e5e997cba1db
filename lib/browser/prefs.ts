// The preferences part of the one versioned storage key, kept apart from lib/browser/storage so the site
// header (on every page) can remember the language without loading the schema validator.
import { isLang, LANGS, type Lang } from '../i18n/languages';
import { duplicateKey, stripBom } from '../input/json-text';

/** The language codes (lib/i18n/languages, the one list). */
export const LANG_CODES: readonly Lang[] = LANGS;

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

/** Whether `v` is a plain JSON object (not an array, not null). */
const isObj = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * Whether a stored object is a current state in every part but the board (which only the schema can check):
 * the version, no other keys, games as {savedAt, record, rev?}, prefs with a known language. The same
 * checks as lib/browser/storage validateState, without the validator: what fails them is set aside by lib/storage.
 */
function fitsButBoard(obj: Record<string, unknown>): boolean {
  if (obj.version !== STATE_VERSION) return false;
  if (Object.keys(obj).some((k) => !['version', 'board', 'games', 'prefs'].includes(k))) return false;
  const { games, prefs } = obj;
  if (games !== undefined && !gamesFit(games)) return false;
  return prefs === undefined || (isObj(prefs) && (prefs.lang === undefined || isLang(prefs.lang)));
}

/** Whether stored games are {savedAt, record, rev?} each (a rev a safe integer ≥ 0). */
function gamesFit(games: unknown): boolean {
  if (!isObj(games)) return false;
  return Object.values(games).every(
    (g) =>
      isObj(g) &&
      typeof g.savedAt === 'string' &&
      Object.hasOwn(g, 'record') &&
      (g.rev === undefined || (typeof g.rev === 'number' && Number.isSafeInteger(g.rev) && g.rev >= 0)),
  );
}

// Stored values a page has said it left as they were (storage too full to set a copy aside): nothing of
// this page writes over them, the language's choice included (lib/browser/storage marks them). Held by the
// storage they were read from (the page's localStorage, a test's own store), not in one set for every store.
const leftAlone = new WeakMap<StorageLike, Set<string>>();
export function markLeftAlone(raw: string, store: StorageLike): void {
  const marked = leftAlone.get(store);
  if (marked) marked.add(raw);
  else leftAlone.set(store, new Set([raw]));
}
const isLeftAlone = (raw: string, store: StorageLike): boolean => leftAlone.get(store)?.has(raw) ?? false;

/**
 * Whether storage holds something the designer must read with its checking code at start: a board, or a
 * value that is not a current state (to set aside, and say so). A current state with no board (only a
 * language or the moderator's games) is not.
 */
export function storedBoardToRead(store: StorageLike | null = browserStore()): boolean {
  if (!store) return false;
  try {
    const { raw, obj } = readObject(store);
    if (raw === null) return false;
    return !(obj && fitsButBoard(obj) && (obj.board === null || obj.board === undefined));
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
 * Remembers the language. Only `prefs.lang` is touched, and only in a current state (lib/browser/storage checks the
 * board when it reads): a stored value that does not fit is never written over, nor set aside here without a
 * word; nor is one a page said it left as it was. Then the choice lasts for this page (and its address).
 */
export function saveLangPref(lang: Lang, store: StorageLike | null = browserStore()): boolean {
  if (!store) return false;
  try {
    const { raw, obj } = readObject(store);
    if (raw !== null && (!obj || !fitsButBoard(obj) || isLeftAlone(raw, store))) return false;
    const state = obj ?? { version: STATE_VERSION, board: null, games: {}, prefs: {} };
    const prefs = isObj(state.prefs) ? state.prefs : {};
    store.setItem(STORAGE_KEY, JSON.stringify({ ...state, prefs: { ...prefs, lang } }));
    return true;
  } catch {
    return false; // quota or blocked storage: the choice lasts for this page only
  }
}
