'use client';
// The table: seats around a circle, seat 1 at the top, clockwise. Every seat is a button; a seat the step
// does not allow stays tappable (aria-disabled) so that the tap is refused with the engine's reason.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { getRole, roleName } from '../../lib/catalogue';
import type { GameState, Seat } from '../../lib/engine/types';
import { circlePositions, seatLabel } from '../../lib/moderator/seats';
import { isRevealed } from '../../lib/powers/queries';
import { useM } from './use-m';
import { Refusal } from './refusal';

/** Seats killed last night while their deaths are not announced yet (the election before the deaths): shown alive. */
export const Unannounced = createContext<readonly Seat[]>([]);

export interface SeatOpt {
  ok: boolean;
  reason?: string;
}

export interface SeatCircleProps {
  state: GameState;
  names?: readonly string[];
  /** Show each seat's card (the judge's eyes only). */
  showCards: boolean;
  label: string;
  options: (seat: Seat) => SeatOpt;
  selected?: readonly Seat[];
  /** A short mark on a seat (a ballot "→5", "✋" for a candidate…). */
  marks?: Readonly<Record<number, string>>;
  onTap: (seat: Seat) => void;
  center?: ReactNode;
}

export function SeatCircle({ state, names, showCards, label, options, selected = [], marks = {}, onTap, center }: SeatCircleProps) {
  const { lang, m } = useM();
  const n = state.alive.length;
  const pos = useMemo(() => circlePositions(n), [n]);
  const [refusal, setRefusal] = useState('');
  const unannounced = useContext(Unannounced);
  const small = n > 12;
  return (
    <div className="grid gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of seat buttons placed on a circle, not of form fields; a <fieldset> would bring its own layout (min-inline-size, legend) to the positioned circle */}
      <div
        role="group"
        aria-label={label}
        data-testid="circle"
        className="relative mx-auto aspect-square w-full max-w-[23rem] rounded-full border-2 border-dashed border-stone-300"
      >
        {pos.map((p, i) => {
          const seat = i + 1;
          const o = options(seat);
          const alive = state.alive[i] || unannounced.includes(seat);
          const sel = selected.includes(seat);
          const name = names?.[i]?.trim();
          const sheriff = state.sheriff === seat;
          const card = state.roles[i];
          const revealed = isRevealed(state, seat);
          const parts = [seatLabel(seat, names, lang)];
          if (!alive) parts.push(m('seat.dead'));
          if (sheriff) parts.push(m('seat.sheriff'));
          if (revealed) parts.push(m('seat.revealed'));
          if (showCards) parts.push(roleName(card, lang));
          if (marks[seat]) parts.push(marks[seat]);
          const look = sel
            ? 'border-amber-700 bg-amber-300 text-stone-950 ring-4 ring-amber-500'
            : !alive
              ? 'border-stone-400 bg-stone-200 text-stone-700'
              : o.ok
                ? 'border-stone-800 bg-white text-stone-950'
                : 'border-stone-300 bg-stone-100 text-stone-700';
          return (
            <button
              key={seat}
              type="button"
              data-testid={`seat-${seat}`}
              data-ok={o.ok ? 'true' : 'false'}
              data-alive={alive ? 'true' : 'false'}
              aria-disabled={o.ok ? undefined : true}
              aria-pressed={sel}
              aria-label={parts.join(', ')}
              aria-describedby={o.ok ? undefined : `why-${seat}`}
              style={{ left: `${p.x}%`, top: `${p.y}%` }}
              className={`absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center rounded-full border-2 leading-none ${small ? 'h-12 w-12' : 'h-14 w-14'} ${look}`}
              onClick={() => {
                if (!o.ok) {
                  setRefusal(m('refused', { seat: seatLabel(seat, names, lang), reason: o.reason ?? '' }));
                  return;
                }
                setRefusal('');
                onTap(seat);
              }}
            >
              <span className={`font-bold ${small ? 'text-base' : 'text-lg'} ${alive ? '' : 'line-through'}`}>{seat}</span>
              {name ? <span className="max-w-[3rem] truncate text-[10px]">{name}</span> : null}
              <span aria-hidden="true" className="text-[11px]">
                {!alive ? '✝' : ''}
                {sheriff ? '⭐' : ''}
                {revealed ? '🃏' : ''}
                {showCards ? getRole(card).icon : ''}
              </span>
              {marks[seat] ? (
                <span aria-hidden="true" className="absolute -bottom-2 rounded bg-stone-900 px-1 text-[10px] font-semibold text-white">
                  {marks[seat]}
                </span>
              ) : null}
              {o.ok ? null : (
                <span id={`why-${seat}`} className="sr-only">
                  {o.reason}
                </span>
              )}
            </button>
          );
        })}
        <div className="absolute left-1/2 top-1/2 flex w-[52%] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-1 text-center text-sm">{center}</div>
      </div>
      <Refusal why={refusal} />
    </div>
  );
}
