'use client';
// The open game and its stored copy: saved after every change, over the stored write it stands on only; checked
// again when another tab writes or this one is shown again. Another tab moved the game on (lib/browser/sync):
// this one shows the game as stored, and says what became of its own copy; a copy that could not be kept aside
// stays on screen, unsaved, to export.
import { useCallback, useEffect, useRef } from 'react';
import type { Session } from '../../lib/browser/session';
import type { Synced } from '../../lib/browser/sync';
import type { FieldProblem } from '../../lib/input/schema';
import { STORAGE_KEY, type StorageNotice } from '../../lib/browser/storage';
import { setHash, startSaying, type SetScreen } from './moderator-screen';
import { session as S } from './session-loader';
import type { MFn } from './use-m';

interface SyncDeps {
  m: MFn;
  setScreen: SetScreen;
  setSaveProblems: (p: FieldProblem[]) => void;
  setSavedAside: (n: StorageNotice) => void;
  /** A game taken as another tab stored it: shown, not written back (two tabs would answer each other forever). */
  asStored: { current: Session | null };
}

type Behind = Exclude<Synced, { kind: 'saved' } | { kind: 'failed' }>;

/** Another tab's newer copy replaces this one on screen, or (removed there, no longer readable) the start screen says so. */
function takeNewer(r: Behind, mine: Session, say: MFn, setScreen: SetScreen, asStored: SyncDeps['asStored']): void {
  const kept = r.kept ? ` ${say('sync.keptMine')}` : '';
  const o = r.newer ? S().open(mine.id, r.newer.record) : null;
  if (!r.newer || !o?.ok) {
    // Removed there, or it no longer reads or replays: the start screen lists what is kept, and why.
    setHash('');
    setScreen(startSaying((mm: MFn) => `${mm('sync.gone')}${r.kept ? ` ${mm('sync.keptMine')}` : ''}`));
    return;
  }
  const session: Session = { ...o.session, line: { stamp: r.newer.stamp } };
  asStored.current = session;
  setScreen({ kind: 'game', session, notice: `${say('sync.newer', { n: r.newer.record.events.length })}${kept}` });
}

/** What a save or a check of the stored copy found, as the page shows it. */
function useSettle(deps: SyncDeps) {
  const { m, setSaveProblems, setSavedAside, setScreen, asStored } = deps;
  const mRef = useRef(m);
  useEffect(() => {
    mRef.current = m;
  }, [m]);
  return useCallback(
    (r: Synced, mine: Session) => {
      if (r.kind === 'saved') {
        if (mine.line) mine.line.stamp = r.stamp;
        setSaveProblems([]);
        if (r.notice) setSavedAside(r.notice);
        return;
      }
      if (r.kind === 'failed' || r.kept === false) {
        setSaveProblems(r.kind === 'failed' ? r.problems : [{ path: '', code: 'storage.stale' }]);
        return;
      }
      setSaveProblems([]);
      takeNewer(r, mine, mRef.current, setScreen, asStored);
    },
    [setSaveProblems, setSavedAside, setScreen, asStored],
  );
}

/** Checks the stored copy of game `gameId` when another tab or window wrote (storage event), or this one is shown again. */
function useStoredCheck(gameId: string | null, onScreen: { current: Session | null }, settle: (r: Synced, mine: Session) => void): void {
  useEffect(() => {
    if (!gameId) return;
    const check = () => {
      const s = onScreen.current;
      if (!s?.line || s.id !== gameId) return;
      const { sync, recordOf } = S();
      const r = sync.checkStored(s.id, recordOf(s), s.line.stamp);
      if (r) settle(r, s);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY || e.key === null) check();
    };
    const onShow = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [gameId, settle, onScreen]);
}

export function useGameSync(session: Session | null, deps: SyncDeps): void {
  const settle = useSettle(deps);
  const { asStored } = deps;
  // Saved after every change of the game (an event, undo, the deal's progress, options), over the stored
  // write it stands on only.
  const onScreen = useRef<Session | null>(null);
  useEffect(() => {
    onScreen.current = session;
    if (!session || session === asStored.current || !session.line) return;
    const { sync, recordOf } = S();
    settle(sync.saveOver(session.id, recordOf(session), session.line.stamp), session);
  }, [session, settle, asStored]);
  useStoredCheck(session?.id ?? null, onScreen, settle);
}
