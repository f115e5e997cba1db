/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/game.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

import type { CustomId } from './custom-id';
import type { RoleId } from './role-id';
import type { Ability, Anchor, CustomId1, CustomRole, DayPower, Interaction, Long, Name, NightStep, Params } from './custom-role';
import type { Board } from './board';
import type { HouseRules } from './rules';

export type RoleId1 = RoleId | CustomId;
export type Event =
  | ThiefEvent
  | CupidEvent
  | WildChildEvent
  | GuardEvent
  | SeerEvent
  | WolvesEvent
  | LittleGirlEvent
  | WitchEvent
  | WolfBeautyEvent
  | DemonEvent
  | PiperEvent
  | SheriffEvent
  | VoteEvent
  | ExileEvent
  | ShootEvent
  | SelfDestructEvent
  | BadgeEvent
  | ScapegoatEvent
  | NightmareEvent
  | DreamcatcherEvent
  | GargoyleEvent
  | PsychicEvent
  | WolfRobotEvent
  | DuelEvent
  | JudgeEvent
  | MagicianEvent
  | CrowEvent
  | WitcherEvent
  | MixedBloodEvent
  | BigBadWolfEvent
  | WolfCubEvent
  | PureWhiteEvent
  | WolfWitchEvent
  | FoxEvent
  | AccursedWolfFatherEvent
  | WolfHoundEvent
  | MirrorSeerEvent
  | WhiteWerewolfEvent
  | CustomEvent;
/**
 * A seat number (from 1).
 */
export type Seat = number;
/**
 * A seat number, or null for nobody.
 *
 * This interface was referenced by `undefined`'s JSON-Schema definition
 * via the `patternProperty` "^[1-9][0-9]*$".
 */
export type SeatOrNone = number | null;

/**
 * A Wolfboard game record: the board, the deal and the events the judge recorded, in order. The engine replays it (`wolfboard replay FILE`). Seats are numbered from 1; seats[i] is the card dealt to seat i+1. Whether a seat number is in range or an event is legal at its point is the engine's check (exit 1), not the schema's.
 */
export interface GameRecord {
  /**
   * Optional pointer to this schema, for editors.
   */
  $schema?: string;
  board: Board;
  /**
   * seats[i] is the card dealt to seat i+1.
   *
   * @maxItems 30
   */
  seats: RoleId1[];
  /**
   * The two bottom cards, only with a thief on the board.
   *
   * @minItems 2
   * @maxItems 2
   */
  bottom?: [RoleId1, RoleId1];
  /**
   * The seed of a random deal (the engine's PRNG), kept so the deal can be reproduced.
   */
  seed?: number | string;
  /**
   * Optional names of the players, by seat (names[i] sits at seat i+1).
   *
   * @maxItems 30
   */
  names?: string[];
  /**
   * Free data for tools (e.g. the moderator page's timestamps); the engine ignores it.
   */
  meta?: {
    [k: string]: unknown;
  };
  /**
   * The events in the order the judge recorded them.
   */
  events: Event[];
}
/**
 * Night 1: the thief takes one of the two bottom cards (null keeps the thief card).
 */
export interface ThiefEvent {
  type: 'thief';
  take: RoleId1 | null;
}
/**
 * Night 1: cupid links two players (may include himself).
 */
export interface CupidEvent {
  type: 'cupid';
  /**
   * @minItems 2
   * @maxItems 2
   */
  lovers: [Seat, Seat];
}
/**
 * Night 1: the wild child picks a model.
 */
export interface WildChildEvent {
  type: 'wildChild';
  model: Seat;
}
/**
 * The guard protects a player (null: nobody).
 */
export interface GuardEvent {
  type: 'guard';
  target: SeatOrNone;
}
/**
 * The seer checks a player.
 */
export interface SeerEvent {
  type: 'seer';
  target: Seat;
}
/**
 * The wolves' kill (null: no kill, 空刀).
 */
export interface WolvesEvent {
  type: 'wolves';
  target: SeatOrNone;
}
/**
 * Whether the wolves caught the little girl peeking.
 */
export interface LittleGirlEvent {
  type: 'littleGirl';
  caught: boolean;
}
/**
 * The witch: no potion ({"type":"witch"}), the antidote (save: the seat of the wolf victim she saves; true: the only victim, refused when the wolves attacked two players), the poison (poison: seat); both in one event only where witchPotionsPerNight is 2.
 */
export interface WitchEvent {
  type: 'witch';
  save?: boolean | Seat;
  poison?: SeatOrNone;
}
/**
 * The wolf beauty charms a player.
 */
export interface WolfBeautyEvent {
  type: 'wolfBeauty';
  target: Seat;
}
/**
 * The demon checks whether a player is a god.
 */
export interface DemonEvent {
  type: 'demon';
  target: Seat;
}
/**
 * The piper charms two players (one when only one is left uncharmed).
 */
export interface PiperEvent {
  type: 'piper';
  /**
   * @minItems 1
   * @maxItems 2
   */
  targets: [Seat] | [Seat, Seat];
}
/**
 * The sheriff election's outcome (null: no sheriff).
 */
export interface SheriffEvent {
  type: 'sheriff';
  seat: SeatOrNone;
}
/**
 * An exile vote: ballots by voter seat ("VOTER": TARGET or null), each voter's seat written once, in decimal without leading zeros. A voter left out abstains.
 */
export interface VoteEvent {
  type: 'vote';
  ballots: {
    [k: string]: SeatOrNone;
  };
}
/**
 * The exile's outcome recorded directly, or the sheriff's choice on a tie (null: nobody out).
 */
export interface ExileEvent {
  type: 'exile';
  seat: SeatOrNone;
}
/**
 * The hunter's shot, when the engine asks (null: he does not shoot).
 */
export interface ShootEvent {
  type: 'shoot';
  target: SeatOrNone;
}
/**
 * A wolf self-destructs (自爆); the white wolf king names a target.
 */
export interface SelfDestructEvent {
  type: 'selfDestruct';
  seat: Seat;
  target?: SeatOrNone;
}
/**
 * A dying sheriff passes the badge (null: tears it).
 */
export interface BadgeEvent {
  type: 'badge';
  to: SeatOrNone;
}
/**
 * The dying scapegoat names who may vote the next day.
 */
export interface ScapegoatEvent {
  type: 'scapegoat';
  voters: Seat[];
}
/**
 * The nightmare (梦魇) fears a player, who cannot use his power tonight (null: nobody). First of the night.
 */
export interface NightmareEvent {
  type: 'nightmare';
  target: SeatOrNone;
}
/**
 * The dreamcatcher (摄梦人) picks tonight's sleepwalker, immune to night deaths (null only with dreamcatcherMayPass).
 */
export interface DreamcatcherEvent {
  type: 'dreamcatcher';
  target: SeatOrNone;
}
/**
 * The gargoyle (石像鬼) checks a player's card (null: nobody).
 */
export interface GargoyleEvent {
  type: 'gargoyle';
  target: SeatOrNone;
}
/**
 * The psychic (通灵师) checks a player's card.
 */
export interface PsychicEvent {
  type: 'psychic';
  target: Seat;
}
/**
 * The wolf robot (机械狼): on night 1 learns a player (target, null: nobody); later nights uses the learned night power with its fields (target; the witch's save and poison; the magician's swap).
 */
export interface WolfRobotEvent {
  type: 'wolfRobot';
  target?: SeatOrNone;
  save?: boolean;
  poison?: SeatOrNone;
  swap?: [Seat, Seat] | null;
}
/**
 * By day, during the exile speeches, the knight (骑士) duels a player: a wolf dies and night falls; a good player and the knight dies.
 */
export interface DuelEvent {
  type: 'duel';
  target: Seat;
}
/**
 * By day, once the day's vote and the decisions it called for are resolved and before the night's first event, the stuttering judge (口吃法官) shows his sign: a second vote the same day follows (its own `vote` and `exile`).
 */
export interface JudgeEvent {
  type: 'judge';
}
/**
 * First of the night, the magician (魔术师) swaps two players' numbers for tonight: every night power aimed at one lands on the other (null: no swap).
 */
export interface MagicianEvent {
  type: 'magician';
  swap: [Seat, Seat] | null;
}
/**
 * The crow (乌鸦) curses a player, who gets crowPenalty extra votes against him in the next day's exile vote (null: nobody).
 */
export interface CrowEvent {
  type: 'crow';
  target: SeatOrNone;
}
/**
 * From night 2 the witcher (猎魔人) hunts a player: a wolf dies, else the witcher dies, both at dawn (null: nobody).
 */
export interface WitcherEvent {
  type: 'witcher';
  target: SeatOrNone;
}
/**
 * On night 1 the mixed blood (混血儿) picks another living player as his idol; he wins with the idol's side. He must pick.
 */
export interface MixedBloodEvent {
  type: 'mixedBlood';
  idol: Seat;
}
/**
 * The bigBadWolf step's seat (records: seatOrNone).
 */
export interface BigBadWolfEvent {
  type: 'bigBadWolf';
  target: SeatOrNone;
}
/**
 * The wolfCub step's seat (records: seatOrNone).
 */
export interface WolfCubEvent {
  type: 'wolfCub';
  target: SeatOrNone;
}
/**
 * The pure white (纯白之女) checks a player's card (null: nobody); from night 2 a wolf she checks dies at dawn.
 */
export interface PureWhiteEvent {
  type: 'pureWhite';
  target: SeatOrNone;
}
/**
 * The wolf witch (狼巫) checks a player's card, not a wolf she knows (null: nobody); from night 2 the pure white she checks dies at dawn.
 */
export interface WolfWitchEvent {
  type: 'wolfWitch';
  target: SeatOrNone;
}
/**
 * The fox step's seat (records: seatOrNone).
 */
export interface FoxEvent {
  type: 'fox';
  target: SeatOrNone;
}
/**
 * The accursedWolfFather step's seat (records: seatOrNone).
 */
export interface AccursedWolfFatherEvent {
  type: 'accursedWolfFather';
  target: SeatOrNone;
}
/**
 * Night 1: the wolf-hound chooses a side, the village or the wolves (he may not pass; under wolfHoundSide random, the side the judge drew).
 */
export interface WolfHoundEvent {
  type: 'wolfHound';
  side: 'village' | 'wolves';
}
/**
 * The mirrorSeer step's seat (records: seatOrNone).
 */
export interface MirrorSeerEvent {
  type: 'mirrorSeer';
  target: SeatOrNone;
}
/**
 * The whiteWerewolf step's seat (records: seatOrNone).
 */
export interface WhiteWerewolfEvent {
  type: 'whiteWerewolf';
  target: SeatOrNone;
}
/**
 * A custom card's night step (type: its step id, custom:<name>), with the fields of the power it uses (a check's or a kill's target; a potion's save and poison; two seats; a card taken; a side; caught or not), checked by that power.
 */
export interface CustomEvent {
  type: CustomId;
  target?: SeatOrNone;
  /**
   * @minItems 1
   * @maxItems 2
   */
  targets?: [Seat] | [Seat, Seat];
  /**
   * @minItems 1
   * @maxItems 2
   */
  lovers?: [Seat] | [Seat, Seat];
  swap?: [Seat, Seat] | null;
  save?: boolean | Seat;
  poison?: SeatOrNone;
  caught?: boolean;
  side?: 'village' | 'wolves';
  take?: RoleId1 | null;
}
