// Work a page defers until it has painted and the browser is idle: code only a later tap needs (the
// designer's checking code), the service worker's precache of the other pages. The mark lets
// scripts/bundle-size.mjs tell a page's load (before it) from what is fetched when idle (after it).
export const IDLE_MARK = 'wolfboard:idle-prefetch';

/** Runs `fn` once, after the next frame is painted and when the browser is idle (at most `timeout` ms later); returns a cancel. */
export function whenIdleAfterPaint(fn: () => void, timeout = 2000): () => void {
  let done = false;
  let idle = 0;
  let timer = 0;
  const run = () => {
    if (done) return;
    done = true;
    performance.mark(IDLE_MARK);
    fn();
  };
  // A timer set in an animation frame fires after that frame is painted.
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback: a short wait stands in for it.
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout });
      else timer = window.setTimeout(run, 200);
    }, 0);
  });
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    if (idle) window.cancelIdleCallback(idle);
  };
}
