// Win conditions (docs/rules.md), checked every time deaths are applied, with the condition that held. The sides' wins are the core's;
// a third camp's win (lovers, the piper) is its power's. Where more than one holds at the same instant, the
// winner is "draw".
import { aliveBits, cardAt, firstOf, popCount, sideBits } from './state';
import type { SeatSets } from './state';
import type { GameState, WinCode, Winner } from './types';

/**
 * - village: no living wolf (a wolf lover included: he is the village's enemy too) but a helper the village need
 *   not kill (notNeededForGoodWin: the minion).
 * - wolves: a living wolf outside a third camp (a helper is not enough), and `winCondition`: sides (屠边) all gods
 *   or all villagers dead (a group counts only when some seat plays in it), all (屠城) nobody else alive but the
 *   helpers, parity wolves (and the helpers under minionCountsForParity) ≥ the rest.
 * - a power's: lovers, piper (lib/powers/link, enchant).
 * - a power may hold off the wolves' win (the mixed blood alive, lib/powers/idol) or take a side's win (the
 *   cursed fox alive or dying in this instant, lib/powers/steal-win).
 * - a loner's death that is his win (the tanner exiled, lib/powers/win-on-death) is checked before all of these
 *   and ends the game whatever else holds; a card with the notNeededForWin trait (the tanner) need not be dead
 *   for the wolves' 屠城.
 */
export function checkWinner(s: GameState): Winner | null {
  return winCheck(s)?.winner ?? null;
}

/** The winner and the condition that made it (the end screen says why: docs/engine-choices.md winTiming). */
export function winCheck(s: GameState, since: number = s.deaths.length): { winner: Winner; code: WinCode } | null {
  return (s.ctx.hooks.winsFirst.length ? firstWin(s, since) : null) ?? findWinner(s, since);
}

type WinCheck = { readonly winner: Winner; readonly code: WinCode } | null;

/** How many of these seats play a card nobody has to kill for a win (the trait notNeededForWin: the tanner). */
function notNeeded(s: GameState, seats: number): number {
  let n = 0;
  for (let w = seats; w; w &= w - 1) if (cardAt(s, firstOf(w)).traits.has('notNeededForWin')) n++;
  return n;
}

/** A win checked before every other (the tanner exiled): it ends the game whatever else holds. */
function firstWin(s: GameState, since: number): WinCheck {
  const first = s.ctx.hooks.winsFirst;
  for (let i = 0; i < first.length; i++) {
    const w = first[i](s, since);
    if (w) return { winner: w.winner, code: w.reason };
  }
  return null;
}

function findWinner(s: GameState, since: number): WinCheck {
  // By bits: each side's seats (kept by the sides array) and the living ones (kept by the alive array). A loop
  // over the seats branches on each one's life and side, which the processor mispredicts wherever the dead fall
  // at random (the simulator's games).
  const live = aliveBits(s);
  const m = sideBits(s);
  const wolvesLive = live & m.wolf;
  const wolfTeam = wolfTeamSize(s, wolvesLive);
  let wolvesWhy = wolfTeam > 0 ? wolvesWin(s, live, m, wolvesLive, wolfTeam) : null;
  // A seat the wolves must kill first (the mixed blood under mixedBloodSideKill mustDie).
  if (wolvesWhy && mustKillFirst(s)) wolvesWhy = null;
  const village = wolvesLive === 0 && live !== 0;
  // A side's condition met while the cursed fox lives, or in the instant he dies, is his win.
  // It takes that side's place: met together with another camp's win (the piper's), it is a draw like any two.
  const stolen = village || wolvesWhy ? stolenWin(s, since) : null;
  return stolen ? verdict(s, live, false, null, stolen) : verdict(s, live, village, wolvesWhy, null);
}

/** The living wolves, less those a power keeps out of the wolves' team (asked only where a power may). */
function wolfTeamSize(s: GameState, wolvesLive: number): number {
  let n = popCount(wolvesLive);
  if (!s.ctx.hooks.outsideWolfTeam.length) return n;
  for (let w = wolvesLive; w; w &= w - 1) if (outsideWolfTeam(s, firstOf(w))) n--;
  return n;
}

function outsideWolfTeam(s: GameState, seat: number): boolean {
  const outside = s.ctx.hooks.outsideWolfTeam;
  for (let k = 0; k < outside.length; k++) if (outside[k](s, seat)) return true;
  return false;
}

/** The wolves' condition (rules.winCondition) met by a living wolf team: the code it wins with, else null. */
function wolvesWin(s: GameState, live: number, m: SeatSets, wolvesLive: number, wolfTeam: number): WinCode | null {
  const rules = s.ctx.rules;
  // The wolves' living helpers (the minion): not needed for the village's win, never in the way of the wolves'
  // (the wolves need not kill them); under parity they count with the wolves or for nobody (minionCountsForParity).
  const helpers = m.helper ? popCount(live & m.helper) : 0;
  const rest = popCount(live) - wolfTeam - helpers;
  const cond = rules.winCondition;
  if (cond === 'parity') return wolfTeam + (rules.minionCountsForParity ? helpers : 0) >= rest ? 'parity' : null;
  return sidesWin(s, live, m, wolvesLive, rest);
}

/** 屠边 (sides): all gods or all villagers dead, a group counting only when some seat plays in it; with no group, 屠城. */
function sidesWin(s: GameState, live: number, m: SeatSets, wolvesLive: number, rest: number): WinCode | null {
  const godsSeen = m.god !== 0;
  const villSeen = m.villager !== 0;
  if (s.ctx.rules.winCondition === 'all' || (!godsSeen && !villSeen)) return rest === 0 || rest === notNeeded(s, live & ~wolvesLive) ? 'allDead' : null;
  if (godsSeen && (live & m.god) === 0) return 'godsDead';
  return villSeen && (live & m.villager) === 0 ? 'villagersDead' : null;
}

function mustKillFirst(s: GameState): boolean {
  for (const f of s.ctx.hooks.wolvesMustKill) if (f(s)) return true;
  return false;
}

function stolenWin(s: GameState, since: number): { winner: Winner; reason: WinCode } | null {
  for (const f of s.ctx.hooks.stealsWin) {
    const w = f(s, since);
    if (w) return w;
  }
  return null;
}

/** The one win that holds with the third camps' (a power's), or a draw where more than one does or nobody lives. */
function verdict(s: GameState, live: number, village: boolean, wolvesWhy: WinCode | null, stolen: { winner: Winner; reason: WinCode } | null): WinCheck {
  let count = (village ? 1 : 0) + (wolvesWhy ? 1 : 0) + (stolen ? 1 : 0);
  let third: { winner: Winner; reason: WinCode } | null = null;
  for (const f of s.ctx.hooks.wins) {
    const w = f(s);
    if (w) {
      count++;
      third ??= w;
    }
  }
  if (count === 0) return live === 0 ? { winner: 'draw', code: 'nobodyAlive' } : null;
  if (count > 1) return { winner: 'draw', code: 'bothAtOnce' };
  if (stolen) return { winner: stolen.winner, code: stolen.reason };
  if (village) return { winner: 'village', code: 'noWolves' };
  if (wolvesWhy) return { winner: 'wolves', code: wolvesWhy };
  return third ? { winner: third.winner, code: third.reason } : null;
}
