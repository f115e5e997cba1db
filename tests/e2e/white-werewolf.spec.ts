// The white werewolf moderated through the page at phone size (docs/rules.md, the white werewolf (白狼)): a Millers
// Hollow board with him dealt digitally with a seed and played to a winner by tapping legal choices (the driver in
// play-board.ts); on his night he kills one of the wolves, the timeline words it and the death shows his cause,
// and the record exported replays by `wolfboard replay --json` to the same winner and deaths.
import { test } from '@playwright/test';
import type { Board, RoleId } from '../../lib/engine/types';
import { expectReplayAgrees, expectSeen, gameLine, type Plan, playBoard, type Tactics } from './play-board';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

const BOARD: Board = {
  name: 'White werewolf (10)',
  players: 10,
  roles: { whiteWerewolf: 1, werewolf: 2, seer: 1, witch: 1, guard: 1, villager: 4 },
  rules: { family: 'millersHollow' },
};

const PLAN: Plan = {
  board: BOARD,
  shown: [/Show the seer/],
  words: [/White werewolf kills Seat \d+/],
  cause: 'whiteWerewolf',
};

// He is a wolf for the driver (the village exiles him, the pack never kills him); on his night he kills a werewolf.
const TACTICS: Tactics = {
  wolves: new Set<RoleId>(['werewolf', 'whiteWerewolf']),
  prefer: { werewolf: ['villager'], whiteWerewolf: ['werewolf'], seer: ['werewolf', 'whiteWerewolf'] },
};

test(`${BOARD.name}: moderated to a winner on the page, his kill of a wolf in the timeline, replayed by the CLI`, async ({ page }) => {
  test.setTimeout(300_000);
  const r = await playBoard(page, BOARD, '20261', { ...TACTICS, ...PLAN });
  expectSeen(r, PLAN);
  await expectReplayAgrees(page, r);
  console.log(gameLine(BOARD, r));
});
