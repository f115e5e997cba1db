// link — cupid: on night 1 he links two players (himself allowed); the lovers wake and learn each other;
// when one dies the other dies at once (heartbreak); lovers never vote for or kill each other; mixed lovers
// (a wolf and a good player) with cupid form a third camp that wins when they are the last alive
// (docs/rules.md, cupid). wakeLinked is the lovers' own step, which records nothing.
import { refused, type Problem } from '../engine/errors';
import { living } from '../engine/legal';
import { cardAt, isWolfSeat } from '../engine/state';
import type { WinCode, GameEvent, GameState, Seat, Step, Winner } from '../engine/types';
import { isSeat, livingOptions } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'link';
interface State {
  readonly lovers: readonly [Seat, Seat] | null;
  readonly by: Seat | 0;
}
const slot = slotOf<State>(ID);
const NONE: State = Object.freeze({ lovers: null, by: 0 });
const state = (s: GameState): State => slot.get(s) ?? NONE;

/** The two lovers (null before cupid chose, or without cupid). */
export const loversOf = (s: GameState): readonly [Seat, Seat] | null => state(s).lovers;
/** The seat that linked the lovers (0: none). */
export const linkerOf = (s: GameState): Seat | 0 => state(s).by;

/** The other lover of a seat (0 when the seat is not a lover). */
export function loverOf(s: GameState, seat: Seat): Seat | 0 {
  const l = state(s).lovers;
  if (!l) return 0;
  return l[0] === seat ? l[1] : l[1] === seat ? l[0] : 0;
}

const mixed = (s: GameState, l: readonly [Seat, Seat]): boolean => isWolfSeat(s, l[0]) !== isWolfSeat(s, l[1]);

export const link: PowerModule = {
  id: ID,
  init: () => NONE,
  view: { lovers: (s) => state(s).lovers, cupid: (s) => state(s).by },
  shape: (e) => (Array.isArray(e.lovers) && e.lovers.length === 2 && e.lovers.every(isSeat) ? null : ['lovers', 'twoSeats']),
  fill(s: GameState, step: Step) {
    step.targets = livingOptions(s, (x) => living(s, x));
    step.count = 2;
  },
  record(d: Draft, e: GameEvent, actor: Seat): Problem | null {
    if (e.type !== 'cupid') return null;
    const [a, b] = e.lovers;
    for (const x of [a, b]) {
      const r = living(d, x);
      if (r) return refused(r, ID, x);
    }
    if (a === b) return refused('alreadyLover', ID, a);
    slot.set(d, { lovers: [a, b], by: actor } satisfies State);
    return null;
  },
  event: (type, c) => (c.kind === 'seats' ? ({ type, lovers: [c.seats[0], c.seats[1]] } as GameEvent) : null),
  forbids: (s, actor, target) => (loverOf(s, actor) === target && target !== 0 ? 'lover' : null),
  onDeathOrder: 10,
  onDeath(d, x, alive, queue) {
    const lover = loverOf(d, x.seat);
    if (lover && alive[lover - 1]) queue.push([lover, 'heartbreak']);
  },
  // Any one power that keeps a seat out is enough: the order only fixes which is asked first.
  outsideWolfTeamOrder: 10,
  outsideWolfTeam(s, seat) {
    const l = state(s).lovers;
    return l !== null && (seat === l[0] || seat === l[1]) && mixed(s, l);
  },
  /**
   * Mixed lovers (one wolf, one not) both alive and nobody else alive but their cupid (Basic Rules 二, 002), or a
   * card nobody has to kill (notNeededForWin: the tanner).
   */
  winsOrder: 10,
  wins(s): { winner: Winner; reason: WinCode } | null {
    const { lovers: l, by } = state(s);
    if (!l || !mixed(s, l) || !s.alive[l[0] - 1] || !s.alive[l[1] - 1]) return null;
    for (let i = 0; i < s.alive.length; i++) {
      const seat = i + 1;
      if (s.alive[i] && seat !== l[0] && seat !== l[1] && seat !== by && !cardAt(s, seat).traits.has('notNeededForWin')) return null;
    }
    return { winner: 'lovers', reason: 'loversLastAlive' };
  },
};

/** The lovers' step: the living lovers open their eyes and learn each other; nothing is recorded. */
export const wakeLinked: PowerModule = {
  id: 'wakeLinked',
  wakes(s) {
    const l = state(s).lovers;
    return l ? l.filter((x) => s.alive[x - 1]) : [];
  },
};
