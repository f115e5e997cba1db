'use client';
// The optional speech timer: one clock per speaker in the speaking order, configurable length; the last
// ten seconds are shown as a warning and the end vibrates the phone where it can.
import { useEffect, useRef, useState } from 'react';
import type { Seat } from '../../lib/engine/types';
import { seatLabel } from '../../lib/moderator/seats';
import * as T from '../../lib/moderator/timer';
import { useM } from './use-m';

/** One speech's clock: reset by a new speaking order, its length followed, ticking while it runs; at zero it stops and vibrates the phone. */
function useSpeechClock(speakers: readonly Seat[], seconds: number) {
  const [t, setT] = useState<T.TimerState>(() => T.newTimer(seconds));
  const [now, setNow] = useState(0);
  const buzzed = useRef(false);
  const key = speakers.join(',');

  // A new speaking order starts from its first speaker.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new speaking order (the speakers as text, so a new array of the same seats is not one) resets the clock
  useEffect(() => {
    setT((x) => ({ ...T.reset(x), speaker: 0 }));
  }, [key]);
  useEffect(() => {
    setT((x) => T.setSeconds(x, seconds));
  }, [seconds]);
  useEffect(() => {
    if (!T.running(t)) return;
    const id = window.setInterval(() => setNow(performance.now()), 250);
    return () => window.clearInterval(id);
  }, [t]);
  const clockNow = T.running(t) ? Math.max(now, t.startedAt ?? 0) : 0;
  const left = T.remaining(t, clockNow);
  useEffect(() => {
    if (left === 0 && T.running(t) && !buzzed.current) {
      buzzed.current = true;
      setT((x) => T.pause(x, performance.now()));
      if ('vibrate' in navigator) navigator.vibrate?.([200, 100, 200]);
    }
    if (left > 0) buzzed.current = false;
  }, [left, t]);

  return { t, setT, setNow, clockNow, left };
}

export function SpeechTimer({
  speakers,
  names,
  seconds,
  onSeconds,
}: {
  speakers: readonly Seat[];
  names?: readonly string[];
  seconds: number;
  onSeconds: (s: number) => void;
}) {
  const { lang, m } = useM();
  const { t, setT, setNow, clockNow, left } = useSpeechClock(speakers, seconds);
  const speaker = speakers[t.speaker];
  const done = t.speaker >= speakers.length;
  return (
    <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3" data-testid="timer">
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{done ? m('timer.done') : m('timer.speaking', { seat: speaker ? seatLabel(speaker, names, lang) : '—' })}</span>
        <span
          role="timer"
          aria-live="off"
          className={`font-mono text-3xl font-bold tabular-nums ${T.warning(t, clockNow) ? 'text-rose-700' : 'text-stone-900'}`}
        >
          {T.clock(left)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          data-testid="timer-toggle"
          className="min-h-11 rounded-lg bg-stone-900 px-4 font-semibold text-white disabled:bg-stone-300 disabled:text-stone-600"
          disabled={done}
          onClick={() => {
            const p = performance.now();
            setNow(p);
            setT((x) => (T.running(x) ? T.pause(x, p) : T.start(x.elapsed >= x.duration ? T.reset(x) : x, p)));
          }}
        >
          {T.running(t) ? m('timer.pause') : m('timer.start')}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-lg border-2 border-stone-700 bg-white px-4 font-semibold"
          disabled={done}
          onClick={() => {
            const p = performance.now();
            setNow(p);
            setT((x) => T.next(x, p, speakers.length));
          }}
        >
          {m('timer.next')}
        </button>
        <button type="button" className="min-h-11 rounded-lg px-3 font-semibold underline" onClick={() => setT((x) => ({ ...T.reset(x), speaker: 0 }))}>
          {m('timer.restart')}
        </button>
        <label className="ml-auto flex items-center gap-1 text-sm">
          {m('timer.seconds')}
          <input
            type="number"
            inputMode="numeric"
            min={T.MIN_SPEECH_SECONDS}
            max={T.MAX_SPEECH_SECONDS}
            step={10}
            value={seconds}
            onChange={(e) => onSeconds(T.clampSeconds(Number(e.target.value)))}
            className="h-11 w-20 rounded-md border border-stone-400 px-2"
          />
        </label>
      </div>
    </div>
  );
}
