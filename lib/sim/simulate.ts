// Plays many games of a board with a seat policy and reports the odds: win rates with 95%
// intervals, game length, deaths per role by night and by day, and how games ended. Deterministic for a
// seed: game i is dealt and played from its own seed derived from (seed, i), so a run of N games is the
// first N games of any longer run with the same seed.
import type { Board } from '../generated/board';
import { apply, deal, groupOf, isWolfSeat, makeRng, newGame, nextStep, startGame, type GameState, type RoleId } from '../engine';
import { deckFor } from '../engine/deal';
import { boardContext } from '../engine/setup';
import { cardOf, type DayPowerId } from '../powers/cards';
import { problemText } from '../i18n/problem-text';
import type { FieldProblem } from '../input/schema';
import { ROLE_IDS, countOf } from '../catalogue/roles';
import { cardIdsOf, customRolesOf } from '../catalogue/custom';
import { heuristicPolicy } from './policies/heuristic';
import { randomPolicy } from './policies/random';
import { wilson } from './stats';
import {
  OUTCOMES,
  THIRD_SIDES,
  WIN_PATHS,
  isPolicyId,
  type Outcome,
  type PolicyId,
  type SimOptions,
  type SimPolicy,
  type SimResult,
  type WinPath,
  type RoleDeaths,
} from './types';

export const POLICIES: Record<PolicyId, SimPolicy> = { random: randomPolicy, heuristic: heuristicPolicy };
export const MAX_GAMES = 1_000_000;

/** A problem with the options or the board, naming the field (the CLI exits 2 with it, the page shows it). */
export class SimulationError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** A board that cannot be played: its problems (the edge words them in the reader's language; the message is their English). */
    readonly problems: readonly FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'SimulationError';
  }
}

const boardError = (problems: readonly FieldProblem[]) => new SimulationError('board', problems.map((p) => problemText(p, 'en')).join('; '), problems);

export { parseSeed } from './seed';

/** A 32-bit value of a run's seed: a number as is, a text by FNV-1a (the engine's makeRng does the same). */
function seed32(seed: number | string): number {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The seed of game i: a 32-bit mix of the run's seed and i (splitmix-style finaliser). */
export function gameSeed(seed: number | string, i: number): number {
  let h = (seed32(seed) ^ Math.imul(i + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** How a finished game was won. */
export function winPathOf(s: GameState): WinPath {
  switch (s.winner) {
    case null:
      return 'unfinished';
    case 'village':
      return 'wolvesOut';
    case 'wolves':
      break;
    // A third side or a draw is its own path.
    default:
      return s.winner;
  }
  const cond = s.ctx.rules.winCondition;
  if (cond === 'parity') return 'parity';
  if (cond === 'all') return 'allGoodOut';
  const { gods, vills } = groupsOut(s);
  if (gods && vills) return 'allGoodOut';
  if (gods) return 'godsOut';
  if (vills) return 'villagersOut';
  return 'allGoodOut';
}

/** Whether every god, and every plain villager, of the village is out (a group with no card on the board is not). */
function groupsOut(s: GameState): { gods: boolean; vills: boolean } {
  let godsSeen = false,
    godsAlive = false,
    villSeen = false,
    villAlive = false;
  for (let seat = 1; seat <= s.alive.length; seat++) {
    if (isWolfSeat(s, seat)) continue;
    const g = groupOf(s, seat);
    const alive = s.alive[seat - 1];
    if (g === 'god') {
      godsSeen = true;
      godsAlive ||= alive;
    } else if (g !== 'none') {
      villSeen = true;
      villAlive ||= alive;
    }
  }
  return { gods: godsSeen && !godsAlive, vills: villSeen && !villAlive };
}

interface Tally {
  games: number;
  outcomes: Record<Outcome, number>;
  paths: Record<WinPath, number>;
  days: number;
  nights: number;
  events: number;
  players: Record<string, number>;
  nightDeaths: Record<string, number>;
  dayDeaths: Record<string, number>;
  errors: number;
  firstError: string | null;
}

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

function resolvePolicy(p: SimOptions['policy']): SimPolicy {
  if (typeof p === 'object' && p && typeof p.start === 'function') return p;
  if (isPolicyId(p)) return POLICIES[p];
  throw new SimulationError('policy', `policy: expected "random" or "heuristic", got ${JSON.stringify(p)}`);
}

function checkOptions(board: Board, opts: SimOptions): void {
  const g = opts.games;
  if (typeof g !== 'number' || !Number.isInteger(g) || g < 1 || g > MAX_GAMES) {
    throw new SimulationError('games', `games: expected a whole number from 1 to ${MAX_GAMES}, got ${JSON.stringify(g)}`);
  }
  const seed = opts.seed;
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) {
    throw new SimulationError('seed', `seed: expected a number or a text, got ${JSON.stringify(seed)}`);
  }
  const dealt = deal(board, gameSeed(seed, 0));
  if (!dealt.ok) throw boardError([dealt.problem]);
  // Checked once: every deal of the board is a shuffle of the same deck, so the games start with startGame.
  const first = newGame(board, dealt.seats, dealt.bottom);
  if (!first.ok) throw boardError(first.problems);
}

/** One simulation run that can be advanced in slices (the page's worker reports progress between slices). */
export interface SimulationRun {
  readonly total: number;
  readonly done: number;
  /** Plays up to `n` more games; returns how many games are done in all. */
  advance(n: number): number;
  result(): SimResult;
}

export function startSimulation(board: Board, opts: SimOptions): SimulationRun {
  checkOptions(board, opts);
  const policy = resolvePolicy(opts.policy);
  const maxEvents = opts.maxEvents ?? 5000;
  // The board's deck and context, made once for every game of the run (the engine keeps no memo of boards).
  const deck = deckFor(board);
  const base = boardContext(board);
  const t: Tally = {
    games: 0,
    outcomes: zeros(OUTCOMES),
    paths: zeros(WIN_PATHS),
    days: 0,
    nights: 0,
    events: 0,
    players: {},
    nightDeaths: {},
    dayDeaths: {},
    errors: 0,
    firstError: null,
  };

  function playOne(i: number): void {
    const gs = gameSeed(opts.seed, i);
    const dealt = deal(board, gs, deck);
    if (!dealt.ok) throw boardError([dealt.problem]);
    const rng = makeRng(gs ^ 0x5bd1e995);
    let s = startGame(board, dealt.seats, dealt.bottom, base);
    const table = policy.start(s, rng);
    let n = 0;
    while (s.phase !== 'over' && n < maxEvents) {
      const step = nextStep(s, { brief: true });
      const e = table.choose(s, step, rng);
      const r = apply(s, e);
      if (!r.ok) {
        // A policy bug or an engine bug: count it, remember the first, and stop this game.
        t.errors++;
        t.firstError ??= `game ${i} (seed ${gs}), event ${n}: ${JSON.stringify(e)}: ${r.error.message}`;
        break;
      }
      table.observe?.(s, e, r.state);
      s = r.state;
      n++;
    }
    countGame(t, s, n);
  }

  const run: SimulationRun = {
    total: opts.games,
    get done() {
      return t.games;
    },
    advance(n) {
      const end = Math.min(opts.games, t.games + n);
      while (t.games < end) playOne(t.games);
      return t.games;
    },
    result() {
      return resultOf(board, policy.id, opts.seed, t);
    },
  };
  return run;
}

/** Adds one finished game (`events` events long) to the tally. */
function countGame(t: Tally, s: GameState, events: number): void {
  const outcome: Outcome = s.winner ?? 'unfinished';
  t.games++;
  t.outcomes[outcome]++;
  t.paths[winPathOf(s)]++;
  t.days += s.day;
  t.nights += s.night;
  t.events += events;
  for (let k = 0; k < s.roles.length; k++) {
    const role = s.roles[k];
    t.players[role] = (t.players[role] ?? 0) + 1;
  }
  for (const d of s.deaths) {
    const role = s.roles[d.seat - 1];
    const bucket = d.time === 'night' ? t.nightDeaths : t.dayDeaths;
    bucket[role] = (bucket[role] ?? 0) + 1;
  }
}

function resultOf(board: Board, policy: PolicyId, seed: number | string, t: Tally): SimResult {
  const n = t.games;
  const winRates = Object.fromEntries(OUTCOMES.map((o) => [o, wilson(t.outcomes[o], n)])) as SimResult['winRates'];
  // A third side can happen when the board holds a card with the power that makes it.
  // A power that names the winner it makes (winOnDeath: the tanner's, the angel's) makes only that one.
  const makes = (id: RoleId, side: Outcome, power: string) => {
    const c = cardOf(id);
    const p = c.powers.get(power as DayPowerId);
    if (p && typeof p.winner === 'string') return p.winner === side;
    return c.steps.some((st) => st.power === power) || p !== undefined;
  };
  const possible = (o: Outcome) => THIRD_SIDES.some((x) => x.side === o && ROLE_IDS.some((id) => countOf(board, id) > 0 && makes(id, o, x.power)));
  const outcomes = OUTCOMES.filter((o) => o === 'village' || o === 'wolves' || t.outcomes[o] > 0 || possible(o));
  const names = new Map(customRolesOf(board).map((c) => [c.id as string, c.names]));
  // Every card dealt, a board's custom cards after the catalogue's, each with its name when its author wrote it.
  const deathRates = cardIdsOf(board)
    .filter((r) => (t.players[r] ?? 0) > 0)
    .map((role): RoleDeaths => {
      const players = t.players[role];
      const night = t.nightDeaths[role] ?? 0;
      const day = t.dayDeaths[role] ?? 0;
      const name = names.get(role);
      const rates = { night: wilson(night, players), day: wilson(day, players), survived: wilson(players - night - day, players) };
      return name ? { role, name, players, ...rates } : { role, players, ...rates };
    });
  return {
    board: { name: board.name ?? null, players: board.players },
    policy,
    seed,
    games: n,
    winRates,
    outcomes,
    averageDays: n ? t.days / n : 0,
    averageNights: n ? t.nights / n : 0,
    averageEvents: n ? t.events / n : 0,
    deathRates,
    winPaths: WIN_PATHS.filter((p) => t.paths[p] > 0).map((path) => ({ path, rate: wilson(t.paths[path], n) })),
    errors: { count: t.errors, first: t.firstError },
  };
}

/**
 * Plays `games` games of the board and summarises them. Throws SimulationError (naming the field) for
 * bad options or a board that cannot be dealt.
 */
export function simulate(board: Board, opts: SimOptions): SimResult {
  const run = startSimulation(board, opts);
  const every = Math.max(1, opts.progressEvery ?? Math.max(50, Math.ceil(opts.games / 100)));
  while (run.done < run.total) {
    run.advance(every);
    opts.onProgress?.({ done: run.done, total: run.total });
  }
  return run.result();
}
