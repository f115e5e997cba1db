'use client';
// The lab's board A: the designer's current board or a preset, its summary, and what reading the storage or the link said.
import type { ReactNode } from 'react';
import type { Lang } from '../../lib/i18n/languages';
import { boardTitle } from '../../lib/catalogue/presets';
import { LinkLine, StorageLine } from '../input-notice';
import { field, label, type LabT } from './lab-form';
import type { LabBoards } from './use-lab-boards';

export function BoardPicker({
  id,
  t,
  lang,
  b,
  running,
  presetOptions,
  summary,
}: {
  id: string;
  t: LabT;
  lang: Lang;
  b: LabBoards;
  running: boolean;
  presetOptions: ReactNode;
  summary: string;
}) {
  const { current, notice, linkUnknown } = b;
  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-board`} className={label}>
        {b.mode === 'none' ? t('board.source') : t('boardA')}
      </label>
      <select id={`${id}-board`} data-testid="lab-board" className={field} value={b.source} onChange={(e) => b.setSource(e.target.value)} disabled={running}>
        {current ? <option value="current">{t('board.currentNamed', { name: boardTitle(current, lang) ?? '—' })}</option> : null}
        <optgroup label={t('board.preset')}>{presetOptions}</optgroup>
      </select>
      <p className="text-sm text-stone-700" data-testid="lab-board-summary">
        {summary}
      </p>
      {!current ? <p className="text-sm text-stone-600">{t('board.noCurrent')}</p> : null}
      {notice ? <StorageLine notice={notice} lang={lang} /> : null}
      {linkUnknown ? <LinkLine unknown={linkUnknown} lang={lang} /> : null}
    </div>
  );
}
