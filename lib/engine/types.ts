// The engine's public types: the record, the events, the state (a fold of the events), steps and errors.
// Seats are numbered from 1 in every public value (events, steps, summaries). Arrays inside GameState
// are indexed by seat − 1; use the helpers in state.ts (isAlive, roleOf, …) rather than indexing by hand.
import type { Board } from '../generated/board';
import type { Event, GameRecord as GeneratedRecord } from '../generated/game';
import type { RoleId } from '../catalogue/roles';
import type { CardId } from '../catalogue/card-role';
import type { ResolvedRules } from '../catalogue/rules';
import type { DeathCause, Summary as GeneratedSummary, Winner } from '../generated/summary';
import type { Card, CardStep, DayPowerId, StepPowerId, Trait } from '../powers/cards';

export type { Board, CardId, RoleId, ResolvedRules };
export type Seat = number;

/** One recorded event (schemas/game.schema.json). */
export type GameEvent = Event;
export type EventType = GameEvent['type'];
export type EventOf<T extends EventType> = Extract<GameEvent, { type: T }>;

/** A game record: the board, the deal and the events (schemas/game.schema.json). */
export type GameRecord = Omit<GeneratedRecord, 'board' | 'seats' | 'bottom'> & {
  board: Board;
  seats: CardId[];
  bottom?: CardId[];
};

/** The winner and the death causes are those of the replay summary (schemas/summary.schema.json). */
export type { Winner, DeathCause };
/** A side-kill group (屠边): god, villager or none (schemas/role.schema.json). */
export type Group = Card['group'];

/**
 * Why the game ended, set with the winner (lib/engine/win.ts): which condition held. A side's: `noWolves`
 * (village), `godsDead` / `villagersDead` (屠边), `allDead` (屠城), `parity`; a power's own (`wins` hook):
 * `loversLastAlive`, `allCharmed`; a draw: `nobodyAlive`, `bothAtOnce`; `foxStole`: a side's condition held
 * while the cursed fox was alive (or in the instant he died); `exiledToWin` / `diedToWin`: a loner whose death is
 * his win (the tanner exiled, or dead under tannerWinsOn anyDeath), checked before every other; `lastAlive`: a loner
 * who wins as the last player alive (the white werewolf).
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
  | 'foxStole'
  | 'exiledToWin'
  | 'diedToWin'
  | 'lastAlive';
export interface WinReason {
  code: WinCode;
  /** 狼刀在先 (Basic Rules 6(6)): the wolves' kill met the condition before the night's later deaths (the poison) were applied. */
  killFirst: boolean;
}

export interface Death {
  seat: Seat;
  cause: DeathCause;
  /** Time of day the death counts for: a hunter's shot counts at the hunter's time (Basic Rules 3(3)). */
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
export type ShownValue = Seat | null | boolean | string | readonly Seat[] | readonly string[] | readonly { seat: Seat; role: CardId }[] | undefined;

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
  readonly seats: readonly CardId[];
  readonly bottom: readonly CardId[] | null;
  /** Night steps in this board's wake order (nightOrder), with the roles that own them. */
  readonly order: readonly NightStepDef[];
  /** Whether a card of the role is in the deck (on the board), dealt or not. */
  readonly onBoard: Readonly<Record<CardId, boolean>>;
  /** Every card's facts under this board's rules (lib/powers/cards). */
  readonly cards: Readonly<Record<CardId, Card>>;
  /** The power modules of the cards on the board, in the registry's order, and per hook those that have it. */
  readonly modules: readonly PowerModule[];
  readonly hooks: Hooks;
  /** The night's record before its first event: the keys this board's powers write (lib/powers/registry emptyTonight). */
  readonly tonight: Tonight;
  /** Side-kill group of each card on this board (the powers' groupOf applied: the idiot per idiotCountsAs). */
  readonly groups: Readonly<Record<CardId, Group>>;
  /** Where each power keeps its state in GameState.powers on this board (lib/powers/slots). */
  readonly slots: PowerSlots;
}

/**
 * GameState.powers holds one entry per power this board uses, not one per power of the data: `at[i]` is the
 * entry of the i-th power id (lib/powers/slots), the board's modules first, `used` how many those are. Made
 * with the board's context, never changed after.
 */
export interface PowerSlots {
  readonly at: Int16Array;
  readonly used: number;
}

/** The pipeline hooks of a power module (lib/powers/types). */
export type HookName =
  | 'attackLandsOn'
  | 'extraAttacks'
  | 'attack'
  | 'nightDeaths'
  | 'dayEnds'
  | 'voteEnds'
  | 'dusk'
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
  | 'winsFirst'
  | 'dawnTells'
  | 'offerDay'
  | 'offerDusk'
  | 'redirect'
  | 'extraVotes'
  | 'nightTells';
/** Per hook, the functions of the board's modules that have it, in the hook's declared order (HookOrders). */
export type Hooks = { readonly [K in HookName]: readonly NonNullable<PowerModule[K]>[] };

/** A night step's id (the role data's nightSteps[].id, schemas/role.schema.json). */
export type NightStepId = CardStep['id'];

export interface NightStepDef {
  readonly id: NightStepId;
  /** The catalogue role whose nightSteps hold this step's lines (lib/catalogue getRole(role).nightSteps). */
  readonly role: CardId;
  readonly nights: 'first' | 'every' | 'afterFirst';
  /** Its cadence on those nights: called on night n when (n − 1) % every is 0 (the sisters' meeting; 1: every such night). */
  readonly every: number;
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
  readonly line: Readonly<LineRef>;
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
  readonly roles: readonly CardId[];
  /** The bottom cards after the thief's choice. */
  readonly bottom: readonly CardId[] | null;
  readonly sheriff: Seat | 0;
  /** 'due': to be elected on `electionDay`; 'done': elected or no sheriff decided; 'lost': swallowed by self-destructs; 'off': no sheriff on this board. */
  readonly sheriffStatus: 'due' | 'done' | 'lost' | 'off';
  readonly electionDay: number;
  /** Self-destructs during an election so far (electionSelfDestruct postpone: the second loses the badge, Basic Rules 5(1)). */
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
  | 'votesSpent'
  | 'votedAgainToday'
  | 'powerLost'
  | 'takeWolf'
  | 'notNow'
  | 'fearWolf'
  | 'checkKnownWolf'
  | 'alreadySwapped'
  | 'curseRepeat'
  | 'packVictim'
  | 'notWolfSide'
  | 'whichVictim'
  | 'notVictim';

export interface SeatOption {
  seat: Seat;
  ok: boolean;
  reason?: ReasonCode;
}

/**
 * Which lines a night step says: its card's step in the catalogue; `number` when the deal numbers that card among
 * the cards of its face (the seer #1 and #2 with the mirror seer: lib/engine/faces), called by that number.
 */
export interface LineRef {
  role: CardId;
  step: NightStepId;
  number?: number;
}

/** A step the judge calls aloud that records nothing (a group step, or a fake step of an absent/dead/powerless role). */
export interface CalledStep {
  id: NightStepId;
  night: number;
  /** Line key: getRole(line.role).nightSteps.find(s => s.id === line.step). */
  line: LineRef;
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

/**
 * The moments of the day a free action may interrupt (a power's `during`): the flow the judge's beats declare;
 * `dusk` is the day's end, its last words and nightfall, before the night's first event.
 */
export type DayStage = 'election' | 'speeches' | 'pk' | 'dusk';

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
  line: LineRef | null;
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
  /**
   * The potions power (the witch): the antidote, and whether both potions may be used in one event. `victim`: the
   * first wolf victim she is told (null: none); `victims`: every wolf victim she is told tonight, in wake order (the
   * pack's, then the extra wolf attacks), each with whether the antidote may save him; `save` is ok when any may be
   * saved.
   */
  potions?: { save: { ok: boolean; reason?: ReasonCode }; poisonOk: boolean; both: boolean; victim: Seat | null; victims: SeatOption[] };
  /** The takeCard power (the thief): the cards he may take (null = keep the thief), legal or not. */
  takeCard?: { take: CardId | null; ok: boolean; reason?: ReasonCode }[];
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

// --- The contract between the engine and the powers (docs/architecture.md): what a power may read (GameState),
// what it may write (a Draft), and the hooks the engine calls. Here, beside the state it names, so that a power
// depends on the engine's types and the engine on the registry, with no loop between them.

/** A problem with an event (lib/engine/errors.ts makes them). */
export type ProblemParams = Readonly<Record<string, string | number | null>>;

export interface Problem {
  /** A ReasonCode for a refused choice, else the problem's code (wrongStep, badEvent, gameOver, …). */
  code: string;
  /** Which sentence of data/i18n/engine.json `problems` says it. */
  text: string;
  params: ProblemParams;
}

/** What a field of an event must be (an event's shape): the message engine.want.<id>, worded at the edge. */
export type Want =
  | 'seat'
  | 'seatOrNull'
  | 'boolOrSeat'
  | 'twoSeats'
  | 'twoSeatsOrNull'
  | 'oneOrTwoSeats'
  | 'seatList'
  | 'bool'
  | 'side'
  | 'roleOrNull'
  | 'ballots'
  | 'seatKey';

/** A choice, named after what the step records (its `records`: take, caught, potions) or what it names (seats). */
export type Choice =
  | { kind: 'seats'; seats: Seat[] }
  | { kind: 'none' }
  | { kind: 'take'; take: CardId | null }
  | { kind: 'caught'; caught: boolean }
  /** `side`: the side the wolf-hound chooses. */
  | { kind: 'side'; side: 'village' | 'wolves' }
  /** `save`: true for the only victim told, or the seat of the victim saved (needed when she is told two). */
  | { kind: 'potions'; save: boolean | Seat; poison: Seat | null }
  | { kind: 'exile'; seat: Seat | null }
  | { kind: 'selfDestruct'; seat: Seat; target: Seat | null }
  /** The knight's duel by day (step.duel): the player he duels. */
  | { kind: 'duel'; seat: Seat }
  // The older names of take, caught and potions, kept for callers written before the records names.
  | { kind: 'thief'; take: CardId | null }
  | { kind: 'littleGirl'; caught: boolean }
  | { kind: 'witch'; save: boolean; poison: Seat | null }
  /** The day's vote: each voter's ballot, keyed by the voter's seat. */
  | { kind: 'ballots'; ballots: Record<string, Seat | null> };

/** A power module's id: a step's or a day power's, or a trait's that has a module (nightImmune, publicCard). */
export type PowerId = StepPowerId | DayPowerId | Trait;

/** A state being built inside one apply(): fields are replaced, never written in place. */
export type Draft = { -readonly [K in keyof GameState]: GameState[K] };

/**
 * One wolf attack of the night as the dawn resolves it, passed through each power's `attack` hook. A night holds
 * a list of them (lib/engine/victim wolfAttacks): the pack's kill, then each extra wolf attack a power adds
 * (`extraAttacks`: the big bad wolf's, the wolf cub's second victim), every one seen by every hook in turn.
 */
export interface Attack {
  /** Where the attack lands (the magician's swap applied). */
  readonly victim: Seat;
  /** The seat the wolves chose, the number the witch is told and saves (before a swap; the caught little girl). */
  readonly chosen: Seat;
  /** The pack's own kill (the `wolves` event); false for an extra wolf attack. */
  readonly pack: boolean;
  /** Stopped before it lands (the guard). */
  blocked: boolean;
  /** Saved after it landed (the antidote). */
  saved: boolean;
  /** Whether the victim dies of it, decided once every hook has spoken. */
  dies: boolean;
  /** A seat that dies of it but may not shoot (poisoned the same night). */
  noShoot: Seat | 0;
  /** What its victim dies of: `wolves`, unless a power's attack is its own (the white werewolf's protectable kill). */
  cause: DeathCause;
}

/** One death inside an instant, before its consequences. */
export interface Dying {
  readonly seat: Seat;
  readonly cause: DeathCause;
  readonly time: 'night' | 'day';
}

/**
 * Where a module's hook runs among the modules of a board that have the same hook, declared beside the hook
 * (`attackOrder: 10` next to `attack`): lower first, 0 when not given, ties by power id (docs/architecture.md).
 */
export type HookOrders = { readonly [K in HookName as `${K}Order`]?: number };

export interface PowerModule extends HookOrders {
  readonly id: PowerId;
  /** Its state in a new game (only when a card with this power is on the board). */
  init?(s: GameState): unknown;
  /** The keys it writes in the night's record (GameState.tonight), with their value before it acts. */
  readonly tonight?: Readonly<Record<string, Seat | boolean | readonly Seat[]>> | (() => Readonly<Record<string, Seat | boolean | readonly Seat[]>>);
  /**
   * Read-only names under which a state shows this power's state to records and tools (a scenario record's
   * expected `"antidote": false`), with the value a game without the power has.
   */
  readonly view?: Readonly<Record<string, (s: GameState) => unknown>>;

  // --- its night step ---
  /**
   * The step as its card uses it tonight when that is another card's power (the wolf robot's learned guard,
   * witch, dreamcatcher or check): a step def with that power's module, params and input, keeping this
   * step's id, card, event and lines; null: the step's own power.
   */
  borrows?(s: GameState, def: NightStepDef): NightStepDef | null;
  /** Who opens their eyes (default: the first living seat playing the step's card). */
  wakes?(s: GameState, def: NightStepDef): Seat[];
  /** Whether the step waits for an event now, `actor` being its first waker (default: he has his power). */
  needs?(s: GameState, def: NightStepDef, actor: Seat): boolean;
  /** The first bad field of an event that did not come through the schema: [field, what it must be (worded at the edge)]. */
  shape?(e: Record<string, unknown>): [string, Want] | null;
  /** A death cause of its own that is a death of the vote (the scapegoat dies instead of the tied): the exile's last words apply. */
  readonly voteDeath?: DeathCause;
  /** How often the random policy (lib/engine/policy) names nobody at this power's step where nobody is allowed. */
  readonly randomPass?: number;
  /** The step's choices, each legal or not with the reason, and what the judge tells. */
  fill?(s: GameState, step: Step, actor: Seat, def: NightStepDef, brief: boolean): void;
  /**
   * Records its event: null, or the problem that refuses it. `chosen`: the event was made from the step's legal
   * choices (applyChosen), so a module may skip checking them again; one that checks anyway is right too.
   */
  record?(d: Draft, e: GameEvent, actor: Seat, def: NightStepDef, chosen?: boolean): Problem | null;
  /** The event of a choice at its step (null: the choice does not fit). */
  event?(type: EventType, c: Choice, step: Step): GameEvent | null;
  /**
   * What the judge calls at this step when it records nothing (the offline demon's briefing); `outlook` is the
   * night as it stands, dawned on a copy (who would die tonight and what each death calls for).
   */
  calledTells?(s: GameState, wakes: Seat[], def: NightStepDef, outlook: () => GameState): Tell[];

  // --- its day decision or action (the hunter's shot, the scapegoat's voters, a self-destruct) ---
  /** The decision a death queues and this power records (its event type). */
  readonly decides?: Decision['kind'];
  /** Events it records at any moment of the day a free action is allowed (a self-destruct). */
  readonly freeEvents?: readonly EventType[];
  /**
   * The moments of the day's declared flow its free events interrupt (the judge's page offers them there):
   * the election, the day's speeches, the PK speeches (docs/architecture.md, "The flow").
   */
  readonly during?: readonly DayStage[];
  /** Records its day event: `decider` is the seat of the pending decision, 0 for a free action. */
  recordDay?(d: Draft, e: GameEvent, decider: Seat, when: string, chosen?: boolean): Problem | null;
  /** The choices of its pending decision. */
  fillDecision?(s: GameState, step: Step, decider: Seat): void;
  /** Offers its free actions on a day step (who may self-destruct now). */
  offerDay?(s: GameState, step: Step, brief: boolean): void;
  /**
   * Events it records at the day's end, after nightfall and before the night's first event (the stuttering
   * judge's sign, which brings the day back for a second vote).
   */
  readonly duskEvents?: readonly EventType[];
  /** Records one of its duskEvents (at night, or refused by day with the reason). */
  recordDusk?(d: Draft, e: GameEvent): Problem | null;
  /** Offers its duskEvents at the night's first step. */
  offerDusk?(s: GameState, step: Step, brief: boolean): void;

  // --- hooks into the shared pipeline, called in each hook's declared order (HookOrders) ---
  /** The seat the wolves' attack lands on tonight (the little girl caught peeking), or 0 for no change. */
  attackLandsOn?(s: GameState): Seat | 0;
  /** More wolf attacks tonight besides the pack's (the big bad wolf's, the wolf cub's second victim): the seats chosen. */
  extraAttacks?(s: GameState): readonly Seat[];
  /** Resolves the night's attack (protection, antidote, extra life). */
  attack?(d: Draft, a: Attack): void;
  /** The night's other deaths, after the attack (the poison), in order; 'day': a death counted for the day that dawns. */
  nightDeaths?(d: Draft): [Seat, DeathCause, ('night' | 'day')?][];
  /** Deaths at the end of the day, after its exile and the decisions it called for, before nightfall (a tetanus death). */
  dayEnds?(d: Draft): [Seat, DeathCause][];
  /** The day's vote is over: an exile (absorbed or not), a tie's victim, or nobody out; before the decisions it calls for. */
  voteEnds?(d: Draft): void;
  /** The day is over, its vote and every decision resolved: before the deaths at its end (dayEnds) and nightfall. */
  dusk?(d: Draft): void;
  /** False keeps a seat alive through this death (cannot die at night). */
  survives?(s: GameState, x: Dying): boolean;
  /** Consequences inside the same instant: deaths to add (heartbreak, the charmed), state changes. */
  onDeath?(d: Draft, x: Dying, alive: boolean[], queue: [Seat, DeathCause][]): void;
  /** Decisions a death calls for (the hunter's shot), before the badge. */
  decisions?(s: GameState, x: Dying, noShoot: Seat | 0): Decision[];
  /** An exile: true when the power absorbed it (the idiot reveals and stays). */
  onExile?(d: Draft, seat: Seat): boolean;
  /** A tie of the vote: true when the power settled it (the scapegoat dies). */
  onTie?(d: Draft, tied: Seat[]): boolean;
  /** Why a seat may not vote today, or null. */
  voter?(s: GameState, seat: Seat): ReasonCode | null;
  /** Why a seat may not be voted for or exiled today (a revealed idiot), or null. */
  votable?(s: GameState, seat: Seat): ReasonCode | null;
  /** Whether a seat has lost his vote for good (a revealed idiot), so he cannot break ties as sheriff either. */
  lostVote?(s: GameState, seat: Seat): boolean;
  /** Why a living seat may not receive the badge, passed or elected (a revealed idiot under revealedIdiotBadge passes), or null. */
  badgeBarred?(s: GameState, seat: Seat): ReasonCode | null;
  /** Why `actor` may not vote for, kill, poison or shoot `target` (lovers), or null. */
  forbids?(s: GameState, actor: Seat, target: Seat): ReasonCode | null;
  /** The card a check shows of a seat (the wolf robot shows what he learned), or null: his own. */
  appearsAs?(s: GameState, seat: Seat): CardId | null;
  /** The card a seat plays as now (the wild child turned werewolf), or null. */
  playsAs?(s: GameState, seat: Seat): CardId | null;
  /** The side-kill group of a card on this board (the thief who kept his card, the idiot), or null. */
  groupOf?(ctx: GameContext, role: CardId): Group | null;
  /** Whether a seat has lost its power (the village killed the elder). */
  powerless?(s: GameState, seat: Seat): boolean;
  /**
   * Whether a seat's power is blocked tonight (the nightmare's fear): `skip`, its step records nothing;
   * `void`, its event is recorded and checked but has no effect and spends nothing; null, not blocked.
   */
  blocked?(s: GameState, seat: Seat): 'skip' | 'void' | null;
  /** Whether a death has last words, where a power decides it (a wolf killed in a duel has none); null: the rules'. */
  lastWords?(s: GameState, x: Dying): boolean | null;
  /** Seats of a third camp that do not count with the wolves for their win (mixed lovers). */
  outsideWolfTeam?(s: GameState, seat: Seat): boolean;
  /** A win this power makes (lovers, piper), checked with the sides', with its reason code (the end screen says why). */
  wins?(s: GameState): { winner: Winner; reason: WinCode } | null;
  /** The side a seat plays for where a power decides it (the mixed blood: his idol's), or null. */
  sideOf?(s: GameState, seat: Seat): 'village' | 'wolves' | 'solo' | null;
  /** Whether a living seat holds off the wolves' win until he is dead (the mixed blood under mixedBloodSideKill). */
  wolvesMustKill?(s: GameState): boolean;
  /**
   * A win this power takes from the side whose condition holds (the cursed fox), or null; `since` is the index in
   * `deaths` of the first death of the instant being checked.
   */
  stealsWin?(s: GameState, since: number): { winner: Winner; reason: WinCode } | null;
  /**
   * A win checked before every other, that ends the game whatever else holds (the tanner exiled), or null; `since`
   * as for stealsWin.
   */
  winsFirst?(s: GameState, since: number): { winner: Winner; reason: WinCode } | null;
  /** What the judge tells at dawn (hunters who may not shoot). */
  dawnTells?(s: GameState): Tell[];
  /** The kinds of tell this power makes, each with its fields and how they are worded (messages `tell.<kind>…`). */
  readonly tells?: Readonly<Record<string, ShownFields>>;
  /** Whether this power, with a card's params, reads the neighbours around the table (the seating direction is shown then). */
  readsNeighbours?(params: Readonly<Record<string, string | number | boolean>>): boolean;
  /** The fields of the answers this power gives (messages `answer.<kind>`, the kind its card names). */
  readonly answers?: ShownFields;
  /** The seat a night power aimed at `seat` lands on tonight (the magician's swap), or 0 for no change. */
  redirect?(s: GameState, seat: Seat): Seat | 0;
  /** What the judge keeps in view at a night step (tonight's swap). */
  nightTells?(s: GameState, step: Step): Tell[];
  /** Votes counted against a seat in today's exile vote and PK, besides the ballots (the crow's curse). */
  extraVotes?(s: GameState, seat: Seat): number;
}
