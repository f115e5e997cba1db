'use client';
// The ballots' running tally: each seat's votes with who gave them (a weight shown as ×2) and the votes a power
// adds, and how many voters abstain or have not voted yet.
import type { Seat } from '../../lib/engine/types';
import { totals, type Ballots } from '../../lib/moderator/ballots';
import { seatLabel } from '../../lib/moderator/seats';
import { useM } from './use-m';

type Props = {
  ballots: Ballots;
  voters: readonly Seat[];
  weight: (voter: Seat) => number;
  extra?: Readonly<Record<number, number>>;
  names?: readonly string[];
};

export function BallotTally({ ballots, voters, weight, extra, names }: Props) {
  const { lang, m } = useM();
  const list = totals(ballots, weight, extra);
  return (
    <div data-testid="tally" className="rounded-lg bg-stone-100 p-2 text-sm">
      {list.length === 0 ? (
        <p>{m('ballot.noneYet')}</p>
      ) : (
        <ul className="grid gap-1">
          {list.map((t) => (
            <li key={t.seat} data-seat={t.seat} data-votes={t.votes}>
              <strong>{seatLabel(t.seat, names, lang)}</strong>: {m('ballot.votes', { n: t.votes })} (
              {[...t.voters.map((v) => (weight(v) !== 1 ? `${v}×${weight(v)}` : String(v))), ...(t.extra ? [m('ballot.extra', { n: t.extra })] : [])].join(
                ', ',
              )}
              )
            </li>
          ))}
        </ul>
      )}
      <p className="mt-1 text-stone-700">{m('ballot.abstaining', { n: voters.filter((v) => ballots[v] === undefined || ballots[v] === null).length })}</p>
    </div>
  );
}
