// What the heuristic table knows, as its strategies see it: the memory of one game, what the table
// concludes from it, and the facts of the cards under the game's rules. Strategies read roles only through
// these facts (faction, group, powers; lib/powers/cards), never by a role's id.
import type { GameEvent, GameState, CardId, Rng, Seat, Step } from '../../../engine';
import type { Card } from '../../../powers/cards';
import { eventFor, eventOf, oneSeat, type Choice } from '../../../powers/choice';
import { modulesOf } from '../../../powers/registry';

/** What the table (and the wolves) remember during one game. */
export interface Memory {
  /** The real seer's own checks (the village's inspector): seat → wolf? */
  checks: Map<Seat, boolean>;
  /** The mirror seer's checks as he is told them, inverted (he believes them and reports them as the seer's): seat → wolf? */
  mirrorChecks: Map<Seat, boolean>;
  /** Seats the wolves' inspector checked, and the gods it found (the wolves' knowledge). */
  packChecked: Set<Seat>;
  packGods: Set<Seat>;
  /** Players who claimed to be the seer, and what each reported in public: seat → wolf? */
  claimants: Seat[];
  reports: Map<Seat, Map<Seat, boolean>>;
  /** The claimant the table believes (0: none). */
  trusted: Seat | 0;
  /** Players the table knows are wolves (a claimant proven a liar, a wolf card shown). */
  exposed: Set<Seat>;
  /** Gods who showed their role when the vote landed on them. */
  shown: Set<Seat>;
  /** Players who voted against a known wolf the table voted for (票型: wolves saving a teammate). */
  suspects: Set<Seat>;
  /** Whether a wolf counter-claims in this game (decided on the first morning) and who. */
  fakeDecided: boolean;
  fake: Seat | 0;
  /** Last day whose morning was handled. */
  morning: number;
  /** Tonight's wolf victim (the pack knows it; the witch is told it) and the seat the witch saved (0: none). */
  attacked: Seat | 0;
  saved: Seat | 0;
  /** Whether the witch was told tonight's victim (she then says in the morning who survived unsaved). */
  witchSaw: boolean;
  /**
   * Players whose wolf attack failed, the win-stealer's mark (the wolves' kill does not take him): as the table
   * knows them (the witch saw the victim live without her antidote) and as the wolves do (a victim alive after a
   * night when no antidote could be expected: after night 1, or with no potions on the board).
   */
  spotted: Set<Seat>;
  packSpotted: Set<Seat>;
  /** The table knows the win-stealer is dead (the believed seer's check killed him, or his card was shown). */
  stealerGone: boolean;
  /** The table knows the charmer is dead (his card was shown). */
  charmerGone: boolean;
  /** Players who voted for themselves: with a loner who wins by dying on the board, the table spares them. */
  selfVoters: Set<Seat>;
  /** Tonight the witch was told no victim (she says so in the morning): while the wolf-father may infect, his infection. */
  silent: boolean;
  /** The table knows the wolf-father has infected (his one infection is spent). */
  infection: boolean;
}

/** The facts of a card the table plays on, flattened once per rules (the simulator asks them per step). */
export interface CardFacts {
  /** A wolf card (the wolves' faction). */
  readonly wolf: boolean;
  /** A village god: what the thief takes. */
  readonly powerCard: boolean;
  /** The village's inspector (the seer): inspects at night, on the village's side, and is told the truth. */
  readonly seer: boolean;
  /** A village inspector told the inverted answer (the mirror seer): he believes he is the seer and claims so. */
  readonly mirror: boolean;
  /** Survives the exile by showing his card (the idiot): he has no reason to show it before. */
  readonly revealsOnExile: boolean;
  /** Takes the win from a side whose condition is met while he lives (the cursed fox): both sides need him dead first. */
  readonly stealsWin: boolean;
  /** Charms players each night and wins once every other living player is charmed (the piper). */
  readonly charmer: boolean;
  /** A loner whose own death is his win, checked before every other (the tanner): he wants the vote on himself. */
  readonly winsByDying: boolean;
  /** Holds potions (the witch): she is told the night's victims. */
  readonly potions: boolean;
  /** Turns the pack's victim into a wolf instead of killing him, once a game (the accursed wolf-father). */
  readonly infects: boolean;
}

export interface Facts {
  readonly card: Readonly<Record<CardId, CardFacts>>;
  /** A card with potions is on the board (dealt or in the bottom). */
  readonly potionsOnBoard: boolean;
  /** A card that steals the win is on the board (dealt or in the bottom). */
  readonly stealerOnBoard: boolean;
  /** A card that charms its way to a win is on the board (dealt or in the bottom). */
  readonly charmerOnBoard: boolean;
  /** A loner who wins by his own death is on the board (dealt or in the bottom). */
  readonly dyingWinnerOnBoard: boolean;
  /** A card that infects the pack's victim is on the board (dealt or in the bottom). */
  readonly infectorOnBoard: boolean;
}

function cardFacts(c: Card): CardFacts {
  const wolf = c.faction === 'wolves';
  return {
    wolf,
    powerCard: c.faction === 'village' && c.group === 'god',
    seer: !wolf && c.steps.some((x) => x.power === 'inspect' && x.params.invert !== true),
    mirror: !wolf && c.steps.some((x) => x.power === 'inspect' && x.params.invert === true),
    revealsOnExile: c.powers.has('revealOnExile'),
    stealsWin: modulesOf([c]).some((m) => typeof m.stealsWin === 'function'),
    charmer: c.steps.some((x) => x.power === 'enchant'),
    winsByDying: modulesOf([c]).some((m) => typeof m.winsFirst === 'function'),
    potions: c.steps.some((x) => x.power === 'potions'),
    infects: c.steps.some((x) => x.power === 'infect'),
  };
}

// Keyed by the game's cards (its rules' and its custom cards'), rules and deck objects, which the engine shares between the games of one board.
const byCards = new WeakMap<object, Record<CardId, CardFacts>>();
const byDeck = new WeakMap<object, WeakMap<object, Facts>>();

/** The card facts of a game (cached for the board). */
export function factsOf(s: GameState): Facts {
  const rules = s.ctx.rules;
  const cards = s.ctx.cards;
  let card = byCards.get(cards);
  if (!card) {
    card = {} as Record<CardId, CardFacts>;
    for (const id of Object.keys(cards) as CardId[]) card[id] = cardFacts(cards[id]);
    byCards.set(cards, card);
  }
  const ids = Object.keys(s.ctx.onBoard) as CardId[];
  let perDeck = byDeck.get(s.ctx.onBoard);
  if (!perDeck) {
    perDeck = new WeakMap();
    byDeck.set(s.ctx.onBoard, perDeck);
  }
  let f = perDeck.get(rules);
  if (!f) {
    const potionsOnBoard = ids.some((id) => s.ctx.onBoard[id] && card[id].potions);
    const stealerOnBoard = ids.some((id) => s.ctx.onBoard[id] && card[id].stealsWin);
    const charmerOnBoard = ids.some((id) => s.ctx.onBoard[id] && card[id].charmer);
    const dyingWinnerOnBoard = ids.some((id) => s.ctx.onBoard[id] && card[id].winsByDying);
    const infectorOnBoard = ids.some((id) => s.ctx.onBoard[id] && card[id].infects);
    f = { card, potionsOnBoard, stealerOnBoard, charmerOnBoard, dyingWinnerOnBoard, infectorOnBoard };
    perDeck.set(rules, f);
  }
  return f;
}

/** What a strategy may ask the table. */
export interface Mind {
  readonly m: Memory;
  readonly f: Facts;
  /** Living players the table knows as wolves: exposed ones, and the believed seer's checked wolves. */
  knownWolves(s: GameState): Seat[];
  /** Cleared in public: checked good by the believed seer, the believed seer himself, a revealed idiot. */
  cleared(s: GameState, x: Seat): boolean;
  /** Real (good) seers who claimed: what the wolves know and hunt. */
  realClaimants(s: GameState): Seat[];
  /**
   * While a win-stealer may be alive, the living players who survived an unsaved wolf attack: as the table knows
   * them (`pack` false) or as the wolves do (`pack` true). Empty once he is known dead, or with none on the board.
   */
  stealerSuspects(s: GameState, pack: boolean): Seat[];
  /**
   * The known wolves the good side may remove now: all of them, except the last wolf the table can count while a
   * win-stealer may be alive (taking him out would hand the stealer the village's win).
   */
  removableWolves(s: GameState): Seat[];
  /**
   * The living players who voted to save a known wolf (票型) that the good side may remove now: none while they may
   * be the last wolf the table counts and a win-stealer may be alive, as for the known wolves.
   */
  removableSuspects(s: GameState): Seat[];
  /**
   * Whether a player may be the charmer, as the charmed know (they wake together and see each other): not one
   * of the charmed. False for everyone once he is known dead, or with none on the board.
   */
  mayCharm(s: GameState, x: Seat): boolean;
}

/** A strategy: the event one power's player chooses at a step. */
export type Strategy = (t: Mind, s: GameState, step: Step, rng: Rng) => GameEvent;

export function okSeats(step: Step): Seat[] {
  const out: Seat[] = [];
  for (const o of step.targets) if (o.ok) out.push(o.seat);
  return out;
}

export function randomOf<T>(rng: Rng, xs: readonly T[]): T | null {
  return xs.length ? xs[rng.int(xs.length)] : null;
}

/** The first preferred seat that is allowed, else a random allowed seat matching `fallback`, else any allowed. */
export function choose(rng: Rng, allowed: readonly Seat[], preferred: readonly Seat[], fallback?: (x: Seat) => boolean): Seat | null {
  for (const p of preferred) if (allowed.includes(p)) return p;
  if (fallback) {
    const pool = allowed.filter(fallback);
    if (pool.length) return randomOf(rng, pool);
  }
  return randomOf(rng, allowed);
}

export const alive = (s: GameState, x: Seat): boolean => x > 0 && s.alive[x - 1];

/** One seat, or nobody. */
export const one = oneSeat;

/** The event of a choice (lib/powers/choice): strategies never write an event's shape. */
export function act(step: Step, c: Choice): GameEvent {
  const e = eventOf(step, c);
  if (e) return e;
  const b = eventFor(step, c);
  throw new Error(`heuristic: no event for step ${step.id}: ${b.ok ? 'no event' : b.problem}`);
}
