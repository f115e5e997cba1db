'use client';
// Self-destruct (自爆) at any moment of the day: the wolf, and the white wolf king's target. Who may is the
// engine's (step.selfDestruct); the day ends at once.
import { useState } from 'react';
import type { Seat } from '../../lib/engine/types';
import { takesOnSelfDestruct } from '../../lib/powers/self-destruct';
import { seatLabel } from '../../lib/moderator/seats';
import { reason } from '../../lib/moderator/view';
import { SeatCircle } from './seat-circle';
import { primary, secondary } from './buttons';
import type { StepProps } from './step-actions';
import { useM } from './use-m';

export function SelfDestruct({ state, step, names, showCards, onRecord, onCancel }: StepProps & { onCancel: () => void }) {
  const { lang, m } = useM();
  const sd = step.selfDestruct!;
  const [wolf, setWolf] = useState<Seat | null>(null);
  const [target, setTarget] = useState<Seat | null>(null);
  // A card that takes a player with it (the role data's takeOnSelfDestruct day power) names a target next.
  const king = wolf !== null && takesOnSelfDestruct(state, wolf) && sd.whiteWolfKingTargets.length > 0;
  const choosingTarget = king;
  return (
    <div className="grid gap-3 rounded-xl border-2 border-rose-800 bg-rose-50 p-3" data-testid="self-destruct-panel">
      <p className="text-center font-semibold text-rose-950">{choosingTarget ? m('sd.kingTarget', { seat: wolf! }) : m('sd.pick')}</p>
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={choosingTarget ? m('sd.kingTarget', { seat: wolf! }) : m('sd.pick')}
        options={(seat) => {
          const o = (choosingTarget ? sd.whiteWolfKingTargets : sd.seats)[seat - 1];
          return o?.ok ? { ok: true } : { ok: false, reason: reason(o?.reason, lang) };
        }}
        selected={choosingTarget ? (target ? [target] : []) : wolf ? [wolf] : []}
        marks={wolf ? { [wolf]: '💥' } : {}}
        onTap={(seat) => (choosingTarget ? setTarget((t) => (t === seat ? null : seat)) : setWolf(seat))}
        center={<span className="font-medium text-stone-700">{wolf ? seatLabel(wolf, names, lang) : m('sd.pick')}</span>}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          className={secondary}
          data-testid="sd-cancel"
          onClick={() => {
            if (wolf) {
              setWolf(null);
              setTarget(null);
            } else onCancel();
          }}
        >
          {wolf ? m('sd.again') : m('cancel')}
        </button>
        <button
          type="button"
          data-testid="sd-confirm"
          className={primary}
          disabled={wolf === null}
          onClick={() => wolf !== null && onRecord(target !== null ? { type: 'selfDestruct', seat: wolf, target } : { type: 'selfDestruct', seat: wolf })}
        >
          {wolf === null ? m('sd.pick') : target ? m('sd.confirmTake', { seat: wolf, target }) : m('sd.confirm', { seat: wolf })}
        </button>
      </div>
    </div>
  );
}
