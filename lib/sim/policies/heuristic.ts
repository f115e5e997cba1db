// The heuristic policy: a cautious table. Every rule of the table is one line of HEURISTIC_RULES (./heuristic-rules),
// the plain-words description the lab page shows. Good players use
// only what they may know (their own role, the seer's checks, public claims, cards shown on death);
// wolves also know each other. Choices always come from the engine's legal options (nextStep). What
// one power's player does is its strategy (./strategies, one per power); the table's shared reasoning
// (claims, trust, the vote) is in ./table.
import type { GameEvent, GameState, Rng, Step } from '../../engine';
import { randomChoice } from '../../engine/policy';
import { duskEventIn } from '../../powers/registry';
import type { SimPolicy, Table } from '../types';
import { NIGHT_STRATEGIES } from './strategies';
import { day } from './table/day';
import { tableMind } from './table/mind';
import { observe } from './table/observe';

function startTable(s0: GameState): Table {
  const mind = tableMind(s0);
  const night = (s: GameState, step: Step, rng: Rng): GameEvent => {
    // The sign that brings the day back for a second vote (the stuttering judge) is shown when the table knows a
    // living wolf it could vote out.
    const dusk = step.alsoAccepts.length ? duskEventIn(step.alsoAccepts) : null;
    if (dusk && mind.knownWolves(s).length) return { type: dusk } as GameEvent;
    const play = NIGHT_STRATEGIES[step.power!];
    // Powers without a strategy (Cupid, the wild child, the piper) choose at random, like the random policy.
    return play ? play(mind, s, step, rng) : randomChoice(s, step, rng);
  };
  return {
    choose: (s, step, rng) => (step.phase === 'night' ? night(s, step, rng) : day(mind, s, step, rng)),
    observe: (before, event, after) => observe(mind, before, event, after),
  };
}

export const heuristicPolicy: SimPolicy = {
  id: 'heuristic',
  start: (s) => startTable(s),
};
