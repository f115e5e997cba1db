'use client';
// The knight's duel (决斗) during the day's exile speeches: he names one player. Who may duel and whom is the
// engine's (step.duel); the event is built by eventFor, so the panel holds no rule. A wolf dies and night
// falls at once; a good player and the knight dies and the day goes on.
import { useState } from 'react';
import type { Seat } from '../../lib/engine/types';
import { eventFor } from '../../lib/moderator/events';
import { seatLabel } from '../../lib/moderator/seats';
import { reason } from '../../lib/moderator/view';
import { SeatCircle } from './seat-circle';
import { primary, secondary } from './buttons';
import type { StepProps } from './step-actions';
import { useM } from './use-m';

export function Duel({ state, step, names, showCards, onRecord, onCancel }: StepProps & { onCancel: () => void }) {
  const { lang, m } = useM();
  const [target, setTarget] = useState<Seat | null>(null);
  const duel = step.duel;
  if (!duel) return null;
  const knight = duel.knights[0];
  const built = target === null ? null : eventFor(step, { kind: 'duel', seat: target });
  const pick = m('duel.pick', { seat: seatLabel(knight, names, lang) });
  return (
    <div className="grid gap-3 rounded-xl border-2 border-sky-800 bg-sky-50 p-3" data-testid="duel-panel">
      <p className="text-center font-semibold text-sky-950">{pick}</p>
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={pick}
        options={(seat) => {
          const o = duel.targets[seat - 1];
          return o?.ok ? { ok: true } : { ok: false, reason: reason(o?.reason, lang) };
        }}
        selected={target ? [target] : []}
        marks={{ [knight]: '⚔️' }}
        onTap={(seat) => setTarget((t) => (t === seat ? null : seat))}
        center={<span className="font-medium text-stone-700">{target ? seatLabel(target, names, lang) : pick}</span>}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" className={secondary} data-testid="duel-cancel" onClick={onCancel}>
          {m('cancel')}
        </button>
        <button type="button" data-testid="duel-confirm" className={primary} disabled={!built?.ok} onClick={() => built?.ok && onRecord(built.event)}>
          {target === null ? pick : m('duel.confirm', { knight: seatLabel(knight, names, lang), target: seatLabel(target, names, lang) })}
        </button>
      </div>
    </div>
  );
}
