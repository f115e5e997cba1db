'use client';
// The designer's form and the board it holds: react-hook-form with the generated board guard as its resolver,
// the last schema-valid board, its findings, its link and each field's problem.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Board } from '../../lib/generated/board';
import { problemText } from '../../lib/i18n/problem-text';
import { useMessagesVersion } from '../use-lang';
import type { Lang } from '../../lib/i18n/languages';
import { EMPTY_BOARD, fromForm, toForm, type FormBoard } from './board-form';
import type { InitialCheck } from './designer-context';
import { loadLazy, type Lazy } from './load-lazy';
import { EDIT_MARK, REVALIDATE } from './edit-timing';

const INITIAL_KEY = JSON.stringify(toForm(EMPTY_BOARD));

/** The form, with its resolver waiting for the checking chunk, and a count of its resets. */
function useBoardForm(lazyRef: { current: Lazy | null }) {
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
  const { reset } = form;
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
  return { form, resets, resetForm };
}

export function useCheckedBoard(initial: InitialCheck, lazy: Lazy | null, lazyRef: { current: Lazy | null }, lang: Lang) {
  const messages = useMessagesVersion();
  const { form, resets, resetForm } = useBoardForm(lazyRef);
  const values = useWatch({ control: form.control }) as FormBoard;

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

  const { getValues } = form;
  const current = useCallback((): Board => {
    const l = lazyRef.current;
    const p = l?.parseBoard(fromForm(getValues()));
    return p?.ok ? p.value : lastValid.current;
  }, [getValues, lazyRef]);

  return { form, resets, resetForm, values, board, result, hash, fieldProblems, current };
}
