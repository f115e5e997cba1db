// The share panel's button style.
export const BTN = 'min-h-10 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100';
