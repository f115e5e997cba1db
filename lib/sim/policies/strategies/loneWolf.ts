// The white werewolf (loneWolf) on his nights: a loner who must be the last alive lets the pack thin the village
// first, and kills another wolf once the wolves alive (himself included) are at least as many as everyone else;
// he passes otherwise, and always where he wins with the pack (docs/rules.md, the white werewolf).
import { isWolfSeat } from '../../../engine';
import { winsAlone } from '../../../powers/queries';
import { act, okSeats, one, randomOf, type Strategy } from './mind';

export const loneWolf: Strategy = (_t, s, step, rng) => {
  const me = step.actors[0];
  if (!me || !winsAlone(s, me)) return act(step, one(null));
  let wolves = 0;
  let rest = 0;
  for (let x = 1; x <= s.alive.length; x++) {
    if (!s.alive[x - 1]) continue;
    if (isWolfSeat(s, x)) wolves++;
    else rest++;
  }
  return act(step, one(wolves >= rest ? randomOf(rng, okSeats(step)) : null));
};
