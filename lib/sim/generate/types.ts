// The board generator's shapes: what a caller asks for (players, family, the cards allowed and required,
// a range of special cards, a target band for the village's share) and what it gets back (proposals, each
// a valid board with its point score, simulated win rates with 95% intervals and the reason it was chosen).
import type { Board } from '../../generated/board';
import type { HouseRules } from '../../generated/rules';
import type { Msg } from '../../i18n/msg';
import type { Family } from '../../catalogue/rules';
import type { CardId, CardRole } from '../../catalogue/card-role';
import type { CustomRole } from '../../catalogue/custom';
import type { InlineText } from '../../i18n/inline';
import type { Outcome } from '../types';

export const MIN_PLAYERS = 6;
export const MAX_PLAYERS = 30;
/** Games per candidate when none is asked for. */
export const DEFAULT_GAMES = 2_000;
/** Candidates simulated when none is asked for. */
export const DEFAULT_CANDIDATES = 8;
/** Proposals returned when none is asked for. */
export const DEFAULT_COUNT = 5;
export const MAX_CANDIDATES = 200;
export const MAX_GAMES = 100_000;
/** The village's share aimed at, in percent, when none is asked for. */
export const DEFAULT_TARGET = { low: 45, high: 55 } as const;

/** What to generate. Counts of allowed cards are the most of each; an id left out is not allowed. */
export interface GenerateInput {
  players: number;
  family?: Family;
  /** House rules laid over the family's defaults (the family key itself is `family`). */
  rules?: Omit<HouseRules, 'family'>;
  /** The cards the group may use, with the most copies of each; absent: every card (any number of villagers and werewolves, one of each other, the custom cards given). */
  allow?: Partial<Record<CardId, number>>;
  /** Cards that are in every proposal (one copy at least). */
  require?: readonly CardId[];
  /** Custom cards the group may use too (a board's customRoles, docs/rules.md, Custom roles): named in `allow` and `require` by their ids; a proposal carries those allowed, dealt or not, and the text-only ones. */
  customRoles?: readonly CustomRole[];
  /** The number of special cards (neither villager nor werewolf), inclusive; absent: from the player count. */
  specials?: { min: number; max: number };
  /** The village's share aimed at, in percent, inclusive. */
  target?: { low: number; high: number };
  /** Proposals to return (the best ones). */
  count?: number;
  /** Distinct boards simulated. */
  candidates?: number;
  /** Games per candidate. */
  games?: number;
  seed?: number | string;
}

/** The input with every default filled in and checked. */
export interface GeneratePlan {
  players: number;
  family: Family;
  rules: HouseRules;
  allow: Partial<Record<CardId, number>>;
  require: CardId[];
  /** The custom cards given, as written (a proposal carries those it deals). */
  customRoles: readonly CustomRole[];
  /** Every card a proposal may name, in catalogue order, the custom cards after; and each as a role. */
  cards: readonly CardId[];
  roles: Readonly<Record<CardId, CardRole>>;
  specials: { min: number; max: number };
  /** As shares, 0–1. */
  target: { low: number; high: number };
  count: number;
  candidates: number;
  games: number;
  seed: number | string;
  /** The wolf cards a board of this size usually has (the family's standard shape). */
  wolves: number;
}

/** A side's share of the games, with its 95% Wilson interval. */
export interface Share {
  rate: number;
  low: number;
  high: number;
}

export interface Proposal {
  board: Board;
  /** The designer's balance point score of the board (lib/validator balance). */
  points: number;
  village: Share;
  /** The other sides' shares, under their winner ids (wolves, and lovers, piper, cursedFox, tanner where the board has them). */
  sides: Partial<Record<Outcome, Share>>;
  /** How far the village's share is from the target band (0 inside it). */
  distance: number;
  /** Why it was chosen: a message, worded at the edge. */
  why: Msg;
}

/** A parameter of a problem: a value, or a custom card's name in its author's words (worded at the edge). */
export type ErrorParam = string | number | InlineText;

/** A problem with the input: a code (message lab.generate.error.<code>) and its parameters. */
export class GenerateError extends Error {
  constructor(
    readonly code: string,
    readonly params: Readonly<Record<string, ErrorParam>> = {},
  ) {
    super(`${code}: ${JSON.stringify(params)}`);
    this.name = 'GenerateError';
  }
}
