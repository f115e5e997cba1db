// The site's browser storage: ONE versioned key ("wolfboard:v1") holding {version, board, games, prefs}.
// Everything read back is validated (the board by lib/input/schema, game records by the caller's parser);
// a value that no longer validates is set aside under "wolfboard:v1:rejected:<time>" (never lost)
// and reported in a notice, never thrown. Writes only ever store validated values, and never write over
// a stored value that no longer validates unless its copy was set aside first (storage full: nothing is
// written, the original stays, and the notice says so).
//
// Names read from storage (a game id such as "__proto__") are only ever looked up as own keys and
// written with defineProperty: a plain object's inherited names must not be found or assigned.
import type { Board } from '../generated/board';
import { msg, type Msg } from '../i18n/msg';
import { isLang, LANGS, type Lang } from '../i18n';
import { browserStore, markLeftAlone, rejectedKey, STATE_VERSION, STORAGE_KEY, type StorageLike } from './prefs';
import { expectProblem, parseBoard, problem, quote, readJson, type FieldProblem, type Parsed } from '../input/schema';
import type { Expect } from '../input/schema-expect';

export { STORAGE_KEY, STATE_VERSION, rejectedKey, type StorageLike } from './prefs';

export interface Prefs {
  lang?: Lang;
}
export interface StoredGame {
  savedAt: string;
  record: unknown;
  /** How many times it was written (absent in data stored before tabs compared it: 0). */
  rev?: number;
}
export interface StoredState {
  version: typeof STATE_VERSION;
  board: Board | null;
  games: Record<string, StoredGame>;
  prefs: Prefs;
}
/** What was set aside and why (shown to the user; the set-aside copy keeps everything). */
export interface StorageNotice {
  /** Where the untouched copy is (the page offers it for download; never shown as text). */
  rejectedKey: string;
  /** False when the copy could not be written (storage full): the original was left where it was. */
  setAside: boolean;
  problems: FieldProblem[];
  message: Msg;
}
export interface Loaded {
  state: StoredState;
  notice: StorageNotice | null;
  /** False when the browser gives no storage (blocked, private mode): nothing will be remembered. */
  available: boolean;
}
/** A saved game as another tab left it (a write that expected an older revision was refused). */
export interface NewerGame {
  rev: number;
  savedAt: string;
  record: unknown;
}
export type SaveResult =
  | {
      ok: true;
      /** The saved game's revision after this write, and its time (saveGame). */
      rev?: number;
      savedAt?: string;
      /** Stored data that no longer fit, set aside by this write before it wrote: the page says so. */
      notice?: StorageNotice;
    }
  | { ok: false; reason: 'unavailable' | 'quota' | 'invalid' | 'kept'; problems: FieldProblem[] }
  /** The game changed since the caller read it (another tab): nothing was written; `newer` is what is stored (null: removed). */
  | { ok: false; reason: 'stale'; problems: FieldProblem[]; newer: NewerGame | null };

export const emptyState = (): StoredState => ({ version: STATE_VERSION, board: null, games: {}, prefs: {} });

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const own = (o: Obj, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
/** Sets an own property whatever its name ("__proto__" included). */
export function setOwn(o: Obj, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}
// A part's problems as the whole's: the path (which the sentence names) now starts at the part.
const prefix = (path: string, problems: FieldProblem[]): FieldProblem[] => problems.map((p) => ({ ...p, path: p.path ? `${path}.${p.path}` : path }));
const UNAVAILABLE = problem('', 'storage.unavailable');
const FULL = problem('', 'storage.full');
const LANG_EXPECTED: Expect = { t: 'enum', v: LANGS };
const isRev = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** A stored game's revision (data stored before revisions were kept counts as 0). */
export const revOf = (g: StoredGame | undefined): number => g?.rev ?? 0;

// The notices, as message ids (data/i18n/<lang>/ui.json): the page says them in its language.
const SET_ASIDE: Msg = msg('ui.storage.setAside');
const LEFT_AS_IS: Msg = msg('ui.storage.leftAsIs');

function setAside(store: StorageLike, raw: string, problems: FieldProblem[], now: number): StorageNotice {
  let key = rejectedKey(now);
  for (let i = 1; store.getItem(key) !== null; i++) key = `${rejectedKey(now)}-${i}`;
  store.setItem(key, raw);
  return { rejectedKey: key, setAside: true, problems, message: SET_ASIDE };
}

/** The stored games that fit ({savedAt, record, rev?}) into `state`, a problem for each other. */
function readGames(games: unknown, state: StoredState, problems: FieldProblem[]): void {
  if (!isObject(games)) {
    problems.push(problem('games', 'stored.games'));
    return;
  }
  for (const id of Object.keys(games)) {
    const g = games[id];
    const rev = isObject(g) ? own(g, 'rev') : undefined;
    if (isObject(g) && typeof own(g, 'savedAt') === 'string' && Object.hasOwn(g, 'record') && (rev === undefined || isRev(rev)))
      setOwn(state.games, id, rev === undefined ? { savedAt: g.savedAt, record: g.record } : { savedAt: g.savedAt, record: g.record, rev });
    else problems.push(problem(`games.${id}`, 'stored.game', { shape: '{savedAt, record, rev?}' }));
  }
}

/** The stored preferences that fit (a known language) into `state`, a problem for each other. */
function readPrefs(prefs: unknown, state: StoredState, problems: FieldProblem[]): void {
  if (!isObject(prefs)) {
    problems.push(expectProblem('prefs', { t: 'obj' }));
    return;
  }
  const lang = own(prefs, 'lang');
  if (lang === undefined) return;
  if (isLang(lang)) state.prefs.lang = lang;
  else problems.push(expectProblem('prefs.lang', LANG_EXPECTED));
}

/** Validates a parsed stored value part by part; returns what fits and every problem. */
export function validateState(value: unknown): { state: StoredState; problems: FieldProblem[] } {
  const state = emptyState();
  if (!isObject(value))
    return {
      state,
      problems: [problem('', 'stored.notObject', { shape: '{version, board, games, prefs}', found: quote(value) })],
    };
  const problems: FieldProblem[] = [];
  const version = own(value, 'version');
  if (version !== STATE_VERSION) {
    problems.push(problem('version', 'stored.version', { want: STATE_VERSION, found: quote(version) }));
  }
  for (const key of Object.keys(value)) {
    if (!['version', 'board', 'games', 'prefs'].includes(key)) problems.push(problem(key, 'stored.unknownKey', { key: quote(key) }));
  }
  const board = own(value, 'board');
  if (board !== undefined && board !== null) {
    const b = parseBoard(board);
    if (b.ok) state.board = b.value;
    else problems.push(...prefix('board', b.problems));
  }
  const games = own(value, 'games');
  if (games !== undefined) readGames(games, state, problems);
  const prefs = own(value, 'prefs');
  if (prefs !== undefined) readPrefs(prefs, state, problems);
  return { state, problems };
}

function readStored(raw: string): { state: StoredState; problems: FieldProblem[]; value: unknown } {
  const json = readJson(raw);
  return json.ok ? { ...validateState(json.value), value: json.value } : { state: emptyState(), problems: json.problems, value: undefined };
}

/**
 * Reads and validates the stored state. A value that does not validate is copied aside whole under a
 * rejected key, the parts that fit are written back, and a notice says what happened.
 */
export function loadState(store: StorageLike | null = browserStore(), now = Date.now()): Loaded {
  if (!store) return { state: emptyState(), notice: null, available: false };
  let raw: string | null;
  try {
    raw = store.getItem(STORAGE_KEY);
  } catch {
    return { state: emptyState(), notice: null, available: false };
  }
  if (raw === null) return { state: emptyState(), notice: null, available: true };
  const { state, problems } = readStored(raw);
  return problems.length ? salvage(store, raw, state, problems, now) : { state, notice: null, available: true };
}

function salvage(store: StorageLike, raw: string, state: StoredState, problems: FieldProblem[], now: number): Loaded {
  let notice: StorageNotice;
  try {
    notice = setAside(store, raw, problems, now);
  } catch {
    // Storage full or blocked: the stored value stays as it is (nothing writes over it); the page carries on with what fits.
    markLeftAlone(raw, store);
    return { state, notice: { rejectedKey: STORAGE_KEY, setAside: false, problems, message: LEFT_AS_IS }, available: true };
  }
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // The copy is safe; the cleaned state is written at the next save.
  }
  return { state, notice, available: true };
}

const KEPT = problem('', 'storage.kept');
const STALE = problem('', 'storage.stale');

/** What a change may answer instead of changing: the game moved on since the caller read it. */
type Refused = { stale: NewerGame | null };

/**
 * The stored object to update: empty when nothing is stored; what fits of a value that does not validate, once
 * it is set aside (with the notice to show); 'kept' when it could not be set aside (nothing may be written).
 */
function readForUpdate(store: StorageLike, now: number): { obj: Obj; notice?: StorageNotice } | 'kept' {
  const raw = store.getItem(STORAGE_KEY);
  if (raw === null) return { obj: emptyState() as unknown as Obj };
  const { state, problems, value } = readStored(raw);
  if (!problems.length) return { obj: value as Obj };
  try {
    return { obj: state as unknown as Obj, notice: setAside(store, raw, problems, now) };
  } catch {
    return 'kept';
  }
}

/**
 * Reads the stored object for an update of one part (a value that does not validate is set aside first,
 * and the result carries the notice to show). `change` may refuse (compare-and-swap): nothing is written.
 */
function update(store: StorageLike | null, change: (s: Obj) => Refused | undefined, now = Date.now()): SaveResult {
  if (!store) return { ok: false, reason: 'unavailable', problems: [UNAVAILABLE] };
  try {
    const read = readForUpdate(store, now);
    if (read === 'kept') return { ok: false, reason: 'kept', problems: [KEPT] };
    const { obj, notice } = read;
    const refused = change(obj);
    if (refused) return { ok: false, reason: 'stale', problems: [STALE], newer: refused.stale };
    store.setItem(STORAGE_KEY, JSON.stringify(obj));
    return notice ? { ok: true, notice } : { ok: true };
  } catch (e) {
    const quota = e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);
    return {
      ok: false,
      reason: quota ? 'quota' : 'unavailable',
      problems: [quota ? FULL : UNAVAILABLE],
    };
  }
}

/** Stores the board being edited (only a board the schema accepts; null clears it). */
export function saveBoard(board: Board | null, store: StorageLike | null = browserStore()): SaveResult {
  let parsed = board;
  if (board !== null) {
    const p = parseBoard(board);
    if (!p.ok) return { ok: false, reason: 'invalid', problems: p.problems };
    parsed = p.value;
  }
  return update(store, (s) => {
    s.board = parsed;
    return undefined;
  });
}

export function loadBoard(store: StorageLike | null = browserStore()): { board: Board | null; notice: StorageNotice | null } {
  const { state, notice } = loadState(store);
  return { board: state.board, notice };
}

// Games: the record's shape belongs to the engine; callers pass its parser (e.g. via lib/input/schema's
// parseWith) so this module stays generic.
export type RecordParser<T> = (value: unknown) => Parsed<T>;

/**
 * Saves a game. With `base` (the revision the caller's copy was read at, and the time of that write) the
 * write is a compare-and-swap: when the stored game is at another revision or time (another tab wrote it, or
 * removed it) nothing is written and the answer carries what is stored, so no tab ever writes over an event
 * it has not seen. The revision goes up by one at each write.
 */
export function saveGame<T>(
  id: string,
  record: T,
  parse?: RecordParser<T>,
  store: StorageLike | null = browserStore(),
  now = Date.now(),
  base?: { rev: number; savedAt?: string },
): SaveResult {
  if (!id) return { ok: false, reason: 'invalid', problems: [problem('games', 'stored.noId')] };
  if (parse) {
    const p = parse(record);
    if (!p.ok) return { ok: false, reason: 'invalid', problems: prefix(`games.${id}.record`, p.problems) };
  }
  let rev = 0;
  const savedAt = new Date(now).toISOString();
  const r = update(
    store,
    (s) => {
      const games = isObject(s.games) ? s.games : {};
      const before = Object.hasOwn(games, id) && isObject(games[id]) ? (games[id] as unknown as StoredGame) : undefined;
      // The time too: two tabs that both read revision n each write an n + 1 of their own.
      if (base && (revOf(before) !== base.rev || (before && base.savedAt !== undefined && before.savedAt !== base.savedAt)))
        return { stale: before ? { rev: revOf(before), savedAt: before.savedAt, record: before.record } : null };
      rev = revOf(before) + 1;
      setOwn(games, id, { savedAt, record, rev });
      s.games = games;
      return undefined;
    },
    now,
  );
  return r.ok ? { ...r, rev, savedAt } : r;
}

export function deleteGame(id: string, store: StorageLike | null = browserStore()): SaveResult {
  return update(store, (s) => {
    if (isObject(s.games) && Object.hasOwn(s.games, id)) delete s.games[id];
    return undefined;
  });
}

/** One saved game as stored now, unparsed (a tab checks whether another one moved it on), or null. */
export function storedGame(id: string, store: StorageLike | null = browserStore(), now = Date.now()): { game: NewerGame | null; notice: StorageNotice | null } {
  const { state, notice } = loadState(store, now);
  const g = Object.hasOwn(state.games, id) ? state.games[id] : undefined;
  return { game: g ? { rev: revOf(g), savedAt: g.savedAt, record: g.record } : null, notice };
}

export interface GameEntry<T> {
  id: string;
  savedAt: string;
  record: T;
  rev: number;
}

/**
 * Every saved game whose record the parser accepts, newest first. A record that no longer parses is
 * set aside whole (rejected key) and removed, with a notice naming each problem; when the copy cannot
 * be written it stays where it is (and the notice says so).
 */
export function listGames<T>(
  parse: RecordParser<T>,
  store: StorageLike | null = browserStore(),
  now = Date.now(),
): { games: GameEntry<T>[]; notice: StorageNotice | null } {
  const loaded = loadState(store, now);
  const games: GameEntry<T>[] = [];
  const bad: FieldProblem[] = [];
  const badIds: string[] = [];
  for (const id of Object.keys(loaded.state.games)) {
    const g = loaded.state.games[id];
    const p = parse(g.record);
    if (p.ok) games.push({ id, savedAt: g.savedAt, record: p.value, rev: revOf(g) });
    else {
      bad.push(...prefix(`games.${id}.record`, p.problems));
      badIds.push(id);
    }
  }
  games.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  if (!badIds.length || !store) return { games, notice: loaded.notice };
  const setAsideGames: Obj = {};
  for (const id of badIds) setOwn(setAsideGames, id, loaded.state.games[id]);
  let notice: StorageNotice;
  try {
    notice = setAside(store, JSON.stringify({ version: STATE_VERSION, games: setAsideGames }), bad, now);
  } catch {
    // Storage full or blocked: the games stay stored as they are; the caller still gets only valid ones.
    const raw = readRaw(STORAGE_KEY, store);
    if (raw !== null) markLeftAlone(raw, store);
    return { games, notice: { rejectedKey: STORAGE_KEY, setAside: false, problems: bad, message: LEFT_AS_IS } };
  }
  update(
    store,
    (s) => {
      if (isObject(s.games)) for (const id of badIds) if (Object.hasOwn(s.games, id)) delete s.games[id];
      return undefined;
    },
    now,
  );
  return { games, notice: loaded.notice ?? notice };
}

export function loadGame<T>(
  id: string,
  parse: RecordParser<T>,
  store: StorageLike | null = browserStore(),
  now = Date.now(),
): { game: GameEntry<T> | null; notice: StorageNotice | null } {
  const { games, notice } = listGames(parse, store, now);
  return { game: games.find((g) => g.id === id) ?? null, notice };
}

/** The keys of set-aside values, oldest first (so a page can offer them for download). */
export function listRejected(store: StorageLike | null = browserStore()): string[] {
  if (!store) return [];
  const keys: string[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const k = store.key(i);
      if (k?.startsWith(`${STORAGE_KEY}:rejected:`)) keys.push(k);
    }
  } catch {
    return [];
  }
  return keys.sort();
}

/** The text stored under a key (a set-aside copy, to download), or null. */
export function readRaw(key: string, store: StorageLike | null = browserStore()): string | null {
  try {
    return store ? store.getItem(key) : null;
  } catch {
    return null;
  }
}

/** A game kept in a set-aside copy: whole, as it was stored. */
export interface SetAsideGame {
  key: string;
  id: string;
  savedAt: string;
  record: unknown;
  /** The problem codes it was set aside for, when the copy says (setAsideGame writes them). */
  why: string[];
}

/** Every game inside the set-aside copies (whole states or games set aside by listGames), oldest first. */
export function setAsideGames(store: StorageLike | null = browserStore()): SetAsideGame[] {
  const out: SetAsideGame[] = [];
  for (const key of listRejected(store)) {
    const games = copiedGames(readRaw(key, store));
    for (const id of Object.keys(games)) {
      const g = games[id];
      if (isObject(g) && Object.hasOwn(g, 'record')) out.push(setAsideGameOf(key, id, g));
    }
  }
  return out;
}

/** The games of a set-aside copy (none when it is not an object with games). */
function copiedGames(raw: string | null): Record<string, unknown> {
  if (raw === null) return {};
  const json = readJson(raw);
  const games = json.ok && isObject(json.value) ? own(json.value, 'games') : undefined;
  return isObject(games) ? games : {};
}

function setAsideGameOf(key: string, id: string, g: Record<string, unknown>): SetAsideGame {
  const why = own(g, 'why');
  return {
    key,
    id,
    savedAt: typeof own(g, 'savedAt') === 'string' ? (g.savedAt as string) : '',
    record: g.record,
    why: Array.isArray(why) ? why.filter((c): c is string => typeof c === 'string') : [],
  };
}

/** Keeps a whole game aside (an import that does not replay): a set-aside copy of its own. */
export function setAsideGame(id: string, record: unknown, problems: FieldProblem[], store: StorageLike | null = browserStore(), now = Date.now()): SaveResult {
  if (!store) return { ok: false, reason: 'unavailable', problems: [UNAVAILABLE] };
  const games: Obj = {};
  // Why, by problem code: the page says it again when it lists the copy.
  setOwn(games, id, { savedAt: new Date(now).toISOString(), record, why: problems.map((p) => p.code) });
  try {
    setAside(store, JSON.stringify({ version: STATE_VERSION, games }), problems, now);
    return { ok: true };
  } catch {
    return { ok: false, reason: 'quota', problems: [FULL] };
  }
}

/** Removes one game from its set-aside copy (the copy goes when nothing is left in it). */
export function forgetSetAside(key: string, id: string, store: StorageLike | null = browserStore()): boolean {
  if (!store || !key.startsWith(`${STORAGE_KEY}:rejected:`)) return false;
  try {
    const raw = store.getItem(key);
    if (raw === null) return true;
    const json = readJson(raw);
    const games = json.ok && isObject(json.value) ? own(json.value, 'games') : undefined;
    if (!json.ok || !isObject(json.value) || !isObject(games) || !Object.hasOwn(games, id)) return false;
    delete games[id];
    const rest = Object.keys(json.value).filter((k) => k !== 'games' && k !== 'version');
    if (!Object.keys(games).length && !rest.length) store.removeItem(key);
    else store.setItem(key, JSON.stringify(json.value));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether this browser holds any game, saved or set aside (the moderator's start screen reads the rest only
 * then), and what reading the stored state said (a value that no longer fits is set aside by this read).
 */
export function storedGames(store: StorageLike | null = browserStore(), now = Date.now()): { any: boolean; notice: StorageNotice | null } {
  const { state, notice } = loadState(store, now);
  return { any: Object.keys(state.games).length > 0 || setAsideGames(store).length > 0, notice };
}
