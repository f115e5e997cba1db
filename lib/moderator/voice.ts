// Optional voice: the judge's public lines read aloud with the browser's speech synthesis. Pure selection
// here (which voice, which texts, which pauses); the component owns window.speechSynthesis. Nothing secret
// is ever spoken: answers, victims and cards are shown to the judge only.
import type { Lang } from '../i18n';

export interface VoiceLike {
  lang: string;
  name: string;
  localService?: boolean;
  default?: boolean;
}

export interface Utterance {
  text: string;
  /** Silence after this text (ms), e.g. the pause of an absent role's step so that silence leaks nothing. */
  pauseAfterMs: number;
}

/** The BCP-47 tag the synthesizer is asked for. */
export function speechLang(lang: Lang): string {
  return lang === 'en' ? 'en-US' : lang;
}

const norm = (tag: string): string => tag.replace(/_/g, '-').toLowerCase();

/** The best installed voice for a language: exact tag, then the same language family; local voices first. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[], lang: Lang): V | null {
  const prefs: ((t: string) => boolean)[] =
    lang === 'en'
      ? [(t) => t === 'en-us', (t) => t === 'en-gb', (t) => t.startsWith('en')]
      : lang === 'zh-TW'
        ? [(t) => t === 'zh-tw', (t) => t === 'zh-hk' || t.includes('hant'), (t) => t.startsWith('zh') || t.startsWith('cmn')]
        : [(t) => t === 'zh-cn' || t.includes('hans'), (t) => t.startsWith('cmn'), (t) => t.startsWith('zh')];
  for (const p of prefs) {
    const found = voices.filter((v) => p(norm(v.lang)));
    if (found.length) return found.find((v) => v.localService) ?? found.find((v) => v.default) ?? found[0];
  }
  return null;
}

/** Drops empty texts and merges the pause of a dropped text into the one before it. */
export function compact(list: readonly Utterance[]): Utterance[] {
  const out: Utterance[] = [];
  for (const u of list) {
    const text = u.text.trim();
    if (text) out.push({ text, pauseAfterMs: u.pauseAfterMs });
    else if (out.length) out[out.length - 1] = { ...out[out.length - 1], pauseAfterMs: out[out.length - 1].pauseAfterMs + u.pauseAfterMs };
  }
  return out;
}
