// The wolf-father (infect): a victim turned is a wolf gained and a villager lost. The pack's night-1 victim is
// anyone; from night 2 it is the player the table trusts (a claimed seer), whom turning costs the village most:
// so he infects the pack's victim at the first chance from night 2 (measured on the Millers Hollow test boards:
// better for the wolves than infecting on night 1 or never). An infection a protection stops is not spent under
// infectProtectedVictim fails (docs/rules.md, the accursed wolf-father).
import { act, okSeats, one, type Strategy } from './mind';

export const infect: Strategy = (_t, s, step) => act(step, one(s.night >= 2 ? (okSeats(step)[0] ?? null) : null));
