// The random policy: every player picks uniformly among the legal choices the engine lists (the engine's
// own randomEvent). It is the baseline: what a board gives when nobody plays well, and a fuzzer of the engine.
import { randomEvent } from '../../engine';
import type { SimPolicy, Table } from '../types';

const table: Table = { choose: randomEvent };

export const randomPolicy: SimPolicy = {
  id: 'random',
  // Stateless: one shared table for every game.
  start: () => table,
};
