// Read-only questions about a game state that pages, policies and tests ask of the powers' own state,
// so that none of them reads a power's storage directly.
import type { GameState, Seat } from '../engine/types';
import { cardOf } from './cards';

/** The two lovers (null before cupid chose, or without cupid). */
export const loversOf = (s: GameState): readonly [Seat, Seat] | null => s.lovers;
/** The seat that linked the lovers (0: none). */
export const linkerOf = (s: GameState): Seat | 0 => s.cupid;
/** Whether the piper has charmed a seat. */
export const isCharmed = (s: GameState, seat: Seat): boolean => s.charmed[seat - 1] === true;
/** Whether a seat revealed his card on an exile he survived (the idiot). */
export const isRevealed = (s: GameState, seat: Seat): boolean => s.revealed[seat - 1] === true;
/** Whether the village killed the elder, so every village card has lost its power. */
export const powersLost = (s: GameState): boolean => s.powersLost;
/** The witch's potions still unused. */
export const potionsLeft = (s: GameState): { antidote: boolean; poison: boolean } => ({ antidote: s.antidote, poison: s.poison });
/** The guard's latest protected seat (0: nobody) and the night of it. */
export const lastProtected = (s: GameState): { seat: Seat | 0; night: number } => ({ seat: s.guardLast, night: s.guardNight });
/** Whether a seat's model died, so he now plays as a werewolf (the wild child). */
export const hasTurned = (s: GameState, seat: Seat): boolean =>
  s.wildChildTurned && cardOf(s.roles[seat - 1]).steps.some((x) => x.power === 'followModel');
