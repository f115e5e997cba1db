'use client';
// The table: seats around a circle, seat 1 at the top, clockwise. Every seat is a button; a seat the step
// does not allow stays tappable (aria-disabled) so that the tap is refused with the engine's reason.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { GameState, Seat } from '../../lib/engine/types';
import { circlePositions, seatLabel } from '../../lib/moderator/seats';
import { useM } from './use-m';
import { Refusal } from './refusal';
import { SeatButton } from './seat-button';
import { tableReadsNeighbours } from '../../lib/powers/neighbours-readers';

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
  /** `tap`: a tap on a legal seat records the step at once (a single-seat step; undo takes it back). */
  records?: 'tap';
  center?: ReactNode;
}

export function SeatCircle({ state, names, showCards, label, options, selected = [], marks = {}, onTap, center, records }: SeatCircleProps) {
  const { lang, m } = useM();
  const n = state.alive.length;
  const pos = useMemo(() => circlePositions(n), [n]);
  const [refusal, setRefusal] = useState('');
  const unannounced = useContext(Unannounced);
  const small = n > 12;
  // A card on the board reads neighbours (the fox, the bear tamer, the rusty sword): which way is left.
  const ctx = state.ctx;
  const direction = useMemo(() => tableReadsNeighbours(ctx), [ctx]);
  return (
    <div className="grid gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of seat buttons placed on a circle, not of form fields; a <fieldset> would bring its own layout (min-inline-size, legend) to the positioned circle */}
      <div
        role="group"
        aria-label={label}
        data-testid="circle"
        data-records={records}
        className="relative mx-auto aspect-square w-full max-w-[23rem] rounded-full border-2 border-dashed border-stone-300"
      >
        {pos.map((p, i) => {
          const seat = i + 1;
          const o = options(seat);
          return (
            <SeatButton
              key={seat}
              seat={seat}
              state={state}
              names={names}
              showCards={showCards}
              o={o}
              alive={state.alive[i] || unannounced.includes(seat)}
              sel={selected.includes(seat)}
              mark={marks[seat]}
              small={small}
              p={p}
              lang={lang}
              m={m}
              onClick={() => {
                if (!o.ok) {
                  setRefusal(m('refused', { seat: seatLabel(seat, names, lang), reason: o.reason ?? '' }));
                  return;
                }
                setRefusal('');
                onTap(seat);
              }}
            />
          );
        })}
        <div className="absolute left-1/2 top-1/2 flex w-[52%] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-1 text-center text-sm">{center}</div>
      </div>
      {direction && (
        <p className="text-center text-xs text-stone-600" data-testid="seat-direction">
          {m('seatDirection', { n })}
        </p>
      )}
      <Refusal why={refusal} />
    </div>
  );
}
