// A new game from a board and a deal: the static context (rules, wake order) and the state before any event.
// A deal that does not match its board is not a game at all (exit 2), unlike an illegal event (exit 1).
import type { Board } from '../generated/board';
import { ROLES } from '../catalogue';
import { stepsOnBoard } from '../order/owners';
import { ROLE_IDS, countOf, expectedCards, isRoleId, totalCards, type RoleId } from '../roles';
import { resolveRules, type ResolvedRules } from '../rules';
import { cardsUnder, hasBottomCards, takesBottomCard, type Card } from '../powers/cards';
import { POWERS, hooksOf, modulesOf, powerModule } from '../powers/registry';
import { SLOT } from '../powers/slots';
import { refreshSeats } from './state';
import { newState } from './clone';
import { FRESH_VOTE, nightIndex, dawn, rememberNightIndex } from './night';
import { emptyTonight } from './vote-state';
import type { Draft } from './deaths';
import type { EventType, GameContext, GameState, Group, NightStepDef, NightStepId } from './types';

export interface SetupProblem {
  /** Path of the field in the record ("seats", "bottom", "board.roles"). */
  path: string;
  message: string;
  zh: string;
}
export type SetupResult = { ok: true; state: GameState } | { ok: false; problems: SetupProblem[] };

const isWolfCard = (r: RoleId): boolean => cardsUnder()[r].faction === 'wolves';

/** Checks a deal against its board: counts, cards, and the bottom (thief, thiefBottomControl). */
export function checkSetup(board: Board, seats: readonly RoleId[], bottom?: readonly RoleId[] | null): SetupProblem[] {
  const out: SetupProblem[] = [];
  const hasThief = hasBottomCards(board);
  const total = totalCards(board);
  const expected = expectedCards(board);
  if (total !== expected) {
    out.push({
      path: 'board.roles',
      message: `board.roles: the deck holds ${total} cards; ${board.players} players${hasThief ? ' + 2 bottom cards with a thief' : ''} need ${expected}`,
      zh: `board.roles：牌堆有 ${total} 张牌；${board.players} 名玩家${hasThief ? '加盗贼的 2 张底牌' : ''}需要 ${expected} 张`,
    });
  }
  if (seats.length !== board.players) {
    out.push({
      path: 'seats',
      message: `seats: ${seats.length} cards dealt, but the board has ${board.players} players`,
      zh: `seats：发了 ${seats.length} 张牌，但板子有 ${board.players} 名玩家`,
    });
  }
  if (hasThief && !bottom)
    out.push({ path: 'bottom', message: 'bottom: a board with a thief needs the two bottom cards', zh: 'bottom：有盗贼的板子需要两张底牌' });
  if (!hasThief && bottom)
    out.push({ path: 'bottom', message: 'bottom: bottom cards exist only with a thief on the board', zh: 'bottom：只有板子上有盗贼时才有底牌' });
  if (bottom && bottom.length !== 2)
    out.push({ path: 'bottom', message: `bottom: expected 2 cards, got ${bottom.length}`, zh: `bottom：应为 2 张牌，实际 ${bottom.length} 张` });
  if (out.length) return out;
  const dealt = [...seats, ...(bottom ?? [])];
  for (const id of ROLE_IDS) {
    const have = dealt.filter((r) => r === id).length;
    const want = countOf(board, id);
    if (have !== want) {
      const where = bottom ? 'seats and bottom' : 'seats';
      out.push({
        path: 'seats',
        message: `${where}: ${have} ${id} card${have === 1 ? '' : 's'} dealt, but the board has ${want}`,
        zh: `${bottom ? 'seats 和 bottom' : 'seats'}：发了 ${have} 张 ${id}，但板子上有 ${want} 张`,
      });
    }
  }
  if (out.length) return out;
  if (bottom && resolveRules(board.rules).thiefBottomControl) {
    const wolves = bottom.filter(isWolfCard).length;
    if (wolves === 2)
      out.push({
        path: 'bottom',
        message: 'bottom: two wolves in the bottom, which “Judge controls the bottom cards” forbids (Basic Rules 二)',
        zh: 'bottom：底牌是两张狼人，房规“法官调控底牌”不允许',
      });
    else if (wolves === 1 && bottom.some(takesBottomCard))
      out.push({
        path: 'bottom',
        message: 'bottom: the thief and a wolf in the bottom, which “Judge controls the bottom cards” forbids (Basic Rules 二)',
        zh: 'bottom：底牌是盗贼和一张狼人，房规“法官调控底牌”不允许',
      });
  }
  return out;
}

/**
 * The board's night steps in its wake order: the steps the board calls (lib/order/owners stepsOnBoard, the one
 * answer the printed order gives too), each its owner card's, with its power under the board's rules.
 */
function orderFor(board: Board, rules: ResolvedRules): NightStepDef[] {
  return stepsOnBoard(board, rules).map(({ order, owner, card: cs }) => {
    const m = powerModule(cs.power);
    return {
      id: order.id as NightStepId,
      role: owner.role,
      nights: cs.nights,
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
      line: Object.freeze({ role: owner.role, step: order.id as NightStepId }),
    };
  });
}

/** The cards a board's cards may play as (a wild child turned werewolf): their powers are the board's too. */
function withPlayedAs(ids: readonly RoleId[], cards: Readonly<Record<RoleId, Card>>): Card[] {
  const out = new Set<RoleId>(ids);
  for (const id of ids) {
    for (const st of cards[id].steps) for (const v of Object.values(st.params)) if (isRoleId(v)) out.add(v);
  }
  return [...out].map((id) => cards[id]);
}

const contexts = new WeakMap<Board, Map<unknown, GameContext>>();

function contextFor(board: Board, seats: readonly RoleId[], bottom: readonly RoleId[] | null): GameContext {
  // Boards are reused across many simulated games: rules and wake order are computed once per board
  // (keyed by the rules object too, so a board edited in place is not served stale).
  let byRules = contexts.get(board);
  if (!byRules) {
    byRules = new Map();
    contexts.set(board, byRules);
  }
  let base = byRules.get(board.rules);
  if (!base || base.players !== board.players) {
    const rules = resolveRules(board.rules);
    const cards = cardsUnder(rules);
    const onBoard = {} as Record<RoleId, boolean>;
    for (const id of ROLE_IDS) onBoard[id] = countOf(board, id) > 0;
    const modules = modulesOf(
      withPlayedAs(
        ROLE_IDS.filter((id) => onBoard[id]),
        cards,
      ),
    );
    const hooks = hooksOf(modules);
    base = {
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
      groups: {} as Record<RoleId, Group>,
    };
    const groups = base.groups as Record<RoleId, Group>;
    for (const id of ROLE_IDS) {
      // A card whose group a house rule sets (the idiot: idiotCountsAs), else a power's say, else its own.
      const rule = ROLES[id].groupRule;
      let g: Group | null = rule ? (rules[rule] as Group) : null;
      for (const f of hooks.groupOf) g ??= f(base, id);
      groups[id] = g ?? cards[id].group;
    }
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

/** n copies of a value, pushed one by one: for a list of seats, twice as fast as Array(n).fill (once a game). */
function filled<T>(n: number, v: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}

/** The state before any event, for a deal already known to match its board (deal(), a checked record). */
export function startGame(board: Board, seats: readonly RoleId[], bottom?: readonly RoleId[] | null): GameState {
  const ctx = contextFor(board, seats, bottom ?? null);
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
  const powers: unknown[] = new Array(POWERS.length).fill(undefined);
  for (const m of ctx.modules) if (m.init) powers[SLOT.get(m.id)!] = m.init(d);
  d.powers = powers;
  refreshSeats(d);
  const k = nightIndex(d);
  if (k < 0) dawn(d);
  else rememberNightIndex(d, k);
  return d;
}
