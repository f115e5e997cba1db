// The balance lab's shapes: seat policies (how simulated players choose) and the simulation's result.
import type { GameEvent, GameState, Rng, Step, Winner } from '../engine';
import type { DayPowerId, StepPowerId } from '../powers/cards';
import type { Rate } from './stats';
import type { CardId } from '../catalogue/card-role';
import type { InlineText } from '../i18n/inline';
import { THIRD_SIDE_POWERS } from '../powers/side';

export type PolicyId = 'random' | 'heuristic';
/** The players' policy when none is chosen, the same in the lab, the designer's estimate and the CLI. */
export const DEFAULT_POLICY: PolicyId = 'heuristic';
/** The lab's default run, which the designer's estimate plays too: the same figures on both pages. */
export const DEFAULT_LAB_GAMES = 10_000;
export const DEFAULT_SEED = 1;
export const isPolicyId = (x: unknown): x is PolicyId => x === 'random' || x === 'heuristic';

/** The players of one game: they choose every event, and may watch each event land (to remember checks, claims…). */
export interface Table {
  choose(s: GameState, step: Step, rng: Rng): GameEvent;
  observe?(before: GameState, event: GameEvent, after: GameState): void;
}

/** A seat policy: a fresh table of players for each game. */
export interface SimPolicy {
  id: PolicyId;
  start(s: GameState, rng: Rng): Table;
}

/** A side that is neither the village nor the wolves: it wins on its own, and exists only with a card whose power makes it. */
export type ThirdSide = Exclude<Winner, 'village' | 'wolves' | 'draw'>;

/** The third sides, with the power that brings each onto a board (lib/powers/side). */
export const THIRD_SIDES: readonly { side: ThirdSide; power: StepPowerId | DayPowerId }[] = THIRD_SIDE_POWERS;
const SIDES = THIRD_SIDES.map((t) => t.side);

/** How a game ended (its win path). */
export type WinPath =
  | 'wolvesOut' // village: every wolf is out
  | 'godsOut' // wolves (side kill): every god is out
  | 'villagersOut' // wolves (side kill): every plain villager is out
  | 'allGoodOut' // wolves: nobody else left (kill all, or both groups at once)
  | 'parity' // wolves: as many wolves as the rest (parity rule)
  | ThirdSide // the lovers: mixed lovers (+ Cupid) are the last alive; the piper's side: every other living player charmed; the cursed fox: a side's win while he lives; the tanner: exiled (or dead, per tannerWinsOn)
  | 'draw' // two sides' conditions at the same instant, or nobody left
  | 'unfinished'; // stopped at the event cap (a policy that never ends a game)

export const WIN_PATHS: readonly WinPath[] = ['wolvesOut', 'godsOut', 'villagersOut', 'allGoodOut', 'parity', ...SIDES, 'draw', 'unfinished'];

export type Outcome = Winner | 'unfinished';
export const OUTCOMES: readonly Outcome[] = ['village', 'wolves', ...SIDES, 'draw', 'unfinished'];

export interface RoleDeaths {
  role: CardId;
  /** A custom card's name as its author wrote it (a catalogue card is named by its id's messages). */
  name?: InlineText;
  /** Players who ended up with this role over all games (the thief's new role counts, not the thief card). */
  players: number;
  /** Share of those players who died at night / by day / survived, with 95% intervals. */
  night: Rate;
  day: Rate;
  survived: Rate;
}

export interface SimResult {
  board: { name: string | null; players: number };
  policy: PolicyId;
  seed: number | string;
  /** Games played. */
  games: number;
  /** Rate of each outcome (95% Wilson intervals). */
  winRates: Record<Outcome, Rate>;
  /** The outcomes that can happen on this board (lovers only with Cupid, piper only with the piper) or happened. */
  outcomes: Outcome[];
  /** Mean day number at the end (day N follows night N), and mean number of nights. */
  averageDays: number;
  averageNights: number;
  averageEvents: number;
  /** By role, in catalogue order: the roles dealt to players on this board. */
  deathRates: RoleDeaths[];
  /** Share of games by win path, with 95% intervals; paths that never happened are left out. */
  winPaths: { path: WinPath; rate: Rate }[];
  /** Illegal events a policy made (a bug in a policy or the engine: expected 0). */
  errors: { count: number; first: string | null };
}

export interface Progress {
  done: number;
  total: number;
}

export interface SimOptions {
  games: number;
  seed: number | string;
  policy: PolicyId | SimPolicy;
  onProgress?: (p: Progress) => void;
  /** Games between progress calls (default: about 1% of the run, at least 50). */
  progressEvery?: number;
  /** Safety cap per game (default 5,000 events). */
  maxEvents?: number;
}
