'use client';
// Two ways to record a step (the vote: its ballots or just the outcome; the election: its outcome or the show of
// hands), as tabs.
const tab = (active: boolean) => `min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold ${active ? 'bg-stone-900 text-white' : 'bg-stone-200 text-stone-900'}`;

export interface ModeTab<M extends string> {
  mode: M;
  label: string;
  testId: string;
}

export function ModeTabs<M extends string>({ label, tabs, mode, setMode }: { label: string; tabs: readonly ModeTab<M>[]; mode: M; setMode: (m: M) => void }) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-2">
      {tabs.map((t) => (
        <button
          key={t.mode}
          type="button"
          role="tab"
          aria-selected={mode === t.mode}
          data-testid={t.testId}
          className={tab(mode === t.mode)}
          onClick={() => setMode(t.mode)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
