'use client';
// Entering ballots on the phone: pick a target chip (or "abstain"), then tap the voters who voted for it on
// the circle. Totals are shown with the weights the caller gives (the engine's sheriff weight).
import { useState } from 'react';
import type { GameState, Seat } from '../../lib/engine/types';
import { setBallot, type Ballots } from '../../lib/moderator/ballots';
import { seatLabel } from '../../lib/moderator/seats';
import { SeatCircle, type SeatOpt } from './seat-circle';
import { useM, type MFn } from './use-m';
import { BallotTally } from './ballot-tally';
import { BallotTargets } from './ballot-targets';
import { Refusal } from './refusal';
import { useKept } from './kept-entry';
import { actionBar, primary, secondary } from './buttons';

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
  /** Records the ballots (the exile vote): with it, a sticky bar under the circle records them, or the rest for the chosen target and them in one tap. */
  onRecord?: (b: Ballots) => void;
}

/** The target chip kept, while it is still one to pick; else the only target, if there is one. */
function currentTarget(kept: Seat | null | undefined, targets: readonly Seat[]): Seat | null | undefined {
  if (kept === null || (kept !== undefined && targets.includes(kept))) return kept;
  return targets.length === 1 ? targets[0] : undefined;
}

function centerText(target: Seat | null | undefined, m: MFn): string {
  if (target === undefined) return m('ballot.pickTarget');
  return target === null ? m('ballot.tapAbstain') : m('ballot.tapVoters', { seat: target });
}

/** The voters who have not voted, all for `target`, but those who may not vote for it (returned). */
function fillRest(ballots: Ballots, rest: readonly Seat[], target: Seat | null, refuse: BallotEntryProps['refuse']): { ballots: Ballots; refused: Seat[] } {
  let b = ballots;
  const refused: Seat[] = [];
  for (const v of rest) {
    if (refuse(v, target)) refused.push(v);
    else b = setBallot(b, v, target);
  }
  return { ballots: b, refused };
}

/** The primary actions, reachable without scrolling on a phone: the rest for the chosen target and the vote in one tap, or the vote as entered. */
function RecordBar({ rest, target, onRest, onRecord }: { rest: number; target: Seat | null | undefined; onRest: () => void; onRecord: () => void }) {
  const { m } = useM();
  const all = target !== undefined && rest > 0;
  return (
    <div className={actionBar}>
      {all ? (
        // "Everyone left votes for X" and the vote recorded, in one tap (a refused voter stops it, with the reason).
        <button type="button" data-testid="ballot-rest-record" className={`${primary} w-full`} onClick={onRest}>
          {m('ballot.restRecord', { n: rest, target: target === null ? m('ballot.abstain') : target })}
        </button>
      ) : null}
      <button type="button" data-testid="vote-record" className={`${all ? secondary : primary} w-full`} onClick={onRecord}>
        {m('vote.record')}
      </button>
    </div>
  );
}

export function BallotEntry({ state, names, showCards, targets, voter, refuse, weight, extra, ballots, setBallots, onRecord }: BallotEntryProps) {
  const { lang, m } = useM();
  // The target chip chosen is kept with the game (a reload keeps it), while it is still one to pick.
  const [kept, setTarget] = useKept('target', targets.length === 1 ? targets[0] : undefined);
  const target = currentTarget(kept, targets);
  const [why, setWhy] = useState('');
  const marks: Record<number, string> = {};
  for (const [k, t] of Object.entries(ballots)) marks[Number(k)] = t === null ? m('ballot.abstainMark') : `→${t}`;
  const voters: Seat[] = [];
  for (let s = 1; s <= state.alive.length; s++) if (voter(s).ok) voters.push(s);
  const rest = voters.filter((v) => ballots[v] === undefined);
  return (
    <div className="grid gap-3">
      <BallotTargets targets={targets} target={target} setTarget={setTarget} names={names} />
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
        center={<span className="font-medium text-stone-700">{centerText(target, m)}</span>}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          data-testid="ballot-rest"
          className="min-h-11 rounded-lg border-2 border-stone-700 bg-white px-3 text-sm font-semibold text-stone-900 disabled:border-stone-300 disabled:text-stone-600"
          disabled={target === undefined || rest.length === 0}
          onClick={() => {
            if (target === undefined) return;
            const r = fillRest(ballots, rest, target, refuse);
            setBallots(r.ballots);
            setWhy(r.refused.length ? m('ballot.restSkipped', { seats: r.refused.join(', ') }) : '');
          }}
        >
          {target === undefined ? m('ballot.restNone') : m('ballot.rest', { n: rest.length, target: target === null ? m('ballot.abstain') : target })}
        </button>
        <button type="button" className="min-h-11 rounded-lg px-3 text-sm font-semibold text-stone-800 underline" onClick={() => setBallots({})}>
          {m('ballot.clear')}
        </button>
      </div>
      <BallotTally ballots={ballots} voters={voters} weight={weight} extra={extra} names={names} />
      {onRecord ? (
        <RecordBar
          rest={rest.length}
          target={target}
          onRest={() => {
            if (target === undefined) return;
            const r = fillRest(ballots, rest, target, refuse);
            if (r.refused.length) {
              setBallots(r.ballots);
              setWhy(m('ballot.restSkipped', { seats: r.refused.join(', ') }));
            } else onRecord(r.ballots);
          }}
          onRecord={() => onRecord(ballots)}
        />
      ) : null}
    </div>
  );
}
