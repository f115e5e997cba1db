'use client';
// The ballot entry's target chips: one per seat that may be voted for, and "abstain".
import type { Seat } from '../../lib/engine/types';
import { seatLabel } from '../../lib/moderator/seats';
import { useM } from './use-m';

const chip = (active: boolean) =>
  `min-h-11 min-w-11 rounded-lg border-2 px-2 text-base font-semibold ${active ? 'border-amber-700 bg-amber-300 text-stone-950' : 'border-stone-700 bg-white text-stone-900'}`;

type Props = { targets: readonly Seat[]; target: Seat | null | undefined; setTarget: (t: Seat | null) => void; names?: readonly string[] };

export function BallotTargets({ targets, target, setTarget, names }: Props) {
  const { lang, m } = useM();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not of form fields; a <fieldset> would bring its own layout (min-inline-size, legend) to the flex row
    <div role="group" aria-label={m('ballot.targets')} className="flex flex-wrap justify-center gap-2">
      {targets.map((t) => (
        // Without names a chip shows the number alone (its label says the seat): the chips fit in two rows on a phone.
        <button
          key={t}
          type="button"
          data-testid={`target-${t}`}
          aria-pressed={target === t}
          aria-label={names ? undefined : m('ballot.for', { seat: seatLabel(t, names, lang) })}
          className={chip(target === t)}
          onClick={() => setTarget(t)}
        >
          {m('ballot.for', { seat: names ? seatLabel(t, names, lang) : String(t) })}
        </button>
      ))}
      <button type="button" data-testid="target-abstain" aria-pressed={target === null} className={chip(target === null)} onClick={() => setTarget(null)}>
        {m('ballot.abstain')}
      </button>
    </div>
  );
}
