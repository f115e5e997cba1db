'use client';
// The print page's controls (hidden on paper): the preset, what to print, the print button, where the board
// came from and what reading the link or the storage said.
import type { Lang } from '../../lib/i18n';
import { PRESETS, boardTitle, presetName } from '../../lib/catalogue/presets';
import { LinkLine, StorageLine } from '../input-notice';
import { PRINT_VIEWS, type BoardSource, type PrintView as View } from './board-source';
import { printText } from './text';

type Props = { lang: Lang; source: BoardSource | null; view: View; choosePreset: (id: string) => void; chooseView: (v: View) => void };

const FROM = { url: 'print.fromLink', store: 'print.fromStore', preset: 'print.fromPreset' } as const;

export function PrintControls({ lang, source, view, choosePreset, chooseView }: Props) {
  const p = printText(lang);
  const board = source?.board ?? null;
  const from = source?.from;
  const fromText = from ? p(FROM[from]) : null;
  return (
    <div className="grid gap-3 rounded-lg border border-stone-300 bg-white p-3 print:hidden">
      <div className="flex flex-wrap items-end gap-4">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{p('print.preset')}</span>
          <select
            data-testid="print-preset"
            value={source?.presetId ?? ''}
            onChange={(e) => choosePreset(e.target.value)}
            className="rounded-md border border-stone-400 bg-white px-2 py-1.5"
          >
            <option value="">{p('print.presetNone')}</option>
            {PRESETS.map((pr) => (
              <option key={pr.id} value={pr.id}>
                {presetName(pr, lang)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="mb-1 font-medium">{p('print.what')}</legend>
          {PRINT_VIEWS.map((v) => (
            <label key={v} className="flex items-center gap-1.5">
              <input type="radio" name="print-view" value={v} checked={view === v} onChange={() => chooseView(v)} data-testid={`print-view-${v}`} />
              {p(`print.${v}`)}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!board}
          className="ml-auto rounded-md bg-stone-900 px-4 py-2 text-sm font-semibold text-white hover:bg-stone-700 disabled:bg-stone-400"
        >
          {p('print.button')}
        </button>
      </div>
      {board && fromText ? (
        <p className="text-sm text-stone-700" data-testid="print-source">
          {fromText}: <span className="font-semibold">{boardTitle(board, lang) ?? p('unnamed')}</span>
        </p>
      ) : null}
      {source?.linkProblems.length ? <LinkLine problems={source.linkProblems} lang={lang} testId="print-link-error" /> : null}
      {source?.linkUnknown ? <LinkLine unknown={source.linkUnknown} lang={lang} /> : null}
      {source?.notice ? <StorageLine notice={source.notice} lang={lang} /> : null}
    </div>
  );
}
