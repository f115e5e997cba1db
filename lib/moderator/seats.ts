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

/**
 * Positions (percent of the box) of n seats around the table, seat 1 at the top, clockwise: a circle in a
 * square box, else an oval `aspect` times as tall as it is wide (a phone's height left under the words), the
 * seats equally spaced along it so that none crowd at its ends.
 */
export function circlePositions(n: number, radius = 42, aspect = 1): { x: number; y: number }[] {
  const at = (a: number) => ({ x: Math.round((50 + radius * Math.cos(a)) * 100) / 100, y: Math.round((50 + radius * Math.sin(a)) * 100) / 100 });
  const angle = (i: number) => (2 * Math.PI * i) / n - Math.PI / 2;
  if (aspect === 1) return Array.from({ length: n }, (_, i) => at(angle(i)));
  // The oval's length from the top, sampled (a y percent is `aspect` times an x percent).
  const steps = 720;
  const len = [0];
  for (let j = 1; j <= steps; j++) {
    const a = (2 * Math.PI * (j - 1)) / steps - Math.PI / 2;
    const b = (2 * Math.PI * j) / steps - Math.PI / 2;
    len.push(len[j - 1] + Math.hypot(Math.cos(b) - Math.cos(a), aspect * (Math.sin(b) - Math.sin(a))));
  }
  const out: { x: number; y: number }[] = [];
  let j = 0;
  for (let i = 0; i < n; i++) {
    const want = (len[steps] * i) / n;
    while (len[j + 1] < want) j++;
    const f = len[j + 1] === len[j] ? 0 : (want - len[j]) / (len[j + 1] - len[j]);
    out.push(at((2 * Math.PI * (j + f)) / steps - Math.PI / 2));
  }
  return out;
}

/** Names cleaned for the record: trimmed, cut to the schema's limit; undefined when nobody has a name. */
export function cleanNames(names: readonly string[], players: number): string[] | undefined {
  const out: string[] = [];
  for (let i = 0; i < players; i++) out.push((names[i] ?? '').trim().slice(0, MAX_NAME));
  return out.some((s) => s) ? out : undefined;
}
