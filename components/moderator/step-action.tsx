'use client';
// The widget that records the step waited for: the election, the vote, or a night step's by what it records.
import type { Seat, Step } from '../../lib/engine/types';
import type { BallotDraft } from '../../lib/browser/session';
import type { ElectionDraft } from '../../lib/moderator/sheriff';
import { ElectionStep } from './election-step';
import { PotionsStep } from './potions-step';
import { CaughtStep, PickStep, SideStep, TakeCardStep, type StepProps } from './step-actions';
import { VoteStep } from './vote-step';

// A night step's widget goes with what it records (step.records, the role data's nightSteps[].records);
// the seat kinds (seat, seatOrNone, twoSeats) and the day's decisions pick seats.
const BY_RECORDS: Partial<Record<NonNullable<Step['records']>, typeof PickStep>> = {
  potions: PotionsStep,
  take: TakeCardStep,
  caught: CaughtStep,
  side: SideStep,
};

export type KeptBallots = { kept: Record<number, Seat | null>; keep: (b: Record<number, Seat | null>) => void };

export type StepActionProps = StepProps & {
  draft: ElectionDraft;
  setDraft: (d: ElectionDraft) => void;
  ballots: (of: BallotDraft['of'], round: number) => KeptBallots;
};

export function StepAction(props: StepActionProps) {
  const { step } = props;
  if (step.kind === 'sheriff') return <ElectionStep {...props} ballots={(of, round) => props.ballots(of, round)} />;
  if (step.kind === 'vote') return <VoteStep {...props} {...props.ballots('vote', props.state.vote.round)} />;
  const Widget = (step.records && BY_RECORDS[step.records]) || PickStep;
  return <Widget {...props} />;
}
