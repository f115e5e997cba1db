'use client';
// Small client leaves of the designer: the notices, the phone status bar, the print/moderator links.
import { PageLink } from '../page-link';
import { useRef, useState } from 'react';
import type { Lang } from '../../lib/i18n';
import { isMsg, msgText } from '../../lib/i18n/msg';
import { countOf, expectedCards, totalCards } from '../../lib/catalogue/roles';
import { useDesigner, type Vars } from './designer-context';
import { ProblemList } from './problem-list';
import { FindingsPanel } from './findings-panel';
import { StorageLine } from '../input-notice';

function fillVars(vars: Vars | undefined, lang: Lang): Record<string, string | number> | undefined {
  if (!vars) return undefined;
  return Object.fromEntries(
    Object.entries(vars).map(([k, v]) => {
      if (typeof v !== 'object') return [k, v];
      if (isMsg(v)) return [k, msgText(v, lang)];
      return [k, (v as Record<Lang, string>)[lang]];
    }),
  );
}

export function Notices() {
  const { notice, storageNotice, storageOff, undo, dismissNotice, dismissStorageNotice, t, lang } = useDesigner();
  return (
    <>
      <div role="status" aria-live="polite" data-testid="notice">
        {notice ? (
          <div
            className={`flex flex-wrap items-start gap-2 rounded-lg border p-3 text-sm ${notice.kind === 'done' ? 'border-emerald-300 bg-emerald-50 text-emerald-950' : 'border-rose-300 bg-rose-50 text-rose-950'}`}
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium">{t(notice.key, fillVars(notice.kind === 'error' || notice.kind === 'info' ? undefined : notice.vars, lang))}</p>
              {notice.kind === 'problems' ? (
                <>
                  <p className="mt-1">{t('designer.problems')}</p>
                  <ProblemList problems={notice.problems} t={t} lang={lang} />
                </>
              ) : null}
            </div>
            {notice.kind === 'done' && notice.undo ? (
              <button type="button" onClick={undo} className="min-h-9 rounded-md border border-stone-400 bg-white px-3 font-medium hover:bg-stone-100">
                {t('designer.undo')}
              </button>
            ) : null}
            <button
              type="button"
              onClick={dismissNotice}
              className="min-h-9 rounded-md px-2 text-stone-700 hover:bg-white/60"
              aria-label={t('designer.dismiss')}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </div>
        ) : null}
      </div>
      {storageNotice ? (
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <StorageLine notice={storageNotice} lang={lang} />
          </div>
          <button
            type="button"
            onClick={dismissStorageNotice}
            className="min-h-9 rounded-md px-2 text-stone-700 hover:bg-stone-100"
            aria-label={t('designer.dismiss')}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      ) : null}
      {storageOff ? <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">{t('designer.storageOff')}</p> : null}
    </>
  );
}

/**
 * Phone: the state of the board stays in view while scrolling the roles; a tap opens the findings,
 * each with its fix, over the page (the findings panel itself is far below on a phone).
 */
export function StatusBar() {
  const { board, result, t, wolfIds } = useDesigner();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const cards = totalCards(board);
  const expected = expectedCards(board);
  const wolves = wolfIds.reduce((n, id) => n + countOf(board, id), 0);
  const errors = (result?.findings ?? []).filter((f) => f.severity === 'error').length;
  const warnings = (result?.findings ?? []).filter((f) => f.severity === 'warning').length;
  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="findings-sheet"
        title={t('designer.summaryOpen')}
        className="sticky top-0 z-30 -mx-4 flex min-h-11 touch-manipulation items-center justify-between gap-2 border-b border-stone-200 bg-white/95 px-4 py-2 text-left text-sm shadow-sm backdrop-blur lg:hidden print:hidden"
        data-testid="status-bar"
      >
        <span className={cards === expected ? 'text-stone-900' : 'font-semibold text-rose-800'}>{t('designer.summary', { cards, expected, wolves })}</span>
        <span className="flex items-center gap-2">
          <span className={errors ? 'font-semibold text-rose-800' : warnings ? 'text-amber-900' : 'text-emerald-800'}>
            {!result ? '…' : errors ? `⛔ ${errors}` : warnings ? `⚠️ ${warnings}` : '✅'}
          </span>
          <span aria-hidden="true" className="text-stone-500">
            ▾
          </span>
          <span className="sr-only">{t('designer.summaryOpen')}</span>
        </span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap has its keyboard twin in Escape, which closes a modal dialog */}
      <dialog
        ref={dialog}
        id="findings-sheet"
        aria-labelledby="findings-sheet-title"
        onClose={() => setOpen(false)}
        // A tap on the backdrop (the dialog element itself, outside its content) closes the sheet.
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
        className="mx-auto mt-auto mb-0 max-h-[85dvh] w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white p-0 shadow-xl backdrop:bg-black/40"
        data-testid="findings-sheet"
      >
        {open ? (
          <div className="grid gap-3 p-4">
            <div className="flex items-center justify-between gap-2">
              <h2 id="findings-sheet-title" className="text-lg font-semibold">
                {t('designer.findings')}
              </h2>
              <button
                type="button"
                onClick={close}
                className="min-h-10 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100"
                data-testid="findings-sheet-close"
              >
                {t('designer.close')}
              </button>
            </div>
            <p className={cards === expected ? 'text-sm text-stone-700' : 'text-sm font-semibold text-rose-800'}>{t('designer.cards', { cards, expected })}</p>
            <FindingsPanel testId="findings-sheet-list" />
          </div>
        ) : null}
      </dialog>
    </>
  );
}

/** One step to the printable sheet and to moderator mode, carrying this board in the link. */
export function NextLinks() {
  const { hash, t } = useDesigner();
  const cls = 'inline-flex min-h-10 items-center rounded-md bg-stone-900 px-3 py-2 text-sm font-medium text-white hover:bg-stone-700';
  return (
    <div className="flex flex-wrap gap-2">
      <PageLink page="/print/" suffix={hash} data-testid="to-print" className={cls}>
        <span aria-hidden="true">🖨️&nbsp;</span>
        {t('designer.toPrint')}
      </PageLink>
      <PageLink page="/moderator/" suffix={hash} data-testid="to-moderator" className={cls}>
        <span aria-hidden="true">🌙&nbsp;</span>
        {t('designer.toModerator')}
      </PageLink>
    </div>
  );
}
