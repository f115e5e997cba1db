'use client';
// What the judge is entering (a seat tapped, a ballot target, the vote's mode) is kept with the game at each
// tap (meta.moderator.entry), so a reload comes back to it. The play screen gives what was kept at this point
// of the game and how to keep more; a widget asks for one field.
import { createContext, useCallback, useContext, useState } from 'react';
import type { EntryFields } from '../../lib/browser/session';

export interface KeptEntryValue {
  entry: EntryFields;
  keep: (patch: EntryFields) => void;
}

export const KeptEntry = createContext<KeptEntryValue | null>(null);

/** A field of the entry: what was kept (else `initial`), and a setter that keeps each change. */
export function useKept<K extends keyof EntryFields>(field: K, initial: NonNullable<EntryFields[K]> | EntryFields[K]) {
  const ctx = useContext(KeptEntry);
  const [value, setValue] = useState<EntryFields[K]>(() => (ctx && ctx.entry[field] !== undefined ? ctx.entry[field] : initial));
  const keep = ctx?.keep;
  const set = useCallback(
    (next: EntryFields[K]) => {
      setValue(next);
      keep?.({ [field]: next } as EntryFields);
    },
    [field, keep],
  );
  return [value, set] as const;
}
