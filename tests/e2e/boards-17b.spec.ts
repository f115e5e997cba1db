// The standard 12-player boards of the spirit knight and the mixed blood (恶灵骑士守卫, 预女猎白混), moderated through the
// page at phone size like the other new boards (tests/e2e/new-boards.spec.ts): each board opened from a share
// link, dealt digitally with a seed, played to a winner by tapping legal choices (the driver in play-board.ts
// reads the step and the legal seats from the page and picks by the dealt cards), the record exported and replayed
// by `wolfboard replay --json` to the same winner and deaths. The seer checks the spirit knight, so the reflection
// is seen at the end; the mixed blood picks his idol on night 1.
import { test } from '@playwright/test';
import type { Board, RoleId } from '../../lib/engine/types';
import { expectReplayAgrees, expectSeen, expectSideLine, gameLine, type Plan, playBoard, type Tactics } from './play-board';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

// The presets' boards (data/presets: Playwright does not import their JSON), the family's defaults for every rule.
const board = (name: string, roles: Board['roles']): Board => ({ name, players: 12, roles, rules: { family: 'langrensha' } });

interface BoardPlan extends Plan {
  prefer: Tactics['prefer'];
  /** What the end screen says of a seat whose side a power decides (the mixed blood); none without. */
  side?: RegExp;
}

const PLANS: BoardPlan[] = [
  {
    board: board('恶灵骑士守卫', { werewolf: 3, spiritKnight: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    // The seer checks the spirit knight: she is told wolf and dies at dawn of the reflection.
    shown: [/Show the seer \(Seat \d+\): Seat \d+ is 👎 a wolf/],
    cause: 'reflect',
    words: [/Seer checks Seat \d+: 👎 a wolf/],
    prefer: { werewolf: ['villager'], guard: ['witch'], seer: ['spiritKnight', 'werewolf'] },
  },
  {
    board: board('预女猎白混', { werewolf: 4, villager: 3, mixedBlood: 1, seer: 1, witch: 1, hunter: 1, idiot: 1 }),
    shown: [/Show the seer/],
    words: [/Mixed blood's idol: Seat \d+/],
    side: /^Seat \d+ \(Mixed Blood\) plays for the (village|wolves') side: he (wins|loses) with it\.$/,
    save: true,
    prefer: { mixedBlood: ['seer'], werewolf: ['villager'], seer: ['mixedBlood', 'werewolf'] },
  },
];

const TACTICS: Omit<Tactics, 'prefer'> = {
  wolves: new Set<RoleId>(['werewolf', 'spiritKnight', 'hiddenWolf']),
  exileAnyone: true,
  // The mixed blood's idol picker, checked for accessibility (each time it comes: night 1).
  a11yStep: { id: 'mixedBlood', once: false },
  a11yEnd: true,
};

for (const [k, plan] of PLANS.entries()) {
  test(`${plan.board.name}: moderated to a winner on the page at phone size, replayed by the CLI`, async ({ page }) => {
    test.setTimeout(240_000);
    const r = await playBoard(page, plan.board, `2026${k}`, { ...TACTICS, ...plan });
    expectSeen(r, plan);
    expectSideLine(r, plan.side);
    await expectReplayAgrees(page, r);
    console.log(gameLine(plan.board, r));
  });
}
