'use client';
// The table: seats around a circle, seat 1 at the top, clockwise. Every seat is a button; a seat the step
// does not allow stays tappable (aria-disabled) so that the tap is refused with the engine's reason. On a phone
// the circle takes the height the beat's words and the bar of actions leave, so that no seat is out of view.
import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { GameState, Seat } from '../../lib/engine/types';
import { circlePositions, seatLabel } from '../../lib/moderator/seats';
import { useM } from './use-m';
import { Refusal } from './refusal';
import { SeatButton } from './seat-button';
import { tableReadsNeighbours } from '../../lib/powers/neighbours-readers';
import { actionBarHeight } from './action-bar';
import { BEAT_TOP } from './use-play-effects';

/** Seats killed last night while their deaths are not announced yet (the election before the deaths): shown alive. */
export const Unannounced = createContext<readonly Seat[]>([]);

/** The beat's card: each new beat is scrolled to its top (./use-play-effects), the circle's room is measured from there. */
export const BeatCardTop = createContext<RefObject<HTMLElement | null> | null>(null);

/** The circle's largest width (px), and the smallest height of its oval (px): below it the seats would overlap. */
const MAX_WIDTH = 368;
const minHeight = (n: number) => (n > 12 ? 280 : 190);
/** Room kept free between the circle and the bar. */
const GAP = 8;
/** The least a card cut to leave the table its room keeps (px): its title and first line. */
const MIN_CARD = 128;

type Box = { width: number; height: number };

/** Where the table's top is shown on a new beat: the beat's card is scrolled to the top (./use-play-effects). */
function shownTop(table: HTMLElement, card: HTMLElement | null): number {
  const y = window.scrollY;
  const top = table.getBoundingClientRect().top + y;
  const cardTop = card ? card.getBoundingClientRect().top + y : top;
  return top - Math.max(0, cardTop - BEAT_TOP);
}

/**
 * The box that fits the table above the bar of actions (and `below`, the room a row under it needs), with the
 * beat's card where the page scrolls it on a new beat: as wide as the page, as tall as the room left, at most
 * square; null before the first layout. A card too long to leave the table its smallest height is cut to what
 * leaves it and scrolls within (the words first: the table gets only the room they leave).
 */
function useFittedBox(el: RefObject<HTMLElement | null>, cardRef: RefObject<HTMLElement | null> | null, n: number, below: number): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  // Measured at every render: the words above the table change with the taps (a refusal, the stage).
  useLayoutEffect(() => {
    const card = cardRef?.current ?? null;
    const fit = () => {
      const table = el.current;
      if (!table?.parentElement) return;
      if (card) card.style.maxHeight = '';
      const width = Math.min(MAX_WIDTH, table.parentElement.getBoundingClientRect().width);
      const roomNow = () => Math.floor(window.innerHeight - shownTop(table, card) - actionBarHeight() - below - GAP);
      let room = roomNow();
      const short = minHeight(n) - room;
      if (card && short > 0) {
        card.style.maxHeight = `${Math.max(MIN_CARD, card.getBoundingClientRect().height - short)}px`;
        room = roomNow();
      }
      const height = Math.min(width, Math.max(minHeight(n), room));
      setBox((b) => (b && b.width === width && b.height === height ? b : { width, height }));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      if (card) card.style.maxHeight = '';
    };
  });
  return box;
}

/** A seat's size (px): at most 56 (48 past 12 seats), at least 40, else 85% of the distance between neighbours. */
function seatSize(pos: readonly { x: number; y: number }[], box: Box | null, n: number): string {
  const max = n > 12 ? 48 : 56;
  if (!box) return `${max}px`;
  let near = Number.POSITIVE_INFINITY;
  pos.forEach((p, i) => {
    const q = pos[(i + 1) % pos.length];
    near = Math.min(near, Math.hypot(((q.x - p.x) * box.width) / 100, ((q.y - p.y) * box.height) / 100));
  });
  return `${Math.round(Math.max(40, Math.min(max, 0.85 * near)))}px`;
}

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
  /** The room (px) a row of controls right under the table needs above the bar of actions. */
  below?: number;
  /** Why the widget refused a tap of its own (a ballot's target, the antidote): in the circle's line of refusals. */
  note?: string;
}

export function SeatCircle({ state, names, showCards, label, options, selected = [], marks = {}, onTap, center, records, note, below = 0 }: SeatCircleProps) {
  const { lang, m } = useM();
  const n = state.alive.length;
  const ref = useRef<HTMLDivElement>(null);
  const box = useFittedBox(ref, useContext(BeatCardTop), n, below);
  const aspect = box ? box.height / box.width : 1;
  const pos = useMemo(() => circlePositions(n, 42, aspect), [n, aspect]);
  const [refusal, setRefusal] = useState('');
  const unannounced = useContext(Unannounced);
  const small = n > 12;
  const size = seatSize(pos, box, n);
  // A card on the board reads neighbours (the fox, the bear tamer, the rusty sword): which way is left.
  const ctx = state.ctx;
  const direction = useMemo(() => tableReadsNeighbours(ctx), [ctx]);
  return (
    <div className="grid gap-2">
      {/* Above the circle, so that the bar of actions never covers them. */}
      {direction && (
        <p className="text-center text-xs text-stone-600" data-testid="seat-direction">
          {m('seatDirection', { n })}
        </p>
      )}
      <Refusal why={refusal || note} />
      {/* biome-ignore lint/a11y/useSemanticElements: a group of seat buttons placed on a circle, not of form fields; a <fieldset> would bring its own layout (min-inline-size, legend) to the positioned circle */}
      <div
        ref={ref}
        role="group"
        aria-label={label}
        data-testid="circle"
        data-records={records}
        style={box ? { height: `${box.height}px` } : undefined}
        className={`relative mx-auto w-full max-w-[23rem] rounded-full border-2 border-dashed border-stone-300 ${box ? '' : 'aspect-square'}`}
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
              size={size}
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
    </div>
  );
}
