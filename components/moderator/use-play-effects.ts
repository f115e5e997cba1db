'use client';
// A game in play's effects: each new beat scrolled into view, the tap path compiled when idle, the beat's words read aloud.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { GameState } from '../../lib/engine/types';
import type { Lang } from '../../lib/i18n';
import type { Beat } from '../../lib/moderator/beats';
import { warmUp } from '../../lib/moderator/view';
import type { useVoice } from './use-voice';

/** Where a new beat's card is put: this far below the top of the viewport (px). */
export const BEAT_TOP = 8;

/** Each new beat comes into view with its words at the top (a phone keeps the scroll position otherwise). */
export function useBeatInView(card: RefObject<HTMLElement | null>, beatKey: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a new beat is shown (events:taps), which the effect does not read
  useLayoutEffect(() => {
    const el = card.current;
    if (!el) return;
    // A card that scrolls within (a beat that waits, with the beats shown above it) starts at its top.
    el.scrollTop = 0;
    const top = el.getBoundingClientRect().top + window.scrollY - BEAT_TOP;
    window.scrollTo({ top: Math.max(0, top), behavior: 'instant' as ScrollBehavior });
  }, [beatKey]);
}

/** Once, when the browser is idle: compile the path of a tap before the judge's first one. */
export function useWarmUp(state: GameState, lang: Lang): void {
  const warmed = useRef(false);
  useEffect(() => {
    if (warmed.current) return;
    warmed.current = true;
    const run = () => warmUp(state, lang);
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  }, [state, lang]);
}

/** The voice reads each new beat's words (all public: never an answer, a victim or a card). */
export function useSpokenBeat(on: boolean, beatKey: string, speech: Beat['speech'], voice: ReturnType<typeof useVoice>): void {
  const spoken = useRef('');
  useEffect(() => {
    if (!on || spoken.current === beatKey) return;
    spoken.current = beatKey;
    voice.speak(speech);
  }, [on, beatKey, speech, voice]);
}
