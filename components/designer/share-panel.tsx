'use client';
// Share the board: a link (board in the URL hash), its QR code (qrcode-generator, loaded only when
// asked for), a JSON file out, a JSON file in (the picker here; drag-and-drop is page-wide).
import { useEffect, useRef, useState } from 'react';
import { fileNameFor } from './board-form';
import { useDesigner } from './designer-context';

const BTN = 'min-h-10 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100';

export function SharePanel() {
  const { board, hash, importFile: onImportFile, t, lazy, loadChecking, ready } = useDesigner();
  const [origin, setOrigin] = useState('');
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [qr, setQr] = useState<{ url: string; src: string | null } | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);

  useEffect(() => setOrigin(window.location.origin), []);
  const url = origin && hash ? `${origin}/designer/${hash}` : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link clears the copied (or failed) message of the old one
  useEffect(() => setCopied(null), [url]);
  useEffect(() => {
    if (!qrOpen || !url || qr?.url === url) return;
    let live = true;
    import('qrcode-generator').then(({ default: qrcode }) => {
      if (!live) return;
      try {
        const code = qrcode(0, 'M');
        code.addData(url);
        code.make();
        setQr({ url, src: code.createDataURL(4, 8) });
      } catch {
        setQr({ url, src: null }); // longer than a QR code holds
      }
    });
    return () => {
      live = false;
    };
  }, [qrOpen, url, qr?.url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('ok');
    } catch {
      linkRef.current?.select();
      setCopied('failed');
    }
  }

  async function exportFile() {
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
  }

  return (
    <div className="grid gap-3">
      <p className="text-xs text-stone-600">{t('designer.shareHelp')}</p>
      <div>
        <label htmlFor="share-link" className="text-sm font-medium">
          {t('designer.shareLink')}
        </label>
        <input
          ref={linkRef}
          id="share-link"
          data-testid="share-link"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="mt-1 w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1.5 font-mono text-xs"
        />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button type="button" className={BTN} onClick={copy} disabled={!url}>
            {t('designer.copy')}
          </button>
          <button type="button" className={BTN} onClick={() => setQrOpen((o) => !o)} aria-expanded={qrOpen} aria-controls="share-qr" disabled={!url}>
            {qrOpen ? t('designer.qrHide') : t('designer.qr')}
          </button>
          <span role="status" className="text-xs text-stone-700">
            {copied === 'ok' ? t('designer.copied') : copied === 'failed' ? t('designer.copyFailed') : ''}
          </span>
        </div>
        <div id="share-qr" hidden={!qrOpen} className="mt-2">
          {qrOpen && qr?.url === url ? (
            qr.src ? (
              // biome-ignore lint/performance/noImgElement: a data: URL made in the browser; next/image has nothing to optimise
              <img data-testid="share-qr" src={qr.src} alt={t('designer.qrAlt')} className="h-auto w-56 max-w-full [image-rendering:pixelated]" />
            ) : (
              <p className="text-sm text-rose-800">{t('designer.qrTooLong')}</p>
            )
          ) : null}
        </div>
      </div>
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
    </div>
  );
}
