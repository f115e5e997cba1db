// The board designer.
import type { Metadata } from 'next';
import { DesignerPage } from '../../components/designer/designer-page';
import { Messages } from '../../components/messages';

export const metadata: Metadata = {
  title: 'Board designer · 板子设计',
  description: 'Compose Werewolf (狼人杀) roles and house rules, see conflicts live, share a link or a QR code.',
};

export default function Page() {
  return (
    <Messages ns={['roles', 'rules', 'presets', 'interactions', 'validator', 'nightOrder', 'engine']}>
      <DesignerPage />
    </Messages>
  );
}
