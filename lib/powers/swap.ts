// swap — the magician: first of every night (or once a game, magicianUses) he swaps two living players'
// numbers for that night (himself allowed, nobody allowed); every night power aimed at one of them lands on
// the other (lib/engine/redirect), the day's shots do not. Under magicianSeatOnce a player may be swapped only
// once a game (docs/rules.md, the magician). Kept per step that uses it (the magician's own, the wolf robot's
// with a learned magician): each swapper has his own uses and his own swapped seats; two swaps of one night
// apply in the order they were made.
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import type { GameEvent, GameState, NightStepDef, ReasonCode, Seat, Step, Tell } from '../engine/types';
import { isSeat, livingOptions, stepOfPower } from './common';
import { perStepSlotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'swap';
interface State {
  /** Seats swapped so far this game. */
  readonly swapped: readonly Seat[];
  /** Swaps made so far this game. */
  readonly uses: number;
}
const slot = perStepSlotOf<State>(ID);
const NONE: State = Object.freeze({ swapped: Object.freeze([]) as readonly Seat[], uses: 0 });
const stateOf = (s: GameState, step: string | undefined): State => (step ? slot.get(s, step) : undefined) ?? NONE;
const EMPTY: readonly Seat[] = Object.freeze([]);

/** Tonight's swaps: their seats, two by two in the order they were made, or none. */
export const swapTonight = (s: GameState): readonly Seat[] => (s.tonight.magician as readonly Seat[] | undefined) ?? EMPTY;

/** A seat this step may name: living, and not swapped by it before under magicianSeatOnce. */
export function swapPick(s: GameState, seat: unknown, step: string = stepOfPower(s, ID)?.id ?? ID): ReasonCode | null {
  const r = living(s, seat);
  if (r) return r;
  return s.ctx.rules.magicianSeatOnce && stateOf(s, step).swapped.includes(seat as Seat) ? 'alreadySwapped' : null;
}

const isPair = (x: unknown): boolean => Array.isArray(x) && x.length === 2 && x.every(isSeat);

export const swap: PowerModule = {
  id: ID,
  randomPass: 0.3,
  tells: { swap: { seats: 'seats' } },
  tonight: { magician: EMPTY },
  view: { swapped: (s) => stateOf(s, stepOfPower(s, ID)?.id).swapped },
  // Once a game (magicianUses once): after his swap the step has nothing to record.
  needs: (s, def) => s.ctx.rules.magicianUses === 'nightly' || stateOf(s, def.id).uses === 0,
  shape: (e) => (e.swap === null || isPair(e.swap) ? null : ['swap', 'twoSeatsOrNull']),
  fill(s: GameState, step: Step, _actor: Seat, def: NightStepDef) {
    step.targets = livingOptions(s, (x) => swapPick(s, x, def.id));
    step.count = 2;
    step.noneOk = true;
  },
  record(d: Draft, e: GameEvent, _actor: Seat, def: NightStepDef): Problem | null {
    if (e.type !== def.event) return null;
    const pair = (e as { swap?: readonly Seat[] | null }).swap ?? null;
    if (pair === null) return null;
    const [a, b] = pair;
    for (const x of [a, b]) {
      const r = swapPick(d, x, def.id);
      if (r) return refused(r, ID, x);
    }
    if (a === b) return refused('duplicate', ID, a);
    d.tonight = { ...d.tonight, magician: [...swapTonight(d), a, b] };
    const st = stateOf(d, def.id);
    slot.set(d, def.id, { swapped: [...st.swapped, a, b], uses: st.uses + 1 } satisfies State);
    return null;
  },
  event: (type, c) =>
    c.kind === 'seats' ? ({ type, swap: [c.seats[0], c.seats[1]] } as GameEvent) : c.kind === 'none' ? ({ type, swap: null } as GameEvent) : null,
  // Every later step of the night shows the judge tonight's swap ("tonight 3 is 7").
  nightTellsOrder: 10,
  nightTells: (s) => {
    const t = swapTonight(s);
    const out: Tell[] = [];
    for (let i = 0; i + 1 < t.length; i += 2) out.push({ kind: 'swap', to: [], seats: [t[i], t[i + 1]] });
    return out;
  },
  redirect(s, seat) {
    const t = swapTonight(s);
    // Tonight's record lasts until the next dusk, so the dawn's deaths read the same swaps.
    if (t.length < 2) return 0;
    let at = seat;
    for (let i = 0; i + 1 < t.length; i += 2) at = at === t[i] ? t[i + 1] : at === t[i + 1] ? t[i] : at;
    return at === seat ? 0 : at;
  },
};
