// convert — a player the wolves attack survives and plays as a werewolf from then on: the cursed, attacked by any
// wolf attack of the night that lands (not one the guard blocks or the antidote saves), becomes a werewolf
// instead of dying (his card's params: `becomes`, the card he plays as). He keeps his own card's powers and
// steps; from the next night he wakes and kills with the wolves, a check reads him as a wolf, he wins with them
// and under 屠边 counts as one. The attack hook sees each wolf attack of the night, so every attack that lands
// on him turns him (docs/rules.md, the cursed). A power that converts the pack's victim by choice (an infection)
// uses the same conversion (`convertSeat`).
import { hasPower, refreshSeats } from '../engine/state';
import { isRoleId, type RoleId } from '../catalogue/roles';
import type { GameState, Seat } from '../engine/types';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'convert';

interface Conversion {
  readonly seat: Seat;
  /** The night of the attack he survived: he plays for the wolves from its dawn. */
  readonly night: number;
  readonly as: RoleId;
}
interface State {
  readonly conversions: readonly Conversion[];
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ conversions: Object.freeze([]) as readonly Conversion[] });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** Every conversion of the game so far, in order: the seat, the night and the card he plays as since. */
export const conversions = (s: GameState): readonly Conversion[] => state(s).conversions;

/** Whether a seat was converted (he plays for the wolves now). */
export function isConverted(s: GameState, seat: Seat): boolean {
  const list = state(s).conversions;
  for (let i = 0; i < list.length; i++) if (list[i].seat === seat) return true;
  return false;
}

/** Makes a seat play as `as` from now on (the state's seats refreshed at once, so every reading after sees it). */
export function convertSeat(d: Draft, seat: Seat, as: RoleId): void {
  if (isConverted(d, seat)) return;
  slot.set(d, { conversions: [...state(d).conversions, { seat, night: d.night, as }] } satisfies State);
  refreshSeats(d);
}

/** The card a converted seat's own card says he becomes (params.becomes), or null when his card has no such power. */
function becomesOf(s: GameState, seat: Seat): RoleId | null {
  const p = s.ctx.cards[s.roles[seat - 1]].powers.get(ID);
  const as = p?.becomes;
  return typeof as === 'string' && isRoleId(as) ? as : null;
}

export const convert: PowerModule = {
  id: ID,
  init: () => NONE,
  view: { converted: (s) => state(s).conversions.map((c) => c.seat) },
  // After the guard, the antidote and the elder's extra life: only an attack that would kill him turns him.
  attackOrder: 50,
  attack(d, a) {
    if (!a.dies || isConverted(d, a.victim) || !hasPower(d, a.victim)) return;
    const as = becomesOf(d, a.victim);
    if (!as) return;
    a.dies = false;
    convertSeat(d, a.victim, as);
  },
  // After the wild child turning: a seat has at most one of the two.
  playsAsOrder: 20,
  playsAs(s, seat): RoleId | null {
    const list = state(s).conversions;
    for (let i = 0; i < list.length; i++) if (list[i].seat === seat) return list[i].as;
    return null;
  },
};
