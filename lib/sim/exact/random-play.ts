// The exact win odds of the random policy on a small board: werewolves and villagers, with at most one seer
// and one witch, no sheriff. An independent model of the rules as docs/rules.md states them (the wolves'
// night, the witch, the exile vote, ties and PK, self-destruct, 屠边/屠城), not a call into the engine, so
// that the simulator can be checked against it. Pure: each call keeps its own table.
//
// Why counts are enough: the random policy picks uniformly among the legal seats and never reads what a
// player knows, so all seats of one card are alike and a game's future depends only on how many of each card
// live and which potions are left. The seer's check changes nothing the random players do: he counts only as
// a god (docs/rules.md, side-kill groups) and a target.

/** The random policy's odds (the engine's randomEvent): restated here, the model's only link to the policy. */
export const RANDOM_ODDS = {
  /** The wolves kill nobody (空刀). */
  packNobody: 0.05,
  /** A voter abstains; else he votes uniformly among the living (himself included). */
  abstain: 0.1,
  /** The witch saves tonight's victim when she may. */
  save: 0.5,
  /** The witch poisons (uniformly among the living, herself included) when she may. */
  poison: 0.25,
  /** At each vote step a wolf self-destructs (uniformly among the living wolves) when the rules allow it. */
  selfDestruct: 0.03,
} as const;

export interface ExactRules {
  winCondition: 'sides' | 'all';
  tieRule: 'pk' | 'none';
  wolvesMayKillWolf: boolean;
  witchSelfSave: 'never' | 'always';
  witchPotionsPerNight: 1 | 2;
  selfDestruct: boolean;
}

export interface ExactBoard {
  wolves: number;
  villagers: number;
  seer: boolean;
  witch: boolean;
  rules: ExactRules;
}

/** Living players by card, and the witch's potions (both false once she is dead). */
interface Alive {
  w: number;
  v: number;
  s: number;
  h: number;
  antidote: boolean;
  poison: boolean;
}

type Card = 'w' | 'v' | 's' | 'h';
const CARDS: readonly Card[] = ['w', 'v', 's', 'h'];

const total = (a: Alive) => a.w + a.v + a.s + a.h;

function without(a: Alive, c: Card): Alive {
  const b = { ...a, [c]: a[c] - 1 };
  if (b.h === 0) return { ...b, antidote: false, poison: false };
  return b;
}

const keyOf = (a: Alive) => `${a.w},${a.v},${a.s},${a.h},${a.antidote ? 1 : 0}${a.poison ? 1 : 0}`;

/**
 * The exile vote of `voters` players among `targets` symmetric seats, each voter abstaining or voting
 * uniformly: the chance that one seat has the most votes (and at least one), and by size the chance of a tie
 * at the top. Summed over the count vectors (a multinomial), target by target.
 */
export function voteOdds(voters: number, targets: number, abstain: number = RANDOM_ODDS.abstain): { single: number; ties: number[] } {
  const ties: number[] = new Array(targets + 1).fill(0);
  if (voters === 0 || targets === 0) return { single: 0, ties };
  const q = (1 - abstain) / targets;
  const fact = [1];
  for (let i = 1; i <= voters; i++) fact[i] = fact[i - 1] * i;
  // (ballots used, top count, seats at the top) → Σ ∏ q^c / c!
  let layer = new Map<string, number>([['0,0,0', 1]]);
  for (let t = 0; t < targets; t++) layer = nextTarget(layer, voters, q, fact);
  let single = 0;
  for (const [k, p] of layer) {
    const [used, top, at] = k.split(',').map(Number);
    if (top === 0) continue;
    const rest = voters - used;
    const pr = (p * fact[voters] * abstain ** rest) / fact[rest];
    if (at === 1) single += pr;
    else ties[at] += pr;
  }
  return { single, ties };
}

/** One more target seat: every count c it may receive, with the running top and how many seats share it. */
function nextTarget(layer: Map<string, number>, voters: number, q: number, fact: readonly number[]): Map<string, number> {
  const next = new Map<string, number>();
  for (const [k, p] of layer) {
    const [used, top, at] = k.split(',').map(Number);
    for (let c = 0; used + c <= voters; c++) {
      const nAt = c > top ? 1 : c === top ? at + 1 : at;
      const nk = `${used + c},${Math.max(top, c)},${nAt}`;
      next.set(nk, (next.get(nk) ?? 0) + (p * q ** c) / fact[c]);
    }
  }
  return next;
}

/** One solve: the board's rules, which groups it deals (for 屠边), and the table of night values so far. */
interface Solve {
  r: ExactRules;
  godsSeen: number;
  villSeen: number;
  nights: Map<string, number>;
}

/** A victim of the wolves (null: nobody) and its chance. */
type Victim = [Card | null, number];
/** The witch's choice: saved, the poisoned card ('victim': the wolves' victim himself) or null, its chance. */
type WitchChoice = [boolean, Card | 'victim' | null, number];

/** The win after a set of deaths (docs/rules.md, the sides' win conditions): 1 village, 0 wolves, null on. */
function winner(x: Solve, a: Alive): 0 | 1 | null {
  if (a.w === 0) return 1;
  const rest = a.v + a.s + a.h;
  if (x.r.winCondition === 'all' || (x.godsSeen === 0 && x.villSeen === 0)) return rest === 0 ? 0 : null;
  if (x.godsSeen > 0 && a.s + a.h === 0) return 0;
  if (x.villSeen > 0 && a.v === 0) return 0;
  return null;
}

/** The first vote's exile and self-destruct chances, then the PK's (the tied do not vote; a second tie: nobody out). */
function exileOdds(x: Solve, a: Alive): { exiled: number; destructs: number } {
  const n = total(a);
  const sd = x.r.selfDestruct && a.w > 0 ? RANDOM_ODDS.selfDestruct : 0;
  const first = voteOdds(n, n);
  let exiled = first.single;
  let destructs = sd;
  if (x.r.tieRule === 'pk') {
    for (let t = 2; t <= n; t++) {
      if (!first.ties[t]) continue;
      exiled += first.ties[t] * (1 - sd) * voteOdds(n - t, t).single;
      destructs += (1 - sd) * first.ties[t] * sd;
    }
  }
  return { exiled: exiled * (1 - sd), destructs };
}

/** The chance that nobody leaves the day, and the value of the day's other outcomes (night values of smaller states). */
function dayParts(x: Solve, a: Alive): { value: number; stay: number } {
  const n = total(a);
  const { exiled, destructs } = exileOdds(x, a);
  let value = 0;
  // By exchangeability the exiled player is uniform among the living.
  for (const c of CARDS) if (a[c]) value += ((exiled * a[c]) / n) * after(x, without(a, c));
  // A self-destruct ends the day at once: the wolf is out, night falls.
  if (destructs) value += destructs * after(x, without(a, 'w'));
  return { value, stay: 1 - exiled - destructs };
}

/** After a death: the game's result, or the next night's value. */
function after(x: Solve, a: Alive): number {
  return winner(x, a) ?? night(x, a);
}

/** The value of the day that follows a night, from a state other than that night's start. */
function day(x: Solve, a: Alive): number {
  const d = dayParts(x, a);
  return d.value + d.stay * night(x, a);
}

/** The wolves' victims and their chances: nobody (空刀), else uniform among the legal targets. */
function victimsOf(x: Solve, a: Alive): Victim[] {
  const targets = x.r.wolvesMayKillWolf ? total(a) : total(a) - a.w;
  const out: Victim[] = [[null, targets ? RANDOM_ODDS.packNobody : 1]];
  if (!targets) return out;
  for (const c of CARDS) if (a[c] && (c !== 'w' || x.r.wolvesMayKillWolf)) out.push([c, ((1 - RANDOM_ODDS.packNobody) * a[c]) / targets]);
  return out;
}

/** The poison's targets once she poisons: the victim himself, or any other living player, uniformly. */
function poisonChoices(a: Alive, victim: Card | null, save: boolean, p: number): WitchChoice[] {
  const n = total(a);
  const out: WitchChoice[] = victim ? [[save, 'victim', p / n]] : [];
  for (const c of CARDS) {
    const others = a[c] - (c === victim ? 1 : 0);
    if (others) out.push([save, c, (p * others) / n]);
  }
  return out;
}

/** The witch's choices tonight with their chances (docs/rules.md, the witch: self-save, potions per night). */
/** Whether the witch may save tonight's victim (an antidote left, a victim, herself only if she may self-save). */
const maySave = (x: Solve, a: Alive, victim: Card | null): boolean => a.antidote && victim !== null && (victim !== 'h' || x.r.witchSelfSave === 'always');

function witchChoices(x: Solve, a: Alive, victim: Card | null): WitchChoice[] {
  if (!(a.h > 0 && (a.antidote || a.poison))) return [[false, null, 1]];
  const pSave = maySave(x, a, victim) ? RANDOM_ODDS.save : 0;
  return [true, false].flatMap((save) => {
    const ps = save ? pSave : 1 - pSave;
    return ps ? afterSave(x, a, victim, save, ps) : [];
  });
}

/** Given whether she saved (chance ps): no poison, or the poison on each target (one potion a night: not after a save). */
function afterSave(x: Solve, a: Alive, victim: Card | null, save: boolean, ps: number): WitchChoice[] {
  const pp = a.poison && (x.r.witchPotionsPerNight === 2 || !save) ? RANDOM_ODDS.poison : 0;
  const out: WitchChoice[] = 1 - pp ? [[save, null, ps * (1 - pp)]] : [];
  if (pp) out.push(...poisonChoices(a, victim, save, ps * pp));
  return out;
}

/** Dawn: the wolves' kill first, checked (狼刀在先), then the poison, checked: the state and the result if over. */
function dawn(x: Solve, a: Alive, victim: Card | null, [save, poisoned]: WitchChoice): { s: Alive; result: 0 | 1 | null } {
  let s: Alive = { ...a, antidote: a.antidote && !save, poison: a.poison && poisoned === null };
  let result: 0 | 1 | null = null;
  const victimDies = victim !== null && !save;
  if (victimDies) {
    s = without(s, victim);
    result = winner(x, s);
  }
  if (result === null && poisoned !== null && !(poisoned === 'victim' && victimDies)) {
    s = without(s, poisoned === 'victim' ? (victim as Card) : poisoned);
    result = winner(x, s);
  }
  return { s, result };
}

function night(x: Solve, a: Alive): number {
  const key = keyOf(a);
  const known = x.nights.get(key);
  if (known !== undefined) return known;
  // The night's outcomes that leave every state as it was (the loop back to this night), and the rest.
  let same = 0;
  let rest = 0;
  for (const [victim, pv] of victimsOf(x, a)) {
    for (const choice of witchChoices(x, a, victim)) {
      const p = pv * choice[2];
      if (!p) continue;
      const { s, result } = dawn(x, a, victim, choice);
      if (result !== null) rest += p * result;
      else if (keyOf(s) === key) same += p;
      else rest += p * day(x, s);
    }
  }
  // night = rest + same·(dayValue + dayStay·night): solved for night.
  const d = dayParts(x, a);
  const value = (rest + same * d.value) / (1 - same * d.stay);
  x.nights.set(key, value);
  return value;
}

/** The village's chance to win the board from night 1 when every player follows the random policy. */
export function exactVillageWin(board: ExactBoard): number {
  const x: Solve = {
    r: board.rules,
    godsSeen: (board.seer ? 1 : 0) + (board.witch ? 1 : 0),
    villSeen: board.villagers,
    nights: new Map(),
  };
  const start: Alive = { w: board.wolves, v: board.villagers, s: board.seer ? 1 : 0, h: board.witch ? 1 : 0, antidote: board.witch, poison: board.witch };
  return winner(x, start) ?? night(x, start);
}
