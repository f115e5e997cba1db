// The moderator engine's public API. Pure TypeScript, no React. A game is the board, the deal
// and a list of events; the state is a fold of the events. Keep these names stable: the moderator page,
// the balance lab and `wolfboard replay` code against them.
//
//   const g = newGame(board, seats, bottom);          // or parseRecord(json) → replay(record)
//   if (!g.ok) …g.problems                            // seats/bottom that don't match the board
//   let s = g.state;
//   const step = nextStep(s);                         // who wakes, the line key, legal targets + reasons
//   const r = apply(s, event);                       // never throws; { ok:false, error } when illegal
//   if (r.ok) s = r.state;                            // the previous state is untouched (undo = keep it)
//   summary(s)                                        // the `wolfboard replay --json` shape
//
// Choices made where the sources are silent or ambiguous (docs/rules.md, Contradictions and unclear points in the sources): docs/engine-choices.md and
// ENGINE_CHOICES below.

export type {
  Seat,
  GameEvent,
  EventType,
  EventOf,
  GameRecord,
  Winner,
  WinCode,
  WinReason,
  DeathCause,
  Death,
  Decision,
  Tonight,
  VoteState,
  Answer,
  GameContext,
  NightStepId,
  NightStepDef,
  Phase,
  GameState,
  ReasonCode,
  SeatOption,
  CalledStep,
  Tell,
  StepKind,
  Step,
  EngineError,
  ApplyResult,
  Summary,
  RoleId,
  CardId,
  Board,
  ResolvedRules,
} from './types';

/** Start a game from a board and a deal (checks the deal against the board: exit-2 problems). */
export { newGame, startGame, checkSetup, opensWithDay, type SetupResult, type SetupProblem } from './setup';
/** A seeded random deal, honouring thiefBottomControl; no Math.random anywhere in the engine. */
export { deal, type DealResult } from './deal';
export { makeRng, type Rng } from './rng';
/** Apply one event to a state: { ok: true, state } | { ok: false, error } (never throws). */
export { apply } from './apply';
/** Replay a record from the start (optionally keeping every intermediate state); parse a record file. */
export { replay, parseRecord, parseRecordText, type ReplayResult, type ParsedRecord } from './replay';
/** Undo over the whole game: a record minus its last event; a cached log of states for live play. */
export { undo, startLog, pushEvent, popEvent, current, type GameLog } from './undo';
/**
 * What is next: the current step, legal choices with reasons, what the judge may tell whom. The answer to a
 * choice (the seer's good/wolf, the demon's god/not) is in the state after the event: `state.answer`.
 * `nextStep(s, { brief: true })` skips what only a person needs (called steps, tells, each ballot's weight): the
 * simulator's path;
 * there `selfDestruct` may be listed in alsoAccepts without its options — ask selfDestructOptions(s).
 */
export { nextStep, dawnTells, selfDestructOptions, type NextStepOptions } from './steps';
/** Cheap queries for policies and pages. */
export { isAlive, roleOf, factionOf, isWolfSeat, aliveSeats, hasPower, groupOf, isGod } from './state';
/** What the powers' own state says (the lovers, the potions left, the revealed idiot, …): lib/powers/queries. */
export * from '../powers/queries';
/** The winner given the current state (null while the game goes on). */
export { checkWinner, winCheck } from './win';
/** The `wolfboard replay --json` summary. */
export { summary } from './summary';
/** Texts of the reasons a choice is illegal (en, zh). */
export { reasonText } from './reasons';
/** A simple random legal policy (the balance lab builds smarter ones on it) and a game driver. */
export { randomEvent, playGame, type Policy, type PlayedGame } from './policy';
export { ENGINE_CHOICES, choiceText, choiceTopic, choicesFor, type EngineChoice } from './choices';
