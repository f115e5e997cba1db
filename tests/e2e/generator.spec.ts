// The designer's setup generator in real Chromium on a phone and a desktop: it proposes boards for a table,
// shows the first one before the search ends, can be cancelled, and one tap opens a proposal in the designer,
// which then checks it with no error. The same settings give the same proposals (seeded).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { SIZES } from './sizes';

const open = async (page: Page) => {
  await page.goto('/designer/');
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
  const panel = page.getByTestId('generator');
  await panel.locator('summary').click();
  return panel;
};

/** The proposals' cards, in order. */
const cardsOf = (page: Page) => page.getByTestId('proposal').locator('p:nth-child(2)').allTextContents();

for (const [name, viewport] of SIZES) {
  test.describe(name, () => {
    test.use({ viewport });

    test('generates ranked boards for 9 players and opens one in the designer', async ({ page }) => {
      test.setTimeout(120_000);
      const panel = await open(page);
      await panel.getByLabel('Players').fill('9');
      const run = panel.getByRole('button', { name: 'Generate', exact: true });
      await run.scrollIntoViewIfNeeded();
      await run.click();
      const status = page.getByTestId('generator-status');
      // The first proposal shows while the others are still being played.
      await expect(page.getByTestId('proposal').first()).toBeVisible({ timeout: 60_000 });
      await expect(status).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
      const proposals = page.getByTestId('proposal');
      expect(await proposals.count()).toBeGreaterThan(0);
      await expect(proposals.first()).toContainText('Village');
      await expect(proposals.first()).toContainText('%');
      await expectNoSeriousA11y(page);
      const first = await cardsOf(page);
      // Seeded: the same settings give the same proposals.
      await run.click();
      await expect(status).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
      expect(await cardsOf(page)).toEqual(first);
      await proposals.first().getByRole('button', { name: 'Open in the designer' }).click();
      await expect(page.getByLabel('Board name')).toHaveValue('Generated 9-player board 1');
      await expect(page.getByTestId('card-count')).toHaveText('Cards: 9 of 9');
      await expect(page.getByTestId('findings')).toHaveAttribute('data-valid', 'true');
    });

    test('a run can be cancelled and keeps what it found', async ({ page }) => {
      const panel = await open(page);
      await panel.getByRole('button', { name: 'Generate', exact: true }).click();
      const cancel = panel.getByRole('button', { name: 'Cancel', exact: true });
      await cancel.click();
      await expect(page.getByTestId('generator-status')).toHaveAttribute('data-status', 'cancelled');
      await expect(page.getByTestId('generator-status')).toContainText('Cancelled');
      await expect(panel.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
    });

    test("the board's custom cards are allowed cards: a required one is in every proposal, and opens with its card", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/designer/');
      await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
      await page.locator('[data-preset="custom-cards"]').click();
      const panel = page.getByTestId('generator');
      await panel.locator('summary').click();
      await expect(panel.getByTestId('generator-custom')).toContainText('Night Owl');
      await panel.getByLabel('Only this board', { exact: false }).check();
      await panel.getByRole('checkbox', { name: 'Night Owl' }).check();
      const run = panel.getByRole('button', { name: 'Generate', exact: true });
      await run.scrollIntoViewIfNeeded();
      await run.click();
      await expect(page.getByTestId('generator-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
      const cards = await cardsOf(page);
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) expect(c).toContain('Night Owl');
      await expectNoSeriousA11y(page);
      await page.getByTestId('proposal').first().getByRole('button', { name: 'Open in the designer' }).click();
      await expect(page.getByLabel('Board name')).toHaveValue('Generated 10-player board 1');
      await expect(page.getByTestId('card-count')).toHaveText('Cards: 10 of 10');
      await expect(page.getByTestId('findings')).toHaveAttribute('data-valid', 'true');
      // The custom cards came along with the proposal: the editor's list still holds them.
      await expect(page.getByTestId('custom-cards')).toContainText('Night Owl');
    });

    test('an impossible request is told in words', async ({ page }) => {
      const panel = await open(page);
      await panel.getByLabel('Special cards, at least').fill('9');
      await panel.getByLabel('at most', { exact: true }).fill('9');
      await panel.getByLabel('Players').fill('6');
      await panel.getByRole('button', { name: 'Generate', exact: true }).click();
      const status = page.getByTestId('generator-status');
      await expect(status).toHaveAttribute('data-status', 'error');
      await expect(status).not.toContainText('specials');
      await expect(status).toContainText('special cards');
    });
  });
}
