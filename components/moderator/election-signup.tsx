'use client';
// The election's sign-up: candidates raise a hand on the circle; nobody running is recorded at once.
import type { ElectionDraft } from '../../lib/moderator/sheriff';
import { toggleCandidate } from '../../lib/moderator/sheriff';
import { reason, seatsText } from '../../lib/moderator/view';
import { primary, secondary } from './buttons';
import { ActionBar } from './action-bar';
import { SeatCircle } from './seat-circle';
import type { StepProps } from './step-actions';
import { useM } from './use-m';

export type StageProps = StepProps & { draft: ElectionDraft; setDraft: (d: ElectionDraft) => void };

export function ElectionSignup({ state, step, names, showCards, onRecord, draft, setDraft }: StageProps) {
  const { lang, m } = useM();
  return (
    <>
      <p className="text-center text-sm font-medium">{m('election.signup')}</p>
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={m('election.signup')}
        options={(seat) => {
          const o = step.targets[seat - 1];
          return o?.ok ? { ok: true } : { ok: false, reason: reason(o?.reason, lang) };
        }}
        selected={draft.candidates}
        marks={Object.fromEntries(draft.candidates.map((c) => [c, '✋']))}
        onTap={(seat) => setDraft(toggleCandidate(draft, seat))}
        center={
          <span className="font-medium text-stone-700">
            {draft.candidates.length ? m('election.candidates', { seats: seatsText(draft.candidates, names, lang) }) : m('election.noneYet')}
          </span>
        }
      />
      <ActionBar>
        <button type="button" data-testid="election-nobody" className={secondary} onClick={() => onRecord({ type: 'sheriff', seat: null })}>
          {m('election.nobodyRuns')}
        </button>
        <button
          type="button"
          data-testid="election-speeches"
          className={primary}
          disabled={draft.candidates.length === 0}
          onClick={() => setDraft({ ...draft, stage: 'speeches' })}
        >
          {m('election.toSpeeches')}
        </button>
      </ActionBar>
    </>
  );
}
