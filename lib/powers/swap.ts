// swap — the magician: first of every night (or once a game, magicianUses) he swaps two living players'
// numbers for that night (himself allowed, nobody allowed); every night power aimed at one of them lands on
// the other (lib/engine/redirect), the day's shots do not. Under magicianSeatOnce a player may be swapped only
// once a game (docs/rules.md, the magician).
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import type { GameEvent, GameState, ReasonCode, Seat, Step } from '../engine/types';
import { isSeat, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'swap';
interface State {
  /** Seats swapped so far this game. */
  readonly swapped: readonly Seat[];
  /** Swaps made so far this game. */
  readonly uses: number;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ swapped: Object.freeze([]) as readonly Seat[], uses: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;
const EMPTY: readonly Seat[] = Object.freeze([]);

/** Tonight's swap: the two seats, or none. */
export const swapTonight = (s: GameState): readonly Seat[] => (s.tonight.magician as readonly Seat[] | undefined) ?? EMPTY;

/** A seat the magician may name: living, and not swapped before under magicianSeatOnce. */
export function swapPick(s: GameState, seat: unknown): ReasonCode | null {
  const r = living(s, seat);
  if (r) return r;
  return s.ctx.rules.magicianSeatOnce && state(s).swapped.includes(seat as Seat) ? 'alreadySwapped' : null;
}

const isPair = (x: unknown): boolean => Array.isArray(x) && x.length === 2 && x.every(isSeat);

export const swap: PowerModule = {
  id: ID,
  init: () => NONE,
  tonight: { magician: EMPTY },
  view: { swapped: (s) => state(s).swapped },
  // Once a game (magicianUses once): after his swap the step has nothing to record.
  needs: (s) => s.ctx.rules.magicianUses === 'nightly' || state(s).uses === 0,
  shape: (e) => (e.swap === null || isPair(e.swap) ? null : ['swap', 'two seat numbers or null']),
  fill(s: GameState, step: Step) {
    step.targets = livingOptions(s, (x) => swapPick(s, x));
    step.count = 2;
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent): Problem | null {
    if (e.type !== 'magician') return null;
    if (e.swap === null) return null;
    const [a, b] = e.swap;
    for (const x of [a, b]) {
      const r = swapPick(d, x);
      if (r) return refused(r, ID, x);
    }
    if (a === b) return refused('duplicate', ID, a);
    d.tonight = { ...d.tonight, magician: [a, b] };
    const st = state(d);
    slot.set(d, { swapped: [...st.swapped, a, b], uses: st.uses + 1 } satisfies State);
    return null;
  },
  event: (type, c) =>
    c.kind === 'seats' ? ({ type, swap: [c.seats[0], c.seats[1]] } as GameEvent) : c.kind === 'none' ? ({ type, swap: null } as GameEvent) : null,
  // Every later step of the night shows the judge tonight's swap ("tonight 3 is 7").
  nightTells: (s) => {
    const t = swapTonight(s);
    return t.length === 2 ? [{ kind: 'swap', to: [], seats: t }] : [];
  },
  redirect(s, seat) {
    const t = swapTonight(s);
    // Tonight's record lasts until the next dusk, so the dawn's deaths read the same swap.
    if (t.length !== 2) return 0;
    return seat === t[0] ? t[1] : seat === t[1] ? t[0] : 0;
  },
};
