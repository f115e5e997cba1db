'use client';
// The election's outcome: a sheriff elected or none (recorded with a tap), or a tie that goes to a revote, with
// the vote counts to announce.
import type { GameEvent } from '../../lib/engine/types';
import type { Ballots } from '../../lib/moderator/ballots';
import { seatLabel } from '../../lib/moderator/seats';
import type { ElectionOutcome } from '../../lib/moderator/sheriff';
import { seatsText } from '../../lib/moderator/view';
import { BallotTally } from './ballot-tally';
import { primary } from './buttons';
import { useM } from './use-m';

type Props = {
  result: ElectionOutcome;
  /** The ballots counted (null: no vote was held, the outcome was uncontested). */
  counted?: Ballots | null;
  names?: readonly string[];
  onRecord: (e: GameEvent) => void;
  onRevote: () => void;
};

function Outcome({ result, names, onRecord, onRevote }: Props) {
  const { lang, m } = useM();
  if (result.kind === 'elected')
    return (
      <>
        <p className="text-lg font-bold">{m('election.elected', { seat: seatLabel(result.seat, names, lang) })}</p>
        <button type="button" data-testid="election-record" className={primary} onClick={() => onRecord({ type: 'sheriff', seat: result.seat })}>
          {m('election.recordElected', { seat: result.seat })}
        </button>
      </>
    );
  if (result.kind === 'none')
    return (
      <>
        <p className="text-lg font-bold">{result.why === 'tie' ? m('election.tieNone') : m('election.noCandidate')}</p>
        <button type="button" data-testid="election-record" className={primary} onClick={() => onRecord({ type: 'sheriff', seat: null })}>
          {m('election.recordNone')}
        </button>
      </>
    );
  return (
    <>
      <p className="text-lg font-bold">{m('election.tie', { seats: seatsText(result.tied, names, lang) })}</p>
      <p className="text-sm">{result.outside ? m('election.outsidePk') : m('election.pk')}</p>
      <button type="button" data-testid="election-revote" className={primary} onClick={onRevote}>
        {m('election.toRevote')}
      </button>
    </>
  );
}

export function ElectionResult(props: Props) {
  const { counted, names } = props;
  return (
    <div data-testid="election-result" className="grid gap-2 rounded-xl border-2 border-amber-700 bg-amber-50 p-3 text-center">
      <Outcome {...props} />
      {/* The counts the judge announces with the result (one ballot each in the election). */}
      {counted ? <BallotTally ballots={counted} voters={Object.keys(counted).map(Number)} weight={() => 1} names={names} /> : null}
    </div>
  );
}
