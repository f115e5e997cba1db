'use client';
// The election's speeches: a candidate may withdraw (tap his seat); then the vote, or the outcome when it is uncontested.
import type { MKey } from '../../lib/moderator/text';
import { standing, toggleWithdrawn, uncontested, type ElectionOutcome } from '../../lib/moderator/sheriff';
import { primary, secondary } from './buttons';
import { ActionBar } from './action-bar';
import type { StageProps } from './election-signup';
import { SeatCircle } from './seat-circle';
import { useM } from './use-m';

export function ElectionSpeeches({ state, names, showCards, draft, setDraft, setResult }: StageProps & { setResult: (o: ElectionOutcome) => void }) {
  const { m } = useM();
  return (
    <>
      <p className="text-center text-sm font-medium">{m(draft.carried ? 'election.withdrawRound' : 'election.speeches')}</p>
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={m('election.withdrawHint')}
        options={(seat) => (draft.candidates.includes(seat) ? { ok: true } : { ok: false, reason: m('election.reason.notRunning' as MKey) })}
        selected={standing(draft)}
        marks={Object.fromEntries(draft.withdrawn.map((c) => [c, m('election.withdrawnMark')]))}
        onTap={(seat) => setDraft(toggleWithdrawn(draft, seat))}
        center={<span className="font-medium text-stone-700">{m('election.withdrawHint')}</span>}
      />
      <ActionBar>
        {/* Carried over from yesterday (sameCandidates): nobody new may sign up. */}
        {draft.carried ? null : (
          <button type="button" data-testid="election-back" className={secondary} onClick={() => setDraft({ ...draft, stage: 'signup', withdrawn: [] })}>
            {m('election.back')}
          </button>
        )}
        <button
          type="button"
          data-testid="election-vote"
          className={primary}
          onClick={() => {
            const pre = uncontested(draft);
            if (pre) setResult(pre);
            else setDraft({ ...draft, stage: 'vote' });
          }}
        >
          {m('election.toVote')}
        </button>
      </ActionBar>
    </>
  );
}
