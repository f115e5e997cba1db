'use client';
// The sheriff election: candidates raise a hand, speak (and may withdraw), the others vote; the engine
// records only the outcome (a `sheriff` event). The draft is saved with the game, so a reload keeps it.
import { useState } from 'react';
import type { Seat } from '../../lib/engine/types';
import { setBallot, type Ballots } from '../../lib/moderator/ballots';
import { seatLabel } from '../../lib/moderator/seats';
import {
  decide,
  electionVoters,
  standing,
  targetRefusal,
  toggleCandidate,
  toggleWithdrawn,
  uncontested,
  voterRefusal,
  withRevote,
  type ElectionDraft,
  type ElectionOutcome,
} from '../../lib/moderator/sheriff';
import type { MKey } from '../../lib/moderator/text';
import { reason, seatsText } from '../../lib/moderator/view';
import { BallotEntry } from './ballot-entry';
import { SeatCircle } from './seat-circle';
import { primary, secondary } from './buttons';
import { PickStep, type StepProps } from './step-actions';
import { useM } from './use-m';

type Kept = { kept: Record<number, Seat | null>; keep: (b: Record<number, Seat | null>) => void };

export function ElectionStep(
  props: StepProps & { draft: ElectionDraft; setDraft: (d: ElectionDraft) => void; ballots?: (of: 'election', round: number) => Kept },
) {
  const { state, step, names, showCards, onRecord, draft, setDraft } = props;
  const { lang, m } = useM();
  // The election's ballots are kept with the game per vote round, so a reload comes back to them.
  const kept = props.ballots?.('election', draft.round);
  const [ballots, setBallotsHere] = useState<Ballots>(kept?.kept ?? {});
  const setBallots = (b: Ballots) => {
    setBallotsHere(b);
    kept?.keep(b as Record<number, Seat | null>);
  };
  const [result, setResult] = useState<ElectionOutcome | null>(null);
  const [direct, setDirect] = useState(false);
  const eligible = step.targets.filter((o) => o.ok).map((o) => o.seat);
  const up = standing(draft);
  const rwhy = (k: string) => m(`election.reason.${k}` as MKey);

  const outcome = (o: ElectionOutcome) => {
    if (o.kind === 'revote') {
      setDraft(withRevote(draft, o));
      setBallots({});
    }
    setResult(o);
  };

  return (
    <div className="grid gap-3" data-testid="election" data-stage={draft.stage}>
      {!direct && draft.stage === 'signup' ? (
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
          <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap justify-center gap-2 rounded-xl bg-white/95 px-1 py-2 shadow-[0_-4px_8px_rgba(0,0,0,0.06)]">
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
          </div>
        </>
      ) : null}

      {!direct && draft.stage === 'speeches' ? (
        <>
          <p className="text-center text-sm font-medium">{m(draft.carried ? 'election.withdrawRound' : 'election.speeches')}</p>
          <SeatCircle
            state={state}
            names={names}
            showCards={showCards}
            label={m('election.withdrawHint')}
            options={(seat) => (draft.candidates.includes(seat) ? { ok: true } : { ok: false, reason: rwhy('notRunning') })}
            selected={up}
            marks={Object.fromEntries(draft.withdrawn.map((c) => [c, m('election.withdrawnMark')]))}
            onTap={(seat) => setDraft(toggleWithdrawn(draft, seat))}
            center={<span className="font-medium text-stone-700">{m('election.withdrawHint')}</span>}
          />
          <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap justify-center gap-2 rounded-xl bg-white/95 px-1 py-2 shadow-[0_-4px_8px_rgba(0,0,0,0.06)]">
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
          </div>
        </>
      ) : null}

      {!direct && draft.stage === 'vote' && !result ? (
        <>
          <p className="text-center text-sm font-medium">
            {draft.round > 0 ? m('election.revote', { seats: seatsText(up, names, lang) }) : m('election.vote')}
          </p>
          <BallotEntry
            key={draft.round}
            state={state}
            names={names}
            showCards={showCards}
            targets={up}
            voter={(s) => {
              const r = voterRefusal(draft, eligible, s);
              if (r === 'notInGame') {
                const o = step.targets[s - 1];
                return { ok: false, reason: reason(o?.reason, lang) || rwhy(r) };
              }
              return r ? { ok: false, reason: rwhy(r) } : { ok: true };
            }}
            refuse={(v, t) => {
              const r = voterRefusal(draft, eligible, v) ?? (t === null ? null : targetRefusal(draft, t));
              return r ? rwhy(r) : null;
            }}
            weight={() => 1}
            ballots={ballots}
            setBallots={setBallots}
          />
          <button
            type="button"
            data-testid="election-count"
            className={primary}
            onClick={() => {
              // Voters left out abstain.
              let b = ballots;
              for (const v of electionVoters(draft, eligible)) if (b[v] === undefined) b = setBallot(b, v, null);
              outcome(decide(draft, b, state.ctx.rules.tieRule));
            }}
          >
            {m('election.count')}
          </button>
        </>
      ) : null}

      {!direct && result ? (
        <div data-testid="election-result" className="grid gap-2 rounded-xl border-2 border-amber-700 bg-amber-50 p-3 text-center">
          {result.kind === 'elected' ? (
            <>
              <p className="text-lg font-bold">{m('election.elected', { seat: seatLabel(result.seat, names, lang) })}</p>
              <button type="button" data-testid="election-record" className={primary} onClick={() => onRecord({ type: 'sheriff', seat: result.seat })}>
                {m('election.recordElected', { seat: result.seat })}
              </button>
            </>
          ) : result.kind === 'none' ? (
            <>
              <p className="text-lg font-bold">{result.why === 'tie' ? m('election.tieNone') : m('election.noCandidate')}</p>
              <button type="button" data-testid="election-record" className={primary} onClick={() => onRecord({ type: 'sheriff', seat: null })}>
                {m('election.recordNone')}
              </button>
            </>
          ) : (
            <>
              <p className="text-lg font-bold">{m('election.tie', { seats: seatsText(result.tied, names, lang) })}</p>
              <p className="text-sm">{result.outside ? m('election.outsidePk') : m('election.pk')}</p>
              <button type="button" data-testid="election-revote" className={primary} onClick={() => setResult(null)}>
                {m('election.toRevote')}
              </button>
            </>
          )}
        </div>
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
