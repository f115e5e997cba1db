// A state value: every field listed (a fixed shape V8 builds fast), arrays and the powers' states shared
// between successive states. Its prototype shows each power's state under the names records use
// (`antidote`, `revealed`, …; lib/powers `view`), derived, never stored.
import { POWERS } from '../powers/registry';
import type { Draft } from './deaths';
import type { GameState } from './types';

class State {
  ctx;
  events;
  phase;
  night;
  day;
  pos;
  alive;
  roles;
  bottom;
  sheriff;
  sheriffStatus;
  electionDay;
  electionSelfDestructs;
  lastExile;
  powers;
  seatCards;
  sides;
  deaths;
  winner;
  winReason;
  pending;
  tonight;
  stage;
  vote;
  answer;
  dawnCalls;
  dayEvents;
  constructor(s: GameState) {
    this.ctx = s.ctx;
    this.events = s.events;
    this.phase = s.phase;
    this.night = s.night;
    this.day = s.day;
    this.pos = s.pos;
    this.alive = s.alive;
    this.roles = s.roles;
    this.bottom = s.bottom;
    this.sheriff = s.sheriff;
    this.sheriffStatus = s.sheriffStatus;
    this.electionDay = s.electionDay;
    this.electionSelfDestructs = s.electionSelfDestructs;
    this.lastExile = s.lastExile;
    this.powers = s.powers;
    this.seatCards = s.seatCards;
    this.sides = s.sides;
    this.deaths = s.deaths;
    this.winner = s.winner;
    this.winReason = s.winReason;
    this.pending = s.pending;
    this.tonight = s.tonight;
    this.stage = s.stage;
    this.vote = s.vote;
    this.answer = s.answer;
    this.dawnCalls = s.dawnCalls;
    this.dayEvents = s.dayEvents;
  }
}

for (const m of POWERS) {
  for (const [name, get] of Object.entries(m.view ?? {})) {
    Object.defineProperty(State.prototype, name, {
      get(this: GameState) {
        return get(this);
      },
      enumerable: false,
      configurable: false,
    });
  }
}

export function newState(s: GameState): Draft {
  return new State(s) as unknown as Draft;
}

export function cloneState(s: GameState): Draft {
  return new State(s) as unknown as Draft;
}
