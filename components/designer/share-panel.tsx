'use client';
// Share the board: a link (board in the URL hash), its QR code (qrcode-generator, loaded only when
// asked for), a JSON file out, a JSON file in (the picker here; drag-and-drop is page-wide).
import { useEffect, useState } from 'react';
import { BoardFiles } from './board-files';
import { useDesigner } from './designer-context';
import { ShareLink } from './share-link';

export function SharePanel() {
  const { hash, t } = useDesigner();
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const url = origin && hash ? `${origin}/designer/${hash}` : '';
  return (
    <div className="grid gap-3">
      <p className="text-xs text-stone-600">{t('designer.shareHelp')}</p>
      <ShareLink url={url} />
      <BoardFiles />
    </div>
  );
}
