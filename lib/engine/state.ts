// Small queries on a state. Seats are numbered from 1; the state's arrays are indexed by seat − 1.
import type { RoleId } from '../roles';
import { FACTION, WAKES_WITH_WOLVES, facts } from './facts';
import type { GameState, Seat } from './types';

type S = Pick<GameState, 'alive' | 'roles' | 'wildChildTurned' | 'powersLost' | 'lovers' | 'ctx'>;

export const isAlive = (s: Pick<GameState, 'alive'>, seat: Seat): boolean => s.alive[seat - 1] === true;
export const roleOf = (s: Pick<GameState, 'roles'>, seat: Seat): RoleId => s.roles[seat - 1];
export const inRange = (s: Pick<GameState, 'alive'>, seat: unknown): seat is Seat =>
  typeof seat === 'number' && Number.isInteger(seat) && seat >= 1 && seat <= s.alive.length;

/** The faction a seat plays for now: a wild child whose model died is a werewolf (seed 000 野孩子). */
export function factionOf(s: S, seat: Seat): 'village' | 'wolves' | 'solo' {
  const role = s.roles[seat - 1];
  if (role === 'wildChild' && s.wildChildTurned) return 'wolves';
  return FACTION[role];
}

export const isWolfSeat = (s: S, seat: Seat): boolean => factionOf(s, seat) === 'wolves';

/**
 * Whether a seat opens its eyes with the wolves (and so knows them): wolf cards that wake with them, a turned
 * wild child; the demon only in the online version (demonVersion, seed 000 线下版 "不与狼人一起睁眼").
 */
export function wakesWithWolves(s: S, seat: Seat): boolean {
  const role = s.roles[seat - 1];
  if (role === 'wildChild') return s.wildChildTurned;
  if (role === 'demon') return s.ctx.rules.demonVersion === 'online';
  return WAKES_WITH_WOLVES[role];
}

/** Whether a seat makes the wolves' kill tonight (one of killers(s)) without building the list. */
export function isKiller(s: S, seat: Seat): boolean {
  if (!s.alive[seat - 1]) return false;
  if (wakesWithWolves(s, seat)) return true;
  if (!isWolfSeat(s, seat)) return false;
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && wakesWithWolves(s, i + 1)) return false;
  return true;
}

/**
 * Side-kill group (屠边, RULES.md §1): the idiot per `idiotCountsAs`; a thief who kept his card plays as a plain
 * villager (seed 000 §二 "和普通村民没区别"); wolves and third parties count in neither.
 */
export function groupOf(s: S, seat: Seat): 'god' | 'villager' | 'none' {
  if (isWolfSeat(s, seat)) return 'none';
  const role = s.roles[seat - 1];
  if (role === 'idiot') return s.ctx.rules.idiotCountsAs;
  if (role === 'thief') return 'villager';
  return facts(role).group;
}

export const isGod = (s: S, seat: Seat): boolean => groupOf(s, seat) === 'god';

/** Powers are lost by every village-faction player once the village has killed the elder (seed 000, 002). */
export const hasPower = (s: S, seat: Seat): boolean => !(s.powersLost && factionOf(s, seat) === 'village');

/** The seer's answer about a seat: good/wolf (catalogue seerResult; a turned wild child shows wolf) or the card (seerSees: card). */
export function seerResultOf(s: S, seat: Seat): 'good' | 'wolf' | RoleId {
  if (s.ctx.rules.seerSees === 'card') return s.roles[seat - 1];
  if (s.roles[seat - 1] === 'wildChild' && s.wildChildTurned) return 'wolf';
  return facts(s.roles[seat - 1]).seerResult;
}

/** The other lover of a seat (0 when the seat is not a lover). */
export function loverOf(s: Pick<GameState, 'lovers'>, seat: Seat): Seat | 0 {
  const l = s.lovers;
  if (!l) return 0;
  return l[0] === seat ? l[1] : l[1] === seat ? l[0] : 0;
}

export function aliveSeats(s: Pick<GameState, 'alive'>): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i]) out.push(i + 1);
  return out;
}

/** Living seats playing a role (the thief's new role included). */
export function seatsOf(s: Pick<GameState, 'alive' | 'roles'>, role: RoleId, aliveOnly = true): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.roles.length; i++) if (s.roles[i] === role && (!aliveOnly || s.alive[i])) out.push(i + 1);
  return out;
}

/** First living seat playing a role (0: none). */
export function firstAlive(s: Pick<GameState, 'alive' | 'roles'>, role: RoleId): Seat | 0 {
  for (let i = 0; i < s.roles.length; i++) if (s.roles[i] === role && s.alive[i]) return i + 1;
  return 0;
}

/**
 * The seats that make the wolves' kill: living cards that wake with the wolves; when none is left, any living
 * wolf (the offline demon "一旦狼人死光，恶魔即获得睁眼杀人的能力", seed 000; RULES.md §2).
 */
export function killers(s: S): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && wakesWithWolves(s, i + 1)) out.push(i + 1);
  if (out.length) return out;
  for (let i = 0; i < s.alive.length; i++) if (s.alive[i] && isWolfSeat(s, i + 1)) out.push(i + 1);
  return out;
}
