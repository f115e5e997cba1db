// The engine's public types: the record, the events, the state (a fold of the events), steps and errors.
// Seats are numbered from 1 in every public value (events, steps, summaries). Arrays inside GameState
// are indexed by seat − 1; use the helpers in state.ts (isAlive, roleOf, …) rather than indexing by hand.
import type { Board } from '../generated/board';
import type { Event, GameRecord as GeneratedRecord } from '../generated/game';
import type { RoleId } from '../roles';
import type { ResolvedRules } from '../rules';
import type { DeathCause, Summary as GeneratedSummary, Winner } from '../generated/summary';
import type { Card, CardStep, StepPowerId } from '../powers/cards';
import type { PowerModule } from '../powers/types';

export type { Board, RoleId, ResolvedRules };
export type Seat = number;

/** One recorded event (schemas/game.schema.json). */
export type GameEvent = Event;
export type EventType = GameEvent['type'];
export type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;

/** A game record: the board, the deal and the events (schemas/game.schema.json). */
export type GameRecord = Omit<GeneratedRecord, 'board' | 'seats' | 'bottom'> & {
  board: Board;
  seats: RoleId[];
  bottom?: RoleId[];
};

/** The winner and the death causes are those of the replay summary (schemas/summary.schema.json). */
export type { Winner, DeathCause };
/** A side-kill group (屠边): god, villager or none (schemas/role.schema.json). */
export type Group = Card['group'];

/**
 * Why the game ended, set with the winner (lib/engine/win.ts): which condition held. A side's: `noWolves`
 * (village), `godsDead` / `villagersDead` (屠边), `allDead` (屠城), `parity`; a power's own (`wins` hook):
 * `loversLastAlive`, `allCharmed`; a draw: `nobodyAlive`, `bothAtOnce`; `foxStole`: a side's condition held
 * while the cursed fox was alive (or in the instant he died).
 */
export type WinCode =
  | 'noWolves'
  | 'godsDead'
  | 'villagersDead'
  | 'allDead'
  | 'parity'
  | 'loversLastAlive'
  | 'allCharmed'
  | 'nobodyAlive'
  | 'bothAtOnce'
  | 'foxStole';
export interface WinReason {
  code: WinCode;
  /** 狼刀在先 (seed 000 §6(6)): the wolves' kill met the condition before the night's later deaths (the poison) were applied. */
  killFirst: boolean;
}

export interface Death {
  seat: Seat;
  cause: DeathCause;
  /** Time of day the death counts for: a hunter's shot counts at the hunter's time (seed 000 §3(3)). */
  time: 'night' | 'day';
  /** Night or day number (night N is followed by day N). */
  n: number;
  /** Whether this death has last words under the board's `lastWords` rule. */
  lastWords: boolean;
}

/** A decision a death calls for, taken by day in queue order. */
export interface Decision {
  kind: 'shoot' | 'badge' | 'scapegoat';
  /** The dead player who decides. */
  seat: Seat;
}

/**
 * What the current night has recorded so far (reset at dusk), keyed by what each power records: `wolves`
 * (the kill's target), `guard`, `seer`, `caught`, `save`, `poison`, … 0 or absent = nobody / not recorded.
 */
export type Tonight = Readonly<Record<string, Seat | boolean | readonly Seat[] | undefined>>;

/** The exile vote of the current day. */
export interface VoteState {
  /** 0 = the first vote; k ≥ 1 = the k-th PK vote. */
  readonly round: number;
  /** In a PK: the tied players, the only ones who may be voted for (and who may not vote). */
  readonly candidates: readonly Seat[] | null;
  /** A tie the sheriff settles (`sheriffBreaksTies`): the next event is `exile` among these. */
  readonly tiebreak: readonly Seat[] | null;
}

/**
 * How the moderator words a value a tell or an answer carries (lib/moderator/beats/shows.ts), declared by the
 * power that makes it (PowerModule.tells, .answers): `seat` (null: nobody, the message's `.none`), `seats` (also
 * named one by one, `<field>1`, `<field>2`; `.shown` when shown to others than they), `card`, `cards`,
 * `seatCards` ({ seat, role } pairs), `count`, `verdict` (good, wolf or a card), `thumb` (true: `.wolf`, false:
 * `.good`), `flag` (false: `.not`), `god` (a god or not), `toCard` (shown to another card than its usual one: `.to`).
 */
export type ShownType = 'seat' | 'seats' | 'card' | 'cards' | 'seatCards' | 'count' | 'verdict' | 'thumb' | 'flag' | 'god' | 'toCard';
/** The fields of one tell or answer kind and how each is worded. */
export type ShownFields = Readonly<Record<string, ShownType>>;
/** A value a tell or an answer carries. */
export type ShownValue = Seat | null | boolean | string | readonly Seat[] | readonly string[] | readonly { seat: Seat; role: RoleId }[] | undefined;

/**
 * What the judge tells a player after an event (the seer's or the demon's answer): the kind (the check's own,
 * params.answer: the seer's, the psychic's, …, worded `answer.<kind>`), who is told, about whom, and the fields
 * the power that gives it declares (PowerModule.answers: a seer's `result`, the demon's `god`).
 */
export interface Answer {
  readonly kind: string;
  readonly to: Seat;
  readonly about: Seat;
  readonly [field: string]: ShownValue;
}

/** Static facts of one game, shared by every state of it (never copied). */
export interface GameContext {
  readonly board: Board;
  readonly rules: ResolvedRules;
  readonly players: number;
  /** The deal: seats[i] = card dealt to seat i+1. */
  readonly seats: readonly RoleId[];
  readonly bottom: readonly RoleId[] | null;
  /** Night steps in this board's wake order (nightOrder), with the roles that own them. */
  readonly order: readonly NightStepDef[];
  /** Whether a card of the role is in the deck (on the board), dealt or not. */
  readonly onBoard: Readonly<Record<RoleId, boolean>>;
  /** Every card's facts under this board's rules (lib/powers/cards). */
  readonly cards: Readonly<Record<RoleId, Card>>;
  /** The power modules of the cards on the board, in the registry's order, and per hook those that have it. */
  readonly modules: readonly PowerModule[];
  readonly hooks: Hooks;
  /** The night's record before its first event: the keys this board's powers write (lib/powers/registry emptyTonight). */
  readonly tonight: Tonight;
  /** Side-kill group of each card on this board (the powers' groupOf applied: the idiot per idiotCountsAs). */
  readonly groups: Readonly<Record<RoleId, Group>>;
  /** Where each power keeps its state in GameState.powers on this board (lib/powers/slots). */
  readonly slots: PowerSlots;
}

/**
 * GameState.powers holds one entry per power this board uses, not one per power of the registry: `at[i]` is
 * the entry of the registry's i-th module (-1: none yet), `used` how many are given. Shared by every game of a
 * board; a power that records on a board first gets its entry then (a memo: the layout only grows).
 */
export interface PowerSlots {
  readonly at: Int16Array;
  used: number;
}

/** The pipeline hooks of a power module (lib/powers/types). */
export type HookName =
  | 'attackLandsOn'
  | 'attack'
  | 'nightDeaths'
  | 'survives'
  | 'onDeath'
  | 'decisions'
  | 'onExile'
  | 'onTie'
  | 'voter'
  | 'votable'
  | 'lostVote'
  | 'badgeBarred'
  | 'forbids'
  | 'appearsAs'
  | 'playsAs'
  | 'groupOf'
  | 'powerless'
  | 'blocked'
  | 'lastWords'
  | 'outsideWolfTeam'
  | 'wins'
  | 'wolvesMustKill'
  | 'sideOf'
  | 'stealsWin'
  | 'dawnTells'
  | 'offerDay'
  | 'redirect'
  | 'extraVotes'
  | 'nightTells';
/** Per hook, the functions of the board's modules that have it, in the registry's order. */
export type Hooks = { readonly [K in HookName]: readonly NonNullable<PowerModule[K]>[] };

/** A night step's id (the role data's nightSteps[].id, schemas/role.schema.json). */
export type NightStepId = CardStep['id'];

export interface NightStepDef {
  readonly id: NightStepId;
  /** The catalogue role whose nightSteps hold this step's lines (lib/catalogue getRole(role).nightSteps). */
  readonly role: RoleId;
  readonly nights: 'first' | 'every' | 'afterFirst';
  /** The event type this step records; null for group steps (lovers, charmed) that record nothing. */
  readonly event: EventType | null;
  /** The mechanic (lib/powers) and its parameters, from the role data. */
  readonly power: StepPowerId;
  readonly params: Readonly<Record<string, string | number | boolean>>;
  /** The module of that power, and its step functions (one shape for every step). */
  readonly module: PowerModule;
  readonly borrows: PowerModule['borrows'];
  readonly wakes: PowerModule['wakes'];
  readonly needs: PowerModule['needs'];
  readonly fill: PowerModule['fill'];
  readonly record: PowerModule['record'];
  readonly calledTells: PowerModule['calledTells'];
  /** What the judge records at this step (the role data's `records`): the moderator's input kind. */
  readonly records: CardStep['records'];
  /** The step's line key (Step.line), one value shared by every step made of this definition. */
  readonly line: Readonly<{ role: RoleId; step: NightStepId }>;
}

export type Phase = 'night' | 'day' | 'over';

/**
 * The state after some events: a value, never mutated. Unchanged parts are shared between
 * successive states (structural sharing), so applying an event costs O(players), not O(game).
 */
export interface GameState {
  readonly ctx: GameContext;
  /** Number of events applied. */
  readonly events: number;
  readonly phase: Phase;
  /** Current (or last) night number, from 1. */
  readonly night: number;
  /** Current (or last) day number; day N follows night N (0 before the first dawn). */
  readonly day: number;
  /** Night: index into ctx.order of the next step to consider. */
  readonly pos: number;
  /** Alive by seat − 1. */
  readonly alive: readonly boolean[];
  /** The role each seat plays, by seat − 1 (the thief's new role once he took one). */
  readonly roles: readonly RoleId[];
  /** The bottom cards after the thief's choice. */
  readonly bottom: readonly RoleId[] | null;
  readonly sheriff: Seat | 0;
  /** 'due': to be elected on `electionDay`; 'done': elected or no sheriff decided; 'lost': swallowed by self-destructs; 'off': no sheriff on this board. */
  readonly sheriffStatus: 'due' | 'done' | 'lost' | 'off';
  readonly electionDay: number;
  /** Self-destructs during an election so far (electionSelfDestruct postpone: the second loses the badge, seed 000 §5(1)). */
  readonly electionSelfDestructs: number;
  /** The player the last exile vote or recorded exile named, and its day (null: none yet). */
  readonly lastExile: { readonly day: number; readonly seat: Seat } | null;
  /**
   * Each power's own state, one entry per module of the registry (lib/powers): the witch's potions, the guard's
   * last target, the lovers…
   * Read through lib/powers/queries, never by hand; a power replaces its entry, the others are shared.
   */
  readonly powers: readonly unknown[];
  /** The card each seat plays as now, by seat − 1 (its card, or what a power made of it): see state.ts refreshSeats. */
  readonly seatCards: readonly Card[];
  /** What each seat counts as for the win, by seat − 1, derived with seatCards: state.ts SIDE_WOLF, SIDE_GOD, … */
  readonly sides: readonly number[];
  readonly deaths: readonly Death[];
  readonly winner: Winner | null;
  /** Why the game ended (derived where the winner is set; not part of summary()). */
  readonly winReason: WinReason | null;
  readonly pending: readonly Decision[];
  readonly tonight: Tonight;
  /** Day stage: the election, the vote, or the end of the day (decisions left, then night). */
  readonly stage: 'election' | 'vote' | 'end';
  readonly vote: VoteState;
  /** The answer the last event produced (the seer's check…), for the judge to give. */
  readonly answer: Answer | null;
  /** Steps of the last night after its last recorded event (called before the day starts). */
  readonly dawnCalls: readonly CalledStep[];
  /** Events applied in the current day. */
  readonly dayEvents: number;
}

/** Reasons a choice is illegal, with texts in reasons.ts. */
export type ReasonCode =
  | 'outOfRange'
  | 'dead'
  | 'self'
  | 'guardRepeat'
  | 'lover'
  | 'selfSave'
  | 'noVictim'
  | 'antidoteSpent'
  | 'poisonSpent'
  | 'onePotion'
  | 'alreadyCharmed'
  | 'wolfTeammate'
  | 'charmWolf'
  | 'cannotKill'
  | 'cannotVote'
  | 'idiotRevealed'
  | 'tied'
  | 'notNamed'
  | 'notCandidate'
  | 'notTied'
  | 'mustTakeWolf'
  | 'mayNotKeep'
  | 'notInBottom'
  | 'alreadyLover'
  | 'notWolf'
  | 'cannotSelfDestruct'
  | 'selfDestructOff'
  | 'notEligible'
  | 'notWhiteWolfKing'
  | 'duplicate'
  | 'idiotNotExiled'
  | 'idiotNoBadge'
  | 'poisonedNoTake'
  | 'alreadyChecked'
  | 'feared'
  | 'fearRepeat'
  | 'mustChoose'
  | 'powerUsed'
  | 'powerLost'
  | 'takeWolf'
  | 'notNow'
  | 'fearWolf'
  | 'alreadySwapped'
  | 'curseRepeat';

export interface SeatOption {
  seat: Seat;
  ok: boolean;
  reason?: ReasonCode;
}

/** A step the judge calls aloud that records nothing (a group step, or a fake step of an absent/dead/powerless role). */
export interface CalledStep {
  id: NightStepId;
  night: number;
  /** Line key: getRole(line.role).nightSteps.find(s => s.id === line.step). */
  line: { role: RoleId; step: NightStepId };
  /** True when the role is absent, dead or powerless: called only so that silence leaks nothing. */
  fake: boolean;
  /** Who opens their eyes (empty for a fake step). */
  wakes: Seat[];
  /** A fake step whose role is alive with its power but has nothing left to do (the witch with no potion left). */
  idle?: boolean;
  /** A fake step whose role is alive but has lost its power (the village's powers, lost with the elder). */
  lost?: boolean;
  /** What the judge tells those who wake (the offline demon on night 1: the wolves and the gods). */
  tell?: Tell[];
}

/**
 * What the judge may tell whom at this step: a kind the power that tells it declares with its fields
 * (PowerModule.tells: `{ victim: { card: 'toCard', seat: 'seat' } }`), worded `tell.<kind>[.<variant>]`
 * from those fields by their types, with no list of kinds in the engine or the moderator.
 */
export interface Tell {
  readonly kind: string;
  readonly to: Seat[];
  readonly [field: string]: ShownValue;
}

/** The moments of the day a free action may interrupt (a power's `during`): the flow the judge's beats declare. */
export type DayStage = 'election' | 'speeches' | 'pk';

export type StepKind = 'night' | 'sheriff' | 'shoot' | 'badge' | 'scapegoat' | 'vote' | 'tiebreak' | 'over';

/** The current step: what the judge does now, and what may be recorded. */
export interface Step {
  kind: StepKind;
  /** Night step id (guard, werewolf, …) or the day step's kind. */
  id: NightStepId | Exclude<StepKind, 'night'>;
  phase: Phase;
  night: number;
  day: number;
  /** The event type this step records (null when the game is over). */
  event: EventType | null;
  /** Other event types legal now (selfDestruct by day; exile instead of a vote). */
  alsoAccepts: EventType[];
  /** Who wakes or decides. */
  actors: Seat[];
  /** Line key for night steps (catalogue); null by day. */
  line: { role: RoleId; step: NightStepId } | null;
  /** Night steps: the mechanic (lib/powers) and what the judge records (the role data's `records`); null by day. */
  power: StepPowerId | null;
  records: CardStep['records'] | null;
  /** Steps to call aloud before this one that record nothing (group and fake steps), in order. */
  before: CalledStep[];
  /** Seat choices for the main target of this step, each legal or not with the reason. */
  targets: SeatOption[];
  /** How many seats the event names: 1 for a target; cupid 2; piper 2 (1 when one is left); 0 for no seat
   * (thief: a card, little girl: caught or not); -1 for any number (a vote's ballots, the scapegoat's voters). */
  count: number;
  /** Whether "nobody" (null) is a legal choice. */
  noneOk: boolean;
  /** Witch: the antidote, and whether both potions may be used in one event. */
  witch?: { save: { ok: boolean; reason?: ReasonCode }; poisonOk: boolean; both: boolean; victim: Seat | null };
  /** Thief: the cards he may take (null = keep the thief), legal or not. */
  thief?: { take: RoleId | null; ok: boolean; reason?: ReasonCode }[];
  /** Vote: who may vote (with the reason for those who may not); targets hold who may be voted for. */
  /** `extra`: the votes a power adds against a seat at the tally (the crow's curse), for the judge's own count. */
  vote?: { voters: SeatOption[]; weight: Record<number, number>; loverOf: Record<number, Seat>; extra: Record<number, number> };
  /** The knights who may duel now (during the exile speeches) and whom. */
  duel?: { knights: Seat[]; targets: SeatOption[] };
  /** Who may self-destruct now, and the white wolf king's possible targets. */
  selfDestruct?: { seats: SeatOption[]; whiteWolfKingTargets: SeatOption[] };
  tell: Tell[];
  winner: Winner | null;
}

export interface EngineError {
  code: string;
  /** The problem's parameters (the act, the seat, …): with the code, what a page words in its language. */
  params?: Readonly<Record<string, string | number | null>>;
  /** English message naming what is wrong. */
  message: string;
  messageZh?: string;
  /** The problem's sentence (a key of the engine.problems messages): code, text and params word it in any language. */
  text?: string;
  /** Index of the offending event (from 0); -1 for a setup problem. */
  event: number;
}

export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: EngineError };

/** The `wolfboard replay --json` shape (schemas/summary.schema.json). */
export type Summary = GeneratedSummary;
