// A seed reproduces its game (docs/architecture.md, the engine): the random policy's games on every preset and
// on the engine's test boards, 2,000 in all, must keep exactly the events they had when this file's fingerprints
// were taken — a faster engine or policy may change how a game is computed, never which game a seed plays. Each
// board's fingerprint is a hash of its games' deals, events and outcomes (tests/engine/seeded-games.json). A change of the
// rules that is meant to change games (a preset edited, a rule fixed) rewrites the file:
// WOLFBOARD_UPDATE_SEEDED=1 npx vitest run tests/engine/seeded-games.test.ts
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { PRESETS } from '../../lib/catalogue/presets';
import { BOARDS } from './boards';

const FILE = join(import.meta.dirname, 'seeded-games.json');

const boards: { name: string; board: Board }[] = [
  ...PRESETS.map((p) => ({ name: `preset ${p.id}`, board: p.board })),
  ...BOARDS.map((b) => ({ name: `test board ${b.name}`, board: b })),
];
// Fixed (about 2,000 games in all), so that a board added leaves every other board's fingerprint as it was.
const perBoard = 53;

/** The hash of a board's games from seeds 0 … perBoard − 1: each game's deal, bottom, events, winner and deaths. */
function fingerprint(board: Board): { games: number; events: number; sha256: string } {
  const h = createHash('sha256');
  let events = 0;
  for (let seed = 0; seed < perBoard; seed++) {
    const g = playGame(board, seed);
    events += g.events.length;
    h.update(JSON.stringify([seed, g.seats, g.bottom ?? null, g.events, g.state.winner, g.state.winReason, g.state.deaths]));
    h.update('\n');
  }
  return { games: perBoard, events, sha256: h.digest('hex') };
}

describe('a seed plays the same game as before (random policy, every preset and test board)', () => {
  it(`${perBoard} seeds on each of ${boards.length} boards keep their deals and events`, () => {
    const now: Record<string, ReturnType<typeof fingerprint>> = {};
    for (const { name, board } of boards) now[name] = fingerprint(board);
    if (process.env.WOLFBOARD_UPDATE_SEEDED === '1') writeFileSync(FILE, `${JSON.stringify(now, null, 2)}\n`);
    const before = JSON.parse(readFileSync(FILE, 'utf8')) as typeof now;
    expect(now).toEqual(before);
  });
});
