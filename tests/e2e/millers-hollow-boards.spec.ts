// The Millers Hollow test boards (tests/boards/, docs/rules.md "The Millers Hollow test boards"), moderated through
// the page at phone size: each dealt digitally with a seed, played to a winner by tapping legal choices (the driver
// in play-board.ts), the record exported and replayed by `wolfboard replay --json` to the same winner and deaths.
// Then the designer: from the Millers Hollow preset, each Millers Hollow character in the catalogue can be added,
// and the page shows the validator's advice (the card count's error with its fix).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Board, RoleId } from '../../lib/engine/types';
import { MILLERS_HOLLOW_TWELVE } from '../boards/millers-hollow-characters';
import { expectReplayAgrees, expectSeen, gameLine, type Plan, type PlayStep, playBoard, type Tactics } from './play-board';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

const board = (n: number): Board => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'boards', `millers-hollow-${n}.json`), 'utf8'));

const PLANS: Plan[] = [
  { board: board(8), shown: [/Show the fox \(Seat \d+\)/, /Show the seer/], save: true },
  // Day 0 opens the 12-player game (the angel, docs/rules.md): its vote comes before the first night.
  { board: board(12), shown: [/Show the seer/], words: [/Wolf-hound chose the village/], said: [/This game opens with a day/] },
  { board: board(18), shown: [/Show the fox \(Seat \d+\)/, /Show the seer/], save: true },
];

// The wolf-father passes: the driver counts wolves by their cards, and an infected player would be one it cannot see.
const pass: PlayStep = (game) => game.tap('none');

const TACTICS: Tactics = {
  wolves: new Set<RoleId>(['werewolf', 'bigBadWolf', 'accursedWolfFather', 'whiteWerewolf']),
  prefer: { werewolf: ['villager', 'twoSisters', 'threeBrothers'], bigBadWolf: ['villager'], seer: ['werewolf', 'bigBadWolf'], fox: ['werewolf'] },
  steps: { accursedWolfFather: pass },
};

for (const [k, plan] of PLANS.entries()) {
  test(`${plan.board.name}: moderated to a winner on the page, replayed by the CLI`, async ({ page }) => {
    test.setTimeout(300_000);
    const r = await playBoard(page, plan.board, `2026${k}`, { ...TACTICS, ...plan });
    expectSeen(r, plan);
    await expectReplayAgrees(page, r);
    console.log(gameLine(plan.board, r));
  });
}

test.describe('the designer from the Millers Hollow preset', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });
  test('each Millers Hollow character can be added, with the validator’s advice and its fix', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/designer/');
    await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
    const findings = page.getByTestId('findings');
    for (const id of MILLERS_HOLLOW_TWELVE) {
      await page.locator('[data-preset="millers-hollow-advanced"]').click();
      await expect(findings).toHaveAttribute('data-valid', 'true');
      const name = (await page.locator(`#role-${id}`).getAttribute('aria-label'))!.replace(/: number of cards$/, '');
      await page.getByRole('button', { name: `Add one: ${name}`, exact: true }).click();
      const n = Number(await page.locator(`#role-${id}`).inputValue());
      expect(n, id).toBeGreaterThanOrEqual(1);
      // 18 players hold 20 cards with the thief: one card more is the card count's error, with its fix.
      const err = findings.locator('[data-finding="card-count"]');
      await expect(err).toHaveAttribute('data-severity', 'error');
      await err.locator('[data-fix]').click();
      await expect(findings.locator('[data-finding="card-count"]')).toHaveCount(0);
      await expect(page.locator(`#role-${id}`)).toHaveValue(String(n));
      // Any error left (a set of cards the thief's deck cannot hold) comes with its fix too, and the fixes leave a valid board.
      const errors = findings.locator('[data-severity="error"]');
      for (let k = 0; k < 5 && (await errors.count()); k++) await errors.first().locator('[data-fix]').click();
      await expect(errors, id).toHaveCount(0);
      await expect(findings).toHaveAttribute('data-valid', 'true');
    }
  });
});
