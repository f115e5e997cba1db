'use client';
// Records 'potions': the victim told (in the step card), the antidote, the poison on a seat, or nothing. On a night
// with two wolf victims (an extra wolf attack) the antidote has one button per victim: the judge taps the one saved.
import { useState } from 'react';
import type { Seat, Step } from '../../lib/engine/types';
import { eventFor } from '../../lib/moderator/events';
import { reason, seatsText } from '../../lib/moderator/view';
import { btn, primary, secondary } from './buttons';
import { ActionBar } from './action-bar';
import { Refusal } from './refusal';
import { SeatCircle } from './seat-circle';
import type { StepProps } from './step-actions';
import { useM, type MFn } from './use-m';

type Witch = NonNullable<Step['potions']>;
/** The antidote chosen: none (false), the only victim (true), or the seat of the victim saved. */
type Save = boolean | Seat;

function antidoteLook(save: boolean, ok: boolean): string {
  if (save) return 'border-emerald-800 bg-emerald-200 text-emerald-950';
  return ok ? 'border-emerald-800 bg-white text-emerald-900' : 'border-stone-300 bg-stone-100 text-stone-700';
}

function confirmText(save: Save, poison: Seat | null, m: MFn): string {
  if (typeof save === 'number') return poison ? m('witch.confirmBothSeat', { save, seat: poison }) : m('witch.confirmSaveSeat', { seat: save });
  if (save && poison) return m('witch.confirmBoth', { seat: poison });
  if (save) return m('witch.confirmSave');
  return poison ? m('witch.confirmPoison', { seat: poison }) : m('witch.choose');
}

function centerText(save: Save, poison: Seat | null, names: readonly string[] | undefined, lang: ReturnType<typeof useM>['lang'], m: MFn): string {
  if (poison) return m('witch.poisonOn', { seat: seatsText([poison], names, lang) });
  return save ? m('witch.saving') : m('witch.nothing');
}

/** One button per victim told (two wolf victims tonight): the judge taps the one she saves; one refused says why. */
function VictimButtons({ w, save, onTap }: { w: Witch; save: Save; onTap: (seat: Seat, ok: boolean, why?: Witch['save']['reason']) => void }) {
  const { m } = useM();
  return (
    <>
      {w.victims.map((v) => (
        <button
          key={v.seat}
          type="button"
          data-testid={`witch-save-${v.seat}`}
          aria-pressed={save === v.seat}
          aria-disabled={v.ok ? undefined : true}
          className={`${btn} border-2 ${antidoteLook(save === v.seat, v.ok)}`}
          onClick={() => onTap(v.seat, v.ok, v.reason)}
        >
          🧪 {m('witch.saveSeat', { seat: v.seat })}
        </button>
      ))}
    </>
  );
}

/** The antidote's button; one refused says why. A spent antidote is not offered at all: the judge must not show her anything about it. */
function AntidoteButton({ w, save, onTap }: { w: Witch; save: boolean; onTap: () => void }) {
  const { m } = useM();
  if (w.save.reason === 'antidoteSpent') return null;
  return (
    <button
      type="button"
      data-testid="witch-save"
      aria-pressed={save}
      aria-disabled={w.save.ok ? undefined : true}
      className={`${btn} border-2 ${antidoteLook(save, w.save.ok)}`}
      onClick={onTap}
    >
      🧪 {m('witch.save')}
    </button>
  );
}

export function PotionsStep({ state, step, names, showCards, onRecord }: StepProps) {
  const { lang, m } = useM();
  const w = step.potions!;
  const [save, setSave] = useState<Save>(false);
  const [poison, setPoison] = useState<Seat | null>(null);
  const [why, setWhy] = useState('');
  const built = eventFor(step, { kind: 'potions', save, poison });
  const nothing = eventFor(step, { kind: 'none' });
  const tapAntidote = () => {
    if (!w.save.ok) {
      setWhy(m('refused.antidote', { reason: reason(w.save.reason, lang) }));
      return;
    }
    setWhy('');
    setSave((x) => !x);
    if (!w.both) setPoison(null);
  };
  const tapVictim = (seat: Seat, ok: boolean, r?: Witch['save']['reason']) => {
    if (!ok) {
      setWhy(m('refused.antidote', { reason: reason(r, lang) }));
      return;
    }
    setWhy('');
    setSave((x) => (x === seat ? false : seat));
    if (!w.both) setPoison(null);
  };
  const several = w.victims.length > 1 && w.save.reason !== 'antidoteSpent';
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-center gap-2">
        {several ? <VictimButtons w={w} save={save} onTap={tapVictim} /> : <AntidoteButton w={w} save={save === true} onTap={tapAntidote} />}
        {/* With the poison, the circle's middle says how to use it. */}
        {w.poisonOk ? null : <span className="text-sm text-stone-700">{m('witch.poisonSpent')}</span>}
      </div>
      {w.poisonOk ? null : <Refusal why={why} testId="witch-refusal" />}
      {w.poisonOk ? (
        <SeatCircle
          state={state}
          names={names}
          showCards={showCards}
          label={m('witch.poisonHint')}
          options={(seat) => {
            const o = step.targets[seat - 1];
            return o?.ok ? { ok: true } : { ok: false, reason: reason(o?.reason, lang) };
          }}
          selected={poison ? [poison] : []}
          marks={poison ? { [poison]: '☠' } : {}}
          onTap={(seat) => {
            setPoison((p) => (p === seat ? null : seat));
            if (!w.both) setSave(false);
          }}
          center={<span className="font-medium text-stone-700">{centerText(save, poison, names, lang, m)}</span>}
          note={why}
        />
      ) : null}
      <ActionBar>
        <button type="button" data-testid="none" className={secondary} disabled={!nothing.ok} onClick={() => nothing.ok && onRecord(nothing.event)}>
          {m('none.witch')}
        </button>
        <button
          type="button"
          data-testid="confirm"
          className={primary}
          disabled={!built.ok || (!save && poison === null)}
          onClick={() => built.ok && onRecord(built.event)}
        >
          {confirmText(save, poison, m)}
        </button>
      </ActionBar>
    </div>
  );
}
