// A seed typed by a person, in a module of its own: the lab page reads it without loading the simulator
// (which runs in its worker).

/** A seed typed by a person: a whole number (up to 15 digits) is a number, anything else is text (CLI and page agree). */
export function parseSeed(text: string): number | string {
  const t = text.trim();
  return /^\d{1,15}$/.test(t) ? Number(t) : t;
}
