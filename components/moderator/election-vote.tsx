'use client';
// The election's vote: the candidates standing are the targets, the others vote; voters left out abstain at the count.
import type { Seat } from '../../lib/engine/types';
import { setBallot, type Ballots } from '../../lib/moderator/ballots';
import { decide, electionVoters, standing, targetRefusal, voterRefusal, type ElectionOutcome } from '../../lib/moderator/sheriff';
import type { MKey } from '../../lib/moderator/text';
import { reason, seatsText } from '../../lib/moderator/view';
import { BallotEntry } from './ballot-entry';
import { primary } from './buttons';
import { ActionBar } from './action-bar';
import type { StageProps } from './election-signup';
import { useM } from './use-m';

type Props = StageProps & { ballots: Ballots; setBallots: (b: Ballots) => void; outcome: (o: ElectionOutcome, counted: Ballots) => void };

export function ElectionVote({ state, step, names, showCards, draft, ballots, setBallots, outcome }: Props) {
  const { lang, m } = useM();
  const eligible = step.targets.filter((o) => o.ok).map((o) => o.seat);
  const up = standing(draft);
  const rwhy = (k: string) => m(`election.reason.${k}` as MKey);
  const voter = (s: Seat) => {
    const r = voterRefusal(draft, eligible, s);
    if (r === 'notInGame') {
      const o = step.targets[s - 1];
      return { ok: false, reason: reason(o?.reason, lang) || rwhy(r) };
    }
    return r ? { ok: false, reason: rwhy(r) } : { ok: true };
  };
  return (
    <>
      <p className="text-center text-sm font-medium">{draft.round > 0 ? m('election.revote', { seats: seatsText(up, names, lang) }) : m('election.vote')}</p>
      <BallotEntry
        key={draft.round}
        state={state}
        names={names}
        showCards={showCards}
        targets={up}
        voter={voter}
        refuse={(v, t) => {
          const r = voterRefusal(draft, eligible, v) ?? (t === null ? null : targetRefusal(draft, t));
          return r ? rwhy(r) : null;
        }}
        weight={() => 1}
        ballots={ballots}
        setBallots={setBallots}
      />
      <ActionBar>
        <button
          type="button"
          data-testid="election-count"
          className={primary}
          onClick={() => {
            // Voters left out abstain.
            let b = ballots;
            for (const v of electionVoters(draft, eligible)) if (b[v] === undefined) b = setBallot(b, v, null);
            outcome(decide(draft, b, state.ctx.rules.tieRule), b);
          }}
        >
          {m('election.count')}
        </button>
      </ActionBar>
    </>
  );
}
