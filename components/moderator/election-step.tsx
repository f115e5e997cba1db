'use client';
// The sheriff election: candidates raise a hand, speak (and may withdraw), the others vote; the engine
// records only the outcome (a `sheriff` event). The draft is saved with the game, so a reload keeps it.
import { useState } from 'react';
import type { Seat } from '../../lib/engine/types';
import type { Ballots } from '../../lib/moderator/ballots';
import { withRevote, type ElectionDraft, type ElectionOutcome } from '../../lib/moderator/sheriff';
import { ElectionResult } from './election-result';
import { ElectionSignup } from './election-signup';
import { ElectionSpeeches } from './election-speeches';
import { ElectionVote } from './election-vote';
import { PickStep, type StepProps } from './step-actions';
import { useM } from './use-m';

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
  const [direct, setDirect] = useState(false);

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
    <div className="grid gap-3" data-testid="election" data-stage={draft.stage}>
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

      <details className="rounded-lg border border-stone-300 bg-white p-2" onToggle={(e) => setDirect((e.target as HTMLDetailsElement).open)}>
        <summary className="min-h-11 cursor-pointer content-center font-semibold" data-testid="election-direct">
          {m('election.direct')}
        </summary>
        {/* Rendered only when open: one seat circle on the page at a time. */}
        {direct ? (
          <div className="mt-2">
            <PickStep {...props} />
          </div>
        ) : null}
      </details>
    </div>
  );
}
