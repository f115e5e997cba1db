// duel — the knight: once a game, during the day's exile speeches (not in the sheriff election, not after a
// tie: before the day's first vote), he reveals and duels one living player. A wolf — as the seer would see
// him, or by true faction under duelReads — dies of `duel` and night falls at once, with no last words; a good
// player and the knight dies, and the day goes on (docs/rules.md, the knight).
import { refused, type Problem } from '../engine/errors';
import { notSelf } from '../engine/legal';
import { killBatch } from '../engine/deaths';
import { FRESH_VOTE } from '../engine/vote-state';
import { factionOf, hasPower } from '../engine/state';
import { seerReading } from './inspect';
import type { GameEvent, GameState, Seat, Step } from '../engine/types';
import { accepting, hasCardPower, isSeat, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'duel';
interface State {
  readonly used: readonly Seat[];
  readonly wolves: readonly Seat[];
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ used: [], wolves: [] });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** Whether the duel reads `target` as a wolf (duelReads: seer, as the seer's binary reading; faction, the true one). */
export function duelHitsWolf(s: GameState, target: Seat): boolean {
  return s.ctx.rules.duelReads === 'faction' ? factionOf(s, target) === 'wolves' : seerReading(s, target) === 'wolf';
}

/** The knights who may duel now: living, with their power, not yet duelled, before today's first vote. */
function duellers(s: GameState, step: Step): Seat[] {
  if (step.kind !== 'vote' || s.vote.round !== 0 || s.vote.candidates) return [];
  const out: Seat[] = [];
  for (let i = 0; i < s.alive.length; i++) {
    const seat = i + 1;
    if (s.alive[i] && hasCardPower(s, seat, ID) && hasPower(s, seat) && !state(s).used.includes(seat)) out.push(seat);
  }
  return out;
}

/**
 * Why no knight may duel, as the judge would explain it: the duel is spent, the card lost its power (the village
 * killed the elder), or it is not the moment.
 */
function whyNoDuel(s: GameState): 'powerUsed' | 'powerLost' | 'notNow' {
  for (let i = 0; i < s.alive.length; i++) {
    if (!s.alive[i] || !hasCardPower(s, i + 1, ID)) continue;
    if (state(s).used.includes(i + 1)) return 'powerUsed';
    if (!hasPower(s, i + 1)) return 'powerLost';
  }
  return 'notNow';
}

/** The duel fought: the knight's duel spent, then the wolf dies and night falls, or the knight dies and the day goes on. */
function settleDuel(d: Draft, knight: Seat, target: Seat): void {
  const st = state(d);
  const wolf = duelHitsWolf(d, target);
  slot.set(d, { used: [...st.used, knight], wolves: wolf ? [...st.wolves, target] : st.wolves } satisfies State);
  if (wolf) {
    // The wolf is out and night falls at once: no vote today (his decisions, the badge, first).
    d.stage = 'end';
    d.vote = FRESH_VOTE;
    killBatch(d, [[target, 'duel']], 'day', d.day);
  } else {
    killBatch(d, [[knight, 'duel']], 'day', d.day);
  }
}

export const duel: PowerModule = {
  id: ID,
  init: () => NONE,
  freeEvents: ['duel'],
  during: ['speeches'],
  shape: (e) => (isSeat(e.target) ? null : ['target', 'seat']),
  offerDayOrder: 30,
  offerDay(s, step) {
    const who = duellers(s, step);
    if (!who.length) return;
    step.alsoAccepts = accepting(step.alsoAccepts, 'duel');
    step.duel = { knights: who, targets: livingOptions(s, (x) => notSelf(s, who[0], x)) };
  },
  recordDay(d: Draft, e: GameEvent, _decider, when): Problem | null {
    if (e.type !== 'duel') return null;
    const knight = duellers(d, { kind: when } as Step)[0] ?? 0;
    if (!knight) return refused(whyNoDuel(d), ID, e.target);
    const r = notSelf(d, knight, e.target);
    if (r) return refused(r, ID, e.target);
    settleDuel(d, knight, e.target);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, target: c.seats[0] } as GameEvent) : null),
  // A wolf killed in a duel has no last words (the tool's choice, docs/rules.md): his card is not even shown.
  lastWordsOrder: 20,
  lastWords: (s, x) => (x.cause === 'duel' && state(s).wolves.includes(x.seat) ? false : null),
};
