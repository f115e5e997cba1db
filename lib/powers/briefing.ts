// briefing — a step where the judge tells a card what it may know and nothing is recorded: the offline
// demon on night 1 learns which players are wolves and which are gods, not their cards (params.tells;
// seed 000 线下版恶魔; docs/rules.md, the demon).
import { isGod, isWolfSeat } from '../engine/state';
import type { Seat, Tell } from '../engine/types';
import type { PowerModule } from './types';

export const briefing: PowerModule = {
  id: 'briefing',
  calledTells(s, wakes): Tell[] {
    const wolves: Seat[] = [];
    const gods: Seat[] = [];
    for (let seat = 1; seat <= s.alive.length; seat++) {
      if (!s.alive[seat - 1] || wakes.includes(seat)) continue;
      if (isWolfSeat(s, seat)) wolves.push(seat);
      else if (isGod(s, seat)) gods.push(seat);
    }
    return [{ kind: 'wolves', to: wakes, seats: wolves }, { kind: 'gods', to: wakes, seats: gods }];
  },
};
