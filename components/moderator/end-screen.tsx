'use client';
// The end: the winner and why (the engine's win reason), every seat's card (and what the thief took), the deaths, and the timeline.
import type { GameLog } from '../../lib/engine';
import type { GameState } from '../../lib/engine/types';
import { sideLines } from '../../lib/moderator/beats';
import { seatLabel } from '../../lib/moderator/seats';
import { cardName, type MKey } from '../../lib/moderator/text';
import { causeText } from '../../lib/moderator/timeline';
import { TimelineList } from './timeline-list';
import { useM } from './use-m';

export function EndScreen({ state, log, names, why }: { state: GameState; log: GameLog; names?: readonly string[]; why?: string }) {
  const { lang, m } = useM();
  const w = state.winner ?? 'draw';
  return (
    <section data-testid="end" aria-labelledby="end-title" className="grid gap-4">
      <h2 id="end-title" data-testid="winner" data-winner={w} className="rounded-2xl bg-stone-900 p-4 text-center text-2xl font-bold text-white">
        🏁 {m(`winner.${w}` as MKey)}
      </h2>
      {why ? (
        <p
          data-testid="win-why"
          data-code={state.winReason?.code ?? ''}
          className="rounded-xl bg-stone-100 p-3 text-center text-lg font-semibold text-stone-900"
        >
          {why}
        </p>
      ) : null}
      {sideLines(state, lang, names).map((line) => (
        <p key={line} data-testid="side-line" className="rounded-xl bg-stone-100 p-3 text-center text-stone-900">
          {line}
        </p>
      ))}
      <section aria-labelledby="end-cards">
        <h3 id="end-cards" className="mb-2 font-semibold">
          {m('end.cards')}
        </h3>
        <ul className="grid gap-1 sm:grid-cols-2">
          {state.roles.map((role, i) => {
            const seat = i + 1;
            const dealt = state.ctx.seats[i];
            const death = state.deaths.find((d) => d.seat === seat);
            return (
              <li
                key={seat}
                data-testid={`final-seat-${seat}`}
                data-role={role}
                data-alive={state.alive[i] ? 'true' : 'false'}
                className="flex items-center gap-2 rounded-lg bg-white px-2 py-1.5 ring-1 ring-stone-200"
              >
                <span className="w-20 shrink-0 font-semibold">{seatLabel(seat, names, lang)}</span>
                <span aria-hidden="true">{state.ctx.cards[role].icon}</span>
                <span>
                  {cardName(state, role, lang)}
                  {dealt !== role ? ` (${m('end.dealt', { card: cardName(state, dealt, lang) })})` : ''}
                </span>
                <span className="ml-auto text-sm text-stone-700">
                  {death
                    ? `✝ ${causeText(death.cause, lang)} · ${death.time === 'night' ? m('phase.night', { n: death.n }) : m('phase.day', { n: death.n })}`
                    : m('end.alive')}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="end-deaths">
        <h3 id="end-deaths" className="mb-2 font-semibold">
          {m('end.deaths')}
        </h3>
        <ol className="grid gap-1 text-sm">
          {state.deaths.map((d) => (
            <li key={`${d.seat}`} data-testid="death" data-seat={d.seat} data-cause={d.cause} data-time={d.time} data-n={d.n}>
              {seatLabel(d.seat, names, lang)} — {causeText(d.cause, lang)} · {d.time === 'night' ? m('phase.night', { n: d.n }) : m('phase.day', { n: d.n })}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="end-timeline">
        <h3 id="end-timeline" className="mb-2 font-semibold">
          {m('end.timeline')}
        </h3>
        <TimelineList log={log} names={names} />
      </section>
    </section>
  );
}
