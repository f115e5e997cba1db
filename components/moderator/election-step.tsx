'use client';
// The sheriff election: the engine records only its outcome (a `sheriff` event), so the outcome is what the
// step asks first, one tap on the seat elected (undo takes it back). Or the election run here: candidates raise a
// hand, speak (and may withdraw), the others vote, a tie goes to the revote its rule says. The draft is saved
// with the game, so a reload keeps it. docs/rules.md "Moderating on a phone".
import { useState } from 'react';
import type { Seat } from '../../lib/engine/types';
import type { Ballots } from '../../lib/moderator/ballots';
import { standing, withRevote, type ElectionDraft, type ElectionOutcome } from '../../lib/moderator/sheriff';
import { reason } from '../../lib/moderator/view';
import { ActionBar } from './action-bar';
import { secondary } from './buttons';
import { ElectionResult } from './election-result';
import { ElectionSignup } from './election-signup';
import { ElectionSpeeches } from './election-speeches';
import { ElectionVote } from './election-vote';
import { useKept } from './kept-entry';
import { ModeTabs } from './mode-tabs';
import { SeatCircle } from './seat-circle';
import type { StepProps } from './step-actions';
import { useM } from './use-m';

/**
 * The outcome alone: the tap on the seat elected records it. Held again with yesterday's candidates
 * (electionAfterSelfDestruct sameCandidates), only those still standing may be elected.
 */
function ElectionOutcomeEntry({ state, step, names, showCards, onRecord, draft }: StepProps & { draft: ElectionDraft }) {
  const { lang, m } = useM();
  const up = draft.carried ? standing(draft) : null;
  return (
    <>
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={m('election.tapSheriff')}
        options={(seat) => {
          const o = step.targets[seat - 1];
          if (!o?.ok) return { ok: false, reason: reason(o?.reason, lang) };
          return up && !up.includes(seat) ? { ok: false, reason: m('election.reason.notRunning') } : { ok: true };
        }}
        onTap={(seat) => onRecord({ type: 'sheriff', seat })}
        records="tap"
        center={<span className="font-medium text-stone-700">{m('election.tapSheriff')}</span>}
      />
      <ActionBar>
        <button type="button" data-testid="election-nobody" className={secondary} onClick={() => onRecord({ type: 'sheriff', seat: null })}>
          {m('election.nobodyRuns')}
        </button>
      </ActionBar>
    </>
  );
}

type Kept = { kept: Record<number, Seat | null>; keep: (b: Record<number, Seat | null>) => void };

export function ElectionStep(
  props: StepProps & { draft: ElectionDraft; setDraft: (d: ElectionDraft) => void; ballots?: (of: 'election', round: number) => Kept },
) {
  const { draft, setDraft } = props;
  const { m } = useM();
  // The election's ballots are kept with the game per vote round, so a reload comes back to them.
  const kept = props.ballots?.('election', draft.round);
  const [ballots, setBallotsHere] = useState<Ballots>(kept?.kept ?? {});
  const setBallots = (b: Ballots) => {
    setBallotsHere(b);
    kept?.keep(b as Record<number, Seat | null>);
  };
  const [result, setResult] = useState<ElectionOutcome | null>(null);
  // The ballots counted, for the result's vote counts (the judge announces them).
  const [counted, setCounted] = useState<Ballots | null>(null);
  // The outcome first, but for an election under way (a hand raised, a stage past the sign-up, yesterday's candidates).
  const underWay = draft.carried || draft.stage !== 'signup' || draft.candidates.length > 0;
  const [keptMode, setMode] = useKept('mode', underWay ? 'ballots' : 'outcome');
  const direct = (keptMode ?? 'outcome') === 'outcome';

  const outcome = (o: ElectionOutcome, b: Ballots) => {
    setCounted(b);
    if (o.kind === 'revote') {
      setDraft(withRevote(draft, o));
      setBallots({});
    }
    setResult(o);
  };

  const stage = { ...props, draft, setDraft };
  return (
    <div className="grid gap-3" data-testid="election" data-stage={draft.stage} data-mode={direct ? 'outcome' : 'hands'}>
      <ModeTabs
        label={m('election.how')}
        tabs={[
          { mode: 'outcome', label: m('election.modeOutcome'), testId: 'election-mode-outcome' },
          { mode: 'ballots', label: m('election.modeHands'), testId: 'election-mode-hands' },
        ]}
        mode={direct ? 'outcome' : 'ballots'}
        setMode={setMode}
      />
      {direct ? <ElectionOutcomeEntry {...props} /> : null}
      {!direct && draft.stage === 'signup' ? <ElectionSignup {...stage} /> : null}
      {!direct && draft.stage === 'speeches' ? (
        <ElectionSpeeches
          {...stage}
          setResult={(o) => {
            setCounted(null);
            setResult(o);
          }}
        />
      ) : null}
      {!direct && draft.stage === 'vote' && !result ? <ElectionVote {...stage} ballots={ballots} setBallots={setBallots} outcome={outcome} /> : null}
      {!direct && result ? (
        <ElectionResult result={result} counted={counted} names={props.names} onRecord={props.onRecord} onRevote={() => setResult(null)} />
      ) : null}
    </div>
  );
}
