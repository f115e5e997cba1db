// A state value: every field listed (a fixed shape V8 builds fast), arrays and the powers' states shared
// between successive states. Its prototype shows each power's state under the names records use
// (`antidote`, `revealed`, …; lib/powers `view`), derived, never stored.
import { POWERS } from '../powers/registry';
import type { Draft } from './deaths';
import type { GameState } from './types';

class State {
  // Declared, not initialised: the constructor's stores make the shape (a field initialiser would define each first).
  declare ctx: GameState['ctx'];
  declare events: GameState['events'];
  declare phase: GameState['phase'];
  declare night: GameState['night'];
  declare day: GameState['day'];
  declare pos: GameState['pos'];
  declare alive: GameState['alive'];
  declare roles: GameState['roles'];
  declare bottom: GameState['bottom'];
  declare sheriff: GameState['sheriff'];
  declare sheriffStatus: GameState['sheriffStatus'];
  declare electionDay: GameState['electionDay'];
  declare electionSelfDestructs: GameState['electionSelfDestructs'];
  declare lastExile: GameState['lastExile'];
  declare powers: GameState['powers'];
  declare seatCards: GameState['seatCards'];
  declare sides: GameState['sides'];
  declare deaths: GameState['deaths'];
  declare winner: GameState['winner'];
  declare winReason: GameState['winReason'];
  declare pending: GameState['pending'];
  declare tonight: GameState['tonight'];
  declare stage: GameState['stage'];
  declare vote: GameState['vote'];
  declare answer: GameState['answer'];
  declare dawnCalls: GameState['dawnCalls'];
  declare dayEvents: GameState['dayEvents'];
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
