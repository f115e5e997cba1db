'use client';
// The designer's state, shared by its interactive leaves; the page around them is
// server-rendered. react-hook-form holds the board; its resolver is the board guard generated from
// schemas/board.schema.json (lib/generated/guard/board), so the form never yields a board the schema
// rejects. The last schema-valid board feeds the validator (findings, balance), storage, the share
// link and the print / moderator links.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Board } from '../../lib/generated/board';
import { tLoc, type Lang } from '../../lib/i18n';
import type { Msg } from '../../lib/i18n/msg';
import type { FieldProblem } from '../../lib/input/schema';
import type { RuleKey } from '../../lib/catalogue/rules';
import type { StorageNotice } from '../../lib/browser/storage';
import type { UiKey } from '../use-t';
import type { Fix, ValidationResult } from '../../lib/validator';
import type { RoleId } from '../../lib/catalogue/roles';
import { useT, type TFn } from '../use-t';
import { useLangSettled } from '../use-lang';
import type { FormBoard } from './board-form';
import { designerActions } from './designer-actions';
import { DropZone } from './drop-zone';
import { markEdit } from './edit-timing';
import { loadLazy, type Lazy } from './load-lazy';
import { useCheckedBoard } from './use-checked-board';
import { useDesignerStart } from './use-designer-start';
import { useReplaceBoard } from './use-replace-board';

export type Vars = Record<string, string | number | Msg | Record<Lang, string>>;
export type Notice =
  | { kind: 'done'; key: UiKey; vars?: Vars; undo: boolean }
  | { kind: 'problems'; key: UiKey; vars?: Vars; problems: FieldProblem[] }
  | { kind: 'error'; key: UiKey }
  | { kind: 'info'; key: UiKey };

export interface Designer {
  ready: boolean;
  lang: Lang;
  t: TFn;
  form: UseFormReturn<FormBoard>;
  /** Changes at every reset of the form (its fields are registered again). */
  resets: number;
  values: FormBoard;
  board: Board;
  /** null while the checking chunk is on its way for a board other than the empty one. */
  result: ValidationResult | null;
  fieldProblems: Record<string, string>;
  lazy: Lazy | null;
  /** The checking chunk, fetched if it is not in yet; null (and a notice) when the download fails. */
  loadChecking: () => Promise<Lazy | null>;
  /** "#board=…" for this board ('' until the codec is in). */
  hash: string;
  notice: Notice | null;
  storageNotice: StorageNotice | null;
  storageOff: boolean;
  ruleLabels: Record<string, Record<Lang, string>>;
  roleNames: Record<RoleId, Record<Lang, string>>;
  wolfIds: RoleId[];
  markEdit: () => void;
  stepRole: (id: string, n: number) => void;
  stepPlayers: (n: number) => void;
  setRule: (key: RuleKey, value: string | number | boolean) => void;
  resetRules: () => void;
  applyFinding: (fix: Fix) => void;
  loadPreset: (board: Board, name: Record<Lang, string>) => void;
  newBoard: () => void;
  importFile: (file: File) => void;
  undo: () => void;
  dismissNotice: () => void;
  dismissStorageNotice: () => void;
}

const Ctx = createContext<Designer | null>(null);

export function useDesigner(): Designer {
  const d = useContext(Ctx);
  if (!d) throw new Error('useDesigner outside <DesignerProvider>');
  return d;
}

/** The empty board's findings and link, computed at build time. */
export interface InitialCheck {
  result: ValidationResult;
  hash: string;
}

interface ProviderProps {
  initial: InitialCheck;
  /** Message ids: each rule's label, each role's name. */
  ruleLabels: Record<string, string>;
  roleNames: Record<RoleId, string>;
  wolfIds: RoleId[];
  children: ReactNode;
}

/** The rules' labels and the roles' names in every language, from their message ids. */
function useNames(ruleLabelKeys: Record<string, string>, roleNameKeys: Record<RoleId, string>) {
  const ruleLabels = useMemo(() => Object.fromEntries(Object.entries(ruleLabelKeys).map(([k, id]) => [k, tLoc(id)])), [ruleLabelKeys]);
  const roleNames = useMemo(
    () => Object.fromEntries(Object.entries(roleNameKeys).map(([k, id]) => [k, tLoc(id)])) as Record<RoleId, Record<Lang, string>>,
    [roleNameKeys],
  );
  return { ruleLabels, roleNames };
}

/** The designer's notices: what an action did or refused, and what storage said. */
function useNotices() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [storageNotice, setStorageNotice] = useState<StorageNotice | null>(null);
  const [storageOff, setStorageOff] = useState(false);
  return { notice, setNotice, storageNotice, setStorageNotice, storageOff, setStorageOff };
}

export function DesignerProvider({ initial, ruleLabels: ruleLabelKeys, roleNames: roleNameKeys, wolfIds, children }: ProviderProps) {
  const { lang, t } = useT();
  const shown = useLangSettled();
  const { ruleLabels, roleNames } = useNames(ruleLabelKeys, roleNameKeys);
  const lazyRef = useRef<Lazy | null>(null);
  const [lazy, setLazy] = useState<Lazy | null>(null);
  const { form, resets, resetForm, values, board, result, hash, fieldProblems, current } = useCheckedBoard(initial, lazy, lazyRef, lang);
  const [ready, setReady] = useState(false);
  const { notice, setNotice, storageNotice, setStorageNotice, storageOff, setStorageOff } = useNotices();
  const undoStack = useRef<Board[]>([]);

  // Keep the board across reloads (only once the stored one has been read, never over it). A save that finds
  // stored data that no longer fits sets it aside first: said like a read's.
  useEffect(() => {
    if (!ready || !lazy) return;
    const r = lazy.saveBoard(board);
    if (r.ok && r.notice) setStorageNotice(r.notice);
  }, [board, ready, lazy, setStorageNotice]);

  const { replaceBoard, importFile } = useReplaceBoard({ lazyRef, undoStack, current, resetForm, setNotice });

  useDesignerStart({ lazyRef, setLazy, setNotice, setStorageNotice, setStorageOff, setReady, resetForm, undoStack, current });

  const d: Designer = {
    ready,
    resets,
    lang,
    t,
    form,
    values,
    board,
    result,
    fieldProblems,
    lazy,
    loadChecking: () =>
      loadLazy().catch(() => {
        setNotice({ kind: 'error', key: 'designer.loadError' });
        return null;
      }),
    hash,
    notice,
    storageNotice,
    storageOff,
    ruleLabels,
    roleNames,
    wolfIds,
    markEdit,
    ...designerActions({ form, lang, lazyRef, undoStack, resetForm, setNotice, current, replaceBoard }),
    importFile: (f) => void importFile(f),
    dismissNotice: () => setNotice(null),
    dismissStorageNotice: () => setStorageNotice(null),
  };

  return (
    <Ctx.Provider value={d}>
      <div data-testid="designer" data-ready={ready && shown} data-checker={lazy ? 'in' : 'pending'} aria-busy={!(ready && shown)}>
        {children}
      </div>
      <DropZone onFile={(f) => void importFile(f)} label={t('designer.dropHere')} />
    </Ctx.Provider>
  );
}
