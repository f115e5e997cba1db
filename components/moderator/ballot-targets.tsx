'use client';
// The ballot entry's target chips: one per seat that may be voted for, and "abstain". Inside the seat circle (a
// grid in its middle) while they fit there, else in rows above it.
import type { Seat } from '../../lib/engine/types';
import { seatLabel } from '../../lib/moderator/seats';
import { useM } from './use-m';

/** The most seats of a circle whose middle holds the chips: at most 12 targets and "abstain", in five columns of three. */
export const INSIDE_MAX = 12;

const look = (active: boolean) => (active ? 'border-amber-700 bg-amber-300 text-stone-950' : 'border-stone-700 bg-white text-stone-900');
const chip = (active: boolean, inside: boolean) =>
  inside
    ? `h-9 min-w-0 rounded-lg border-2 px-0.5 text-sm font-semibold ${look(active)}`
    : `min-h-11 min-w-11 rounded-lg border-2 px-2 text-base font-semibold ${look(active)}`;

type Props = {
  targets: readonly Seat[];
  target: Seat | null | undefined;
  onTap: (t: Seat | null) => void;
  names?: readonly string[];
  /** In the circle's middle: a compact grid, the seat numbers alone. */
  inside: boolean;
};

export function BallotTargets({ targets, target, onTap, names, inside }: Props) {
  const { lang, m } = useM();
  // "Abstain" takes two cells.
  const cols = Math.min(5, targets.length + 2);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not of form fields; a <fieldset> would bring its own layout (min-inline-size, legend) to the flex row
    <div
      role="group"
      aria-label={m('ballot.targets')}
      data-inside={inside ? 'true' : undefined}
      className={inside ? 'grid w-full gap-1' : 'flex flex-wrap justify-center gap-2'}
      style={inside ? { gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` } : undefined}
    >
      {targets.map((t) => (
        // Without names (or in the circle) a chip shows the number alone (its label says the seat).
        <button
          key={t}
          type="button"
          data-testid={`target-${t}`}
          aria-pressed={target === t}
          aria-label={names && !inside ? undefined : m('ballot.for', { seat: seatLabel(t, names, lang) })}
          className={chip(target === t, inside)}
          onClick={() => onTap(t)}
        >
          {inside ? String(t) : m('ballot.for', { seat: names ? seatLabel(t, names, lang) : String(t) })}
        </button>
      ))}
      <button
        type="button"
        data-testid="target-abstain"
        aria-pressed={target === null}
        className={`${chip(target === null, inside)} ${inside ? 'col-span-2' : ''}`}
        onClick={() => onTap(null)}
      >
        {m('ballot.abstain')}
      </button>
    </div>
  );
}
