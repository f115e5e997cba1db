// `npm run bench`: median time of validate() per preset and for an 18-player board with every role
// (under 0.2 ms median per board): the designer's case, the same deck re-validated on each keystroke (the
// thief's odds computed anew each time: the validator keeps no memo between calls).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Board } from '../lib/generated/board';
import { validate } from '../lib/validator';
import { measure, print } from './util';

import { EVERY_ROLE } from '../tests/order/boards';

const TARGET_MS = 0.2;

/** 18 players, every role of the catalogue at least once: 5 wolf cards, 12 other roles, 3 villagers (+2 for the thief). */
export const EVERY_ROLE_18: Board = { ...EVERY_ROLE, name: 'every role, 18 players' };

export default function bench(): void {
  const dir = join(import.meta.dirname, '..', 'data', 'presets');
  const boards: [string, Board][] = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .sort()
    .map((f) => [`preset ${f.replace('.json', '')}`, JSON.parse(readFileSync(join(dir, f), 'utf8')) as Board]);
  boards.push(['18 players, every role', EVERY_ROLE_18]);
  for (const [name, board] of boards) {
    print(
      measure(`validate: ${name}`, () => validate(board), 2000, 200),
      TARGET_MS,
    );
  }
}
