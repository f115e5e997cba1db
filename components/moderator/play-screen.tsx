'use client';
// A game in play: the current step from the engine, large and clear, the seat circle to record it, the
// day's announcements and speaking order, undo, and the options (cards, voice, timer, export, timeline).
import { describeError } from '../../lib/engine/reasons';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { nextStep } from '../../lib/engine';
import type { GameEvent, Seat, Step } from '../../lib/engine/types';
import { dawnIndex, deathsAnnounced, nightDeaths } from '../../lib/moderator/announce';
import { currentBeats, winWhy } from '../../lib/moderator/beats';
import {
  ballotsAt,
  current,
  entryAt,
  exportName,
  exportText,
  metaOf,
  setRecord,
  tapsAt,
  undoLast,
  act,
  withMeta,
  type BallotDraft,
  type EntryFields,
  type Session,
  type Settings,
} from '../../lib/moderator/session';
import { electionToday, type ElectionDraft } from '../../lib/moderator/sheriff';
import type { Direction } from '../../lib/moderator/speaking';
import { FAKE_PAUSE_MS, warmUp } from '../../lib/moderator/view';
import { BeatCard } from './beat-card';
import { Duel } from './duel';
import { ElectionStep } from './election-step';
import { EndScreen } from './end-screen';
import { Unannounced } from './seat-circle';
import { SelfDestruct } from './self-destruct';
import { SpeakingOrder } from './speaking-order';
import { secondary } from './buttons';
import { CaughtStep, PickStep, PotionsStep, TakeCardStep, type StepProps } from './step-actions';
import { TimelineList } from './timeline-list';
import { useM } from './use-m';
import { useVoice, voiceSupported } from './use-voice';
import { useWakeLock } from './use-wake-lock';
import { VoteStep } from './vote-step';
import { KeptEntry } from './kept-entry';

import { download } from '../download';

export { download };

function PauseButton({ ms }: { ms: number }) {
  const { m } = useM();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const id = window.setTimeout(() => setLeft((x) => (x === null ? null : x - 1)), 1000);
    return () => window.clearTimeout(id);
  }, [left]);
  return (
    <button
      type="button"
      data-testid="pause"
      className="min-h-11 rounded-lg border-2 border-indigo-200 bg-indigo-900 px-3 text-sm font-semibold text-white"
      onClick={() => setLeft(Math.round(ms / 1000))}
    >
      {left === null ? m('called.pause', { n: Math.round(ms / 1000) }) : left > 0 ? m('called.waiting', { n: left }) : m('called.done')}
    </button>
  );
}

// A night step's widget goes with what it records (step.records, the role data's nightSteps[].records);
// the seat kinds (seat, seatOrNone, twoSeats) and the day's decisions pick seats.
const BY_RECORDS: Partial<Record<NonNullable<Step['records']>, typeof PickStep>> = {
  potions: PotionsStep,
  take: TakeCardStep,
  caught: CaughtStep,
};

type KeptBallots = { kept: Record<number, Seat | null>; keep: (b: Record<number, Seat | null>) => void };

function StepAction(
  props: StepProps & { draft: ElectionDraft; setDraft: (d: ElectionDraft) => void; ballots: (of: BallotDraft['of'], round: number) => KeptBallots },
) {
  const { step } = props;
  if (step.kind === 'sheriff') return <ElectionStep {...props} ballots={(of, round) => props.ballots(of, round)} />;
  if (step.kind === 'vote') return <VoteStep {...props} {...props.ballots('vote', props.state.vote.round)} />;
  const Widget = (step.records && BY_RECORDS[step.records]) || PickStep;
  return <Widget {...props} />;
}

export function PlayScreen({ session, onChange, onExit }: { session: Session; onChange: (s: Session) => void; onExit: () => void }) {
  const { lang, m } = useM();
  const log = session.log;
  const record = log.record;
  const state = current(session);
  const step = useMemo(() => nextStep(state), [state]);
  const names = record.names;
  const meta = useMemo(() => metaOf(record), [record]);
  const settings = meta.settings;
  const [error, setError] = useState('');
  const [sdOpen, setSdOpen] = useState(false);
  const [duelOpen, setDuelOpen] = useState(false);
  const [timelineOpen, setTimelineOpen] = useState(false);
  const [dir, setDir] = useState<Direction>('up');
  const voice = useVoice(lang);
  useWakeLock(step.kind !== 'over');

  const setSettings = (patch: Partial<Settings>) => onChange(setRecord(session, withMeta(record, { settings: { ...settings, ...patch } })));
  const draft = electionToday(meta.election, state, state.ctx.rules.electionAfterSelfDestruct);
  const setDraft = (d: ElectionDraft) => onChange(setRecord(session, withMeta(record, { election: { day: state.day, draft: d } })));
  // Ballots entered are kept with the game at each tap, so a reload does not lose them.
  const ballots = (of: BallotDraft['of'], round: number): KeptBallots => ({
    kept: ballotsAt(meta, state.events, of, round),
    keep: (b) => onChange(setRecord(session, withMeta(record, { ballots: { events: state.events, of, round, ballots: b } }))),
  });
  // What is tapped and not yet recorded (a seat, the ballot target, the vote's mode), kept the same way.
  const entry = entryAt(meta, state.events);
  const keepEntry = (patch: EntryFields) => onChange(setRecord(session, withMeta(record, { entry: { ...entry, ...patch, events: state.events } })));

  // The beats since the last event; the judge taps through those that record nothing (lib/moderator/beats).
  const election = step.kind === 'sheriff' ? draft : null;
  const beats = useMemo(() => currentBeats(log, lang, { names, dir, election }), [log, lang, names, dir, election]);
  const taps = Math.min(tapsAt(meta, state.events), beats.length - 1);
  const beat = beats[taps];
  const atWait = beat.waitsFor !== null;
  const onNext =
    !atWait && taps < beats.length - 1 ? () => onChange(setRecord(session, withMeta(record, { beat: { events: state.events, taps: taps + 1 } }))) : null;
  const beatKey = `${state.events}:${taps}`;

  const onRecord = (e: GameEvent) => {
    const r = act(session, e);
    if (!r.ok) {
      setError(describeError(r.error, lang));
      return;
    }
    setError('');
    setSdOpen(false);
    setDuelOpen(false);
    // A new event starts its beats from the first, with no ballots left over (after an undo too).
    onChange(setRecord(r.session, withMeta(r.session.log.record, { beat: null, ballots: null, entry: null })));
  };

  // Each new beat comes into view with its words at the top (a phone keeps the scroll position otherwise).
  const card = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new beat is shown (events:taps), which the effect does not read
  useLayoutEffect(() => {
    const el = card.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top + window.scrollY - 8;
    window.scrollTo({ top: Math.max(0, top), behavior: 'instant' as ScrollBehavior });
  }, [beatKey]);

  // Once, when the browser is idle: compile the path of a tap before the judge's first one.
  const warmed = useRef(false);
  useEffect(() => {
    if (warmed.current) return;
    warmed.current = true;
    const run = () => warmUp(state, lang);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  }, [state, lang]);

  // The voice reads each new beat's words (all public: never an answer, a victim or a card).
  const spoken = useRef('');
  useEffect(() => {
    if (!settings.voice || spoken.current === beatKey) return;
    spoken.current = beatKey;
    voice.speak(beat.speech);
  }, [settings.voice, beatKey, beat.speech, voice]);

  const dIdx = state.phase === 'night' ? -1 : dawnIndex(log.states, state.day);
  const dawnState = dIdx >= 0 ? log.states[dIdx] : null;
  const unannounced = useMemo(
    () => (dawnState && !deathsAnnounced(state, step.kind) ? nightDeaths(dawnState).map((d) => d.seat) : []),
    [dawnState, state, step.kind],
  );
  const phase =
    beat.night !== undefined
      ? m('phase.night', { n: beat.night })
      : step.kind === 'over' && beat.kind === 'end'
        ? m('phase.over')
        : m('phase.day', { n: beat.day ?? state.day });
  const stepProps: StepProps = { state, step, names, showCards: settings.cards, onRecord };
  const speaking = beat.kind === 'speeches' || beat.kind === 'pk' || (beat.kind === 'election' && draft.stage === 'speeches');

  return (
    <div className="grid gap-3" data-testid="play">
      <div className="flex flex-wrap items-center gap-2">
        <span
          data-testid="phase"
          className={`rounded-full px-3 py-1 text-sm font-bold ${beat.night !== undefined ? 'bg-indigo-950 text-white' : 'bg-amber-300 text-stone-950'}`}
        >
          {phase}
        </span>
        <span className="text-sm text-stone-700" data-testid="event-count">
          {m('events', { n: state.events })}
        </span>
        <button
          type="button"
          data-testid="undo"
          className="ml-auto min-h-11 rounded-lg border-2 border-stone-800 bg-white px-3 font-semibold text-stone-900 disabled:border-stone-300 disabled:text-stone-600"
          disabled={state.events === 0}
          onClick={() => {
            setError('');
            setSdOpen(false);
            setDuelOpen(false);
            onChange(undoLast(session));
          }}
        >
          ↶ {m('undo')}
        </button>
      </div>
      {error ? (
        <p role="alert" data-testid="error" className="rounded-lg bg-rose-100 p-2 font-medium text-rose-900">
          {error}
        </p>
      ) : null}

      <BeatCard
        ref={card}
        beat={beat}
        step={step}
        events={state.events}
        beatKey={beatKey}
        phase={phase}
        onNext={onNext}
        pause={beat.fake ? <PauseButton key={beatKey} ms={FAKE_PAUSE_MS} /> : null}
      />
      {beat.kind === 'end' ? <EndScreen state={state} log={log} names={names} why={winWhy(state, lang)} /> : null}
      {atWait ? (
        <Unannounced.Provider value={unannounced}>
          {sdOpen && step.selfDestruct ? (
            <SelfDestruct key={`sd-${state.events}`} {...stepProps} onCancel={() => setSdOpen(false)} />
          ) : duelOpen && step.duel ? (
            <Duel key={`duel-${state.events}`} {...stepProps} onCancel={() => setDuelOpen(false)} />
          ) : (
            <KeptEntry.Provider value={{ entry, keep: keepEntry }}>
              <StepAction key={`a-${state.events}`} {...stepProps} draft={draft} setDraft={setDraft} ballots={ballots} />
            </KeptEntry.Provider>
          )}
        </Unannounced.Provider>
      ) : sdOpen && step.selfDestruct ? (
        <Unannounced.Provider value={unannounced}>
          <SelfDestruct key={`sd-${state.events}`} {...stepProps} onCancel={() => setSdOpen(false)} />
        </Unannounced.Provider>
      ) : duelOpen && step.duel ? (
        <Unannounced.Provider value={unannounced}>
          <Duel key={`duel-${state.events}`} {...stepProps} onCancel={() => setDuelOpen(false)} />
        </Unannounced.Provider>
      ) : null}
      {speaking ? (
        <SpeakingOrder
          title={beat.kind === 'election' ? m('order.election') : beat.kind === 'pk' ? m('order.pk') : m('order.title')}
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

      <details className="rounded-xl border border-stone-300 bg-white p-3" data-testid="options">
        <summary className="min-h-11 cursor-pointer content-center font-semibold" data-testid="options-toggle">
          ⚙️ {m('options')}
        </summary>
        <div className="mt-2 grid gap-3">
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              data-testid="opt-cards"
              className="h-5 w-5"
              checked={settings.cards}
              onChange={(e) => setSettings({ cards: e.target.checked })}
            />
            {m('opt.cards')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              data-testid="opt-timer"
              className="h-5 w-5"
              checked={settings.timer}
              onChange={(e) => setSettings({ timer: e.target.checked })}
            />
            {m('opt.timer')}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                data-testid="opt-voice"
                className="h-5 w-5"
                checked={settings.voice}
                onChange={(e) => {
                  if (!e.target.checked) voice.cancel();
                  setSettings({ voice: e.target.checked });
                }}
              />
              {m('opt.voice')}
            </label>
            <button
              type="button"
              className="min-h-11 rounded-lg border-2 border-stone-700 px-3 text-sm font-semibold"
              onClick={() => voice.speak(beat.speech)}
              disabled={!voiceSupported()}
            >
              🔊 {m('opt.sayAgain')}
            </button>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" data-testid="export" className={secondary} onClick={() => download(exportName(session), exportText(session))}>
              ⬇️ {m('export')}
            </button>
            <button type="button" data-testid="exit" className={secondary} onClick={onExit}>
              {m('toGames')}
            </button>
          </div>
          {step.kind !== 'over' ? (
            <details onToggle={(e) => setTimelineOpen((e.target as HTMLDetailsElement).open)}>
              <summary className="min-h-11 cursor-pointer content-center font-semibold" data-testid="timeline-toggle">
                {m('timeline')}
              </summary>
              {/* Built only when open: a tap must not pay for the whole game's words. */}
              {timelineOpen ? <TimelineList log={log} names={names} /> : null}
            </details>
          ) : null}
        </div>
      </details>
    </div>
  );
}
