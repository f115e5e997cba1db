// The site's browser storage: ONE versioned key ("wolfboard:v1") holding {version, board, games, prefs}.
// Everything read back is validated (the board by lib/schema, game records by the caller's parser);
// a value that no longer validates is set aside under "wolfboard:v1:rejected:<time>" (never lost)
// and reported in a notice, never thrown. Writes only ever store validated values.
import type { Board } from './generated/board';
import { isLang, type Lang, type Text } from './i18n';
import { browserStore, rejectedKey, STATE_VERSION, STORAGE_KEY, type StorageLike } from './prefs';
import { parseBoard, type FieldProblem, type Parsed } from './schema';

export { STORAGE_KEY, STATE_VERSION, rejectedKey, browserStore, type StorageLike } from './prefs';

export interface Prefs {
  lang?: Lang;
}
export interface StoredGame {
  savedAt: string;
  record: unknown;
}
export interface StoredState {
  version: typeof STATE_VERSION;
  board: Board | null;
  games: Record<string, StoredGame>;
  prefs: Prefs;
}
/** What was set aside and why (shown to the user; the set-aside copy keeps everything). */
export interface StorageNotice {
  rejectedKey: string;
  problems: FieldProblem[];
  message: Text;
}
export interface Loaded {
  state: StoredState;
  notice: StorageNotice | null;
  /** False when the browser gives no storage (blocked, private mode): nothing will be remembered. */
  available: boolean;
}
export type SaveResult =
  | { ok: true }
  | { ok: false; reason: 'unavailable' | 'quota' | 'invalid'; problems: FieldProblem[] };

export const emptyState = (): StoredState => ({ version: STATE_VERSION, board: null, games: {}, prefs: {} });

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const prefix = (path: string, problems: FieldProblem[]): FieldProblem[] =>
  problems.map((p) => ({ path: p.path ? `${path}.${p.path}` : path, message: p.message }));

function setAside(store: StorageLike, raw: string, problems: FieldProblem[], now: number): StorageNotice {
  let key = rejectedKey(now);
  for (let i = 1; store.getItem(key) !== null; i++) key = `${rejectedKey(now)}-${i}`;
  store.setItem(key, raw);
  return {
    rejectedKey: key,
    problems,
    message: {
      en: `Saved data from an earlier visit no longer fits this version and was set aside (kept under “${key}” in this browser's storage). The parts that still fit were kept.`,
      zh: `之前保存的数据已不符合当前版本，已另存一份（保存在本浏览器存储的“${key}”下），仍然有效的部分已保留。`,
    },
  };
}

/** Validates a parsed stored value part by part; returns what fits and every problem. */
export function validateState(value: unknown): { state: StoredState; problems: FieldProblem[] } {
  const state = emptyState();
  if (!isObject(value)) return { state, problems: [{ path: '', message: 'expected an object {version, board, games, prefs}' }] };
  const problems: FieldProblem[] = [];
  if (value.version !== STATE_VERSION) {
    problems.push({ path: 'version', message: `expected version ${STATE_VERSION}, found ${JSON.stringify(value.version)}` });
  }
  for (const key of Object.keys(value)) {
    if (!['version', 'board', 'games', 'prefs'].includes(key)) problems.push({ path: key, message: `unknown key ${JSON.stringify(key)}` });
  }
  if (value.board !== undefined && value.board !== null) {
    const b = parseBoard(value.board);
    if (b.ok) state.board = b.value;
    else problems.push(...prefix('board', b.problems));
  }
  if (value.games !== undefined) {
    if (!isObject(value.games)) problems.push({ path: 'games', message: 'expected an object of saved games by id' });
    else {
      for (const [id, g] of Object.entries(value.games)) {
        if (isObject(g) && typeof g.savedAt === 'string' && 'record' in g) state.games[id] = { savedAt: g.savedAt, record: g.record };
        else problems.push({ path: `games.${id}`, message: 'expected {savedAt, record}' });
      }
    }
  }
  if (value.prefs !== undefined) {
    if (!isObject(value.prefs)) problems.push({ path: 'prefs', message: 'expected an object' });
    else if (value.prefs.lang !== undefined) {
      if (isLang(value.prefs.lang)) state.prefs.lang = value.prefs.lang;
      else problems.push({ path: 'prefs.lang', message: 'expected one of "zh-CN", "zh-TW", "en"' });
    }
  }
  return { state, problems };
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
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (e) {
    const problems = [{ path: '', message: `not valid JSON: ${(e as Error).message}` }];
    return salvage(store, raw, emptyState(), problems, now);
  }
  const { state, problems } = validateState(value);
  return problems.length ? salvage(store, raw, state, problems, now) : { state, notice: null, available: true };
}

function salvage(store: StorageLike, raw: string, state: StoredState, problems: FieldProblem[], now: number): Loaded {
  try {
    const notice = setAside(store, raw, problems, now);
    store.setItem(STORAGE_KEY, JSON.stringify(state));
    return { state, notice, available: true };
  } catch {
    // Storage full or blocked: keep the stored value as it is and carry on with what fits.
    return {
      state,
      notice: {
        rejectedKey: STORAGE_KEY,
        problems,
        message: {
          en: 'Saved data from an earlier visit does not fit this version; it was left untouched because storage is full or blocked.',
          zh: '之前保存的数据不符合当前版本；由于存储已满或被禁用，原数据未作改动。',
        },
      },
      available: true,
    };
  }
}

/** Reads the stored object for an update of one part (an unreadable value is set aside first). */
function update(store: StorageLike | null, change: (s: Record<string, unknown>) => void, now = Date.now()): SaveResult {
  if (!store) return { ok: false, reason: 'unavailable', problems: [{ path: '', message: 'browser storage is not available' }] };
  try {
    const raw = store.getItem(STORAGE_KEY);
    let obj: Record<string, unknown> | null = null;
    if (raw !== null) {
      try {
        const v: unknown = JSON.parse(raw);
        if (isObject(v) && v.version === STATE_VERSION) obj = v;
      } catch {
        obj = null;
      }
      if (!obj) setAside(store, raw, [{ path: '', message: 'unreadable stored value' }], now);
    }
    const state = obj ?? (emptyState() as unknown as Record<string, unknown>);
    change(state);
    store.setItem(STORAGE_KEY, JSON.stringify(state));
    return { ok: true };
  } catch (e) {
    const quota = e instanceof Error && /quota/i.test(`${e.name} ${e.message}`);
    return { ok: false, reason: quota ? 'quota' : 'unavailable', problems: [{ path: '', message: quota ? 'browser storage is full' : 'browser storage is not available' }] };
  }
}

/** Stores the board being edited (only a board the schema accepts; null clears it). */
export function saveBoard(board: Board | null, store: StorageLike | null = browserStore()): SaveResult {
  if (board !== null) {
    const p = parseBoard(board);
    if (!p.ok) return { ok: false, reason: 'invalid', problems: p.problems };
    board = p.value;
  }
  return update(store, (s) => {
    s.board = board;
  });
}

export function loadBoard(store: StorageLike | null = browserStore()): { board: Board | null; notice: StorageNotice | null } {
  const { state, notice } = loadState(store);
  return { board: state.board, notice };
}

export function savePrefs(prefs: Prefs, store: StorageLike | null = browserStore()): SaveResult {
  if (prefs.lang !== undefined && !isLang(prefs.lang)) {
    return { ok: false, reason: 'invalid', problems: [{ path: 'prefs.lang', message: 'expected one of "zh-CN", "zh-TW", "en"' }] };
  }
  return update(store, (s) => {
    s.prefs = { ...(isObject(s.prefs) ? s.prefs : {}), ...prefs };
  });
}

// Games: the record's shape belongs to the engine; callers pass its parser (e.g. via lib/schema's
// parseWith) so this module stays generic.
export type RecordParser<T> = (value: unknown) => Parsed<T>;

export function saveGame<T>(id: string, record: T, parse?: RecordParser<T>, store: StorageLike | null = browserStore(), now = Date.now()): SaveResult {
  if (!id) return { ok: false, reason: 'invalid', problems: [{ path: 'games', message: 'a game needs an id' }] };
  if (parse) {
    const p = parse(record);
    if (!p.ok) return { ok: false, reason: 'invalid', problems: prefix(`games.${id}.record`, p.problems) };
  }
  return update(store, (s) => {
    const games = isObject(s.games) ? s.games : {};
    games[id] = { savedAt: new Date(now).toISOString(), record };
    s.games = games;
  });
}

export function deleteGame(id: string, store: StorageLike | null = browserStore()): SaveResult {
  return update(store, (s) => {
    if (isObject(s.games)) delete s.games[id];
  });
}

export interface GameEntry<T> {
  id: string;
  savedAt: string;
  record: T;
}

/**
 * Every saved game whose record the parser accepts, newest first. A record that no longer parses is
 * set aside (rejected key) and removed, with a notice naming each problem.
 */
export function listGames<T>(parse: RecordParser<T>, store: StorageLike | null = browserStore(), now = Date.now()): { games: GameEntry<T>[]; notice: StorageNotice | null } {
  const loaded = loadState(store, now);
  const games: GameEntry<T>[] = [];
  const bad: FieldProblem[] = [];
  const badIds: string[] = [];
  for (const [id, g] of Object.entries(loaded.state.games)) {
    const p = parse(g.record);
    if (p.ok) games.push({ id, savedAt: g.savedAt, record: p.value });
    else {
      bad.push(...prefix(`games.${id}.record`, p.problems));
      badIds.push(id);
    }
  }
  games.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  if (!badIds.length || !store) return { games, notice: loaded.notice };
  let notice: StorageNotice | null = loaded.notice;
  try {
    const setAsideGames = Object.fromEntries(badIds.map((id) => [id, loaded.state.games[id]]));
    notice = setAside(store, JSON.stringify({ version: STATE_VERSION, games: setAsideGames }), bad, now);
    update(store, (s) => {
      if (isObject(s.games)) for (const id of badIds) delete s.games[id];
    }, now);
  } catch {
    // Storage blocked: the games stay stored; the caller still gets only valid ones.
  }
  return { games, notice };
}

export function loadGame<T>(id: string, parse: RecordParser<T>, store: StorageLike | null = browserStore(), now = Date.now()): { game: GameEntry<T> | null; notice: StorageNotice | null } {
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
      if (k && k.startsWith(`${STORAGE_KEY}:rejected:`)) keys.push(k);
    }
  } catch {
    return [];
  }
  return keys.sort();
}
