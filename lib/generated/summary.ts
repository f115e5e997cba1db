/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/summary.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

import type { RoleId } from './role-id';

/**
 * Who won: a side, a third camp (lovers, the piper), the cursed fox (咒狐) who steals a side's win while alive, the tanner (皮匠) exiled (his win comes before every other), or a draw when more than one condition holds at once.
 */
export type Winner = 'village' | 'wolves' | 'lovers' | 'piper' | 'cursedFox' | 'tanner' | 'angel' | 'draw';
/**
 * A seat number (from 1).
 */
export type Seat = number;
/**
 * Why a player died: the wolves' kill, the witch's poison, a shot, the exile vote, for love, a self-destruct, taken by the white wolf king, with the wolf beauty who charmed him, as the scapegoat of a tie, with the elder the village killed. The roles beyond the first seventeen add: in a knight's duel, through the dreamcatcher's dream, reflected by the spirit knight, hunted by the witcher, checked as the cursed fox; of tetanus from the knight with the rusty sword.
 */
export type DeathCause =
  | 'wolves'
  | 'poison'
  | 'shot'
  | 'exile'
  | 'heartbreak'
  | 'selfDestruct'
  | 'whiteWolfKing'
  | 'wolfBeauty'
  | 'scapegoat'
  | 'withElder'
  | 'duel'
  | 'dream'
  | 'reflect'
  | 'hunt'
  | 'checked'
  | 'tetanus';
/**
 * What `wolfboard replay FILE --json` prints for a record that replays: the winner, the living, the sheriff, the deaths in order and, when there are any, the public cards. A public contract.
 */
export interface Summary {
  /**
   * null while the game goes on.
   */
  winner: Winner | null;
  alive: Seat[];
  sheriff: Seat | null;
  /**
   * The cards the whole table knows, in seat order, present only when there is one: a public card (the villager-villager) from the deal, or from the first dawn when the thief took it from the bottom (docs/rules.md, the villager-villager).
   */
  revealed?: {
    seat: Seat;
    /**
     * The card's role id.
     */
    role: string;
  }[];
  deaths: (NightDeath | DayDeath)[];
  /**
   * Players turned to the wolves' side, in order (absent when none was).
   */
  converted?: Conversion[];
}
export interface NightDeath {
  seat: Seat;
  cause: DeathCause;
  /**
   * The night of the death.
   */
  night: number;
}
export interface DayDeath {
  seat: Seat;
  cause: DeathCause;
  /**
   * The day of the death.
   */
  day: number;
}
/**
 * A player who plays for the wolves since a night's attack turned him (the cursed).
 */
export interface Conversion {
  seat: Seat;
  /**
   * The night of the attack that turned him: he plays for the wolves from its dawn.
   */
  night: number;
  plays: RoleId;
}
