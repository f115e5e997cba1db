// The moderator's button styles: apart from the steps (./step-actions), so the start screen's first load
// does not carry the engine's step views.
export const btn =
  'min-h-12 rounded-xl px-4 py-2 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';
export const primary = `${btn} bg-stone-900 text-white hover:bg-stone-700 disabled:bg-stone-300 disabled:text-stone-600`;
export const secondary = `${btn} border-2 border-stone-800 bg-white text-stone-900 hover:bg-stone-100`;
/**
 * The bar of a step's primary actions: fixed at the bottom of the screen, so that on a phone they are in view
 * whatever the length of the words above (the play screen leaves room under its content for it).
 */
export const actionBar =
  'fixed inset-x-0 bottom-0 z-20 flex flex-wrap justify-center gap-2 border-t border-stone-200 bg-white px-3 py-2 shadow-[0_-4px_8px_rgba(0,0,0,0.06)]';
