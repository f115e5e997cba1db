// The moderator's button styles: apart from the steps (./step-actions), so the start screen's first load
// does not carry the engine's step views.
export const btn =
  'min-h-12 rounded-xl px-4 py-2 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';
export const primary = `${btn} bg-stone-900 text-white hover:bg-stone-700 disabled:bg-stone-300 disabled:text-stone-600`;
export const secondary = `${btn} border-2 border-stone-800 bg-white text-stone-900 hover:bg-stone-100`;
