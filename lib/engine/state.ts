// Small queries on a state. Seats are numbered from 1; the state's arrays are indexed by seat − 1.
// What a seat is comes from its card under the board's rules (lib/powers/cards) and from the powers'
// hooks (a wild child who turned plays as a werewolf): the core names no role.
import type { Card } from '../powers/cards';
import type { CardId } from '../catalogue/card-role';
import type { GameState, Group, Seat } from './types';

type S = GameState;

export const isAlive = (s: Pick<GameState, 'alive'>, seat: Seat): boolean => s.alive[seat - 1] === true;
export const roleOf = (s: Pick<GameState, 'roles'>, seat: Seat): CardId => s.roles[seat - 1];
export const inRange = (s: Pick<GameState, 'alive'>, seat: unknown): seat is Seat =>
  typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= s.alive.length;

/** The card a seat plays as now: its card, or what a power made of it (the wild child turned werewolf). */
export function playsAs(s: S, seat: Seat): CardId {
  const hooks = s.ctx.hooks.playsAs;
  for (let i = 0; i < hooks.length; i++) {
    const r = hooks[i](s, seat);
    if (r) return r;
  }
  return s.roles[seat - 1];
}

/**
 * The living seats as bits (seat − 1; a table has at most 30 seats, lib/catalogue/roles MAX_PLAYERS, which newGame and
 * deal enforce). A loop over these bits visits only
 * the living, without a branch on each seat's life, which the processor mispredicts wherever the dead fall at
 * random (the simulator's games).
 */
export function aliveBits(s: Pick<GameState, 'alive'>): number {
  const a = s.alive;
  let m = 0;
  // A select, not `+a[i]`: V8 converts an element of unknown type with a call per seat.
  for (let i = 0; i < a.length; i++) m |= (a[i] === true ? 1 : 0) << i;
  return m;
}

/** The seats of a set, in seat order. */
export function setSeats(set: number): Seat[] {
  let m = set;
  const out: Seat[] = new Array(popCount(m));
  for (let k = 0; m; k++, m &= m - 1) out[k] = firstOf(m);
  return out;
}

/** The first seat of a set (0: none). */
export const firstOf = (set: number): Seat | 0 => (set ? 32 - Math.clz32(set & -set) : 0);

/** How many bits of a seat set are on. */
export function popCount(m: number): number {
  let x = m - ((m >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The facts of the card a seat holds (as dealt, or taken by the thief), not what a power made of it: the
 * card's own traits and powers.
 */
export function heldCard(s: S, seat: Seat): Card {
  return s.ctx.cards[s.roles[seat - 1]];
}

/** The facts of the card a seat plays as (faction, group, who it wakes with, what a check sees). */
export function cardAt(s: S, seat: Seat): Card {
  return s.seatCards[seat - 1];
}

/**
 * Recomputes what each seat plays as: called at the start and by a power that changes it (the thief takes a
 * card, the wild child turns), so that every query after it in the same event sees the change.
 */
export function refreshSeats(d: { -readonly [K in keyof GameState]: GameState[K] }): void {
  const out: Card[] = new Array(d.roles.length);
  const sides: number[] = new Array(d.roles.length);
  // Where no power changes what a card plays as, each seat plays its own card.
  const own = d.ctx.hooks.playsAs.length === 0;
  for (let i = 0; i < d.roles.length; i++) {
    const card = d.ctx.cards[own ? d.roles[i] : playsAs(d, i + 1)];
    out[i] = card;
    const g = card.faction === 'wolves' ? 'wolf' : d.ctx.groups[card.id];
    sides[i] = (g === 'wolf' ? SIDE_WOLF : g === 'god' ? SIDE_GOD : g === 'villager' ? SIDE_VILLAGER : SIDE_NONE) | traitFlags(card);
  }
  d.seatCards = out;
  d.sides = sides;
}

/** What each seat counts as for the win (GameState.sides, the low two bits): a wolf, a god, a villager, or in no group. */
export const SIDE_WOLF = 0;
export const SIDE_GOD = 1;
export const SIDE_VILLAGER = 2;
export const SIDE_NONE = 3;
/** Flags above the side (GameState.sides): a wolf-side card the village need not kill (notNeededForGoodWin). */
const HELPER = 4;
/** A wolf-side card that never makes the wolves' kill (noKillTakeover). */
const NO_TAKEOVER = 8;

/** The win flags of a card's traits (the minion's), read once per seat when what it plays as changes. */
function traitFlags(card: Card): number {
  if (card.traits.size === 0) return 0;
  return (card.traits.has('notNeededForGoodWin') ? HELPER : 0) | (card.traits.has('noKillTakeover') ? NO_TAKEOVER : 0);
}

/**
 * Each side's seats as bits (SIDE_WOLF is every wolf card), and the seats that wake with the wolves: what each
 * seat plays as now (GameState.sides and seatCards).
 */
export function sideBits(s: Pick<GameState, 'sides' | 'seatCards'>): SeatSets {
  const sides = s.sides;
  let wolf = 0;
  let god = 0;
  let villager = 0;
  let wakes = 0;
  let helper = 0;
  let noTakeover = 0;
  for (let i = 0; i < sides.length; i++) {
    const b = 1 << i;
    const v = sides[i];
    const side = v & 3;
    // A wolf-side helper (the minion) is not among the wolves the village must kill.
    if (side === SIDE_WOLF) {
      if (v & HELPER) helper |= b;
      else wolf |= b;
    } else if (side === SIDE_GOD) god |= b;
    else if (side === SIDE_VILLAGER) villager |= b;
    if (v & NO_TAKEOVER) noTakeover |= b;
    if (s.seatCards[i].wakesWithWolves) wakes |= b;
  }
  return { wolf, god, villager, wakes, helper, noTakeover };
}
export interface SeatSets {
  /** The wolf cards the village must kill to win (every wolf card but a helper). */
  wolf: number;
  god: number;
  villager: number;
  /** Seats whose card (as it plays now) opens its eyes with the wolves. */
  wakes: number;
  /** Wolf-side cards the village need not kill (notNeededForGoodWin: the minion); in no side-kill group. */
  helper: number;
  /** Cards that never make the wolves' kill, even once every wolf who wakes with them is dead (noKillTakeover). */
  noTakeover: number;
}

/** The faction a seat plays for now. */
export function factionOf(s: S, seat: Seat): 'village' | 'wolves' | 'solo' {
  return cardAt(s, seat).faction;
}

export const isWolfSeat = (s: S, seat: Seat): boolean => cardAt(s, seat).faction === 'wolves';

/** Whether a seat opens its eyes with the wolves (and so knows them): the card's fact under the rules. */
export function wakesWithWolves(s: S, seat: Seat): boolean {
  return cardAt(s, seat).wakesWithWolves;
}

/**
 * Side-kill group (屠边, docs/rules.md): the card's group, unless a power says otherwise (the idiot per
 * `idiotCountsAs`, a thief who kept his card); wolves count in neither.
 */
export function groupOf(s: S, seat: Seat): Group {
  const card = s.seatCards[seat - 1];
  return card.faction === 'wolves' ? 'none' : s.ctx.groups[card.id];
}

export const isGod = (s: S, seat: Seat): boolean => groupOf(s, seat) === 'god';

/** Whether a seat still has its power (the village killing the elder takes every village card's). */
export function hasPower(s: S, seat: Seat): boolean {
  const hooks = s.ctx.hooks.powerless;
  for (let i = 0; i < hooks.length; i++) if (hooks[i](s, seat)) return false;
  return true;
}

/** Whether a seat's power is blocked tonight, and how (the nightmare's fear): see PowerModule.blocked. */
export function blockedTonight(s: S, seat: Seat): 'skip' | 'void' | null {
  const hooks = s.ctx.hooks.blocked;
  for (let i = 0; i < hooks.length; i++) {
    const b = hooks[i](s, seat);
    if (b) return b;
  }
  return null;
}

/** Why `actor` may not act on `target` whatever the step (lovers never vote for or kill each other), or null. */
export function forbidden(s: S, actor: Seat, target: Seat): import('./types').ReasonCode | null {
  const hooks = s.ctx.hooks.forbids;
  for (let i = 0; i < hooks.length; i++) {
    const r = hooks[i](s, actor, target);
    if (r) return r;
  }
  return null;
}

export function aliveSeats(s: Pick<GameState, 'alive'>): Seat[] {
  return setSeats(aliveBits(s));
}

/** First living seat playing a role (0: none). */
export function firstAlive(s: Pick<GameState, 'alive' | 'roles'>, role: CardId): Seat | 0 {
  for (let i = 0; i < s.roles.length; i++) if (s.roles[i] === role && s.alive[i]) return i + 1;
  return 0;
}

/** First seat, living or dead, playing a role (0: none). */
export function firstSeat(s: Pick<GameState, 'roles'>, role: CardId): Seat | 0 {
  const i = s.roles.indexOf(role);
  return i < 0 ? 0 : i + 1;
}

/**
 * The seats that make the wolves' kill: living cards that wake with the wolves; when none is left, any living
 * wolf (the offline demon "一旦狼人死光，恶魔即获得睁眼杀人的能力"; docs/rules.md) but one that never takes over
 * the kill (noKillTakeover: the minion).
 */
export function killers(s: S): Seat[] {
  const live = aliveBits(s);
  const sets = sideBits(s);
  return setSeats(live & sets.wakes || live & sets.wolf & ~sets.noTakeover);
}
