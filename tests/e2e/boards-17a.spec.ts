// The standard 12-player boards of the magician, the blood moon apostle and the witcher (血月猎魔, 狼王魔术师), moderated
// through the page at phone size: each board opened from a share link, dealt digitally with a seed, played to a
// winner by tapping legal choices (the driver in play-board.ts reads the step and the legal seats from the page
// and picks by the dealt cards), the record exported and replayed by `wolfboard replay --json` to the same winner
// and deaths. Along the way the judge is shown the magician's swap ("tonight 3 is 7") at the later steps of the
// night, and on 血月猎魔 the blood moon self-destructs on day 1, so that night 2 is sealed.
import { test } from '@playwright/test';
import type { Board, RoleId } from '../../lib/engine/types';
import { expectReplayAgrees, expectSeen, gameLine, legalSeats, type Plan, type PlayStep, playBoard, type Tactics } from './play-board';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

// The presets' compositions, with the family's defaults for every rule.
const board = (name: string, roles: Board['roles']): Board => ({ name, players: 12, roles, rules: { family: 'langrensha' } });

const PLANS: Plan[] = [
  {
    board: board('血月猎魔', { werewolf: 3, bloodMoon: 1, villager: 4, seer: 1, witch: 1, idiot: 1, witcher: 1 }),
    shown: [/Show the seer/],
    day1: { act: 'selfDestruct', by: 'bloodMoon', a11y: true },
    save: true,
    cause: 'selfDestruct',
  },
  {
    board: board('狼王魔术师', { werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, magician: 1 }),
    shown: [/Tonight Seat \d+ is Seat \d+ \(the magician's swap\)/, /Show the seer/],
    words: [/Magician: tonight Seat \d+ is Seat \d+/],
    save: true,
  },
];

/** The magician's swap: two legal seats of villagers (the wolves' kill on one lands on the other), or nobody. */
const magicianSwap: PlayStep = async (game) => {
  const ok = (await legalSeats(game.page)).filter((s) => game.roles[s - 1] === 'villager');
  if (ok.length >= 2) {
    await game.tapSeat(ok[0]);
    await game.tapSeat(ok[1]);
    await game.tap('confirm');
  } else await game.tap('none');
};

const TACTICS: Tactics = {
  wolves: new Set<RoleId>(['werewolf', 'wolfKing', 'bloodMoon']),
  prefer: {
    werewolf: ['villager'],
    seer: ['werewolf', 'villager'],
    witcher: ['werewolf', 'wolfKing', 'bloodMoon'],
    magician: ['villager'],
  },
  steps: { magician: magicianSwap },
};

for (const [k, plan] of PLANS.entries()) {
  test(`${plan.board.name}: moderated to a winner on the page, replayed by the CLI`, async ({ page }) => {
    test.setTimeout(240_000);
    const r = await playBoard(page, plan.board, `2026${k}`, { ...TACTICS, ...plan });
    expectSeen(r, plan);
    await expectReplayAgrees(page, r);
    console.log(gameLine(plan.board, r));
  });
}
