'use client';
// A game in play: the current step from the engine, large and clear, the seat circle to record it, the
// day's announcements and speaking order, undo, and the options (cards, voice, timer, export, timeline).
import { useMemo, useRef, useState } from 'react';
import type { GameState, Step } from '../../lib/engine/types';
import { dawnIndex, deathsAnnounced, nightDeaths } from '../../lib/moderator/announce';
import { winWhy, type Beat, type BeatLog } from '../../lib/moderator/beats';
import type { Session } from '../../lib/browser/session';
import type { Direction } from '../../lib/moderator/speaking';
import { FAKE_PAUSE_MS } from '../../lib/moderator/view';
import { BeatCard } from './beat-card';
import { EndScreen } from './end-screen';
import { PauseButton } from './pause-button';
import { PlayOptions } from './play-options';
import { BeatCardTop } from './seat-circle';
import { DayOffers, PlayStepArea } from './play-step-area';
import { SpeakingOrder } from './speaking-order';
import type { StepProps } from './step-actions';
import { useBeatInView, useSpokenBeat, useWarmUp } from './use-play-effects';
import { usePlayRecord } from './use-play-record';
import { usePlaySession } from './use-play-session';
import { useM, type MFn } from './use-m';
import { useVoice } from './use-voice';
import { useWakeLock } from './use-wake-lock';

function phaseText(beat: Beat, step: Step, state: GameState, m: MFn): string {
  if (beat.night !== undefined) return m('phase.night', { n: beat.night });
  if (step.kind === 'over' && beat.kind === 'end') return m('phase.over');
  return m('phase.day', { n: beat.day ?? state.day });
}

function orderTitle(beat: Beat, m: MFn): string {
  if (beat.kind === 'election') return m('order.election');
  return beat.kind === 'pk' ? m('order.pk') : m('order.title');
}

/** The dead of the last night still to be announced (their seats say so on the circle). */
function useUnannounced(log: BeatLog & { states: readonly GameState[] }, state: GameState, step: Step) {
  const dIdx = state.phase === 'night' ? -1 : dawnIndex(log.states, state.day);
  const dawnState = dIdx >= 0 ? log.states[dIdx] : null;
  return useMemo(() => (dawnState && !deathsAnnounced(state, step.kind) ? nightDeaths(dawnState).map((d) => d.seat) : []), [dawnState, state, step.kind]);
}

function PhaseBar({ phase, night, events, onUndo }: { phase: string; night: boolean; events: number; onUndo: () => void }) {
  const { m } = useM();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span data-testid="phase" className={`rounded-full px-3 py-1 text-sm font-bold ${night ? 'bg-indigo-950 text-white' : 'bg-amber-300 text-stone-950'}`}>
        {phase}
      </span>
      <span className="text-sm text-stone-700" data-testid="event-count">
        {m('events', { n: events })}
      </span>
      <button
        type="button"
        data-testid="undo"
        className="ml-auto min-h-11 rounded-lg border-2 border-stone-800 bg-white px-3 font-semibold text-stone-900 disabled:border-stone-300 disabled:text-stone-600"
        disabled={events === 0}
        onClick={onUndo}
      >
        ↶ {m('undo')}
      </button>
    </div>
  );
}

export function PlayScreen({ session, onChange, onExit }: { session: Session; onChange: (s: Session) => void; onExit: () => void }) {
  const { lang, m } = useM();
  const [dir, setDir] = useState<Direction>('up');
  const p = usePlaySession(session, onChange, lang, dir);
  const { log, state, step, names, settings, setSettings, draft, beat, lead, beatKey } = p;
  const voice = useVoice(lang);
  useWakeLock(step.kind !== 'over');

  const { error, onRecord, onUndo, opened } = usePlayRecord(session, onChange, lang);

  const card = useRef<HTMLElement>(null);
  useBeatInView(card, beatKey);
  useWarmUp(state, lang);
  // The beats shown above the beat (skip-ahead) are read before it.
  const speech = useMemo(() => (lead.length ? [...lead, beat].flatMap((b) => b.speech) : beat.speech), [beat, lead]);
  useSpokenBeat(settings.voice, beatKey, speech, voice);

  const unannounced = useUnannounced(log, state, step);
  const phase = phaseText(beat, step, state, m);
  const stepProps: StepProps = { state, step, names, showCards: settings.cards, onRecord };
  const speaking = beat.kind === 'speeches' || beat.kind === 'pk' || (beat.kind === 'election' && draft.stage === 'speeches');

  return (
    // Room under the content for the step's fixed bar of actions (./buttons actionBar).
    <div className="grid gap-3 pb-36" data-testid="play">
      <PhaseBar phase={phase} night={beat.night !== undefined} events={state.events} onUndo={onUndo} />
      {error ? (
        <p role="alert" data-testid="error" className="rounded-lg bg-rose-100 p-2 font-medium text-rose-900">
          {error}
        </p>
      ) : null}

      <BeatCard
        ref={card}
        beat={beat}
        lead={lead}
        step={step}
        events={state.events}
        beatKey={beatKey}
        phase={phase}
        onNext={p.onNext}
        fit={p.atWait}
        pause={beat.fake ? <PauseButton key={beatKey} ms={FAKE_PAUSE_MS} /> : null}
      />
      {beat.kind === 'end' ? <EndScreen state={state} log={log} names={names} why={winWhy(state, lang)} /> : null}
      <BeatCardTop.Provider value={card}>
        <PlayStepArea
          {...stepProps}
          {...opened}
          atWait={p.atWait}
          unannounced={unannounced}
          entry={p.entry}
          keepEntry={p.keepEntry}
          draft={draft}
          setDraft={p.setDraft}
          ballots={p.ballots}
        />
      </BeatCardTop.Provider>
      {speaking ? (
        <SpeakingOrder
          title={orderTitle(beat, m)}
          note=""
          order={beat.seats}
          dir={dir}
          onDir={setDir}
          names={names}
          timer={settings.timer}
          seconds={settings.seconds}
          onSeconds={(sec) => setSettings({ seconds: sec })}
          dirLabels={beat.kind === 'election' ? [m('order.fromLowest'), m('order.fromHighest')] : undefined}
        />
      ) : null}
      {/* The day actions this beat offers (a power's declared moments: the knight's duel in the speeches, a
          self-destruct while players speak), as the engine accepts them now. */}
      <DayOffers beat={beat} step={step} onRecord={onRecord} {...opened} />

      <PlayOptions session={session} step={step} settings={settings} setSettings={setSettings} voice={voice} speech={speech} onExit={onExit} />
    </div>
  );
}
