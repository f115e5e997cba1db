// What a player is shown of his card at the deal, and how the judge calls him: a card shown as another (the role
// data's shownAs: the mirror seer is dealt the seer's card and never learns otherwise) shares its face with the
// other cards of that face; they are numbered #1, #2 … in seat order, called by number, #1 first, whichever card
// is real, so that neither the deal nor the order of the calls tells anyone which is which (docs/rules.md, the
// mirror seer).
import { getRole } from '../catalogue';
import { type CardId, isCustomId } from '../catalogue/card-role';
import type { RoleId } from '../catalogue/roles';
import type { NightStepDef } from './types';

/** The face a card shows its holder: its shownAs card, else itself. */
export function faceOf(card: RoleId): RoleId;
export function faceOf(card: CardId): CardId;
export function faceOf(card: CardId): CardId {
  // A custom card shows itself (it names no shownAs).
  return isCustomId(card) ? card : (getRole(card).shownAs ?? card);
}

/** The face shown to `seat` (1-based) and its number among the seats of that face (null when it has no number). */
export function dealtAs(seats: readonly CardId[], seat: number): { face: CardId; number: number | null } {
  const face = faceOf(seats[seat - 1]);
  let same = 0;
  let disguised = false;
  let number = 0;
  for (let i = 0; i < seats.length; i++) {
    if (faceOf(seats[i]) !== face) continue;
    same++;
    if (seats[i] !== face) disguised = true;
    if (i === seat - 1) number = same;
  }
  return { face, number: disguised && same > 1 ? number : null };
}

/**
 * The board's wake order for this deal: where the deal numbers cards of one face, each of their steps says its
 * card's number, and the steps of that face take the places they hold in the order by number, #1 in the first.
 * Otherwise the order itself (no copy).
 */
export function numberedOrder(order: readonly NightStepDef[], seats: readonly CardId[]): NightStepDef[] {
  // Only a deal with a card shown as another can number anything (most boards: no copy made).
  if (!seats.some((card) => faceOf(card) !== card)) return order as NightStepDef[];
  const nums = new Map<CardId, number>();
  for (let k = 0; k < seats.length; k++) {
    const { number } = dealtAs(seats, k + 1);
    if (number !== null) nums.set(seats[k], number);
  }
  if (!nums.size) return order as NightStepDef[];
  const out = order.slice();
  // Per face, the places its numbered cards' steps hold, refilled with those steps sorted by number (a stable
  // sort keeps a card's own steps in their order).
  for (const face of new Set([...nums.keys()].map(faceOf))) {
    const places: number[] = [];
    for (let k = 0; k < out.length; k++) if (nums.has(out[k].role) && faceOf(out[k].role) === face) places.push(k);
    const byNumber = places.map((k) => out[k]).sort((a, b) => (nums.get(a.role) ?? 0) - (nums.get(b.role) ?? 0));
    places.forEach((k, i) => {
      const def = byNumber[i];
      out[k] = { ...def, line: Object.freeze({ ...def.line, number: nums.get(def.role) }) };
    });
  }
  return out;
}
