'use client';
// Where a game starts: the saved games (resume, export, delete), or a new game from the board being
// designed, a share link, a ready-made board, or a game record file.
import { useEffect, useState } from 'react';
import type { GameRecord } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { loadBoard, storedGames, type StorageNotice } from '../../lib/browser/storage';
import type { KeptGame, SavedGame } from '../../lib/browser/session';
import { loadSession } from './session-loader';
import { StorageLine } from '../input-notice';
import { KeptGames } from './kept-games';
import { NewGame } from './new-game';
import { SavedGames } from './saved-games';
import type { StartProblems } from './start-problems';
import { useM } from './use-m';

/** The stored board and games, read after hydration (the static HTML knows nothing of this browser) and on `refresh`. */
function useStoredGames(stored: StorageNotice | null | undefined) {
  const [games, setGames] = useState<SavedGame[] | null>(null);
  const [current, setCurrent] = useState<Board | null>(null);
  const [storeNotice, setStoreNotice] = useState<StorageNotice | null>(null);
  const [kept, setKept] = useState<KeptGame[]>([]);
  const refresh = () => {
    const b = loadBoard();
    setCurrent(b.board);
    const show = (list: SavedGame[], k: KeptGame[], notice: StorageNotice | null) => {
      setGames(list);
      setKept(k);
      setStoreNotice(notice ?? b.notice ?? stored ?? null);
    };
    // The saved games are listed by the game code (each is replayed to know it still reads); none, no code.
    if (!storedGames().any) return show([], [], null);
    loadSession().then(
      (lib) => {
        const { games: list, kept: k, notice } = lib.savedGames();
        show(list, k, notice);
      },
      () => show([], [], null),
    );
  };
  return { games, current, storeNotice, kept, refresh };
}

export function StartScreen(props: {
  notice: string;
  /** Stored data set aside before this screen read storage (while opening a game from the link). */
  stored?: StorageNotice | null;
  onBoard: (b: Board) => void;
  onOpen: (g: SavedGame) => void;
  onImport: (r: GameRecord) => void;
}) {
  const { lang } = useM();
  const { games, current, storeNotice, kept, refresh } = useStoredGames(props.stored);
  const [problems, setProblems] = useState<StartProblems | null>(null);
  const [confirmDelete, setConfirmDelete] = useState('');
  // Storage is read after hydration (the static HTML knows nothing of this browser); again when the
  // page's notice changes (an import was just kept aside).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the page's notice changes only; refresh reads props.stored then, a new one is no reason to read
  useEffect(refresh, [props.notice]);
  const confirm = { confirmDelete, setConfirmDelete, refresh };

  return (
    <div className="grid gap-6" data-testid="start">
      {props.notice ? (
        <p role="alert" className="rounded-lg bg-amber-100 p-3 font-medium text-amber-950">
          {props.notice}
        </p>
      ) : null}
      {storeNotice ? <StorageLine notice={storeNotice} lang={lang} /> : null}
      <SavedGames games={games} onBoard={props.onBoard} onOpen={props.onOpen} {...confirm} />
      {kept.length ? <KeptGames kept={kept} onOpen={props.onOpen} setProblems={setProblems} {...confirm} /> : null}
      <NewGame current={current} onBoard={props.onBoard} onImport={props.onImport} problems={problems} setProblems={setProblems} />
    </div>
  );
}
