'use client';
// One preset in the gallery: one tap loads its board (Undo brings the previous one back).
import type { ReactNode } from 'react';
import type { Board } from '../../lib/generated/board';
import { t as tr, tLoc } from '../../lib/i18n';
import { useDesigner } from './designer-context';

export function PresetButton({ id, board, names, children }: { id: string; board: Board; names: string; children: ReactNode }) {
  const { loadPreset, ready, t, lang } = useDesigner();
  return (
    <button
      type="button"
      data-preset={id}
      disabled={!ready}
      onClick={() => loadPreset(board, tLoc(names))}
      aria-label={t('designer.loadPreset', { name: tr(names, lang) })}
      className="flex h-full w-full flex-col items-start gap-0.5 rounded-lg border border-stone-200 bg-white p-2.5 text-left hover:border-stone-500"
    >
      {children}
    </button>
  );
}
