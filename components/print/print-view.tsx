'use client';
// The print page's client part: finds the board (share link, preset, saved board), lets the user pick
// what to print, and renders it in the chosen language. Everything it shows comes from lib/.
import { PageLink } from '../page-link';
import { useEffect, useState } from 'react';
import { useLang, useLangSettled } from '../use-lang';
import { readSource, type BoardSource, type PrintView as View } from './board-source';
import { PrintControls } from './print-controls';
import { CheatSheet } from './cheat-sheet';
import { PRINT_CSS } from './paper';
import { RoleCards } from './role-cards';
import { ScriptView } from './script-view';
import { printText } from './text';

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

  return (
    <div className="grid gap-4" data-testid="print-view" data-ready={source && shown ? 'true' : 'false'}>
      <style>{PRINT_CSS}</style>
      <PrintControls lang={lang} source={source} view={view} choosePreset={choosePreset} chooseView={chooseView} />

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
