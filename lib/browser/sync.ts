// One writer per game across the tabs and windows of this browser. Every stored game carries a revision
// (lib/browser/storage): a tab writes only over the revision it read (compare-and-swap), and a tab that finds the
// game moved on (its write refused, or another tab's write seen) takes the stored game. When this tab's copy
// holds events the stored one lacks, that copy is first kept aside whole (the start screen's "Kept aside"),
// so no event recorded in any tab is lost.
import type { GameEvent, GameRecord } from '../engine/types';
import type { FieldProblem } from '../input/schema';
import { problem } from '../input/schema';
import { browserStore } from './prefs';
import { saveGame, setAsideGame, storedGame, type NewerGame, type StorageLike, type StorageNotice } from './storage';
import { recordParser, stampOf, type Stamp } from './session';

export type { Stamp };

export type Synced =
  | { kind: 'saved'; stamp: Stamp; notice: StorageNotice | null }
  | { kind: 'failed'; problems: FieldProblem[] }
  /**
   * Another tab moved the game on. `newer`: the stored game to show (null: it was removed, or no longer
   * reads; the start screen says which). `kept`: this tab's copy was set aside (it had events the stored
   * one lacks); false when it needed keeping but storage is full (the page says to export it); null when
   * nothing of it needed keeping (its events are all in the stored one).
   */
  | { kind: 'behind'; newer: { record: GameRecord; stamp: Stamp } | null; kept: boolean | null };

const STALE: FieldProblem = problem('', 'storage.stale');

const sameEvent = (a: GameEvent, b: GameEvent): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether every event of `mine` is, in order, at the start of `theirs` (nothing of mine would be lost). */
export function eventsKept(mine: readonly GameEvent[], theirs: readonly GameEvent[]): boolean {
  return mine.length <= theirs.length && mine.every((e, i) => sameEvent(e, theirs[i]));
}

/** This tab is behind `newer`: keep its copy aside when it holds events the newer one lacks, then take the newer one. */
export function fallBehind(id: string, mine: GameRecord, newer: NewerGame | null, store: StorageLike | null = browserStore(), now = Date.now()): Synced {
  const parsed = newer ? recordParser(newer.record) : null;
  const theirs = parsed?.ok ? parsed.value : null;
  let kept: boolean | null = null;
  if (!theirs || !eventsKept(mine.events, theirs.events)) kept = setAsideGame(id, mine, [STALE], store, now).ok;
  return { kind: 'behind', newer: theirs && newer ? { record: theirs, stamp: { rev: newer.rev, savedAt: newer.savedAt } } : null, kept };
}

/** Saves this tab's copy over the revision it stands on, or finds it behind (nothing written over the newer one). */
export function saveOver(id: string, record: GameRecord, base: Stamp, store: StorageLike | null = browserStore(), now = Date.now()): Synced {
  const r = saveGame(id, record, undefined, store, now, base);
  if (r.ok) return { kind: 'saved', stamp: stampOf(r), notice: r.notice ?? null };
  if (r.reason === 'stale') return fallBehind(id, record, r.newer, store, now);
  return { kind: 'failed', problems: r.problems };
}

/**
 * After another tab wrote (a storage event, the tab shown again): null when this tab's copy is still the
 * stored one, else what to show (as fallBehind). A game removed elsewhere keeps this tab's copy aside.
 */
export function checkStored(id: string, mine: GameRecord, base: Stamp, store: StorageLike | null = browserStore(), now = Date.now()): Synced | null {
  const { game } = storedGame(id, store, now);
  if (game && game.rev === base.rev && game.savedAt === base.savedAt) return null;
  return fallBehind(id, mine, game, store, now);
}
