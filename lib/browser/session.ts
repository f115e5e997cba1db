// A live game on the page: the engine's cached log of states (lib/engine startLog/pushEvent/popEvent) and
// its saving in the browser (lib/browser/storage, one versioned key) after every event. The record saved and
// exported is the engine's format (schemas/game.schema.json); the page's own data lives in record.meta.moderator.
import { parseRecord, pushEvent, popEvent, replay, startLog, type GameLog } from '../engine';
import type { EngineError, GameEvent, GameRecord, GameState, Seat, Winner } from '../engine/types';
import { problem, type FieldProblem, type Parsed } from '../input/schema';
import {
  deleteGame,
  forgetSetAside,
  listGames,
  loadState,
  saveGame,
  setAsideGame,
  setAsideGames,
  STORAGE_KEY,
  type SaveResult,
  type StorageLike,
  type StorageNotice,
} from './storage';
import { browserStore } from './prefs';
import { readElection, type ElectionDraft } from '../moderator/sheriff';

export interface Status {
  phase: GameState['phase'];
  night: number;
  day: number;
  winner: Winner | null;
  events: number;
}

/** What the page keeps with a record (meta.moderator; the engine ignores meta). */
export interface ModeratorMeta {
  created: string;
  /** How the cards were dealt. */
  deal: 'digital' | 'hand';
  /** Digital deal: seats that have seen their card (the deal is done when it equals the players). */
  revealed: number;
  /** The sheriff election in progress, for the day it belongs to. */
  election: { day: number; draft: ElectionDraft } | null;
  status: Status | null;
  settings: Settings;
  /** Where the judge is among the beats after the last event (taps past it), so a reload shows the same beat. */
  beat: { events: number; taps: number } | null;
  /** Ballots entered but not yet recorded, for the vote they belong to (a reload keeps them). */
  ballots: BallotDraft | null;
  /** What is being entered and not yet recorded, at `events` (a reload keeps it). */
  entry: EntryDraft | null;
  /** The game was open when the page was left: reopening the site resumes it. */
  open: boolean;
}

/** What the judge has tapped but not yet recorded: the seats picked, the ballot target chosen, the vote's mode and exiled seat. */
export interface EntryDraft {
  events: number;
  seats?: Seat[];
  /** The ballot target chip (null: abstain). */
  target?: Seat | null;
  mode?: 'ballots' | 'outcome';
  /** "Just the outcome": the seat picked to exile. */
  out?: Seat | null;
}
export type EntryFields = Omit<EntryDraft, 'events'>;

/** Ballots being entered: the exile vote at `events` (with its PK round), or the election's vote round. */
export interface BallotDraft {
  events: number;
  /** 'vote' (the exile vote) or 'election' (the sheriff election's vote, its round). */
  of: 'vote' | 'election';
  round: number;
  ballots: Record<number, Seat | null>;
}

/** The judge's options for this game (kept with it, so a reload keeps them). */
export interface Settings {
  /** Show each seat's card on the circle. */
  cards: boolean;
  voice: boolean;
  timer: boolean;
  /** Length of one speech (s). */
  seconds: number;
}

export const DEFAULT_SETTINGS: Settings = { cards: false, voice: false, timer: false, seconds: 90 };

function readSettings(v: unknown): Settings {
  const o = isObj(v) ? v : {};
  const b = (x: unknown, d: boolean) => (typeof x === 'boolean' ? x : d);
  const sec = typeof o.seconds === 'number' && Number.isFinite(o.seconds) ? Math.min(600, Math.max(10, Math.round(o.seconds))) : DEFAULT_SETTINGS.seconds;
  return { cards: b(o.cards, DEFAULT_SETTINGS.cards), voice: b(o.voice, DEFAULT_SETTINGS.voice), timer: b(o.timer, DEFAULT_SETTINGS.timer), seconds: sec };
}

export interface Session {
  id: string;
  log: GameLog;
  /**
   * The stored write this session stands on (lib/browser/sync), shared by every session made from it and
   * moved on in place at each save: a session made before this tab took another tab's game keeps the old
   * one, and its write is refused instead of going over that game.
   */
  line?: { stamp: Stamp };
}

/** Which stored write a tab's copy stands on: the revision and its time (two tabs may write the same revision). */
export interface Stamp {
  rev: number;
  savedAt: string;
}

export type Opened = { ok: true; session: Session } | { ok: false; error: EngineError; session: Session | null };

export function current(s: Session): GameState {
  return s.log.states[s.log.states.length - 1];
}

export function statusOf(state: GameState): Status {
  return { phase: state.phase, night: state.night, day: state.day, winner: state.winner, events: state.events };
}

function isObj(v: unknown): v is Record<string, unknown> {
  return Boolean(v) && typeof v === 'object' && !Array.isArray(v);
}

/** The page's meta of a record, defaults filled (a record from elsewhere has none: its deal is done). */
export function metaOf(record: GameRecord): ModeratorMeta {
  const m = isObj(record.meta) && isObj(record.meta.moderator) ? record.meta.moderator : {};
  const players = record.seats.length;
  const revealed = typeof m.revealed === 'number' && Number.isInteger(m.revealed) ? Math.min(Math.max(0, m.revealed), players) : players;
  let election: ModeratorMeta['election'] = null;
  if (isObj(m.election) && typeof m.election.day === 'number') {
    const draft = readElection(m.election.draft);
    if (draft) election = { day: m.election.day, draft };
  }
  return {
    created: typeof m.created === 'string' ? m.created : '',
    deal: m.deal === 'digital' ? 'digital' : 'hand',
    revealed,
    election,
    status: null,
    settings: readSettings(m.settings),
    beat: readBeat(m.beat),
    ballots: readBallots(m.ballots, players),
    entry: readEntry(m.entry, players),
    open: m.open === true,
  };
}

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

function readBeat(v: unknown): ModeratorMeta['beat'] {
  return isObj(v) && count(v.events) && count(v.taps) ? { events: v.events, taps: Math.min(v.taps, 1000) } : null;
}

/** Stored ballots read back: anything malformed is dropped (the judge enters them again). */
export function readBallots(v: unknown, players: number): BallotDraft | null {
  if (!isObj(v) || !count(v.events) || !count(v.round) || (v.of !== 'vote' && v.of !== 'election') || !isObj(v.ballots)) return null;
  const ballots: Record<number, Seat | null> = {};
  const seat = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= players;
  for (const [k, t] of Object.entries(v.ballots)) {
    const voter = Number(k);
    if (!seat(voter) || (t !== null && !seat(t))) return null;
    ballots[voter] = t as Seat | null;
  }
  return { events: v.events, of: v.of, round: v.round, ballots };
}

/** A stored entry read back: each part that does not fit is dropped (the judge taps it again). */
export function readEntry(v: unknown, players: number): EntryDraft | null {
  if (!isObj(v) || !count(v.events)) return null;
  const seat = (x: unknown): x is Seat => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= players;
  const e: EntryDraft = { events: v.events };
  if (Array.isArray(v.seats) && v.seats.length <= players && v.seats.every(seat)) e.seats = v.seats;
  if (v.target === null || seat(v.target)) e.target = v.target;
  if (v.mode === 'ballots' || v.mode === 'outcome') e.mode = v.mode;
  if (v.out === null || seat(v.out)) e.out = v.out;
  return e;
}

/** What was being entered at this point of the game, if anything was kept. */
export function entryAt(meta: ModeratorMeta, events: number): EntryFields {
  const { events: at, ...fields } = meta.entry ?? { events: -1 };
  return at === events ? fields : {};
}

/** The taps past the last event's first beat, when the stored cursor belongs to this point of the game. */
export function tapsAt(meta: ModeratorMeta, events: number): number {
  return meta.beat && meta.beat.events === events ? meta.beat.taps : 0;
}

/** The ballots entered for this vote, if any were kept. */
export function ballotsAt(meta: ModeratorMeta, events: number, of: BallotDraft['of'], round: number): Record<number, Seat | null> {
  const b = meta.ballots;
  return b && b.events === events && b.of === of && b.round === round ? b.ballots : {};
}

/** The saved game to resume when the site is reopened without a link: the last one left open and not over. */
export function resumable(games: readonly SavedGame[]): SavedGame | null {
  let best: SavedGame | null = null;
  for (const g of games) {
    if (!metaOf(g.record).open || g.status?.phase === 'over') continue;
    if (!best || g.savedAt > best.savedAt) best = g;
  }
  return best;
}

export function withMeta(record: GameRecord, patch: Partial<ModeratorMeta>): GameRecord {
  const base = isObj(record.meta) ? record.meta : {};
  const mod = isObj(base.moderator) ? base.moderator : {};
  return { ...record, meta: { ...base, moderator: { ...mod, ...patch } } };
}

export function dealDone(record: GameRecord): boolean {
  return metaOf(record).revealed >= record.seats.length;
}

/** Opens a record: replays it keeping every state. An illegal event keeps the game up to it (and says so). */
export function open(id: string, record: GameRecord): Opened {
  const r = startLog(record);
  if (r.ok) return { ok: true, session: { id, log: r.log } };
  return { ok: false, error: r.error, session: r.log ? { id, log: r.log } : null };
}

export function act(s: Session, event: GameEvent): { ok: true; session: Session } | { ok: false; error: EngineError } {
  const r = pushEvent(s.log, event);
  return r.ok ? { ok: true, session: { ...s, log: r.log } } : r;
}

/** Undo the last event (the start of the game is as far back as it goes). */
export function undoLast(s: Session): Session {
  return { ...s, log: popEvent(s.log) };
}

export function setRecord(s: Session, record: GameRecord): Session {
  return { ...s, log: { ...s.log, record } };
}

/** The record as saved and exported: with the status the list of saved games shows. */
export function recordOf(s: Session): GameRecord {
  return withMeta(s.log.record, { status: statusOf(current(s)) });
}

// Saved games -----------------------------------------------------------------------------------------

export const recordParser = (v: unknown): Parsed<GameRecord> => {
  const r = parseRecord(v);
  return r.ok ? { ok: true, value: r.record } : { ok: false, problems: r.problems as FieldProblem[] };
};

/** Saves after an event. The record comes from the engine, so it is not validated again (keeps a tap fast). */
export function persist(s: Session, store: StorageLike | null = browserStore(), now = Date.now()): SaveResult {
  return saveGame(s.id, recordOf(s), undefined, store, now);
}

export function persistRecord(id: string, record: GameRecord, store: StorageLike | null = browserStore(), now = Date.now()): SaveResult {
  return saveGame(id, record, undefined, store, now);
}

export interface SavedGame {
  id: string;
  savedAt: string;
  record: GameRecord;
  status: Status | null;
  /** The stored revision (lib/browser/sync: a tab writes only over the one it read). */
  rev: number;
}

/** Why a record that reads no longer replays: the refused event (index from 0, its type) and the reason. */
export interface Refusal {
  event: number;
  type: string;
  message: string;
  zh: string;
  /** The engine's problem (code, sentence, parameters): a page words it in its own language (lib/engine/reasons). */
  problem: { code: string; text?: string; params?: Readonly<Record<string, string | number | null>> };
  /** The events the record holds (all kept). */
  events: number;
}

export function refusalOf(record: GameRecord): Refusal | null {
  const r = replay(record);
  if (r.ok) return null;
  const ev = record.events[r.error.event] as { type?: unknown } | undefined;
  return {
    event: r.error.event,
    type: typeof ev?.type === 'string' ? ev.type : '?',
    message: r.error.message,
    zh: r.error.messageZh ?? r.error.message,
    problem: { code: r.error.code, text: r.error.text, params: r.error.params },
    events: record.events.length,
  };
}

/** A game kept aside whole: it does not read (problems) or does not replay (refusal). Never shortened. */
export interface KeptGame {
  /** Where its copy is (the storage key of the set-aside copy; the page never shows it). */
  key: string;
  id: string;
  savedAt: string;
  /** The record exactly as it was stored or imported. */
  raw: unknown;
  /** When it reads: the record (to export, or to resume up to the refused event as a copy). */
  record: GameRecord | null;
  refusal: Refusal | null;
  problems: FieldProblem[];
  /** Kept because another tab moved the game on without its events (lib/browser/sync), not for a problem. */
  behind: boolean;
}

/**
 * The saved games that replay, newest first. A saved game whose record no longer reads or replays is set
 * aside whole (lib/browser/storage) and removed from the list; if its copy cannot be written it stays where it is
 * (the notice says so) — either way it is never saved over, and `kept` lists it.
 */
export function savedGames(
  store: StorageLike | null = browserStore(),
  now = Date.now(),
): { games: SavedGame[]; kept: KeptGame[]; notice: StorageNotice | null } {
  const replaying = (v: unknown): Parsed<GameRecord> => {
    const p = recordParser(v);
    if (!p.ok) return p;
    const why = refusalOf(p.value);
    return why ? { ok: false, problems: [refusalProblem(why)] } : p;
  };
  const { games, notice } = listGames(replaying, store, now);
  const kept = keptGames(store);
  if (notice && !notice.setAside) {
    // The copy could not be written: the games that do not replay are still in the main state, as they were.
    const ok = new Set(games.map((g) => g.id));
    const all = loadState(store, now).state.games;
    for (const id of Object.keys(all)) if (!ok.has(id)) kept.push(keptOf(STORAGE_KEY, id, all[id].savedAt, all[id].record));
  }
  const list = games.map((g) => {
    const m = isObj(g.record.meta) && isObj(g.record.meta.moderator) ? g.record.meta.moderator : {};
    const st = isObj(m.status) ? (m.status as unknown as Status) : null;
    return { id: g.id, savedAt: g.savedAt, record: g.record, status: st, rev: g.rev };
  });
  return { games: list, kept, notice };
}

export function refusalProblem(r: Refusal): FieldProblem {
  return { ...problem(`events.${r.event}`, 'record.refused', { type: r.type }), cause: r.problem };
}

/** Every game kept aside (by this page or an earlier version), oldest first, with why. */
export function keptGames(store: StorageLike | null = browserStore()): KeptGame[] {
  return setAsideGames(store).map((g) => keptOf(g.key, g.id, g.savedAt, g.record, g.why.includes('storage.stale')));
}

function keptOf(key: string, id: string, savedAt: string, raw: unknown, behind = false): KeptGame {
  const p = recordParser(raw);
  return { key, id, savedAt, raw, record: p.ok ? p.value : null, refusal: p.ok ? refusalOf(p.value) : null, problems: p.ok ? [] : p.problems, behind };
}

/** Keeps an imported record that does not replay: whole, aside, never opened shortened. */
export function keepAside(id: string, record: unknown, problems: FieldProblem[], store: StorageLike | null = browserStore(), now = Date.now()): SaveResult {
  return setAsideGame(id, record, problems, store, now);
}

/** A new saved game: the kept record up to (not including) its refused event. The kept one stays as it is. */
export function resumeCopy(
  g: KeptGame,
  id: string,
  store: StorageLike | null = browserStore(),
  now = Date.now(),
): { ok: true; record: GameRecord; stamp: Stamp } | { ok: false; problems: FieldProblem[] } {
  if (!g.record) return { ok: false, problems: g.problems };
  const upTo = g.refusal ? g.refusal.event : g.record.events.length;
  const record: GameRecord = { ...g.record, events: g.record.events.slice(0, upTo) };
  const r = persistRecord(id, record, store, now);
  return r.ok ? { ok: true, record, stamp: stampOf(r) } : { ok: false, problems: r.problems };
}

/** The stamp of a game just saved (its revision and time). */
export function stampOf(r: { rev?: number; savedAt?: string }): Stamp {
  return { rev: r.rev ?? 0, savedAt: r.savedAt ?? '' };
}

export function forgetKept(g: KeptGame, store: StorageLike | null = browserStore()): boolean {
  return g.key === STORAGE_KEY ? deleteGame(g.id, store).ok : forgetSetAside(g.key, g.id, store);
}

export function forget(id: string, store: StorageLike | null = browserStore()): SaveResult {
  return deleteGame(id, store);
}

/** A new game id: time-ordered and unique enough for one browser (the caller passes the randomness). */
export function newId(now: number, random: number): string {
  return `g${now.toString(36).padStart(9, '0')}${Math.floor(random * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}

/** The exported file's name. */
export function exportName(s: Session): string {
  return `wolfboard-game-${s.id}.json`;
}

/** The exported file's text: the record alone, in the engine's format (`wolfboard replay FILE` reads it). */
export function exportText(s: Session): string {
  return `${JSON.stringify(recordOf(s), null, 2)}\n`;
}
