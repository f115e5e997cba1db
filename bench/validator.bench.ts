// `npm run bench`: median time of validate() per preset and for an 18-player board with every role
// (issue 3 target: under 0.2 ms median per board). "warm" is the designer's case (the same deck
// re-validated on each keystroke, thief odds memoized); "cold" empties the odds memo before each run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Board } from '../lib/generated/board';
import { clearOddsCache, validate } from '../lib/validator';
import { measure, print } from './util';

const TARGET_MS = 0.2;

/** 18 players, every role of the catalogue at least once: 5 wolf cards, 12 other roles, 3 villagers (+2 for the thief). */
export const EVERY_ROLE_18: Board = {
  name: 'every role, 18 players',
  players: 18,
  roles: {
    werewolf: 2,
    whiteWolfKing: 1,
    wolfBeauty: 1,
    demon: 1,
    seer: 1,
    witch: 1,
    hunter: 1,
    guard: 1,
    idiot: 1,
    elder: 1,
    cupid: 1,
    thief: 1,
    littleGirl: 1,
    piper: 1,
    scapegoat: 1,
    wildChild: 1,
    villager: 3,
  },
};

export default function bench(): void {
  const dir = join(import.meta.dirname, '..', 'data', 'presets');
  const boards: [string, Board][] = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f !== 'index.json')
    .sort()
    .map((f) => [`preset ${f.replace('.json', '')}`, JSON.parse(readFileSync(join(dir, f), 'utf8')) as Board]);
  boards.push(['18 players, every role', EVERY_ROLE_18]);
  for (const [name, board] of boards) {
    print(
      measure(`validate warm: ${name}`, () => validate(board), 2000, 200),
      TARGET_MS,
    );
  }
  for (const [name, board] of boards.filter(([, b]) => (b.roles.thief ?? 0) > 0)) {
    print(
      measure(
        `validate cold (odds recomputed): ${name}`,
        () => {
          clearOddsCache();
          validate(board);
        },
        1000,
        100,
      ),
    );
  }
}
