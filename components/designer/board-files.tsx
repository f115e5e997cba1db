'use client';
// The board as a JSON file: exported (as shared: lib/input/share boardForShare) or imported with the picker
// (drag-and-drop is page-wide).
import { useRef } from 'react';
import { fileNameFor } from './board-form';
import { useDesigner } from './designer-context';
import { BTN } from './share-button';

/** Downloads the board as a file (as shared: lib/input/share boardForShare). */
export function useExportBoard(): () => Promise<void> {
  const { board, lazy, loadChecking } = useDesigner();
  return async function exportFile() {
    const l = lazy ?? (await loadChecking());
    if (!l) return;
    const blob = new Blob([`${JSON.stringify(l.boardForShare(board), null, 2)}\n`], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = fileNameFor(board);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
}

export function BoardFiles() {
  const { importFile: onImportFile, t, ready } = useDesigner();
  const fileRef = useRef<HTMLInputElement>(null);
  const exportFile = useExportBoard();

  return (
    <div>
      <h3 className="text-sm font-medium">{t('designer.files')}</h3>
      <div className="mt-1 flex flex-wrap gap-2">
        <button type="button" className={BTN} onClick={() => void exportFile()} disabled={!ready} data-testid="export">
          <span aria-hidden="true">⬇️ </span>
          {t('designer.export')}
        </button>
        <button type="button" className={BTN} onClick={() => fileRef.current?.click()} disabled={!ready} data-testid="import">
          <span aria-hidden="true">⬆️ </span>
          {t('designer.import')}
        </button>
        <input
          ref={fileRef}
          type="file"
          accept=".json,application/json"
          className="hidden"
          data-testid="import-input"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const f = e.currentTarget.files?.[0];
            if (f) onImportFile(f);
            e.currentTarget.value = '';
          }}
        />
      </div>
      <p className="mt-1 text-xs text-stone-600">{t('designer.drop')}</p>
    </div>
  );
}
