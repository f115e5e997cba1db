// Seats around a circle: labels with optional names, and positions for the seat circle. Seats are
// numbered clockwise from the top, so "the left" of a player facing the table is the next seat up.
import type { Lang } from '../i18n';
import { mt } from './text';

export const MAX_NAME = 60; // schemas/game.schema.json names[].maxLength

/** "5" or "5 Alice": the seat number, then the name when there is one. */
export function seatLabel(seat: number, names: readonly string[] | undefined, lang: Lang): string {
  const name = names?.[seat - 1]?.trim();
  const n = mt('seat.n', lang, { n: seat });
  return name ? `${n} ${name}` : n;
}

/** Positions (percent of the square) of n seats around a circle, seat 1 at the top, clockwise. */
export function circlePositions(n: number, radius = 42): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n - Math.PI / 2;
    out.push({ x: Math.round((50 + radius * Math.cos(a)) * 100) / 100, y: Math.round((50 + radius * Math.sin(a)) * 100) / 100 });
  }
  return out;
}

/** Names cleaned for the record: trimmed, cut to the schema's limit; undefined when nobody has a name. */
export function cleanNames(names: readonly string[], players: number): string[] | undefined {
  const out: string[] = [];
  for (let i = 0; i < players; i++) out.push((names[i] ?? '').trim().slice(0, MAX_NAME));
  return out.some((s) => s) ? out : undefined;
}
