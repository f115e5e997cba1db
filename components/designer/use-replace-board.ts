'use client';
// A whole-board change in the designer (a preset, a fix, an import, a new board): the previous board kept for undo
// (the last 20), and a notice saying what was done; an imported file read first (./read-board-file).
import { useCallback } from 'react';
import type { Board } from '../../lib/generated/board';
import type { UiKey } from '../use-t';
import { toForm, type FormBoard } from './board-form';
import type { Notice, Vars } from './designer-context';
import { markEdit } from './edit-timing';
import { loadLazy, type Lazy } from './load-lazy';
import { readBoardFile } from './read-board-file';

type Deps = {
  lazyRef: { current: Lazy | null };
  undoStack: { current: Board[] };
  current: () => Board;
  resetForm: (v: FormBoard) => void;
  setNotice: (n: Notice | null) => void;
};

export function useReplaceBoard({ lazyRef, undoStack, current, resetForm, setNotice }: Deps) {
  const replaceBoard = useCallback(
    (next: Board, done: { key: UiKey; vars?: Vars }) => {
      markEdit();
      undoStack.current = [...undoStack.current.slice(-19), current()];
      resetForm(toForm(next));
      setNotice({ kind: 'done', ...done, undo: true });
    },
    [current, resetForm, setNotice, undoStack],
  );

  const importFile = useCallback(
    async (file: File) => {
      const l = lazyRef.current ?? (await loadLazy().catch(() => null));
      if (!l) {
        setNotice({ kind: 'error', key: 'designer.loadError' });
        return;
      }
      const vars = { file: file.name };
      const p = await readBoardFile(l, file);
      if (!p.ok) setNotice({ kind: 'problems', key: 'designer.importError', vars, problems: p.problems });
      else replaceBoard(p.value, { key: 'designer.imported', vars });
    },
    [replaceBoard, setNotice, lazyRef],
  );

  return { replaceBoard, importFile };
}
