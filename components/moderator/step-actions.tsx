'use client';
// Recording a step: tap the seats the step names (illegal ones refused with the engine's reason), or the
// potions, the card taken, whether the peeker was caught. Each widget goes with what the step records
// (step.records, the role data's nightSteps[].records) and records one event through onRecord; the
// event is built by eventFor (lib/powers/choice), so no widget names a role or an event type.
import { useState } from 'react';
import type { GameEvent, GameState, Step } from '../../lib/engine/types';
import { eventFor, toggleSeat } from '../../lib/moderator/events';
import { cardName, isMKey, type MKey } from '../../lib/moderator/text';
import { reason, seatsText } from '../../lib/moderator/view';
import { SeatCircle } from './seat-circle';
import { useM } from './use-m';
import { btn, primary, secondary } from './buttons';
import { ActionBar } from './action-bar';
import { Refusal } from './refusal';
import { useKept } from './kept-entry';

export interface StepProps {
  state: GameState;
  step: Step;
  names?: readonly string[];
  showCards: boolean;
  onRecord: (e: GameEvent) => void;
}

/** The "nobody" button's text: keyed by the step's event (none.<event>), else the general one. */
export function noneKey(step: Step): MKey {
  const key = `none.${step.event}`;
  return isMKey(key) ? key : 'none.any';
}

/** A step that names seats: one (most), two (cupid, piper), or any number (the scapegoat's voters). */
export function PickStep({ state, step, names, showCards, onRecord }: StepProps) {
  const { lang, m } = useM();
  // The seats tapped and not yet confirmed are kept with the game (a reload keeps them).
  const [kept, setSel] = useKept('seats', []);
  const sel = kept ?? [];
  const built = eventFor(step, { kind: 'seats', seats: sel });
  const none = step.noneOk ? eventFor(step, { kind: 'none' }) : null;
  // A step that names one seat is recorded by the tap on it (undo takes it back): no confirm to tap.
  const oneTap = step.count === 1;
  const hint = step.count > 1 ? m('pick.n', { n: step.count }) : step.count < 0 ? m('pick.any') : m('pick.oneTap');
  const tap = (seat: number) => {
    const b = oneTap ? eventFor(step, { kind: 'seats', seats: [seat] }) : null;
    if (b?.ok) onRecord(b.event);
    else setSel(toggleSeat(step, sel, seat));
  };
  return (
    <div className="grid gap-3">
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={hint}
        options={(seat) => {
          const o = step.targets[seat - 1];
          return o?.ok ? { ok: true } : { ok: false, reason: reason(o?.reason, lang) };
        }}
        selected={sel}
        onTap={tap}
        records={oneTap ? 'tap' : undefined}
        center={<span className="font-medium text-stone-700">{sel.length ? seatsText(sel, names, lang) : hint}</span>}
      />
      {/* The primary action stays reachable without scrolling on a phone. */}
      <ActionBar>
        {none?.ok ? (
          <button type="button" data-testid="none" className={secondary} onClick={() => onRecord(none.event)}>
            {m(noneKey(step))}
          </button>
        ) : null}
        {oneTap ? null : (
          <button type="button" data-testid="confirm" className={primary} disabled={!built.ok} onClick={() => built.ok && onRecord(built.event)}>
            {built.ok ? m('confirm.seats', { seats: sel.length ? seatsText(sel, names, lang) : m('nobody') }) : hint}
          </button>
        )}
      </ActionBar>
    </div>
  );
}

/** Records 'take': the bottom cards he may take (or keeping his card), each legal or refused with the reason. */
export function TakeCardStep({ state, step, onRecord }: StepProps) {
  const { lang, m } = useM();
  const [why, setWhy] = useState('');
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap justify-center gap-2">
        {(step.takeCard ?? []).map((o) => (
          <button
            key={o.take ?? 'keep'}
            type="button"
            data-testid={`thief-${o.take ?? 'keep'}`}
            aria-disabled={o.ok ? undefined : true}
            className={o.ok ? primary : `${btn} border-2 border-stone-300 bg-stone-100 text-stone-700`}
            onClick={() => {
              if (!o.ok) {
                setWhy(m('refused.card', { card: o.take ? cardName(state, o.take, lang) : m('thief.keep'), reason: reason(o.reason, lang) }));
                return;
              }
              const b = eventFor(step, { kind: 'take', take: o.take });
              if (b.ok) onRecord(b.event);
            }}
          >
            {o.take ? m('thief.take', { card: cardName(state, o.take, lang) }) : m('thief.keep')}
          </button>
        ))}
      </div>
      <Refusal why={why} />
    </div>
  );
}

/** Records 'caught': whether the peeker was caught. */
export function CaughtStep({ step, onRecord }: StepProps) {
  const { m } = useM();
  const record = (caught: boolean) => {
    const b = eventFor(step, { kind: 'caught', caught });
    if (b.ok) onRecord(b.event);
  };
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <button type="button" data-testid="girl-safe" className={secondary} onClick={() => record(false)}>
        {m('girl.safe')}
      </button>
      <button type="button" data-testid="girl-caught" className={primary} onClick={() => record(true)}>
        {m('girl.caught')}
      </button>
    </div>
  );
}

/** Records 'side': the side the wolf-hound chooses (or, under wolfHoundSide random, the side drawn); no pass. */
export function SideStep({ step, state, onRecord }: StepProps) {
  const { m } = useM();
  const record = (side: 'village' | 'wolves') => {
    const b = eventFor(step, { kind: 'side', side });
    if (b.ok) onRecord(b.event);
  };
  return (
    <div className="flex flex-col items-center gap-2">
      {state.ctx.rules.wolfHoundSide === 'random' && <p data-testid="side-random">{m('wolfHound.random')}</p>}
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" data-testid="side-village" className={secondary} onClick={() => record('village')}>
          {m('wolfHound.village')}
        </button>
        <button type="button" data-testid="side-wolves" className={primary} onClick={() => record('wolves')}>
          {m('wolfHound.wolves')}
        </button>
      </div>
    </div>
  );
}
