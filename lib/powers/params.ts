// What each power takes when a card is composed from it (docs/rules.md, Custom roles): its parameters with
// their legal values, the input the judge records, and where it may go. The validator names a custom card's
// typo or impossible combination by these; the designer's editor offers only these values. A catalogue card's
// params are the role data's own (tests/powers/params.test.ts reads every one against this table).
import type { Role } from '../generated/role';

type StepPowerId = Role['nightSteps'][number]['power'];
type DayPowerId = Role['dayPowers'][number]['power'];

export type ParamSpec =
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'bool' }
  | { readonly kind: 'int'; readonly min: number; readonly max: number }
  /** A night's cadence: a number n (night 1 and every n-th night after it), or odd, even, firstNightOnly, or a house-rule key. */
  | { readonly kind: 'cadence' }
  /** A house-rule key whose value decides (the fox's loss of his power: foxLosesPowerOnMiss). */
  | { readonly kind: 'rule' }
  /** A card of the catalogue (what a turned player plays as). */
  | { readonly kind: 'card' };

type Records = 'none' | 'take' | 'twoSeats' | 'seat' | 'seatOrNone' | 'caught' | 'potions' | 'side';

export interface StepPowerSpec {
  readonly params: Readonly<Record<string, ParamSpec>>;
  /** The inputs the judge may record at its step (the first is the editor's choice). */
  readonly records: readonly Records[];
  /** Whether a custom card may use it: a power whose state is the whole table's, or that brings a win of its own, stays the catalogue's. */
  readonly composable: boolean;
  /** Only on a card that wakes with the wolves. */
  readonly wolvesOnly?: boolean;
  /** At most one card of the board may use it (its state is one for the table). */
  readonly onePerBoard?: boolean;
  /** Called on night 1 only. */
  readonly firstNightOnly?: boolean;
}

export interface DayPowerSpec {
  readonly params: Readonly<Record<string, ParamSpec>>;
  readonly composable: boolean;
  readonly wolvesOnly?: boolean;
  readonly onePerBoard?: boolean;
}

const EVERY: Record<string, ParamSpec> = { every: { kind: 'cadence' } };
const BOOL: ParamSpec = { kind: 'bool' };
const RULE: ParamSpec = { kind: 'rule' };
const ANSWERS: ParamSpec = { kind: 'enum', values: ['seer', 'psychic', 'demon', 'gargoyle', 'fox', 'pureWhite', 'wolfWitch', 'mirrorSeer', 'wolfRobot'] };

export const STEP_POWERS: Readonly<Record<StepPowerId, StepPowerSpec>> = {
  inspect: {
    params: {
      ...EVERY,
      sees: { kind: 'enum', values: ['seerResult', 'card', 'god', 'wolfNearby'] },
      answer: ANSWERS,
      mayPass: BOOL,
      invert: BOOL,
      repeat: BOOL,
      notKnownWolves: BOOL,
      checkKills: { kind: 'enum', values: ['wolves', 'wolfKillingCheckers'] },
      checkKillsFrom: { kind: 'int', min: 1, max: 10 },
      repeatRule: RULE,
      selfRule: RULE,
      losesPowerRule: RULE,
    },
    records: ['seat', 'seatOrNone'],
    composable: true,
  },
  protect: { params: { ...EVERY, repeat: BOOL }, records: ['seatOrNone'], composable: true },
  packKill: { params: {}, records: ['seatOrNone'], composable: false },
  potions: { params: { ...EVERY }, records: ['potions'], composable: true },
  // One card of the board may peek, fear or learn: the night keeps one record of each (its tonight key).
  peek: { params: {}, records: ['caught'], composable: true, onePerBoard: true },
  hunt: { params: { ...EVERY, poisonImmune: BOOL }, records: ['seatOrNone'], composable: true },
  dream: { params: { ...EVERY, mayPass: BOOL }, records: ['seat'], composable: true },
  fear: { params: { ...EVERY }, records: ['seatOrNone'], composable: true, onePerBoard: true },
  curse: { params: { ...EVERY }, records: ['seatOrNone'], composable: true },
  swap: { params: { ...EVERY }, records: ['twoSeats'], composable: true },
  learn: { params: { answer: ANSWERS }, records: ['seatOrNone'], composable: true, firstNightOnly: true, onePerBoard: true },
  extraKill: {
    params: { ...EVERY, after: { kind: 'enum', values: ['ownDeath'] }, mustChoose: BOOL, stopRule: RULE },
    records: ['seatOrNone'],
    composable: true,
    wolvesOnly: true,
  },
  meet: { params: { ...EVERY, minAlive: { kind: 'int', min: 1, max: 4 } }, records: ['none'], composable: true },
  briefing: {
    params: { tells: { kind: 'enum', values: ['lastExile', 'mayShoot', 'turned', 'wolves', 'wolvesAndGods'] } },
    records: ['none'],
    composable: true,
  },
  infect: { params: { becomes: { kind: 'card' } }, records: ['seatOrNone'], composable: true, wolvesOnly: true, onePerBoard: true },
  takeCard: { params: { keptPlaysAs: { kind: 'card' } }, records: ['take'], composable: false, onePerBoard: true, firstNightOnly: true },
  link: { params: {}, records: ['twoSeats'], composable: false, onePerBoard: true, firstNightOnly: true },
  wakeLinked: { params: {}, records: ['none'], composable: false, onePerBoard: true },
  followModel: { params: { becomes: { kind: 'card' } }, records: ['seat'], composable: false, onePerBoard: true, firstNightOnly: true },
  charm: { params: {}, records: ['seat', 'twoSeats'], composable: false, onePerBoard: true },
  enchant: { params: { perNight: { kind: 'int', min: 1, max: 3 } }, records: ['twoSeats'], composable: false, onePerBoard: true },
  wakeEnchanted: { params: {}, records: ['none'], composable: false, onePerBoard: true },
  idol: { params: {}, records: ['seat'], composable: false, onePerBoard: true, firstNightOnly: true },
  chooseSide: { params: { becomes: { kind: 'card' } }, records: ['side'], composable: false, onePerBoard: true, firstNightOnly: true },
  loneWolf: {
    params: { ...EVERY, protectRule: RULE, packRule: RULE, winner: { kind: 'card' } },
    records: ['seatOrNone'],
    composable: false,
    onePerBoard: true,
  },
};

export const DAY_POWERS: Readonly<Record<DayPowerId, DayPowerSpec>> = {
  selfDestruct: { params: {}, composable: true, wolvesOnly: true },
  takeOnSelfDestruct: { params: {}, composable: true, wolvesOnly: true },
  shootOnDeath: { params: { poisonRule: RULE, shotRule: RULE }, composable: true },
  revealOnExile: { params: { losesVote: BOOL, survivesRule: RULE }, composable: true },
  extraLife: { params: { lives: { kind: 'int', min: 2, max: 3 } }, composable: true },
  tieVictim: { params: {}, composable: true, onePerBoard: true },
  duel: { params: {}, composable: true },
  seal: { params: {}, composable: true },
  reflect: { params: {}, composable: true },
  growl: { params: {}, composable: true },
  tetanus: { params: {}, composable: true },
  secondVote: { params: {}, composable: true, onePerBoard: true },
  linger: { params: {}, composable: true, wolvesOnly: true },
  convert: { params: { becomes: { kind: 'card' } }, composable: false },
  charm: { params: {}, composable: false, onePerBoard: true },
  link: { params: {}, composable: false, onePerBoard: true },
  followModel: { params: {}, composable: false, onePerBoard: true },
  enchant: { params: {}, composable: false, onePerBoard: true },
  idol: { params: {}, composable: false, onePerBoard: true },
  stealWin: { params: {}, composable: false, onePerBoard: true },
  winOnDeath: {
    params: {
      winner: { kind: 'card' },
      cause: { kind: 'enum', values: ['exile', 'death', 'exileOrWolves'] },
      when: { kind: 'enum', values: ['any', 'firstTurn'] },
      rule: RULE,
    },
    composable: false,
    onePerBoard: true,
  },
};

/** The answer a custom check gives when it does not name one: the catalogue card that sees the same. */
export const DEFAULT_ANSWER: Readonly<Record<string, string>> = { seerResult: 'seer', card: 'psychic', god: 'demon', wolfNearby: 'fox' };
