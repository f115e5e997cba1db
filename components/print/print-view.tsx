'use client';
// The print page's client part: finds the board (share link, preset, saved board), lets the user pick
// what to print, and renders it in the chosen language. Everything it shows comes from lib/.
import { PageLink } from '../page-link';
import { useEffect, useState } from 'react';
import { PRESETS, presetName } from '../../lib/presets';
import { useLang, useLangSettled } from '../use-lang';
import { LinkLine, StorageLine } from '../input-notice';
import { readSource, PRINT_VIEWS, type BoardSource, type PrintView as View } from './board-source';
import { CheatSheet } from './cheat-sheet';
import { PRINT_CSS } from './paper';
import { RoleCards } from './role-cards';
import { ScriptView } from './script-view';
import { printText } from './text';
import { boardTitle } from '../../lib/presets';

export function PrintView() {
  const lang = useLang();
  const shown = useLangSettled();
  const p = printText(lang);
  const [source, setSource] = useState<BoardSource | null>(null);
  const [view, setView] = useState<View>('sheet');

  useEffect(() => {
    const load = () => {
      const s = readSource(window.location);
      setSource(s);
      setView(s.view);
    };
    load();
    window.addEventListener('hashchange', load);
    return () => window.removeEventListener('hashchange', load);
  }, []);

  const choosePreset = (id: string) => {
    const url = new URL(window.location.href);
    url.hash = '';
    if (id) url.searchParams.set('preset', id);
    else url.searchParams.delete('preset');
    window.history.replaceState(null, '', url.toString());
    setSource(readSource(window.location));
  };

  const chooseView = (v: View) => {
    setView(v);
    const url = new URL(window.location.href);
    url.searchParams.set('view', v);
    window.history.replaceState(null, '', url.toString());
  };

  const board = source?.board ?? null;
  const fromText =
    source?.from === 'url' ? p('print.fromLink') : source?.from === 'store' ? p('print.fromStore') : source?.from === 'preset' ? p('print.fromPreset') : null;

  return (
    <div className="grid gap-4" data-testid="print-view" data-ready={source && shown ? 'true' : 'false'}>
      <style>{PRINT_CSS}</style>
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

      {!source ? <p className="text-stone-700">{p('print.loading')}</p> : null}
      {source && !board ? (
        <p className="text-stone-800" data-testid="print-empty">
          {p('print.noBoard')}{' '}
          <PageLink page="/designer/" className="font-semibold underline">
            {p('print.designer')}
          </PageLink>
        </p>
      ) : null}
      {board && view === 'sheet' ? <CheatSheet board={board} lang={lang} /> : null}
      {board && view === 'cards' ? <RoleCards board={board} lang={lang} /> : null}
      {board && view === 'script' ? <ScriptView board={board} lang={lang} /> : null}
    </div>
  );
}
