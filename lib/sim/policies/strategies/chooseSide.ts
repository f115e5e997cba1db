// The wolf-hound (chooseSide) joins the side that needs him more: the wolves when their cards are fewer than a
// quarter of the table, the village otherwise (he may not pass). Under wolfHoundSide random the judge draws it.
import type { GameState } from '../../../engine/types';
import { act, type Strategy } from './mind';

const fewWolves = (s: GameState): boolean => {
  let wolves = 0;
  for (let i = 0; i < s.seatCards.length; i++) if (s.seatCards[i].faction === 'wolves') wolves++;
  return wolves * 4 < s.seatCards.length;
};

export const chooseSide: Strategy = (_t, s, step, rng) => {
  const wolves = s.ctx.rules.wolfHoundSide === 'random' ? rng.next() < 0.5 : fewWolves(s);
  return act(step, { kind: 'side', side: wolves ? 'wolves' : 'village' });
};
