// The wolves' kill (packKill): the seer who claimed first, then another known god (one who showed his
// role, a revealed idiot, a god the wolves' inspector found), else a random good player; never a teammate
// or nobody, nor a player who survived their earlier unsaved attack (the win-stealer they cannot kill), nor on
// night 1 one who asked to be exiled on day 0 (the angel, whose death by them that night is his win).
import { isWolfSeat } from '../../../engine';
import { isRevealed } from '../../../powers/queries';
import { act, alive, choose, okSeats, one, type Strategy } from './mind';

export const packKill: Strategy = (t, s, step, rng) => {
  const m = t.m;
  const gods = t.realClaimants(s);
  for (const x of m.shown) if (alive(s, x)) gods.push(x);
  for (let x = 1; x <= s.alive.length; x++) if (alive(s, x) && isRevealed(s, x)) gods.push(x);
  for (const x of m.packGods) if (alive(s, x)) gods.push(x);
  // A player who already survived their unsaved attack is the win-stealer they cannot kill: not worth the night.
  const spared = t.stealerSuspects(s, true);
  // On night 1 a player who asked to be exiled on day 0 may be the angel, whose death by the wolves then is his win.
  const asked = s.night === 1 ? m.selfVoters : null;
  const good = (x: number) => !isWolfSeat(s, x) && !spared.includes(x) && !asked?.has(x);
  const target = choose(rng, okSeats(step), gods.filter(good), good);
  m.attacked = target ?? 0;
  return act(step, one(target));
};
