// The wolf-father (infect): a victim turned is a wolf gained and a villager lost, so the pack infects its victim
// at the first chance; an infection a protection stops is not spent (infectProtectedVictim fails), and under
// converts a guarded victim is still won (docs/rules.md, the accursed wolf-father).
import { act, okSeats, one, type Strategy } from './mind';

export const infect: Strategy = (_t, _s, step) => act(step, one(okSeats(step)[0] ?? null));
