// Role ids and small typed helpers shared by every module. The ids are a public contract.
import type { Board } from '../generated/board';

import boardSchema from '../../schemas/board.schema.json';
import roleIdSchema from '../../schemas/role-id.schema.json';
import type { RoleId } from '../generated/role-id';
import { type CardId, isCustomId } from './card-role';
import { bottomCardsOf } from '../powers/bottom-cards';

export type { RoleId };
/** Every role id, in catalogue order: schemas/role-id.schema.json is the one list. */
export const ROLE_IDS = roleIdSchema.enum as readonly RoleId[];
export type RoleCounts = Board['roles'];
/** The most players a board may have (schemas/board.schema.json): the engine keeps sets of seats as 31-bit integers. */
export const MAX_PLAYERS: number = boardSchema.properties.players.maximum;

export function isRoleId(x: unknown): x is RoleId {
  return typeof x === 'string' && (ROLE_IDS as readonly string[]).includes(x);
}

/** Count of one card on a board (absent = 0): a catalogue role, or a custom card the board counts. */
export function countOf(board: Pick<Board, 'roles'>, id: CardId): number {
  return board.roles[id] ?? 0;
}

/** Total cards in the deck: the catalogue's and the board's custom cards (custom:<name> counts). */
export function totalCards(board: Pick<Board, 'roles'>): number {
  const custom = Object.entries(board.roles as Readonly<Record<string, number | undefined>>).filter(([id]) => isCustomId(id));
  return ROLE_IDS.reduce((n, id) => n + countOf(board, id), 0) + custom.reduce((n, [, c]) => n + (c ?? 0), 0);
}

/** Cards the deck must hold: players, plus the two bottom cards when a thief is in it (docs/rules.md, The roles). */
export function expectedCards(board: Pick<Board, 'roles' | 'players'>): number {
  return board.players + bottomCardsOf(board);
}

/** The deck as a flat list of role ids, in catalogue order (the engine's deal adds a board's custom cards). */
export function deckOf(board: Pick<Board, 'roles'>): RoleId[] {
  return ROLE_IDS.flatMap((id) => Array<RoleId>(countOf(board, id)).fill(id));
}
