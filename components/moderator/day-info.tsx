'use client';
// The day's announcements: the night's deaths by seat only (never the cause), who has last words, and the
// deaths since dawn. Held back while the election before the deaths runs.
import type { GameState, Step } from '../../lib/engine/types';
import { deathsAnnounced, deathsSince, nightDeaths } from '../../lib/moderator/announce';
import { seatsText } from '../../lib/moderator/view';
import { useM } from './use-m';

export function DayInfo({ state, dawnState, step, names }: { state: GameState; dawnState: GameState | null; step: Step; names?: readonly string[] }) {
  const { lang, m } = useM();
  if (!dawnState) return null;
  const announced = deathsAnnounced(state, step.kind);
  const night = nightDeaths(dawnState);
  const words = night.filter((d) => d.lastWords).map((d) => d.seat);
  const since = deathsSince(state, dawnState.deaths.length);
  const todayWords = since.filter((d) => d.lastWords).map((d) => d.seat);
  return (
    <section aria-label={m('day.announce')} data-testid="announce" className="grid gap-1 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
      {announced ? (
        <>
          <p className="text-lg font-semibold" data-testid="night-deaths" data-seats={night.map((d) => d.seat).join(',')}>
            {night.length ? m('day.nightDeaths', { seats: seatsText(night.map((d) => d.seat), names, lang) }) : m('day.peaceful')}
          </p>
          {night.length ? <p className="text-sm">{words.length ? m('day.lastWords', { seats: seatsText(words, names, lang) }) : m('day.noLastWords')}</p> : null}
        </>
      ) : (
        <p className="text-sm font-medium">{m('day.holdDeaths')}</p>
      )}
      {since.length ? (
        <p className="text-sm" data-testid="day-deaths">
          {m('day.since', { seats: seatsText(since.map((d) => d.seat), names, lang) })}
          {todayWords.length ? ` ${m('day.lastWords', { seats: seatsText(todayWords, names, lang) })}` : ''}
        </p>
      ) : null}
    </section>
  );
}
