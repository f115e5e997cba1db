'use client';
// The designer's state, shared by its interactive leaves; the page around them is
// server-rendered. react-hook-form holds the board; its resolver is the board guard generated from
// schemas/board.schema.json (lib/generated/guard/board), so the form never yields a board the schema
// rejects. The last schema-valid board feeds the validator (findings, balance), storage, the share
// link and the print / moderator links.
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { Board } from '../../lib/generated/board';
import { tLoc, type Lang } from '../../lib/i18n';
import type { Msg } from '../../lib/msg';
import type { FieldProblem } from '../../lib/schema';
import { FAMILIES, overridesOf, type Family, type RuleKey } from '../../lib/rules';
import type { StorageNotice } from '../../lib/storage';
import type { UiKey } from '../use-t';
import type { Fix, ValidationResult } from '../../lib/validator';
import type { RoleId } from '../../lib/roles';
import { useT, type TFn } from '../use-t';
import { browserStore, storedBoardToRead } from '../../lib/prefs';
import { payloadOf } from '../../lib/share-hash';
import { readHash } from '../../lib/page-hash';
import { problemText } from '../../lib/problem-text';
import { whenIdleAfterPaint } from '../idle';
import { useLangSettled, useMessagesVersion } from '../use-lang';
import { EMPTY_BOARD, fromForm, toForm, type FormBoard } from './board-form';

const INITIAL_KEY = JSON.stringify(toForm(EMPTY_BOARD));

type Lazy = typeof import('./lazy');
// The checking chunk (the form's resolver, the validator, storage, the link codec) is not in the page's first load: it is
// fetched at start when storage or the link holds a board to read, else when the browser is idle after the
// first paint (components/idle), so the first edit finds it in and renders at once — or at the first touch,
// key or focus if that comes sooner. Until then the findings are those of the empty board, computed when
// the page was built.
let lazyChunk: Promise<Lazy> | null = null;
/** The checking chunk; a failed download (offline) is forgotten, so the next need tries again. */
const loadLazy = (): Promise<Lazy> =>
  (lazyChunk ??= import('./lazy').catch((e: unknown) => {
    lazyChunk = null;
    throw e;
  }));
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'dragenter'] as const;
export type Vars = Record<string, string | number | Msg | Record<Lang, string>>;
export type Notice =
  | { kind: 'done'; key: UiKey; vars?: Vars; undo: boolean }
  | { kind: 'problems'; key: UiKey; vars?: Vars; problems: FieldProblem[] }
  | { kind: 'error'; key: UiKey }
  | { kind: 'info'; key: UiKey };

/** User Timing names: an edit marks, the commit of its findings measures (read by the e2e test). */
export const EDIT_MARK = 'wolfboard:edit';
export const REVALIDATE = 'wolfboard:revalidate';
const markEdit = () => performance.mark(EDIT_MARK);

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

export function DesignerProvider({ initial, ruleLabels: ruleLabelKeys, roleNames: roleNameKeys, wolfIds, children }: ProviderProps) {
  const { lang, t } = useT();
  const shown = useLangSettled();
  const messages = useMessagesVersion();
  const ruleLabels = useMemo(() => Object.fromEntries(Object.entries(ruleLabelKeys).map(([k, id]) => [k, tLoc(id)])), [ruleLabelKeys]);
  const roleNames = useMemo(
    () => Object.fromEntries(Object.entries(roleNameKeys).map(([k, id]) => [k, tLoc(id)])) as Record<RoleId, Record<Lang, string>>,
    [roleNameKeys],
  );
  const lazyRef = useRef<Lazy | null>(null);
  const [lazy, setLazy] = useState<Lazy | null>(null);
  const form = useForm<FormBoard>({
    // The resolver, once its chunk is in: an edit made before waits for it, so nothing goes unchecked.
    resolver: async (v, c, o) => {
      const l = lazyRef.current ?? (await loadLazy().catch(() => null));
      // Without the checker (offline) the values stay unchecked and unsaved: nothing reaches storage.
      return l ? l.resolver(v, c, o) : { values: {}, errors: { root: { type: 'load', message: 'the board checker is not loaded' } } };
    },
    mode: 'onChange',
    defaultValues: toForm(EMPTY_BOARD),
  });
  const { control, setValue, reset, getValues } = form;
  // Counts the form's resets (a preset, a fix, a link, undo): each drops the form's fields, which the
  // memoised views register again when they render (role-stepper).
  const [resets, setResets] = useState(0);
  const resetForm = useCallback(
    (v: FormBoard) => {
      reset(v);
      setResets((n) => n + 1);
    },
    [reset],
  );
  const values = useWatch({ control }) as FormBoard;

  const [ready, setReady] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [storageNotice, setStorageNotice] = useState<StorageNotice | null>(null);
  const [storageOff, setStorageOff] = useState(false);
  const undoStack = useRef<Board[]>([]);

  // The schema check, synchronous so the findings follow each edit in the same frame (the resolver
  // reports the same schema's errors to the form state).
  const valuesKey = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the values' JSON, not on useWatch's object, which is new at every render
  const parsed = useMemo(() => (lazy ? lazy.parseBoard(fromForm(values)) : null), [valuesKey, lazy]);
  const lastValid = useRef<Board>(EMPTY_BOARD);
  const board = parsed?.ok ? parsed.value : lastValid.current;
  useEffect(() => {
    if (parsed?.ok) lastValid.current = parsed.value;
  }, [parsed]);
  const pristine = valuesKey === INITIAL_KEY;
  const result = useMemo(() => (lazy ? lazy.validate(board) : pristine ? initial.result : null), [board, lazy, pristine, initial]);
  // Before the checker is in, only the untouched empty board has a link (computed at build time).
  const hash = useMemo(() => (lazy ? lazy.shareHash(board) : pristine ? initial.hash : ''), [board, lazy, pristine, initial]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the words change when the readers' messages are in (messages)
  const fieldProblems = useMemo(() => {
    const byPath: Record<string, string> = {};
    if (parsed && !parsed.ok) for (const p of parsed.problems) byPath[p.path] ??= problemText(p, lang);
    return byPath;
  }, [parsed, lang, messages]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the findings change: it measures an edit's time to its findings
  useLayoutEffect(() => {
    if (performance.getEntriesByName(EDIT_MARK, 'mark').length) {
      performance.measure(REVALIDATE, EDIT_MARK);
      performance.clearMarks(EDIT_MARK);
    }
  }, [result]);

  // Keep the board across reloads (only once the stored one has been read, never over it). A save that finds
  // stored data that no longer fits sets it aside first: said like a read's.
  useEffect(() => {
    if (!ready || !lazy) return;
    const r = lazy.saveBoard(board);
    if (r.ok && r.notice) setStorageNotice(r.notice);
  }, [board, ready, lazy]);

  const current = useCallback((): Board => {
    const l = lazyRef.current;
    const p = l?.parseBoard(fromForm(getValues()));
    return p?.ok ? p.value : lastValid.current;
  }, [getValues]);

  const replaceBoard = useCallback(
    (next: Board, done: { key: UiKey; vars?: Vars }) => {
      markEdit();
      undoStack.current = [...undoStack.current.slice(-19), current()];
      resetForm(toForm(next));
      setNotice({ kind: 'done', ...done, undo: true });
    },
    [current, resetForm],
  );

  const takeLink = useCallback(
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
    [resetForm],
  );

  // Start: with a stored board or a board in the link, load the checking chunk now, read the stored
  // board, then the link's over it; else the page is ready at once and the chunk comes on first intent.
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
    const readStored = () =>
      fetchChecker().then((l) => {
        if (!l) return;
        setNotice((n) => (n?.kind === 'error' ? null : n));
        const loaded = l.loadState();
        setStorageOff(!loaded.available);
        if (loaded.notice) setStorageNotice(loaded.notice);
        const stored = loaded.state.board;
        if (stored) resetForm(toForm(stored));
        if (payloadOf(window.location.hash) !== null) takeLink(l, window.location.hash, stored);
        setReady(true);
      });
    const store = browserStore();
    const mustRead = storedBoardToRead(store) || payloadOf(window.location.hash) !== null;
    const onIntent = () => {
      for (const e of INTENT_EVENTS) window.removeEventListener(e, onIntent, true);
      if (mustRead && !lazyRef.current) void readStored();
      else void fetchChecker().then((l) => l && setNotice((n) => (n?.kind === 'error' ? null : n)));
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

  const importFile = useCallback(
    async (file: File) => {
      const l = lazyRef.current ?? (await loadLazy().catch(() => null));
      if (!l) {
        setNotice({ kind: 'error', key: 'designer.loadError' });
        return;
      }
      const vars = { file: file.name };
      if (file.size > l.MAX_FILE_BYTES) {
        setNotice({
          kind: 'problems',
          key: 'designer.importError',
          vars,
          problems: [{ path: '', code: 'file.tooLarge', params: { bytes: file.size, max: l.MAX_FILE_BYTES } }],
        });
        return;
      }
      // Bytes, not file.text(): that would turn a GBK or UTF-16 file into "�" and read it (lib/json-text decodeUtf8).
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await file.arrayBuffer());
      } catch {
        setNotice({
          kind: 'problems',
          key: 'designer.importError',
          vars,
          problems: [{ path: '', code: 'file.unreadable' }],
        });
        return;
      }
      const p = l.parseBoardBytes(bytes);
      if (!p.ok) setNotice({ kind: 'problems', key: 'designer.importError', vars, problems: p.problems });
      else replaceBoard(p.value, { key: 'designer.imported', vars });
    },
    [replaceBoard],
  );

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
    stepRole: (id, n) => {
      markEdit();
      setValue(`roles.${id}` as `roles.villager`, n, { shouldValidate: true, shouldDirty: true });
    },
    stepPlayers: (n) => {
      markEdit();
      setValue('players', n, { shouldValidate: true, shouldDirty: true });
    },
    setRule: (key, value) => {
      markEdit();
      const rules = { ...(getValues('rules') ?? {}) } as Record<string, unknown>;
      if (key === 'family') {
        setValue('rules', overridesOf({ ...rules, family: value as Family }), { shouldValidate: true, shouldDirty: true });
        return;
      }
      const family = (rules.family as Family | undefined) ?? 'langrensha';
      if (FAMILIES[family][key] === value) delete rules[key];
      else rules[key] = value;
      setValue('rules', rules, { shouldValidate: true, shouldDirty: true });
    },
    resetRules: () => {
      markEdit();
      setValue('rules', { family: getValues('rules')?.family ?? 'langrensha' }, { shouldValidate: true, shouldDirty: true });
      setNotice({ kind: 'done', key: 'designer.rulesReset', undo: false });
    },
    applyFinding: (fix) => {
      void loadLazy().then(
        (l) => {
          lazyRef.current = l;
          replaceBoard(l.applyFix(current(), fix), { key: 'designer.fixed', vars: { label: fix.label } });
        },
        () => setNotice({ kind: 'error', key: 'designer.loadError' }),
      );
    },
    // The preset's name in the page's language (the file carries its Chinese name).
    loadPreset: (b, name) => replaceBoard({ ...b, name: name[lang] }, { key: 'designer.loadedPreset', vars: { name } }),
    newBoard: () => replaceBoard(EMPTY_BOARD, { key: 'designer.newDone' }),
    importFile: (f) => void importFile(f),
    undo: () => {
      const prev = undoStack.current.pop();
      if (!prev) return;
      markEdit();
      resetForm(toForm(prev));
      setNotice({ kind: 'done', key: 'designer.undone', undo: undoStack.current.length > 0 });
    },
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

/** Drag-and-drop a board file anywhere on the page. */
function DropZone({ onFile, label }: { onFile: (f: File) => void; label: string }) {
  const [dragging, setDragging] = useState(false);
  const onFileRef = useRef(onFile);
  onFileRef.current = onFile;
  useEffect(() => {
    const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth++;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (hasFiles(e)) e.preventDefault();
    };
    const leave = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      const f = e.dataTransfer?.files?.[0];
      if (f) onFileRef.current(f);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, []);
  if (!dragging) return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-50 grid place-items-center bg-stone-900/60 p-6">
      <p className="rounded-xl border-4 border-dashed border-white px-6 py-10 text-center text-xl font-semibold text-white">{label}</p>
    </div>
  );
}
