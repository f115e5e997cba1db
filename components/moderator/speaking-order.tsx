'use client';
// Who speaks when: the day's order from the sheriff's choice of side (the sheriff last), without a sheriff
// from the left of the last player who died; in a PK the tied; in the election the candidates.
import type { Seat } from '../../lib/engine/types';
import type { Direction } from '../../lib/moderator/speaking';
import { seatLabel } from '../../lib/moderator/seats';
import { SpeechTimer } from './speech-timer';
import { useM } from './use-m';

export function SpeakingOrder(props: {
  title: string;
  note: string;
  order: readonly Seat[];
  dir: Direction;
  onDir: (d: Direction) => void;
  names?: readonly string[];
  timer: boolean;
  seconds: number;
  onSeconds: (s: number) => void;
  /** Labels of the two directions (default: from the left / from the right). */
  dirLabels?: [string, string];
}) {
  const { lang, m } = useM();
  const { order, dir, onDir, names } = props;
  return (
    <section aria-label={props.title} data-testid="speaking" className="grid gap-2 rounded-xl border border-stone-300 bg-stone-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{props.title}</h3>
        <button
          type="button"
          data-testid="order-dir"
          className="min-h-11 rounded-lg border-2 border-stone-700 bg-white px-3 text-sm font-semibold"
          onClick={() => onDir(dir === 'up' ? 'down' : 'up')}
        >
          {dir === 'up' ? (props.dirLabels?.[0] ?? m('order.left')) : (props.dirLabels?.[1] ?? m('order.right'))}
        </button>
      </div>
      <p className="text-sm text-stone-700">{props.note}</p>
      <ol data-testid="order" className="flex flex-wrap gap-1.5">
        {order.map((s, i) => (
          <li key={s} className="rounded-md bg-white px-2 py-1 text-sm shadow-sm ring-1 ring-stone-300">
            <span className="text-stone-600">{i + 1}.</span> {seatLabel(s, names, lang)}
          </li>
        ))}
      </ol>
      {props.timer ? <SpeechTimer speakers={order} names={names} seconds={props.seconds} onSeconds={props.onSeconds} /> : null}
    </section>
  );
}
