// The scapegoat's choice when he dies on a tie (tieVictim): everyone may vote tomorrow.
import { act, okSeats, type Strategy } from './mind';

export const tieVictim: Strategy = (_t, _s, step) => act(step, { kind: 'seats', seats: okSeats(step) });
