'use client';
// Under the beat card: the step waited for (or, opened, a self-destruct or a duel instead), and the day actions
// this beat offers (a power's declared moments: the knight's duel in the speeches, a self-destruct while players
// speak), as the engine accepts them now.
import type { Seat } from '../../lib/engine/types';
import type { Beat } from '../../lib/moderator/beats';
import type { EntryFields } from '../../lib/browser/session';
import { Duel } from './duel';
import { KeptEntry } from './kept-entry';
import { Unannounced } from './seat-circle';
import { SelfDestruct } from './self-destruct';
import { StepAction, type StepActionProps } from './step-action';
import type { StepProps } from './step-actions';
import { useM } from './use-m';

export type Opened = { sdOpen: boolean; setSdOpen: (o: boolean) => void; duelOpen: boolean; setDuelOpen: (o: boolean) => void };

type Props = StepActionProps &
  Opened & {
    atWait: boolean;
    unannounced: Seat[];
    entry: EntryFields;
    keepEntry: (patch: EntryFields) => void;
  };

/** A self-destruct or a duel the judge opened, when the step allows it (null otherwise). */
function OpenedAction({ sdOpen, setSdOpen, duelOpen, setDuelOpen, ...stepProps }: StepProps & Opened) {
  const { step, state } = stepProps;
  if (sdOpen && step.selfDestruct) return <SelfDestruct key={`sd-${state.events}`} {...stepProps} onCancel={() => setSdOpen(false)} />;
  if (duelOpen && step.duel) return <Duel key={`duel-${state.events}`} {...stepProps} onCancel={() => setDuelOpen(false)} />;
  return null;
}

export function PlayStepArea({ atWait, unannounced, entry, keepEntry, ...props }: Props) {
  const { sdOpen, setSdOpen, duelOpen, setDuelOpen, draft, setDraft, ballots, ...stepProps } = props;
  const opened = (sdOpen && stepProps.step.selfDestruct) || (duelOpen && stepProps.step.duel);
  if (!atWait && !opened) return null;
  return (
    <Unannounced.Provider value={unannounced}>
      {opened ? (
        <OpenedAction {...stepProps} sdOpen={sdOpen} setSdOpen={setSdOpen} duelOpen={duelOpen} setDuelOpen={setDuelOpen} />
      ) : (
        <KeptEntry.Provider value={{ entry, keep: keepEntry }}>
          <StepAction key={`a-${stepProps.state.events}`} {...stepProps} draft={draft} setDraft={setDraft} ballots={ballots} />
        </KeptEntry.Provider>
      )}
    </Unannounced.Provider>
  );
}

export function DayOffers({
  beat,
  step,
  onRecord,
  sdOpen,
  setSdOpen,
  duelOpen,
  setDuelOpen,
}: Opened & Pick<StepActionProps, 'step' | 'onRecord'> & { beat: Beat }) {
  const { m } = useM();
  return (
    <>
      {beat.offers.includes('duel') && step.duel && !duelOpen && !sdOpen ? (
        <button
          type="button"
          data-testid="duel"
          className="min-h-12 rounded-xl border-2 border-sky-800 bg-white px-4 font-semibold text-sky-900"
          onClick={() => setDuelOpen(true)}
        >
          ⚔️ {m('duel.open')}
        </button>
      ) : null}
      {/* The day's end, before the night's first event: the stuttering judge's sign brings the day back for a
          second vote (one tap, nothing to choose). */}
      {beat.offers.includes('judge') && step.alsoAccepts.includes('judge') && !sdOpen && !duelOpen ? (
        <button
          type="button"
          data-testid="second-vote"
          className="min-h-12 rounded-xl border-2 border-amber-800 bg-white px-4 font-semibold text-amber-900"
          onClick={() => onRecord({ type: 'judge' })}
        >
          🗳️ {m('judge.offer')}
        </button>
      ) : null}
      {beat.offers.includes('selfDestruct') && step.selfDestruct && !sdOpen && !duelOpen ? (
        <button
          type="button"
          data-testid="self-destruct"
          className="min-h-12 rounded-xl border-2 border-rose-800 bg-white px-4 font-semibold text-rose-900"
          onClick={() => setSdOpen(true)}
        >
          💥 {m('sd.open')}
        </button>
      ) : null}
    </>
  );
}
