'use client';
// A fake step's pause: the judge waits as long as a real one would take, counted down on the button.
import { useEffect, useState } from 'react';
import { useM } from './use-m';

function pauseLabel(left: number | null, seconds: number, m: ReturnType<typeof useM>['m']): string {
  if (left === null) return m('called.pause', { n: seconds });
  return left > 0 ? m('called.waiting', { n: left }) : m('called.done');
}

export function PauseButton({ ms }: { ms: number }) {
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
      {pauseLabel(left, Math.round(ms / 1000), m)}
    </button>
  );
}
