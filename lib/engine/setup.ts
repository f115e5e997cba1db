// A new game from a board and a deal: the static context (rules, wake order) and the state before any event.
// A deal that does not match its board is not a game at all (exit 2), unlike an illegal event (exit 1).
import type { Board } from '../generated/board';
import { lower, msg, type MsgParam } from '../i18n/msg';
import type { TextRef } from '../i18n/inline';
import { problem, type FieldProblem } from '../input/schema';
import { stepsOnBoard } from '../order/owners';
import { numberedOrder } from './faces';
import { MAX_PLAYERS, countOf, expectedCards, isRoleId, totalCards } from '../catalogue/roles';
import { type CardId, isCustomId } from '../catalogue/card-role';
import { cardIdsOf, rolesOf } from '../catalogue/custom';
import { customCardErrors } from '../validator/custom-errors';
import { resolveRules, type ResolvedRules } from '../catalogue/rules';
import { boardCards, hasBottomCards, type Card, type CardStep } from '../powers/cards';
import { breachOf, setCardIn } from '../powers/take-rules';
import { hooksOf, modulesOf, powerModule } from '../powers/registry';
import { powerIndex, slotsFor } from '../powers/slots';
import { refreshSeats } from './state';
import { newState } from './clone';
import { FRESH_VOTE, nightIndex, dawn } from './night';
import { emptyTonight } from '../powers/registry';
import type { Draft } from './deaths';
import type { EventType, GameContext, GameState, Group, NightStepDef, NightStepId } from './types';

/** A deal that does not match its board: a reader's problem (its path in the record: "seats", "bottom", "board.roles"). */
export type SetupProblem = FieldProblem;
export type SetupResult = { ok: true; state: GameState } | { ok: false; problems: SetupProblem[] };

/** A card's name as a problem's parameter: its message (lower case inside a sentence), or a custom card's words as written. */
const nameParam = (name: TextRef, low: boolean): MsgParam => (typeof name === 'string' ? (low ? lower(msg(name)) : msg(name)) : { inline: name });

/** The deal's sizes: the deck for the players, the seats dealt, a bottom exactly where a card takes one. */
function sizeProblems(board: Board, seats: readonly CardId[], bottom: readonly CardId[] | null | undefined): SetupProblem[] {
  const out: SetupProblem[] = [];
  const hasThief = hasBottomCards(board);
  const total = totalCards(board);
  const expected = expectedCards(board);
  if (total !== expected) out.push(problem('board.roles', 'setup.deck', { total, players: board.players, thief: hasThief ? 'yes' : 'no', expected }));
  if (seats.length !== board.players) out.push(problem('seats', 'setup.seats', { dealt: seats.length, players: board.players }));
  if (hasThief && !bottom) out.push(problem('bottom', 'setup.bottomNeeded'));
  if (!hasThief && bottom) out.push(problem('bottom', 'setup.bottomWithoutThief'));
  if (bottom && bottom.length !== 2) out.push(problem('bottom', 'setup.bottomCount', { n: bottom.length }));
  return out;
}

/** Each card dealt (seats and bottom) as many times as the board holds it. */
function cardProblems(board: Board, seats: readonly CardId[], bottom: readonly CardId[] | null | undefined): SetupProblem[] {
  const dealt = [...seats, ...(bottom ?? [])];
  const out: SetupProblem[] = [];
  const roles = rolesOf(board);
  for (const id of cardIdsOf(board)) {
    const have = dealt.filter((r) => r === id).length;
    const want = countOf(board, id);
    // The card by its name in the reader's language (lower case inside an English sentence).
    if (have !== want) out.push(problem('seats', 'setup.cardCount', { both: bottom ? 'yes' : 'no', have, role: nameParam(roles[id].name, true), want }));
  }
  return out;
}

/**
 * Custom cards the engine cannot run: one the board counts or deals without carrying it, and a text-only card
 * (docs/rules.md, Custom roles: no power expresses it, the judge resolves it by hand), each named.
 */
function customProblems(board: Board, seats: readonly CardId[], bottom: readonly CardId[] | null | undefined): SetupProblem[] {
  const roles = rolesOf(board);
  const out: SetupProblem[] = [];
  const named = new Set<string>([...Object.keys(board.roles).filter(isCustomId), ...seats, ...(bottom ?? [])]);
  for (const id of named) {
    if (!Object.hasOwn(roles, id)) out.push(problem(seats.includes(id as CardId) ? 'seats' : 'board.roles', 'setup.unknownCard', { card: id }));
  }
  for (const id of cardIdsOf(board)) {
    if (countOf(board, id) > 0 && roles[id].custom?.textOnly)
      out.push(problem('board.customRoles', 'setup.textOnly', { role: nameParam(roles[id].name, false) }));
  }
  if (out.length) return out;
  // A card its checks find unplayable as written (a power no custom card may have, a param its power does not
  // take, two steps of one id…) is refused with the checks' own words, never played as the engine would guess.
  return customCardErrors(board).map((e) => problem('board.customRoles', 'setup.customInvalid', { problem: e.message }));
}

/** The bottom: no card dealt as a set; with the judge controlling it, neither two wolves nor the thief and a wolf. */
function bottomProblems(board: Board, bottom: readonly CardId[]): SetupProblem[] {
  // A card dealt as a set never lies in the bottom (docs/rules.md, The two sisters).
  const cards = boardCards(board);
  const set = setCardIn(bottom, cards);
  if (set) return [problem('bottom', 'setup.setInBottom', { role: nameParam(cards[set].name, true) })];
  if (!resolveRules(board.rules).thiefBottomControl) return [];
  // docs/rules.md, The thief: with the judge controlling the bottom, neither two wolves nor the thief and a wolf.
  const breach = breachOf(bottom, cards);
  return breach ? [problem('bottom', breach === 'twoWolves' ? 'setup.twoWolves' : 'setup.thiefAndWolf', { rule: msg('rules.thiefBottomControl.label') })] : [];
}

/** Checks a deal against its board: counts, cards, and the bottom (thief, thiefBottomControl). */
export function checkSetup(board: Board, seats: readonly CardId[], bottom?: readonly CardId[] | null): SetupProblem[] {
  // A table larger than the schema allows is no game (the engine's seat sets have 31 bits).
  if (board.players > MAX_PLAYERS) return [problem('board.players', 'setup.players', { players: board.players, max: MAX_PLAYERS })];
  const custom = customProblems(board, seats, bottom);
  if (custom.length) return custom;
  const sizes = sizeProblems(board, seats, bottom);
  if (sizes.length) return sizes;
  const cards = cardProblems(board, seats, bottom);
  if (cards.length) return cards;
  return bottom ? bottomProblems(board, bottom) : [];
}

/**
 * The board's night steps in its wake order: the steps the board calls (lib/order/owners stepsOnBoard, the one
 * answer the printed order gives too), each its owner card's, with its power under the board's rules.
 */
function orderFor(board: Board, rules: ResolvedRules): NightStepDef[] {
  return stepsOnBoard(board, rules).map(({ order, owner, card }) => stepDef(owner.role, order.id as NightStepId, card));
}

/** A night step's definition: its card's step under the board's rules, with its power's module. */
function stepDef(role: CardId, id: NightStepId, cs: CardStep): NightStepDef {
  const m = powerModule(cs.power);
  return {
    id,
    role,
    nights: cs.nights,
    every: cs.every,
    event: cs.event as EventType | null,
    power: cs.power,
    params: cs.params,
    records: cs.records,
    module: m,
    borrows: m.borrows,
    wakes: m.wakes,
    needs: m.needs,
    fill: m.fill,
    record: m.record,
    calledTells: m.calledTells,
    line: Object.freeze({ role, step: id }),
  };
}

/** The cards a board's cards may play as (a wild child turned werewolf): their powers are the board's too. */
function withPlayedAs(ids: readonly CardId[], cards: Readonly<Record<CardId, Card>>): Card[] {
  const out = new Set<CardId>(ids);
  for (const id of ids) {
    for (const st of cards[id].steps) for (const v of Object.values(st.params)) if (isRoleId(v)) out.add(v);
  }
  return [...out].map((id) => cards[id]);
}

/**
 * What every game of a board shares: its rules, wake order, cards and powers (a GameContext with no deal yet).
 * Made on each call; a caller playing many games of one board (the simulator) makes it once and passes it to
 * startGame, so the engine keeps no memo of boards.
 */
export function boardContext(board: Board): GameContext {
  const rules = resolveRules(board.rules);
  const cards = boardCards(board, rules);
  const ids = cardIdsOf(board);
  const onBoard = {} as Record<CardId, boolean>;
  for (const id of ids) onBoard[id] = countOf(board, id) > 0;
  const modules = modulesOf(
    withPlayedAs(
      ids.filter((id) => onBoard[id]),
      cards,
    ),
  );
  const hooks = hooksOf(modules);
  const base = {
    board,
    rules,
    players: board.players,
    seats: [],
    bottom: null,
    order: orderFor(board, rules),
    onBoard,
    cards,
    modules,
    hooks,
    tonight: emptyTonight(modules),
    groups: {} as Record<CardId, Group>,
    slots: slotsFor(modules.map((m) => m.id)),
  };
  const roles = rolesOf(board);
  for (const id of ids) {
    // A card whose group a house rule sets (the idiot: idiotCountsAs), else a power's say, else its own.
    const rule = roles[id].groupRule;
    let g: Group | null = rule ? (rules[rule] as Group) : null;
    for (const f of hooks.groupOf) g ??= f(base, id);
    base.groups[id] = g ?? cards[id].group;
  }
  return base;
}

/** Whether the game opens with day 0: a card dealt on a seat opens it with a vote (the angel, docs/rules.md). */
export const opensWithDay = (ctx: Pick<GameContext, 'seats' | 'cards'>): boolean => ctx.seats.some((id) => ctx.cards[id].traits.has('opensWithVote'));

/** The state before any event; problems when the deal does not match the board. */
export function newGame(board: Board, seats: readonly CardId[], bottom?: readonly CardId[] | null): SetupResult {
  const problems = checkSetup(board, seats, bottom);
  if (problems.length) return { ok: false, problems };
  return { ok: true, state: startGame(board, seats, bottom) };
}

/** n copies of a value, pushed one by one: for a list of seats, twice as fast as Array(n).fill (once a game). */
function filled<T>(n: number, v: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}

/**
 * The state before any event, for a deal already known to match its board (deal(), a checked record); `base`:
 * the board's context (boardContext), when the caller keeps one for many games.
 */
export function startGame(board: Board, seats: readonly CardId[], bottom?: readonly CardId[] | null, base: GameContext = boardContext(board)): GameState {
  // The deal may number cards of one face (the seer and the mirror seer), who are then called by number.
  const ctx: GameContext = { ...base, seats: seats.slice(), bottom: bottom ? bottom.slice() : null, order: numberedOrder(base.order, seats) };
  const n = seats.length;
  const rules = ctx.rules;
  const d: Draft = newState({
    ctx,
    events: 0,
    phase: 'night',
    night: 1,
    day: 0,
    pos: 0,
    alive: filled(n, true),
    roles: seats.slice(),
    bottom: bottom ? bottom.slice() : null,
    sheriff: 0,
    sheriffStatus: rules.sheriff ? 'due' : 'off',
    electionDay: rules.sheriffElection === 'day2' ? 2 : 1,
    electionSelfDestructs: 0,
    lastExile: null,
    powers: [],
    seatCards: [],
    sides: [],
    deaths: [],
    winner: null,
    winReason: null,
    pending: [],
    tonight: ctx.tonight,
    stage: 'vote',
    vote: FRESH_VOTE,
    answer: null,
    dawnCalls: [],
    dayEvents: 0,
  });
  const powers: unknown[] = new Array(ctx.slots.used).fill(undefined);
  for (const m of ctx.modules) if (m.init) powers[ctx.slots.at[powerIndex(m.id)]] = m.init(d);
  d.powers = powers;
  refreshSeats(d);
  // A dealt card that opens the game with a vote (the angel): day 0, an exile vote before the first night, with
  // no election (docs/rules.md, the angel).
  if (opensWithDay(ctx)) {
    d.phase = 'day';
    d.night = 0;
  } else if (nightIndex(d) < 0) dawn(d);
  return d;
}
