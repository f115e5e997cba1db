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
  for (let t = 0; t < targets; t++) {
    const next = new Map<string, number>();
    for (const [k, p] of layer) {
      const [used, top, at] = k.split(',').map(Number);
      for (let c = 0; used + c <= voters; c++) {
        const w = (p * q ** c) / fact[c];
        const nTop = Math.max(top, c);
        const nAt = c > top ? 1 : c === top ? at + 1 : at;
        const nk = `${used + c},${nTop},${nAt}`;
        next.set(nk, (next.get(nk) ?? 0) + w);
      }
    }
    layer = next;
  }
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

/** The village's chance to win the board from night 1 when every player follows the random policy. */
export function exactVillageWin(board: ExactBoard): number {
  const r = board.rules;
  const odds = RANDOM_ODDS;
  const godsSeen = (board.seer ? 1 : 0) + (board.witch ? 1 : 0);
  const villSeen = board.villagers;

  /** The win after a set of deaths (docs/rules.md, the sides' win conditions): 1 village, 0 wolves, null on. */
  function winner(a: Alive): 0 | 1 | null {
    if (a.w === 0) return 1;
    const rest = a.v + a.s + a.h;
    if (r.winCondition === 'all' || (godsSeen === 0 && villSeen === 0)) return rest === 0 ? 0 : null;
    if (godsSeen > 0 && a.s + a.h === 0) return 0;
    if (villSeen > 0 && a.v === 0) return 0;
    return null;
  }

  const nights = new Map<string, number>();

  /** The chance that nobody leaves the day, and the value of the day's other outcomes (night values of smaller states). */
  function dayParts(a: Alive): { value: number; stay: number } {
    const n = total(a);
    const sd = r.selfDestruct && a.w > 0 ? odds.selfDestruct : 0;
    const first = voteOdds(n, n);
    let exiled = first.single;
    let destructs = sd;
    if (r.tieRule === 'pk') {
      for (let t = 2; t <= n; t++) {
        if (!first.ties[t]) continue;
        // The tied do not vote; the others vote only among them; a second tie: nobody is out.
        exiled += first.ties[t] * (1 - sd) * voteOdds(n - t, t).single;
        destructs += (1 - sd) * first.ties[t] * sd;
      }
    }
    exiled *= 1 - sd;
    let value = 0;
    // By exchangeability the exiled player is uniform among the living.
    for (const c of CARDS) {
      if (!a[c]) continue;
      value += ((exiled * a[c]) / n) * after(without(a, c));
    }
    // A self-destruct ends the day at once: the wolf is out, night falls.
    if (destructs) value += destructs * after(without(a, 'w'));
    return { value, stay: 1 - exiled - destructs };
  }

  /** After a death: the game's result, or the next night's value. */
  function after(a: Alive): number {
    const w = winner(a);
    return w ?? night(a);
  }

  /** The value of the day that follows a night, from a state other than that night's start. */
  function day(a: Alive): number {
    const d = dayParts(a);
    return d.value + d.stay * night(a);
  }

  function night(a: Alive): number {
    const key = keyOf(a);
    const known = nights.get(key);
    if (known !== undefined) return known;
    const n = total(a);
    const targets = r.wolvesMayKillWolf ? n : n - a.w;
    // The night's outcomes that leave every state as it was (the loop back to this night), and the rest.
    let same = 0;
    let rest = 0;
    const victims: [Card | null, number][] = [[null, targets ? odds.packNobody : 1]];
    if (targets) for (const c of CARDS) if (a[c] && (c !== 'w' || r.wolvesMayKillWolf)) victims.push([c, ((1 - odds.packNobody) * a[c]) / targets]);
    for (const [victim, pv] of victims) {
      // The witch's choices: [saved, poisoned card ('victim': the wolves' victim himself), chance].
      const choices: [boolean, Card | 'victim' | null, number][] = [];
      const witchWakes = a.h > 0 && (a.antidote || a.poison);
      if (!witchWakes) choices.push([false, null, 1]);
      else {
        const mayAntidote = a.antidote && victim !== null && (victim !== 'h' || r.witchSelfSave === 'always');
        const pSave = mayAntidote ? odds.save : 0;
        for (const save of [true, false]) {
          const ps = save ? pSave : 1 - pSave;
          if (!ps) continue;
          const mayPoison = a.poison && (r.witchPotionsPerNight === 2 || !save);
          const pp = mayPoison ? odds.poison : 0;
          if (1 - pp) choices.push([save, null, ps * (1 - pp)]);
          if (!pp) continue;
          if (victim) choices.push([save, 'victim', (ps * pp) / n]);
          for (const c of CARDS) {
            const others = a[c] - (c === victim ? 1 : 0);
            if (others) choices.push([save, c, (ps * pp * others) / n]);
          }
        }
      }
      for (const [save, poisoned, pc] of choices) {
        const p = pv * pc;
        if (!p) continue;
        let s: Alive = { ...a, antidote: a.antidote && !save, poison: a.poison && poisoned === null };
        // Dawn: the wolves' kill first, checked (狼刀在先), then the poison, checked.
        let result: number | null = null;
        const victimDies = victim !== null && !save;
        if (victimDies) {
          s = without(s, victim);
          result = winner(s);
        }
        if (result === null && poisoned !== null && !(poisoned === 'victim' && victimDies)) {
          s = without(s, poisoned === 'victim' ? (victim as Card) : poisoned);
          result = winner(s);
        }
        if (result !== null) rest += p * result;
        else if (keyOf(s) === key) same += p;
        else rest += p * day(s);
      }
    }
    // night = rest + same·(dayValue + dayStay·night): solved for night.
    const d = dayParts(a);
    const value = (rest + same * d.value) / (1 - same * d.stay);
    nights.set(key, value);
    return value;
  }

  const start: Alive = { w: board.wolves, v: board.villagers, s: board.seer ? 1 : 0, h: board.witch ? 1 : 0, antidote: board.witch, poison: board.witch };
  return winner(start) ?? night(start);
}
