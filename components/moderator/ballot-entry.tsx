'use client';
// Entering ballots on the phone: pick a target chip (or "abstain"), then tap the voters who voted for it on
// the circle. Totals are shown with the weights the caller gives (the engine's sheriff weight).
import { useState } from 'react';
import type { GameState, Seat } from '../../lib/engine/types';
import { setBallot, totals, type Ballots } from '../../lib/moderator/ballots';
import { seatLabel } from '../../lib/moderator/seats';
import { SeatCircle, type SeatOpt } from './seat-circle';
import { useM } from './use-m';
import { Refusal } from './refusal';
import { useKept } from './kept-entry';

export interface BallotEntryProps {
  state: GameState;
  names?: readonly string[];
  showCards: boolean;
  /** Who may be voted for (the chips). */
  targets: readonly Seat[];
  /** Who may vote (else the reason). */
  voter: (seat: Seat) => SeatOpt;
  /** Why this voter may not vote for this target (null: fine). */
  refuse: (voter: Seat, target: Seat | null) => string | null;
  weight: (voter: Seat) => number;
  /** Votes a power adds against a seat at the tally (the crow's curse), by seat. */
  extra?: Readonly<Record<number, number>>;
  ballots: Ballots;
  setBallots: (b: Ballots) => void;
}

export function BallotEntry({ state, names, showCards, targets, voter, refuse, weight, extra, ballots, setBallots }: BallotEntryProps) {
  const { lang, m } = useM();
  // The target chip chosen is kept with the game (a reload keeps it), while it is still one to pick.
  const [kept, setTarget] = useKept('target', targets.length === 1 ? targets[0] : undefined);
  const target = kept === null || (kept !== undefined && targets.includes(kept)) ? kept : targets.length === 1 ? targets[0] : undefined;
  const [why, setWhy] = useState('');
  const marks: Record<number, string> = {};
  for (const [k, t] of Object.entries(ballots)) marks[Number(k)] = t === null ? m('ballot.abstainMark') : `→${t}`;
  const voters: Seat[] = [];
  for (let s = 1; s <= state.alive.length; s++) if (voter(s).ok) voters.push(s);
  const rest = voters.filter((v) => ballots[v] === undefined);
  const list = totals(ballots, weight, extra);
  const chip = (active: boolean) =>
    `min-h-11 min-w-11 rounded-lg border-2 px-3 text-base font-semibold ${active ? 'border-amber-700 bg-amber-300 text-stone-950' : 'border-stone-700 bg-white text-stone-900'}`;
  return (
    <div className="grid gap-3">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not of form fields; a <fieldset> would bring its own layout (min-inline-size, legend) to the flex row */}
      <div role="group" aria-label={m('ballot.targets')} className="flex flex-wrap justify-center gap-2">
        {targets.map((t) => (
          <button key={t} type="button" data-testid={`target-${t}`} aria-pressed={target === t} className={chip(target === t)} onClick={() => setTarget(t)}>
            {m('ballot.for', { seat: seatLabel(t, names, lang) })}
          </button>
        ))}
        <button type="button" data-testid="target-abstain" aria-pressed={target === null} className={chip(target === null)} onClick={() => setTarget(null)}>
          {m('ballot.abstain')}
        </button>
      </div>
      <Refusal why={why} testId="ballot-refusal" />
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={m('ballot.voters')}
        options={voter}
        marks={marks}
        onTap={(v) => {
          if (target === undefined) {
            setWhy(m('ballot.pickTarget'));
            return;
          }
          const r = refuse(v, target);
          if (r) {
            setWhy(m('refused', { seat: seatLabel(v, names, lang), reason: r }));
            return;
          }
          setWhy('');
          setBallots(setBallot(ballots, v, ballots[v] === target ? undefined : target));
        }}
        center={
          <span className="font-medium text-stone-700">
            {target === undefined ? m('ballot.pickTarget') : target === null ? m('ballot.tapAbstain') : m('ballot.tapVoters', { seat: target })}
          </span>
        }
      />
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          data-testid="ballot-rest"
          className="min-h-11 rounded-lg border-2 border-stone-700 bg-white px-3 text-sm font-semibold text-stone-900 disabled:border-stone-300 disabled:text-stone-600"
          disabled={target === undefined || rest.length === 0}
          onClick={() => {
            let b = ballots;
            const refusedSeats: Seat[] = [];
            for (const v of rest) {
              if (target !== undefined && refuse(v, target)) refusedSeats.push(v);
              else if (target !== undefined) b = setBallot(b, v, target);
            }
            setBallots(b);
            setWhy(refusedSeats.length ? m('ballot.restSkipped', { seats: refusedSeats.join(', ') }) : '');
          }}
        >
          {target === undefined ? m('ballot.restNone') : m('ballot.rest', { n: rest.length, target: target === null ? m('ballot.abstain') : target })}
        </button>
        <button type="button" className="min-h-11 rounded-lg px-3 text-sm font-semibold text-stone-800 underline" onClick={() => setBallots({})}>
          {m('ballot.clear')}
        </button>
      </div>
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
    </div>
  );
}
