'use client';
// Keeps the phone's screen on while a game is moderated (Screen Wake Lock API, where the browser has it).
import { useEffect } from 'react';

interface Sentinel {
  release(): Promise<void>;
}

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined') return;
    const wl = (navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<Sentinel> } }).wakeLock;
    if (!wl) return;
    let sentinel: Sentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wl.request('screen').then(
        (s) => {
          if (stopped) void s.release();
          else sentinel = s;
        },
        () => {
          /* refused (battery saver, no permission): the game goes on without it */
        },
      );
    };
    request();
    // The lock is dropped when the page is hidden; take it again when the judge comes back.
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
}
