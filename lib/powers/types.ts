// What a power module is: one mechanic (protect, inspect, potions, shoot on death, …) with its event, its
// own state, its step and its hooks into the engine's shared pipeline (docs/architecture.md). The engine
// core (flow of nights and days, deaths, the win check) calls these hooks and knows no role.
import type { Problem, Want } from '../engine/errors';
import type {
  DayStage,
  DeathCause,
  Decision,
  EventType,
  GameContext,
  GameEvent,
  GameState,
  Group,
  NightStepDef,
  ReasonCode,
  RoleId,
  Seat,
  ShownFields,
  Step,
  Tell,
  Winner,
  WinCode,
} from '../engine/types';
import type { Choice } from './choice';
import type { DayPowerId, StepPowerId } from './cards';

/** A mechanic's id: a step's or a day power's, or a trait's that has a module (nightImmune). */
export type PowerId = StepPowerId | DayPowerId | 'nightImmune';

/** A state being built inside one apply(): fields are replaced, never written in place. */
export type Draft = { -readonly [K in keyof GameState]: GameState[K] };

/** The wolves' attack of the night as the dawn resolves it, passed through each power's `attack` hook. */
export interface Attack {
  readonly victim: Seat;
  /** Stopped before it lands (the guard). */
  blocked: boolean;
  /** Saved after it landed (the antidote). */
  saved: boolean;
  /** Whether the victim dies of it, decided once every hook has spoken. */
  dies: boolean;
  /** A seat that dies of it but may not shoot (poisoned the same night). */
  noShoot: Seat | 0;
}

/** One death inside an instant, before its consequences. */
export interface Dying {
  readonly seat: Seat;
  readonly cause: DeathCause;
  readonly time: 'night' | 'day';
}

export interface PowerModule {
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

  // --- hooks into the shared pipeline, called in the registry's order ---
  /** The seat the wolves' attack lands on tonight (the little girl caught peeking), or 0 for no change. */
  attackLandsOn?(s: GameState): Seat | 0;
  /** Resolves the night's attack (protection, antidote, extra life). */
  attack?(d: Draft, a: Attack): void;
  /** The night's other deaths, after the attack (the poison), in order; 'day': a death counted for the day that dawns. */
  nightDeaths?(d: Draft): [Seat, DeathCause, ('night' | 'day')?][];
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
  appearsAs?(s: GameState, seat: Seat): RoleId | null;
  /** The card a seat plays as now (the wild child turned werewolf), or null. */
  playsAs?(s: GameState, seat: Seat): RoleId | null;
  /** The side-kill group of a card on this board (the thief who kept his card, the idiot), or null. */
  groupOf?(ctx: GameContext, role: RoleId): Group | null;
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
  /** What the judge tells at dawn (hunters who may not shoot). */
  dawnTells?(s: GameState): Tell[];
  /** The kinds of tell this power makes, each with its fields and how they are worded (messages `tell.<kind>…`). */
  readonly tells?: Readonly<Record<string, ShownFields>>;
  /** The fields of the answers this power gives (messages `answer.<kind>`, the kind its card names). */
  readonly answers?: ShownFields;
  /** The seat a night power aimed at `seat` lands on tonight (the magician's swap), or 0 for no change. */
  redirect?(s: GameState, seat: Seat): Seat | 0;
  /** What the judge keeps in view at a night step (tonight's swap). */
  nightTells?(s: GameState, step: Step): Tell[];
  /** Votes counted against a seat in today's exile vote and PK, besides the ballots (the crow's curse). */
  extraVotes?(s: GameState, seat: Seat): number;
}
