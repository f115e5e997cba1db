'use client';
// The board's share link: copied to the clipboard (or selected, to copy by hand), and its QR code
// (qrcode-generator, loaded only when asked for).
import { useEffect, useRef, useState } from 'react';
import { t as tr } from '../../lib/i18n';
import { useExportBoard } from './board-files';
import { useDesigner } from './designer-context';
import { BTN } from './share-button';

/**
 * The longest link a QR code holds as the page makes it (qrcode-generator, error correction M, the largest
 * version 40): 2331 bytes. A longer link (a board with several custom cards) gets the board file instead.
 */
export const QR_MAX_CHARS = 2331;

/** A link too long for a QR code: said with its length, and the board file offered in its place. */
function TooLongForQr({ length }: { length: number }) {
  const { lang } = useDesigner();
  const exportFile = useExportBoard();
  return (
    <div className="mt-2 grid gap-1" data-testid="share-too-long">
      <p className="text-sm text-amber-900">{tr('custom.qrTooLong', lang, { n: length, max: QR_MAX_CHARS })}</p>
      <div>
        <button type="button" className={BTN} onClick={() => void exportFile()} data-testid="share-too-long-file">
          <span aria-hidden="true">⬇️ </span>
          {tr('ui.designer.export', lang)}
        </button>
      </div>
    </div>
  );
}

/** The QR code of `url` while it is open: null until made; `src` null when the link is longer than a QR code holds. */
function useQrCode(qrOpen: boolean, url: string) {
  const [qr, setQr] = useState<{ url: string; src: string | null } | null>(null);
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
  return qr;
}

function QrCode({ qrOpen, url }: { qrOpen: boolean; url: string }) {
  const { t } = useDesigner();
  const qr = useQrCode(qrOpen, url);
  return (
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
  );
}

export function ShareLink({ url }: { url: string }) {
  const { t } = useDesigner();
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [qrOpen, setQrOpen] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const tooLong = url.length > QR_MAX_CHARS;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new link clears the copied (or failed) message of the old one
  useEffect(() => setCopied(null), [url]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('ok');
    } catch {
      linkRef.current?.select();
      setCopied('failed');
    }
  }

  return (
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
        {tooLong ? null : (
          <button type="button" className={BTN} onClick={() => setQrOpen((o) => !o)} aria-expanded={qrOpen} aria-controls="share-qr" disabled={!url}>
            {qrOpen ? t('designer.qrHide') : t('designer.qr')}
          </button>
        )}
        <span role="status" className="text-xs text-stone-700">
          {copied === 'ok' ? t('designer.copied') : copied === 'failed' ? t('designer.copyFailed') : ''}
        </span>
      </div>
      {tooLong ? <TooLongForQr length={url.length} /> : <QrCode qrOpen={qrOpen} url={url} />}
    </div>
  );
}
