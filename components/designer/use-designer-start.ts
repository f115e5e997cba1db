'use client';
// The designer's start: with a stored board or a board in the link, load the checking chunk now, read the stored
// board, then the link's over it; else the page is ready at once and the chunk comes on first intent (or when idle).
// A link opened later (hashchange) is taken over the board, with undo.
import { useCallback, useEffect } from 'react';
import type { Board } from '../../lib/generated/board';
import { browserStore, storedBoardToRead } from '../../lib/browser/prefs';
import { payloadOf } from '../../lib/input/share-hash';
import { readHash } from '../../lib/input/page-hash';
import type { StorageNotice } from '../../lib/browser/storage';
import { whenIdleAfterPaint } from '../idle';
import { toForm, type FormBoard } from './board-form';
import type { Notice } from './designer-context';
import { loadLazy, type Lazy } from './load-lazy';

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'dragenter'] as const;

type SetNotice = (n: Notice | null | ((n: Notice | null) => Notice | null)) => void;

export interface StartDeps {
  lazyRef: { current: Lazy | null };
  setLazy: (l: Lazy) => void;
  setNotice: SetNotice;
  setStorageNotice: (n: StorageNotice) => void;
  setStorageOff: (off: boolean) => void;
  setReady: (ready: boolean) => void;
  resetForm: (v: FormBoard) => void;
  undoStack: { current: Board[] };
  current: () => Board;
}

const clearError = (n: Notice | null) => (n?.kind === 'error' ? null : n);

/** Takes the board of a link (the hash), dropping the hash; `previous`: the board it replaces, kept for undo. */
function useTakeLink({ setNotice, resetForm, undoStack }: StartDeps) {
  return useCallback(
    (l: Lazy, hash: string, previous: Board | null) => {
      const d = l.decodeBoard(hash);
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
      if (!d.ok) {
        setNotice({ kind: 'problems', key: 'designer.linkError', problems: d.problems });
        return;
      }
      if (previous) undoStack.current = [...undoStack.current, previous];
      resetForm(toForm(d.board));
      setNotice({ kind: 'done', key: 'designer.loadedLink', undo: Boolean(previous) });
    },
    [resetForm, setNotice, undoStack],
  );
}

/** The stored board (and the link's over it), once the checking chunk is in: then the page is ready. */
function readStoredBoard(l: Lazy, deps: StartDeps, takeLink: ReturnType<typeof useTakeLink>): void {
  deps.setNotice(clearError);
  const loaded = l.loadState();
  deps.setStorageOff(!loaded.available);
  if (loaded.notice) deps.setStorageNotice(loaded.notice);
  const stored = loaded.state.board;
  if (stored) deps.resetForm(toForm(stored));
  if (payloadOf(window.location.hash) !== null) takeLink(l, window.location.hash, stored);
  deps.setReady(true);
}

export function useDesignerStart(deps: StartDeps) {
  const takeLink = useTakeLink(deps);
  const { lazyRef, setLazy, setNotice, setStorageOff, setReady, resetForm, current } = deps;
  // biome-ignore lint/correctness/useExhaustiveDependencies: deps carries only state setters and refs, stable for the page's life, besides resetForm and current, listed
  useEffect(() => {
    let live = true;
    const take = (l: Lazy) => {
      lazyRef.current = l;
      setLazy(l);
      return l;
    };
    // A failed download (offline) is said once and tried again at the next intent.
    const fetchChecker = (): Promise<Lazy | null> =>
      loadLazy().then(
        (l) => (live ? take(l) : null),
        () => {
          if (live) {
            setNotice({ kind: 'error', key: 'designer.loadError' });
            listen();
          }
          return null;
        },
      );
    const readStored = () => fetchChecker().then((l) => l && readStoredBoard(l, deps, takeLink));
    const store = browserStore();
    const mustRead = storedBoardToRead(store) || payloadOf(window.location.hash) !== null;
    const onIntent = () => {
      for (const e of INTENT_EVENTS) window.removeEventListener(e, onIntent, true);
      if (mustRead && !lazyRef.current) void readStored();
      else void fetchChecker().then((l) => l && setNotice(clearError));
    };
    function listen() {
      for (const e of INTENT_EVENTS) window.addEventListener(e, onIntent, true);
    }
    const onHash = () => {
      if (payloadOf(window.location.hash) !== null) void fetchChecker().then((l) => l && takeLink(l, window.location.hash, current()));
    };
    window.addEventListener('hashchange', onHash);
    // A hash asking for something this page does not take ("#x=1"): said, and nothing changes.
    if (readHash(window.location.hash, ['board']).kind === 'unknown') setNotice({ kind: 'info', key: 'designer.linkUnknown' });
    setStorageOff(!store);
    let cancelIdle = () => {};
    if (mustRead) void readStored();
    else {
      listen();
      setReady(true);
      // Fetched when idle; a failure says nothing yet (the next touch tries again, and says so if it fails).
      cancelIdle = whenIdleAfterPaint(() => {
        if (lazyRef.current) return;
        loadLazy().then(
          (l) => {
            if (!live) return;
            take(l);
            // The first edit then runs code already compiled.
            l.warmUp();
          },
          () => {},
        );
      });
    }
    return () => {
      live = false;
      cancelIdle();
      window.removeEventListener('hashchange', onHash);
      for (const e of INTENT_EVENTS) window.removeEventListener(e, onIntent, true);
    };
  }, [resetForm, takeLink, current]);
}
