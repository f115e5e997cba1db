// The wolf beauty's charm (charm): the seer who claimed, else a random good player.
import { isWolfSeat } from '../../../engine';
import { act, choose, okSeats, one, type Strategy } from './mind';

export const charm: Strategy = (t, s, step, rng) => act(step, one(choose(rng, okSeats(step), t.realClaimants(s), (x) => !isWolfSeat(s, x))));
