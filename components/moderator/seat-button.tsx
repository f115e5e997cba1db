'use client';
// One seat of the table's circle: its number, name and marks, how it looks (chosen, dead, allowed or not), and
// its words for a screen reader. A seat the step does not allow stays tappable: the tap is refused with the reason.
import type { GameState, Seat } from '../../lib/engine/types';
import type { Lang } from '../../lib/i18n';
import { seatLabel } from '../../lib/moderator/seats';
import { cardName } from '../../lib/moderator/text';
import { isRevealed } from '../../lib/powers/queries';
import type { SeatOpt } from './seat-circle';
import type { MFn } from './use-m';

function seatLook(sel: boolean, alive: boolean, ok: boolean): string {
  if (sel) return 'border-amber-700 bg-amber-300 text-stone-950 ring-4 ring-amber-500';
  if (!alive) return 'border-stone-400 bg-stone-200 text-stone-700';
  return ok ? 'border-stone-800 bg-white text-stone-950' : 'border-stone-300 bg-stone-100 text-stone-700';
}

type Facts = { alive: boolean; sheriff: boolean; revealed: boolean; name: string; icon: string; mark: string | undefined };

/** The seat's words for a screen reader: its label, then dead, sheriff, revealed, its card (shown) and its mark. */
function seatWords(seat: Seat, f: Facts, showCards: boolean, names: readonly string[] | undefined, lang: Lang, m: MFn): string {
  const parts = [seatLabel(seat, names, lang)];
  if (!f.alive) parts.push(m('seat.dead'));
  if (f.sheriff) parts.push(m('seat.sheriff'));
  if (f.revealed) parts.push(m('seat.revealed'));
  if (showCards) parts.push(f.name);
  if (f.mark) parts.push(f.mark);
  return parts.join(', ');
}

type Props = {
  seat: Seat;
  state: GameState;
  names?: readonly string[];
  showCards: boolean;
  o: SeatOpt;
  alive: boolean;
  sel: boolean;
  mark: string | undefined;
  small: boolean;
  /** Width and height (CSS): the circle gives it by its size and the number of seats. */
  size: string;
  p: { x: number; y: number };
  lang: Lang;
  m: MFn;
  onClick: () => void;
};

export function SeatButton({ seat, state, names, showCards, o, alive, sel, mark, small, size, p, lang, m, onClick }: Props) {
  const name = names?.[seat - 1]?.trim();
  const card = state.roles[seat - 1];
  const f: Facts = {
    alive,
    sheriff: state.sheriff === seat,
    revealed: isRevealed(state, seat),
    name: cardName(state, card, lang),
    icon: state.ctx.cards[card].icon,
    mark,
  };
  return (
    <button
      type="button"
      data-testid={`seat-${seat}`}
      data-ok={o.ok ? 'true' : 'false'}
      data-alive={alive ? 'true' : 'false'}
      aria-disabled={o.ok ? undefined : true}
      aria-pressed={sel}
      aria-label={seatWords(seat, f, showCards, names, lang, m)}
      aria-describedby={o.ok ? undefined : `why-${seat}`}
      style={{ left: `${p.x}%`, top: `${p.y}%`, width: size, height: size }}
      className={`absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center rounded-full border-2 leading-none ${seatLook(sel, alive, o.ok)}`}
      onClick={onClick}
    >
      <span className={`font-bold ${small ? 'text-base' : 'text-lg'} ${alive ? '' : 'line-through'}`}>{seat}</span>
      {name ? <span className="max-w-[3rem] truncate text-[10px]">{name}</span> : null}
      <span aria-hidden="true" className="text-[11px]">
        {!alive ? '✝' : ''}
        {f.sheriff ? '⭐' : ''}
        {f.revealed ? '🃏' : ''}
        {showCards ? f.icon : ''}
      </span>
      {mark ? (
        <span aria-hidden="true" className="absolute -bottom-2 rounded bg-stone-900 px-1 text-[10px] font-semibold text-white">
          {mark}
        </span>
      ) : null}
      {o.ok ? null : (
        <span id={`why-${seat}`} className="sr-only">
          {o.reason}
        </span>
      )}
    </button>
  );
}
