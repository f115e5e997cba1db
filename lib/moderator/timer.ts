// The speech timer's logic (pure: the component passes the clock). Per speaker, configurable length.
export interface TimerState {
  /** Length of one speech in ms. */
  duration: number;
  /** Time already spoken before the current run (ms). */
  elapsed: number;
  /** Clock value when the current run started; null when paused. */
  startedAt: number | null;
  /** Index of the speaker in the speaking order. */
  speaker: number;
}

export const DEFAULT_SPEECH_SECONDS = 90;
export const MIN_SPEECH_SECONDS = 10;
export const MAX_SPEECH_SECONDS = 600;

export function newTimer(seconds = DEFAULT_SPEECH_SECONDS): TimerState {
  return { duration: clampSeconds(seconds) * 1000, elapsed: 0, startedAt: null, speaker: 0 };
}

export function clampSeconds(s: number): number {
  if (!Number.isFinite(s)) return DEFAULT_SPEECH_SECONDS;
  return Math.min(MAX_SPEECH_SECONDS, Math.max(MIN_SPEECH_SECONDS, Math.round(s)));
}

export const running = (t: TimerState): boolean => t.startedAt !== null;

export function spent(t: TimerState, now: number): number {
  return t.elapsed + (t.startedAt === null ? 0 : Math.max(0, now - t.startedAt));
}

/** Ms left (never below 0). */
export function remaining(t: TimerState, now: number): number {
  return Math.max(0, t.duration - spent(t, now));
}

export const expired = (t: TimerState, now: number): boolean => remaining(t, now) === 0;

export function start(t: TimerState, now: number): TimerState {
  return t.startedAt === null && !expired(t, now) ? { ...t, startedAt: now } : t;
}

export function pause(t: TimerState, now: number): TimerState {
  return t.startedAt === null ? t : { ...t, elapsed: spent(t, now), startedAt: null };
}

export function reset(t: TimerState): TimerState {
  return { ...t, elapsed: 0, startedAt: null };
}

/** The next speaker: the clock restarts for him (running when it was running). */
export function next(t: TimerState, now: number, speakers: number): TimerState {
  const speaker = speakers > 0 ? Math.min(t.speaker + 1, speakers) : 0;
  return { ...t, speaker, elapsed: 0, startedAt: t.startedAt !== null && speaker < speakers ? now : null };
}

export function setSeconds(t: TimerState, seconds: number): TimerState {
  return { ...t, duration: clampSeconds(seconds) * 1000 };
}

/** "1:05" */
export function clock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The last seconds are shown as a warning. */
export const warning = (t: TimerState, now: number): boolean => remaining(t, now) <= 10_000;
