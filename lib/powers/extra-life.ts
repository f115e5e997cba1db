// extraLife — the elder: survives the first wolf attack and dies on the second; dies at once to the poison,
// a shot or the vote; if the village kills him, every village card loses its power for the rest of the game
// (and a revealed idiot leaves too, elderRevealedIdiotDies); what the antidote restores is elderAntidote
// (Basic Rules, Rules Introduction (traditional); docs/rules.md, the elder).
import { factionOf } from '../engine/state';
import type { GameState, Seat } from '../engine/types';
import { hasCardPower } from './common';
import { isRevealed } from './reveal-on-exile';
import { slotOf } from './slots';
import type { PowerModule } from './types';

const ID = 'extraLife';
interface State {
  readonly lives: readonly (number | undefined)[];
  readonly lost: boolean;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ lives: [], lost: false });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** Lives left of a seat's card with an extra life (params.lives at the start, the card taken by the thief too); 0 for others. */
export function livesOf(s: GameState, seat: Seat): number {
  if (!hasCardPower(s, seat, ID)) return 0;
  const left = state(s).lives[seat - 1];
  if (left !== undefined) return left;
  const n = s.ctx.cards[s.roles[seat - 1]].powers.get(ID)?.lives;
  return typeof n === 'number' ? n : 2;
}

/** Whether the village killed the elder, so every village card has lost its power. */
export const powersLost = (s: GameState): boolean => state(s).lost;

export const extraLife: PowerModule = {
  id: ID,
  init: () => NONE,
  view: {
    elderLives: (s) => s.alive.map((_, i) => livesOf(s, i + 1)),
    powersLost: (s) => state(s).lost,
  },
  attackOrder: 40,
  attack(d, a) {
    if (!hasCardPower(d, a.victim, ID) || a.blocked) return;
    // elderAntidote attackCancelled: the save cancels the attack, he keeps his lives.
    if (a.saved && d.ctx.rules.elderAntidote === 'attackCancelled') return;
    // An attack that lands always costs a life; the antidote revives only one (spareLifeUsed; Basic Rules, Rules Introduction (traditional)
    // "只能救活一条命"): saved, he is left with exactly one life.
    const left = livesOf(d, a.victim) - 1;
    const after = left > 0 ? left : a.saved ? 1 : 0;
    const st = state(d);
    const lives = st.lives.slice();
    lives[a.victim - 1] = after;
    slot.set(d, { lives, lost: st.lost } satisfies State);
    a.dies = after === 0;
  },
  onDeathOrder: 50,
  onDeath(d, x, alive, queue) {
    // The village kills him (vote, a shot, the poison): every good player loses his powers (Basic Rules, Rules Introduction (traditional)).
    if (!hasCardPower(d, x.seat, ID)) return;
    if (!(x.cause === 'exile' || x.cause === 'shot' || x.cause === 'poison') || factionOf(d, x.seat) !== 'village') return;
    slot.set(d, { lives: state(d).lives, lost: true } satisfies State);
    if (d.ctx.rules.elderRevealedIdiotDies) {
      for (let i = 0; i < alive.length; i++) if (alive[i] && isRevealed(d, i + 1)) queue.push([i + 1, 'withElder']);
    }
  },
  powerlessOrder: 10,
  powerless: (s, seat) => state(s).lost && factionOf(s, seat) === 'village',
};
