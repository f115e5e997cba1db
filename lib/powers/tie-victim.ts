// tieVictim — the scapegoat: on a tied vote he dies instead (while he has his power); before dying he names
// who may vote the next day (Basic Rules, Rules Introduction (traditional), Millers Hollow (traditional); docs/rules.md, the scapegoat).
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import { killBatch, popDecision } from '../engine/deaths';
import { FRESH_VOTE } from '../engine/vote-state';
import { hasPower } from '../engine/state';
import type { Decision, GameEvent, GameState, Seat, Step } from '../engine/types';
import { hasCardPower, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'tieVictim';
/** He dies of the vote, in the place of the tied (a death cause of his own). */
const CAUSE = 'scapegoat';
interface State {
  readonly voters: readonly Seat[] | null;
  readonly day: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ voters: null, day: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

export const tieVictim: PowerModule = {
  id: ID,
  init: () => NONE,
  view: { scapegoatVoters: (s) => state(s).voters, scapegoatDay: (s) => state(s).day },
  decides: 'scapegoat',
  voteDeath: CAUSE,
  onTie(d: Draft) {
    for (let i = 0; i < d.alive.length; i++) {
      if (!d.alive[i] || !hasCardPower(d, i + 1, ID)) continue;
      if (!hasPower(d, i + 1)) return false;
      d.stage = 'end';
      d.vote = FRESH_VOTE;
      killBatch(d, [[i + 1, CAUSE]], 'day', d.day);
      return true;
    }
    return false;
  },
  decisionsOrder: 30,
  decisions: (_s, x): Decision[] => (x.cause === CAUSE ? [{ kind: 'scapegoat', seat: x.seat }] : []),
  fillDecision(s: GameState, step: Step, goat: Seat) {
    step.actors = [goat];
    step.targets = livingOptions(s, (x) => living(s, x));
    step.count = -1;
  },
  recordDay(d: Draft, e: GameEvent): Problem | null {
    if (e.type !== 'scapegoat') return null;
    const seen = new Set<Seat>();
    for (const v of e.voters) {
      const r = living(d, v);
      if (r) return refused(r, 'tieVictim.voter', v);
      if (seen.has(v)) return refused('duplicate', 'tieVictim.voter', v);
      seen.add(v);
    }
    popDecision(d);
    slot.set(d, { voters: [...seen].sort((a, b) => a - b), day: d.day + 1 } satisfies State);
    return null;
  },
  shape: (e) => (Array.isArray(e.voters) && e.voters.every((v) => typeof v === 'number' && Number.isInteger(v)) ? null : ['voters', 'seatList']),
  event: (type, c) => (c.kind === 'seats' ? ({ type, voters: c.seats.slice().sort((a, b) => a - b) } as GameEvent) : null),
  voterOrder: 20,
  voter(s, seat) {
    const st = state(s);
    return st.voters && st.day === s.day && !st.voters.includes(seat) ? 'notNamed' : null;
  },
};
