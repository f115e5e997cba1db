'use client';
// The exile vote: enter the ballots (the engine tallies with the sheriff's weight and applies the tie
// rule), or record just the outcome. In a PK only the tied may be voted for and they may not vote.
import { useState } from 'react';
import type { Seat } from '../../lib/engine/types';
import { ballotRefusal, voteEvent, type Ballots } from '../../lib/moderator/ballots';
import { reason, seatsText } from '../../lib/moderator/view';
import { BallotEntry } from './ballot-entry';
import { SeatCircle } from './seat-circle';
import { secondary } from './buttons';
import { ActionBar } from './action-bar';
import type { StepProps } from './step-actions';
import { useM } from './use-m';
import { useKept } from './kept-entry';
import { ModeTabs } from './mode-tabs';

/** Just the outcome: the seat exiled, or nobody. */
function OutcomeEntry({ state, step, names, showCards, onRecord }: StepProps) {
  const { lang, m } = useM();
  return (
    <>
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={m('vote.tapExiled')}
        options={(seat) => {
          const o = step.targets[seat - 1];
          return o?.ok ? { ok: true } : { ok: false, reason: reason(o?.reason, lang) };
        }}
        // The outcome names one seat: its tap records it (undo takes it back).
        onTap={(seat) => onRecord({ type: 'exile', seat })}
        records="tap"
        center={<span className="font-medium text-stone-700">{m('vote.tapExiled')}</span>}
      />
      <ActionBar>
        <button type="button" data-testid="none" className={secondary} onClick={() => onRecord({ type: 'exile', seat: null })}>
          {m('none.exile')}
        </button>
      </ActionBar>
    </>
  );
}

export function VoteStep({ state, step, names, showCards, onRecord, kept, keep }: StepProps & { kept?: Ballots; keep?: (b: Ballots) => void }) {
  const { lang, m } = useM();
  // The mode and the seat picked to exile are kept with the game, like the ballots (a reload keeps them).
  const [keptMode, setMode] = useKept('mode', 'ballots');
  const mode = keptMode ?? 'ballots';
  // Ballots entered are kept with the game (keep), so a reload comes back to them.
  const [ballots, setBallotsHere] = useState<Ballots>(kept ?? {});
  const setBallots = (b: Ballots) => {
    setBallotsHere(b);
    keep?.(b as Record<number, Seat | null>);
  };
  const v = step.vote!;
  const targets = step.targets.filter((o) => o.ok).map((o) => o.seat);
  return (
    <div className="grid gap-3">
      {state.vote.candidates ? (
        <p data-testid="pk" className="rounded-lg bg-amber-100 p-2 text-center text-sm font-medium text-amber-950">
          {m('vote.pkAmong', { seats: seatsText(state.vote.candidates, names, lang) })}
        </p>
      ) : null}
      <ModeTabs
        label={m('vote.how')}
        tabs={[
          { mode: 'ballots', label: m('vote.modeBallots'), testId: 'vote-mode-ballots' },
          { mode: 'outcome', label: m('vote.modeOutcome'), testId: 'vote-mode-outcome' },
        ]}
        mode={mode}
        setMode={setMode}
      />
      {mode === 'ballots' ? (
        <BallotEntry
          state={state}
          names={names}
          showCards={showCards}
          targets={targets}
          voter={(s) => {
            const o = v.voters[s - 1];
            return o?.ok ? { ok: true } : { ok: false, reason: reason(o?.reason, lang) };
          }}
          refuse={(voter, target) => {
            const r = ballotRefusal(step, voter, target);
            return r ? reason(r, lang) : null;
          }}
          weight={(voter) => v.weight[voter] ?? 1}
          extra={v.extra}
          ballots={ballots}
          setBallots={setBallots}
          onRecord={(b) => onRecord(voteEvent(b))}
        />
      ) : (
        <OutcomeEntry state={state} step={step} names={names} showCards={showCards} onRecord={onRecord} />
      )}
    </div>
  );
}
