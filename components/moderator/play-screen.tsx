'use client';
// A game in play: the current step from the engine, large and clear, the seat circle to record it, the
// day's announcements and speaking order, undo, and the options (cards, voice, timer, export, timeline).
import { useEffect, useMemo, useRef, useState } from 'react';
import { nextStep } from '../../lib/engine';
import type { GameEvent, Seat, Step } from '../../lib/engine/types';
import { dawnIndex, deathsAnnounced, lastDead, nightDeaths } from '../../lib/moderator/announce';
import { scriptLine } from '../../lib/moderator/lines';
import { current, exportName, exportText, metaOf, setRecord, undoLast, act, withMeta, type Session, type Settings } from '../../lib/moderator/session';
import { newElection, standing, type ElectionDraft } from '../../lib/moderator/sheriff';
import { speakingOrder, type Direction } from '../../lib/moderator/speaking';
import { FAKE_PAUSE_MS, stepView, warmUp, type StepView } from '../../lib/moderator/view';
import { DayInfo } from './day-info';
import { ElectionStep } from './election-step';
import { EndScreen } from './end-screen';
import { Unannounced } from './seat-circle';
import { SelfDestruct } from './self-destruct';
import { SpeakingOrder } from './speaking-order';
import { CaughtStep, PickStep, PotionsStep, TakeCardStep, secondary, type StepProps } from './step-actions';
import { TimelineList } from './timeline-list';
import { useM } from './use-m';
import { useVoice, voiceSupported } from './use-voice';
import { useWakeLock } from './use-wake-lock';
import { VoteStep } from './vote-step';

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
    <button type="button" data-testid="pause" className="min-h-11 rounded-lg border-2 border-indigo-200 bg-indigo-900 px-3 text-sm font-semibold text-white" onClick={() => setLeft(Math.round(ms / 1000))}>
      {left === null ? m('called.pause', { n: Math.round(ms / 1000) }) : left > 0 ? m('called.waiting', { n: left }) : m('called.done')}
    </button>
  );
}

function StepCard({ view, step, events }: { view: StepView; step: Step; events: number }) {
  const { m } = useM();
  const night = step.kind === 'night';
  return (
    <section
      data-testid="step"
      data-kind={step.kind}
      data-id={step.id}
      data-events={events}
      aria-labelledby="step-title"
      className={`grid gap-2 rounded-2xl p-4 ${night ? 'bg-indigo-950 text-white' : 'border-2 border-amber-400 bg-white text-stone-950'}`}
    >
      <p className={`text-sm font-semibold uppercase tracking-wide ${night ? 'text-indigo-200' : 'text-amber-900'}`}>{view.phase}</p>
      <h2 id="step-title" className="text-2xl font-bold sm:text-3xl">
        <span aria-hidden="true">{view.icon}</span> {view.title}
      </h2>
      {view.line ? (
        night ? (
          <p data-testid="line" className={`${view.line.length > 60 ? 'text-xl' : 'text-2xl'} font-semibold leading-snug`}>“{view.line}”</p>
        ) : (
          <p data-testid="line" className="text-base leading-snug">{view.line}</p>
        )
      ) : null}
      {view.wakes ? <p className={`text-lg font-semibold ${night ? 'text-amber-200' : ''}`} data-testid="wakes">{view.wakes}</p> : null}
      {view.tells.map((t) => (
        <p key={t} data-testid="tell" className="rounded-lg bg-amber-200 px-3 py-2 text-lg font-bold text-stone-950">
          👉 {t}
        </p>
      ))}
      {view.closeLine ? <p className={`text-sm ${night ? 'text-indigo-100' : ''}`}>{m('then')} “{view.closeLine}”</p> : null}
      {view.note ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">{m('note')}</summary>
          <p className="mt-1">{view.note}</p>
        </details>
      ) : null}
    </section>
  );
}

// A night step's widget goes with what it records (step.records, the role data's nightSteps[].records);
// the seat kinds (seat, seatOrNone, twoSeats) and the day's decisions pick seats.
const BY_RECORDS: Partial<Record<NonNullable<Step['records']>, typeof PickStep>> = {
  potions: PotionsStep,
  take: TakeCardStep,
  caught: CaughtStep,
};

function StepAction(props: StepProps & { draft: ElectionDraft; setDraft: (d: ElectionDraft) => void }) {
  const { step } = props;
  if (step.kind === 'sheriff') return <ElectionStep {...props} />;
  if (step.kind === 'vote') return <VoteStep {...props} />;
  const Widget = (step.records && BY_RECORDS[step.records]) || PickStep;
  return <Widget {...props} />;
}

export function PlayScreen({ session, onChange, onExit }: { session: Session; onChange: (s: Session) => void; onExit: () => void }) {
  const { lang, m } = useM();
  const log = session.log;
  const record = log.record;
  const state = current(session);
  const prev = log.states.length > 1 ? log.states[log.states.length - 2] : null;
  const step = useMemo(() => nextStep(state), [state]);
  const names = record.names;
  const view = useMemo(() => stepView(state, step, prev, lang, names), [state, step, prev, lang, names]);
  const meta = useMemo(() => metaOf(record), [record]);
  const settings = meta.settings;
  const [error, setError] = useState('');
  const [sdOpen, setSdOpen] = useState(false);
  const [timelineOpen, setTimelineOpen] = useState(false);
  const [dir, setDir] = useState<Direction>('up');
  const voice = useVoice(lang);
  useWakeLock(step.kind !== 'over');

  const setSettings = (patch: Partial<Settings>) => onChange(setRecord(session, withMeta(record, { settings: { ...settings, ...patch } })));
  const draft = meta.election && meta.election.day === state.day ? meta.election.draft : newElection();
  const setDraft = (d: ElectionDraft) => onChange(setRecord(session, withMeta(record, { election: { day: state.day, draft: d } })));

  const onRecord = (e: GameEvent) => {
    const r = act(session, e);
    if (!r.ok) {
      setError(lang === 'en' ? r.error.message : r.error.messageZh ?? r.error.message);
      return;
    }
    setError('');
    setSdOpen(false);
    onChange(r.session);
  };

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

  // The voice reads each new step's public lines (never an answer or a victim).
  const spoken = useRef(-1);
  useEffect(() => {
    if (!settings.voice || spoken.current === state.events) return;
    spoken.current = state.events;
    voice.speak(view.speech);
  }, [settings.voice, state.events, view.speech, voice]);

  const dIdx = state.phase === 'night' ? -1 : dawnIndex(log.states, state.day);
  const dawnState = dIdx >= 0 ? log.states[dIdx] : null;
  const unannounced = useMemo(
    () => (dawnState && !deathsAnnounced(state, step.kind) ? nightDeaths(dawnState).map((d) => d.seat) : []),
    [dawnState, state, step.kind],
  );
  const alive: Seat[] = [];
  for (let i = 0; i < state.alive.length; i++) if (state.alive[i]) alive.push(i + 1);
  const sheriff = state.sheriff;
  const pk = state.vote.candidates;
  // The election: the candidates who did not withdraw speak; in a re-vote the tied speak again.
  const electionOrder =
    draft.stage === 'speeches' || (draft.stage === 'vote' && draft.tied)
      ? speakingOrder(state.alive.length, standing(draft), { from: 0, dir, sheriff: 0 })
      : [];
  const order =
    step.kind === 'sheriff'
      ? electionOrder
      : pk
        ? speakingOrder(state.alive.length, pk as Seat[], { from: 0, dir, sheriff: 0 })
        : speakingOrder(state.alive.length, alive, { from: sheriff || lastDead(state), dir, sheriff });
  const rules = state.ctx.rules;
  const stepProps: StepProps = { state, step, names, showCards: settings.cards, onRecord };

  return (
    <div className="grid gap-3" data-testid="play">
      <div className="flex flex-wrap items-center gap-2">
        <span data-testid="phase" className={`rounded-full px-3 py-1 text-sm font-bold ${state.phase === 'night' ? 'bg-indigo-950 text-white' : 'bg-amber-300 text-stone-950'}`}>
          {view.phase}
        </span>
        <span className="text-sm text-stone-700" data-testid="event-count">{m('events', { n: state.events })}</span>
        <button
          type="button"
          data-testid="undo"
          className="ml-auto min-h-11 rounded-lg border-2 border-stone-800 bg-white px-3 font-semibold text-stone-900 disabled:border-stone-300 disabled:text-stone-600"
          disabled={state.events === 0}
          onClick={() => {
            setError('');
            setSdOpen(false);
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

      {step.kind === 'over' ? (
        <EndScreen state={state} log={log} names={names} />
      ) : (
        <>
          {view.answer ? (
            <p data-testid="answer" className="rounded-xl bg-emerald-100 p-3 text-xl font-bold text-emerald-950">
              👁️ {view.answer}
            </p>
          ) : null}
          {view.prevClose ? <p className="text-sm text-stone-800">{m('thenSay', { line: view.prevClose })}</p> : null}
          {view.dusk ? <p className="rounded-lg bg-indigo-100 p-2 text-indigo-950">🌙 {m('say', { line: view.dusk })}</p> : null}
          {view.before.length ? (
            <section data-testid="called" aria-label={m('called.title')} className="grid gap-2 rounded-xl border-2 border-dashed border-indigo-400 bg-indigo-50 p-3 text-indigo-950">
              <h3 className="font-semibold">{m('called.title')}</h3>
              {view.before.map((c, i) => (
                <div key={i} className="grid gap-1 rounded-lg bg-white p-2" data-fake={c.fake ? 'true' : 'false'}>
                  <p className="font-semibold">
                    <span aria-hidden="true">{c.icon}</span> {c.title} {c.fake ? <span className="text-sm font-normal">({m('called.fake')})</span> : null}
                  </p>
                  <p>“{c.line}”</p>
                  {c.fake ? <PauseButton ms={FAKE_PAUSE_MS} /> : c.wakes ? <p className="text-sm">{c.wakes}</p> : null}
                  {c.tells.map((t) => (
                    <p key={t} data-testid="called-tell" className="rounded-lg bg-amber-200 px-2 py-1 font-bold text-stone-950">
                      👉 {t}
                    </p>
                  ))}
                  {c.closeLine ? <p className="text-sm">{m('then')} “{c.closeLine}”</p> : null}
                </div>
              ))}
            </section>
          ) : null}
          {view.dawn ? <p className="rounded-lg bg-amber-100 p-2 text-amber-950">☀️ {m('say', { line: view.dawn })}</p> : null}
          {state.phase === 'day' ? <DayInfo state={state} dawnState={dawnState} step={step} names={names} /> : null}
          <StepCard view={view} step={step} events={state.events} />
          <Unannounced.Provider value={unannounced}>
            {sdOpen && step.selfDestruct ? (
              <SelfDestruct key={`sd-${state.events}`} {...stepProps} onCancel={() => setSdOpen(false)} />
            ) : (
              <StepAction key={`a-${state.events}`} {...stepProps} draft={draft} setDraft={setDraft} />
            )}
          </Unannounced.Provider>
          {step.selfDestruct && !sdOpen ? (
            <button type="button" data-testid="self-destruct" className="min-h-12 rounded-xl border-2 border-rose-800 bg-white px-4 font-semibold text-rose-900" onClick={() => setSdOpen(true)}>
              💥 {m('sd.open')}
            </button>
          ) : null}
          {state.phase === 'day' && (step.kind === 'vote' || (step.kind === 'sheriff' && order.length > 0)) ? (
            <SpeakingOrder
              title={step.kind === 'sheriff' ? m('order.election') : pk ? m('order.pk') : m('order.title')}
              note={step.kind === 'sheriff' ? '' : pk ? scriptLine('day.tie', rules, lang) : scriptLine(sheriff ? 'day.speak.sheriff' : 'day.speak.noSheriff', rules, lang)}
              order={order}
              dir={dir}
              onDir={setDir}
              names={names}
              timer={settings.timer}
              seconds={settings.seconds}
              onSeconds={(s) => setSettings({ seconds: s })}
              dirLabels={step.kind === 'sheriff' ? [m('order.fromLowest'), m('order.fromHighest')] : undefined}
            />
          ) : null}
        </>
      )}

      <details className="rounded-xl border border-stone-300 bg-white p-3" data-testid="options">
        <summary className="min-h-11 cursor-pointer content-center font-semibold" data-testid="options-toggle">⚙️ {m('options')}</summary>
        <div className="mt-2 grid gap-3">
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" data-testid="opt-cards" className="h-5 w-5" checked={settings.cards} onChange={(e) => setSettings({ cards: e.target.checked })} />
            {m('opt.cards')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" data-testid="opt-timer" className="h-5 w-5" checked={settings.timer} onChange={(e) => setSettings({ timer: e.target.checked })} />
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
            <button type="button" className="min-h-11 rounded-lg border-2 border-stone-700 px-3 text-sm font-semibold" onClick={() => voice.speak(view.speech)} disabled={!voiceSupported()}>
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
              <summary className="min-h-11 cursor-pointer content-center font-semibold" data-testid="timeline-toggle">{m('timeline')}</summary>
              {/* Built only when open: a tap must not pay for the whole game's words. */}
              {timelineOpen ? <TimelineList log={log} names={names} /> : null}
            </details>
          ) : null}
        </div>
      </details>
    </div>
  );
}
