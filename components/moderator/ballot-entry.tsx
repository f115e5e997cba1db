'use client';
// Entering ballots on the phone, in one circle: the seats around it are the voters, the chips in its middle the
// targets (and "abstain"). Tap a voter (or several) then the chip of whom they voted for: their ballots are set.
// Or pick a chip first, then tap its voters, and "everyone left votes for X". A seat is always a voter and a
// chip always a target, so a tap never means two things. Totals use the weights the caller gives (the engine's
// sheriff weight).
import { useState } from 'react';
import type { GameState, Seat } from '../../lib/engine/types';
import { setBallot, type Ballots } from '../../lib/moderator/ballots';
import { seatLabel } from '../../lib/moderator/seats';
import { seatsText } from '../../lib/moderator/view';
import { SeatCircle, type SeatOpt } from './seat-circle';
import { useM, type MFn } from './use-m';
import { BallotTally } from './ballot-tally';
import { BallotTargets, INSIDE_MAX } from './ballot-targets';
import { useKept } from './kept-entry';
import { primary, secondary } from './buttons';
import { ActionBar } from './action-bar';

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
  /** Records the ballots (the exile vote): with it, the bar of actions records them, or the rest for the chosen target and them in one tap. */
  onRecord?: (b: Ballots) => void;
}

/** The target chip kept, while it is still one to pick; else the only target, if there is one. */
function currentTarget(kept: Seat | null | undefined, targets: readonly Seat[]): Seat | null | undefined {
  if (kept === null || (kept !== undefined && targets.includes(kept))) return kept;
  return targets.length === 1 ? targets[0] : undefined;
}

function hintText(
  target: Seat | null | undefined,
  pending: readonly Seat[],
  names: readonly string[] | undefined,
  lang: Parameters<typeof seatsText>[2],
  m: MFn,
): string {
  if (pending.length) return m('ballot.pendingTarget', { seats: seatsText(pending, names, lang) });
  if (target === undefined) return m('ballot.voterFirst');
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
    <ActionBar>
      {all ? (
        // "Everyone left votes for X" and the vote recorded, in one tap (a refused voter stops it, with the reason).
        <button type="button" data-testid="ballot-rest-record" className={`${primary} flex-1`} onClick={onRest}>
          {m('ballot.restRecord', { n: rest, target: target === null ? m('ballot.abstain') : target })}
        </button>
      ) : null}
      <button type="button" data-testid="vote-record" className={`${all ? secondary : primary} flex-1`} onClick={onRecord}>
        {m('vote.record')}
      </button>
    </ActionBar>
  );
}

type Entry = { ballots: Ballots; target: Seat | null | undefined; pending: Seat[]; why: string };

/**
 * A tap on a voter: with a chip chosen, his ballot for it (or taken back); without, he joins (or leaves) the
 * voters waiting for their chip. What to set, or the refusal.
 */
function tapVoter(e: Entry, v: Seat, refuse: BallotEntryProps['refuse'], label: (s: Seat) => string, m: MFn): Partial<Entry> {
  if (e.target === undefined) return { pending: e.pending.includes(v) ? e.pending.filter((s) => s !== v) : [...e.pending, v], why: '' };
  const r = refuse(v, e.target);
  if (r) return { why: m('refused', { seat: label(v), reason: r }) };
  return { ballots: setBallot(e.ballots, v, e.ballots[v] === e.target ? undefined : e.target), why: '' };
}

/**
 * A tap on a chip: the voters waiting get it as their ballot (those it is refused to stay, with the reason);
 * with none waiting, it becomes the chip chosen (tapped again, no chip: the voters first again).
 */
function tapChip(e: Entry, t: Seat | null, refuse: BallotEntryProps['refuse'], label: (s: Seat) => string, m: MFn): Partial<Entry> {
  if (!e.pending.length) return { target: e.target === t ? undefined : t, why: '' };
  let b = e.ballots;
  const left: Seat[] = [];
  let why = '';
  for (const v of e.pending) {
    const r = refuse(v, t);
    if (r) {
      left.push(v);
      why = m('refused', { seat: label(v), reason: r });
    } else b = setBallot(b, v, t);
  }
  return { ballots: b, pending: left, why };
}

export function BallotEntry({ state, names, showCards, targets, voter, refuse, weight, extra, ballots, setBallots, onRecord }: BallotEntryProps) {
  const { lang, m } = useM();
  // The target chip chosen and the voters tapped for a chip are kept with the game (a reload keeps them).
  const [kept, setTarget] = useKept('target', targets.length === 1 ? targets[0] : undefined);
  const target = currentTarget(kept, targets);
  const [keptSeats, setPending] = useKept('seats', []);
  const [why, setWhy] = useState('');
  const voters: Seat[] = [];
  for (let s = 1; s <= state.alive.length; s++) if (voter(s).ok) voters.push(s);
  const pending = (keptSeats ?? []).filter((v) => voters.includes(v));
  const rest = voters.filter((v) => ballots[v] === undefined);
  const marks: Record<number, string> = {};
  for (const [k, t] of Object.entries(ballots)) marks[Number(k)] = t === null ? m('ballot.abstainMark') : `→${t}`;
  const label = (s: Seat) => seatLabel(s, names, lang);
  const apply = (p: Partial<Entry>) => {
    if (p.ballots) setBallots(p.ballots);
    if (p.pending) setPending(p.pending);
    if ('target' in p) setTarget(p.target);
    setWhy(p.why ?? '');
  };
  const entry: Entry = { ballots, target, pending, why };
  const inside = state.alive.length <= INSIDE_MAX;
  const chips = <BallotTargets targets={targets} target={target} onTap={(t) => apply(tapChip(entry, t, refuse, label, m))} names={names} inside={inside} />;
  return (
    <div className="grid gap-3">
      {inside ? null : chips}
      <p data-testid="ballot-hint" className="text-center text-sm font-medium text-stone-800">
        {hintText(target, pending, names, lang, m)}
      </p>
      <SeatCircle
        state={state}
        names={names}
        showCards={showCards}
        label={m('ballot.voters')}
        options={voter}
        selected={pending}
        marks={marks}
        onTap={(v) => apply(tapVoter(entry, v, refuse, label, m))}
        note={why}
        // "All N left → X" and "clear" under the table stay above the bar.
        below={56}
        center={inside ? chips : null}
      />
      <RestRow entry={entry} rest={rest} refuse={refuse} apply={apply} onClear={() => apply({ ballots: {}, pending: [] })} />
      <BallotTally ballots={ballots} voters={voters} weight={weight} extra={extra} names={names} />
      {onRecord ? (
        <RecordBar
          rest={rest.length}
          target={target}
          onRest={() => {
            if (target === undefined) return;
            const r = fillRest(ballots, rest, target, refuse);
            if (r.refused.length) apply({ ballots: r.ballots, why: m('ballot.restSkipped', { seats: r.refused.join(', ') }) });
            else onRecord(r.ballots);
          }}
          onRecord={() => onRecord(ballots)}
        />
      ) : null}
    </div>
  );
}

/** "All N left → X" (without recording) and "clear", under the circle. */
function RestRow({
  entry,
  rest,
  refuse,
  apply,
  onClear,
}: {
  entry: Entry;
  rest: readonly Seat[];
  refuse: BallotEntryProps['refuse'];
  apply: (p: Partial<Entry>) => void;
  onClear: () => void;
}) {
  const { m } = useM();
  const { target } = entry;
  return (
    <div className="flex flex-wrap justify-center gap-2">
      <button
        type="button"
        data-testid="ballot-rest"
        className="min-h-11 rounded-lg border-2 border-stone-700 bg-white px-3 text-sm font-semibold text-stone-900 disabled:border-stone-300 disabled:text-stone-600"
        disabled={target === undefined || rest.length === 0}
        onClick={() => {
          if (target === undefined) return;
          const r = fillRest(entry.ballots, rest, target, refuse);
          apply({ ballots: r.ballots, why: r.refused.length ? m('ballot.restSkipped', { seats: r.refused.join(', ') }) : '' });
        }}
      >
        {target === undefined ? m('ballot.restNone') : m('ballot.rest', { n: rest.length, target: target === null ? m('ballot.abstain') : target })}
      </button>
      <button type="button" className="min-h-11 rounded-lg px-3 text-sm font-semibold text-stone-800 underline" onClick={onClear}>
        {m('ballot.clear')}
      </button>
    </div>
  );
}
