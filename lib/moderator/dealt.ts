// What a player is shown of his card at the deal: the card it is shown as (the role data's shownAs: the mirror
// seer is dealt the seer's card and never learns otherwise), numbered #1, #2 … in seat order when a card shown as
// another shares its face with other seats, so that none of them can tell which is real (docs/rules.md, the
// mirror seer).
import { getRole } from '../catalogue';
import type { RoleId } from '../catalogue/roles';

/** The face a card shows its holder: its shownAs card, else itself. */
export function faceOf(card: RoleId): RoleId {
  return getRole(card).shownAs ?? card;
}

/** The face shown to `seat` (1-based) and its number among the seats of that face (null when it has no number). */
export function dealtAs(seats: readonly RoleId[], seat: number): { face: RoleId; number: number | null } {
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
