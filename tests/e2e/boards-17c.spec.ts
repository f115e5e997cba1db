// The standard 12-player boards that need roles of both sets of the roles beyond the first seventeen (咒狐乌鸦, 隐狼乌鸦), moderated through the page
// at phone size like the other new boards (tests/e2e/boards-17a.spec.ts, boards-17b.spec.ts): each board opened
// from a share link, dealt digitally with a seed, played to a winner by tapping legal choices (the driver in
// play-board.ts reads the step and the legal seats from the page and picks by the dealt cards), the record
// exported and replayed by `wolfboard replay --json` to the same winner and deaths. The crow curses a wolf each
// night; on 咒狐乌鸦 the seer checks the cursed fox, who dies of the check; on 隐狼乌鸦 she checks the hidden wolf and is
// told good.
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
    board: {
      ...board('咒狐乌鸦', { werewolf: 2, wolfKing: 1, cursedFox: 1, villager: 4, seer: 1, witch: 1, hunter: 1, crow: 1 }),
      rules: { family: 'langrensha', electionSelfDestruct: 'lose', cursedFoxPoisonImmune: true },
    },
    // The seer checks the cursed fox: she is told good and he dies at dawn of the check.
    shown: [/Show the seer \(Seat \d+\): Seat \d+ is 👍/],
    cause: 'checked',
    prefer: { werewolf: ['villager'], seer: ['cursedFox', 'werewolf'], crow: ['werewolf', 'wolfKing'] },
  },
  {
    board: board('隐狼乌鸦', { werewolf: 3, hiddenWolf: 1, villager: 4, seer: 1, witch: 1, hunter: 1, crow: 1 }),
    // The seer checks the hidden wolf: she is told good.
    shown: [/Show the seer \(Seat \d+\): Seat \d+ is 👍/],
    save: true,
    prefer: { werewolf: ['villager'], seer: ['hiddenWolf', 'werewolf'], crow: ['werewolf', 'hiddenWolf'] },
  },
];

const TACTICS: Omit<Tactics, 'prefer'> = {
  wolves: new Set<RoleId>(['werewolf', 'wolfKing', 'hiddenWolf']),
  exileAnyone: true,
  // The crow's curse picker, checked once for accessibility.
  a11yStep: { id: 'crow', once: true },
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
