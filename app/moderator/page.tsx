// The moderator page: a thin shell over the engine (lib/engine). Everything on it is client-side
// (the game lives in this browser's storage); the service worker keeps the site usable offline.
import type { Metadata } from 'next';
import { Messages } from '../../components/messages';
import { ModeratorApp } from '../../components/moderator/moderator-app';
import { SwRegister } from '../../components/moderator/sw-register';

export const metadata: Metadata = {
  title: 'Moderator · 主持',
  description: 'Moderate a live Werewolf (狼人杀) game on a phone: the judge’s lines, who wakes, legal choices, votes, undo, saved after every event, offline.',
};

export default function ModeratorPage() {
  return (
    <Messages ns={['moderator', 'engine', 'roles', 'rules', 'script', 'presets', 'nightOrder', 'interactions']}>
      <ModeratorApp />
      <SwRegister />
    </Messages>
  );
}
