// The two screen sizes every page is tested at: a phone held at the table, and a desktop.
export const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;
