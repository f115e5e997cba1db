// The wolves' kill (packKill): the seer who claimed first, then another known god (one who showed his
// role, a revealed idiot, a god the wolves' inspector found), else a random good player; never a teammate
// or nobody.
import { isWolfSeat } from '../../../engine';
import { isRevealed } from '../../../powers/queries';
import { act, alive, choose, okSeats, one, type Strategy } from './mind';

export const packKill: Strategy = (t, s, step, rng) => {
  const m = t.m;
  const gods = t.realClaimants(s);
  for (const x of m.shown) if (alive(s, x)) gods.push(x);
  for (let x = 1; x <= s.alive.length; x++) if (alive(s, x) && isRevealed(s, x)) gods.push(x);
  for (const x of m.packGods) if (alive(s, x)) gods.push(x);
  const good = (x: number) => !isWolfSeat(s, x);
  return act(step, one(choose(rng, okSeats(step), gods.filter(good), good)));
};
