// The exact model beside the simulator: one row per board, the exact village win against the simulated rate
// and its 99% Wilson interval (what the test asserts and the bench prints).
import { parseBoard } from '../../input/schema';
import { simulate } from '../simulate';
import { wilson, type Rate } from '../stats';
import { boardOf, exactLabel } from './board';
import { exactVillageWin, type ExactBoard } from './random-play';
import { rulesLabel } from './table';

/** z for a two-sided 99% interval. */
export const Z99 = 2.5758293035489004;

export interface ExactRow {
  board: string;
  rules: string;
  exact: number;
  simulated: Rate;
  /** Illegal events and games stopped at the cap (both expected 0). */
  errors: number;
  unfinished: number;
  inside: boolean;
}

export function compareExact(b: ExactBoard, games: number, seed: number | string): ExactRow {
  const parsed = parseBoard(boardOf(b));
  if (!parsed.ok) throw new Error(`${exactLabel(b)}: not a valid board`);
  const r = simulate(parsed.value, { games, seed, policy: 'random' });
  const simulated = wilson(r.winRates.village.count, r.games, Z99);
  const exact = exactVillageWin(b);
  return {
    board: exactLabel(b),
    rules: rulesLabel(b.rules, b.witch),
    exact,
    simulated,
    errors: r.errors.count,
    unfinished: r.winRates.unfinished.count,
    inside: exact >= simulated.low && exact <= simulated.high,
  };
}

export function rowText(x: ExactRow): string {
  const f = (p: number) => p.toFixed(4);
  return `${x.board.padEnd(22)} ${x.rules.padEnd(92)} exact ${f(x.exact)}  simulated ${f(x.simulated.rate)} [${f(x.simulated.low)}, ${f(x.simulated.high)}]  ${x.inside ? 'inside' : 'OUTSIDE'}`;
}
