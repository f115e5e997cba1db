// A new game from a board and a deal: the static context (rules, wake order) and the state before any event.
// A deal that does not match its board is not a game at all (exit 2), unlike an illegal event (exit 1).
import type { Board } from '../generated/board';
import { orderOf } from '../order/orders';
import { ROLE_IDS, countOf, expectedCards, totalCards, type RoleId } from '../roles';
import { resolveRules, type ResolvedRules } from '../rules';
import { facts, lineRoleOf, nightsOf } from './facts';
import { EMPTY_TONIGHT, FRESH_VOTE, currentNightIndex, dawn } from './night';
import type { Draft } from './deaths';
import type { EventType, GameContext, GameState, NightStepDef, NightStepId } from './types';

export interface SetupProblem {
  /** Path of the field in the record ("seats", "bottom", "board.roles"). */
  path: string;
  message: string;
  zh: string;
}
export type SetupResult = { ok: true; state: GameState } | { ok: false; problems: SetupProblem[] };

const isWolfCard = (r: RoleId): boolean => facts(r).faction === 'wolves';

/** Checks a deal against its board: counts, cards, and the bottom (thief, thiefBottomControl). */
export function checkSetup(board: Board, seats: readonly RoleId[], bottom?: readonly RoleId[] | null): SetupProblem[] {
  const out: SetupProblem[] = [];
  const hasThief = countOf(board, 'thief') > 0;
  const total = totalCards(board);
  const expected = expectedCards(board);
  if (total !== expected) {
    out.push({ path: 'board.roles', message: `board.roles: the deck holds ${total} cards; ${board.players} players${hasThief ? ' + 2 bottom cards with a thief' : ''} need ${expected}`, zh: `board.roles：牌堆有 ${total} 张牌；${board.players} 名玩家${hasThief ? '加盗贼的 2 张底牌' : ''}需要 ${expected} 张` });
  }
  if (seats.length !== board.players) {
    out.push({ path: 'seats', message: `seats: ${seats.length} cards dealt, but the board has ${board.players} players`, zh: `seats：发了 ${seats.length} 张牌，但板子有 ${board.players} 名玩家` });
  }
  if (hasThief && !bottom) out.push({ path: 'bottom', message: 'bottom: a board with a thief needs the two bottom cards', zh: 'bottom：有盗贼的板子需要两张底牌' });
  if (!hasThief && bottom) out.push({ path: 'bottom', message: 'bottom: bottom cards exist only with a thief on the board', zh: 'bottom：只有板子上有盗贼时才有底牌' });
  if (bottom && bottom.length !== 2) out.push({ path: 'bottom', message: `bottom: expected 2 cards, got ${bottom.length}`, zh: `bottom：应为 2 张牌，实际 ${bottom.length} 张` });
  if (out.length) return out;
  const dealt = [...seats, ...(bottom ?? [])];
  for (const id of ROLE_IDS) {
    const have = dealt.filter((r) => r === id).length;
    const want = countOf(board, id);
    if (have !== want) {
      const where = bottom ? 'seats and bottom' : 'seats';
      out.push({ path: 'seats', message: `${where}: ${have} ${id} card${have === 1 ? '' : 's'} dealt, but the board has ${want}`, zh: `${bottom ? 'seats 和 bottom' : 'seats'}：发了 ${have} 张 ${id}，但板子上有 ${want} 张` });
    }
  }
  if (out.length) return out;
  if (bottom && resolveRules(board.rules).thiefBottomControl) {
    const wolves = bottom.filter(isWolfCard).length;
    if (wolves === 2) out.push({ path: 'bottom', message: 'bottom: two wolves in the bottom, which thiefBottomControl forbids (seed 000 §二)', zh: 'bottom：底牌是两张狼人，房规 thiefBottomControl 不允许' });
    else if (wolves === 1 && bottom.includes('thief')) out.push({ path: 'bottom', message: 'bottom: the thief and a wolf in the bottom, which thiefBottomControl forbids (seed 000 §二)', zh: 'bottom：底牌是盗贼和一张狼人，房规 thiefBottomControl 不允许' });
  }
  return out;
}

const EVENT_OF: Record<NightStepId, EventType | null> = {
  thief: 'thief', cupid: 'cupid', lovers: null, wildChild: 'wildChild', guard: 'guard', seer: 'seer', werewolf: 'wolves',
  littleGirl: 'littleGirl', witch: 'witch', wolfBeauty: 'wolfBeauty', demon: 'demon', piper: 'piper', charmed: null,
};

/**
 * The board's night steps in its wake order (data/night-order.json), keeping steps whose cards are on the board.
 * The offline demon (demonVersion) checks nobody: his step is a night-1 wake that records nothing, where he is
 * told the wolves and the gods (seed 000 线下版恶魔); once every wolf is dead he kills at the wolves' step.
 */
function orderFor(board: Board, rules: ResolvedRules): NightStepDef[] {
  const on = (r: RoleId) => countOf(board, r) > 0;
  const out: NightStepDef[] = [];
  for (const st of orderOf(rules.nightOrder).steps) {
    if (st.kind === 'marker') continue;
    const id = st.id as NightStepId;
    const present =
      id === 'werewolf' ? ROLE_IDS.some((r) => on(r) && isWolfCard(r))
      : id === 'lovers' ? on('cupid')
      : id === 'charmed' ? on('piper')
      : on(lineRoleOf(id));
    if (!present) continue;
    if (id === 'demon' && rules.demonVersion === 'offline') out.push({ id, role: 'demon', nights: 'first', event: null });
    else out.push({ id, role: lineRoleOf(id), nights: nightsOf(id), event: EVENT_OF[id] });
  }
  return out;
}

const contexts = new WeakMap<Board, Map<unknown, GameContext>>();

function contextFor(board: Board, seats: readonly RoleId[], bottom: readonly RoleId[] | null): GameContext {
  // Boards are reused across many simulated games: rules and wake order are computed once per board
  // (keyed by the rules object too, so a board edited in place is not served stale).
  let byRules = contexts.get(board);
  if (!byRules) contexts.set(board, (byRules = new Map()));
  let base = byRules.get(board.rules);
  if (!base || base.players !== board.players) {
    const rules = resolveRules(board.rules);
    const onBoard = {} as Record<RoleId, boolean>;
    for (const id of ROLE_IDS) onBoard[id] = countOf(board, id) > 0;
    base = { board, rules, players: board.players, seats: [], bottom: null, order: orderFor(board, rules), onBoard };
    byRules.set(board.rules, base);
  }
  return { ...base, seats: seats.slice(), bottom: bottom ? bottom.slice() : null };
}

/** The state before any event; problems when the deal does not match the board. */
export function newGame(board: Board, seats: readonly RoleId[], bottom?: readonly RoleId[] | null): SetupResult {
  const problems = checkSetup(board, seats, bottom);
  if (problems.length) return { ok: false, problems };
  return { ok: true, state: startGame(board, seats, bottom) };
}

/** The state before any event, for a deal already known to match its board (deal(), a checked record). */
export function startGame(board: Board, seats: readonly RoleId[], bottom?: readonly RoleId[] | null): GameState {
  const ctx = contextFor(board, seats, bottom ?? null);
  const n = seats.length;
  const thiefSeat = seats.indexOf('thief') + 1;
  const rules = ctx.rules;
  const d: Draft = {
    ctx,
    events: 0,
    phase: 'night',
    night: 1,
    day: 0,
    pos: 0,
    alive: Array<boolean>(n).fill(true),
    roles: seats.slice(),
    bottom: bottom ? bottom.slice() : null,
    thiefSeat,
    sheriff: 0,
    sheriffStatus: rules.sheriff ? 'due' : 'off',
    electionDay: rules.sheriffElection === 'day2' ? 2 : 1,
    electionSelfDestructs: 0,
    antidote: true,
    poison: true,
    guardLast: 0,
    guardNight: 0,
    lovers: null,
    cupid: 0,
    charmed: Array<boolean>(n).fill(false),
    elderLives: seats.map((r) => (r === 'elder' ? 2 : 0)),
    revealed: Array<boolean>(n).fill(false),
    powersLost: false,
    wildChildModel: 0,
    wildChildTurned: false,
    charm: 0,
    scapegoatVoters: null,
    scapegoatDay: 0,
    deaths: [],
    winner: null,
    pending: [],
    tonight: EMPTY_TONIGHT,
    stage: 'vote',
    vote: FRESH_VOTE,
    answer: null,
    dawnCalls: [],
    dayEvents: 0,
  };
  if (currentNightIndex(d) < 0) dawn(d);
  return d;
}
