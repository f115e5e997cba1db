'use client';
// The timeline of a game: every recorded event in words with the deaths it caused (the judge's eyes).
import type { GameLog } from '../../lib/engine';
import { timeline } from '../../lib/moderator/timeline';
import { useM } from './use-m';

export function TimelineList({ log, names }: { log: GameLog; names?: readonly string[] }) {
  const { lang, m } = useM();
  const items = timeline(log, lang, names);
  if (!items.length) return <p className="text-sm text-stone-700">{m('timeline.empty')}</p>;
  return (
    <ol data-testid="timeline" className="grid gap-1 text-sm">
      {items.map((e) => (
        <li key={e.index} className="rounded-md bg-white px-2 py-1 ring-1 ring-stone-200">
          <span className="mr-2 font-semibold text-stone-700">{e.when}</span>
          {e.text}
          {e.deaths.length ? <span className="ml-1 font-semibold text-rose-800">— {e.deaths.map((d) => d.text).join(', ')}</span> : null}
        </li>
      ))}
    </ol>
  );
}
