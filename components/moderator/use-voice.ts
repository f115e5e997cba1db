'use client';
// The judge's lines read aloud (browser speech synthesis, zh or en), with the pauses the view asks for.
import { useCallback, useEffect, useRef } from 'react';
import type { Lang } from '../../lib/i18n';
import { pickVoice, speechLang, type Utterance } from '../../lib/moderator/voice';

export function voiceSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

export function useVoice(lang: Lang): { speak: (list: readonly Utterance[]) => void; cancel: () => void } {
  const timers = useRef<number[]>([]);
  const cancel = useCallback(() => {
    for (const t of timers.current) window.clearTimeout(t);
    timers.current = [];
    if (voiceSupported()) window.speechSynthesis.cancel();
  }, []);
  const speak = useCallback(
    (list: readonly Utterance[]) => {
      if (!voiceSupported()) return;
      cancel();
      const synth = window.speechSynthesis;
      const voice = pickVoice(synth.getVoices(), lang);
      let i = 0;
      const sayNext = () => {
        if (i >= list.length) return;
        const u = list[i++];
        const ut = new SpeechSynthesisUtterance(u.text);
        ut.lang = speechLang(lang);
        if (voice) ut.voice = voice;
        const after = () => {
          timers.current.push(window.setTimeout(sayNext, u.pauseAfterMs));
        };
        ut.onend = after;
        ut.onerror = after;
        synth.speak(ut);
      };
      sayNext();
    },
    [lang, cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { speak, cancel };
}
