// The balance lab: a few thousand games through the page in a Web Worker, the progress
// bar, the results as charts with a one-line reading, cancel, the comparison, the current board, a11y.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';

async function setGames(page: Page, n: number) {
  await page.getByTestId('lab-games').fill(String(n));
}

async function progressDone(page: Page): Promise<number> {
  const v = await page.getByTestId('lab-progress').getAttribute('value');
  return Number(v ?? 0);
}

test("a board's custom cards have their death rates, named as their author wrote them", async ({ page }) => {
  await page.goto('/lab/');
  await page.getByTestId('lab-board').selectOption('custom-cards');
  await setGames(page, 500);
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const deaths = page.getByTestId('chart-deaths');
  await expect(deaths.locator('[data-role="custom:nightOwl"] rect')).toHaveCount(3);
  await expect(deaths.locator('[data-role="custom:nightOwl"] text').first()).toHaveText('Night Owl');
  await expect(deaths.locator('svg[role="img"]')).toHaveAttribute('aria-label', /Mute Wolf/);
  await expectNoSeriousA11y(page);
});

test('runs a few thousand games in a worker and shows the progress, the charts and a reading', async ({ page }) => {
  await page.goto('/lab/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Balance lab');
  await page.getByTestId('lab-board').selectOption('yu-nv-lie-bai');
  await expect(page.getByTestId('lab-board-summary')).toContainText('12 players');
  await setGames(page, 3000);
  await page.getByTestId('lab-policy').selectOption('random');
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-progress')).toBeVisible();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('lab-progress-text')).toHaveText('3,000 of 3,000 games');
  expect(await progressDone(page)).toBe(3000);

  const results = page.getByTestId('lab-results');
  await expect(results).toBeVisible();
  await expect(page.getByTestId('lab-reading')).toContainText(/favours the (wolves|village)|Balanced within the margin/);
  const wins = page.getByTestId('chart-win-rates');
  await expect(wins.locator('svg[role="img"]')).toHaveAttribute('aria-label', /Village: \d+(\.\d)?% \(95% CI/);
  await expect(wins.locator('[data-outcome="wolves"] rect')).toHaveCount(1);
  // Error bars: each outcome has its whisker (three lines: the interval and two caps).
  await expect(wins.locator('[data-outcome="village"] line')).toHaveCount(3);
  await expect(page.getByTestId('chart-deaths').locator('[data-role="seer"] rect')).toHaveCount(3);
  await expect(page.getByTestId('lab-paths')).toContainText('All wolves out');
  await expectNoSeriousA11y(page);
});

test('cancel stops a long run at once and keeps no result', async ({ page }) => {
  await page.goto('/lab/');
  await page.getByTestId('lab-board').selectOption('millers-hollow-advanced');
  await setGames(page, 100_000);
  await page.getByTestId('lab-policy').selectOption('heuristic');
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'running');
  // The progress bar moves.
  await expect.poll(() => progressDone(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const first = await progressDone(page);
  await expect.poll(() => progressDone(page), { timeout: 30_000 }).toBeGreaterThan(first);
  await expect(page.getByTestId('lab-run')).toBeDisabled();
  await page.getByTestId('lab-cancel').click();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByTestId('lab-cancelled')).toBeVisible();
  await expect(page.getByTestId('lab-cancel')).toHaveCount(0);
  await expect(page.getByTestId('lab-results')).toHaveCount(0);
  const stopped = await progressDone(page);
  expect(stopped).toBeLessThan(100_000);
  await page.waitForTimeout(1000);
  expect(await progressDone(page)).toBe(stopped);
  await expect(page.getByTestId('lab-run')).toBeEnabled();
});

test('compares one house rule against another, side by side', async ({ page }) => {
  await page.goto('/lab/');
  await page.getByTestId('lab-board').selectOption('yu-nv-lie-shou');
  await page.getByTestId('lab-compare-rule').check();
  await page.getByTestId('lab-rule').selectOption('guardAndAntidoteCancel');
  await page.getByTestId('lab-rule-value').selectOption('false');
  await setGames(page, 2000);
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('lab-progress-text')).toHaveText('4,000 of 4,000 games');
  await expect(page.getByTestId('lab-reading')).toContainText(/Board B helps the (village|wolves)|No clear difference/);
  const wins = page.getByTestId('chart-win-rates');
  await expect(wins.locator('[data-series="A"]')).not.toHaveCount(0);
  await expect(wins.locator('[data-series="B"]')).not.toHaveCount(0);
  await expect(page.getByTestId('lab-paths').locator('thead th')).toHaveCount(3);
  await expectNoSeriousA11y(page);
});

test('simulates the current board from the designer, and speaks Chinese', async ({ page }) => {
  const board = { name: 'My table', players: 9, roles: { werewolf: 3, villager: 3, seer: 1, witch: 1, guard: 1 }, rules: { family: 'langrensha' } };
  await page.addInitScript((b) => {
    localStorage.setItem('wolfboard:v1', JSON.stringify({ version: 1, board: b, games: {}, prefs: {} }));
  }, board);
  await page.goto('/lab/');
  await expect(page.getByTestId('lab-board')).toHaveValue('current');
  await expect(page.getByTestId('lab-board-summary')).toContainText('My table');
  await expect(page.getByTestId('lab-board-summary')).toContainText('9 players');
  await setGames(page, 1000);
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('chart-deaths').locator('[data-role="guard"]')).toHaveCount(1);
  await page.getByTestId('lang-switcher').selectOption('zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('平衡实验室');
  await expect(page.getByTestId('lab-reading')).toContainText(/有利|平衡/);
  await expect(page.getByTestId('lab-heuristic-rules')).toContainText('预言家每晚');
  await expectNoSeriousA11y(page);
});

test('the games field refuses what it cannot run', async ({ page }) => {
  await page.goto('/lab/');
  await setGames(page, 5);
  await expect(page.getByTestId('lab-run')).toBeDisabled();
  await expect(page.getByTestId('lab-games')).toHaveAttribute('aria-invalid', 'true');
  await setGames(page, 500);
  await expect(page.getByTestId('lab-run')).toBeEnabled();
});

test.describe('a phone in English', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'en-US' });
  test('the lab fits 390 px with its results, brought into view, and names the policy the figures come from', async ({ page }) => {
    await page.goto('/lab/');
    await page.getByTestId('lab-board').selectOption('millers-hollow-advanced');
    await setGames(page, 300);
    await page.getByTestId('lab-run').click();
    await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(page.getByTestId('lab-policy-used')).toHaveText('Players: A cautious table (heuristic) · Seed: 1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The results, below the form, are brought into view when the run ends.
    await expect(page.getByTestId('lab-reading')).toBeInViewport();
    await page.screenshot({ path: 'docs/screenshots/lab-phone.png' });
  });

  test('a first visitor (nothing stored) finds a preset chosen and one tap on Run gives its reading, in view', async ({ page }) => {
    await page.goto('/lab/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // A board is there before any choice: a preset, with its players and cards summed up.
    await expect(page.getByTestId('lab-board')).not.toHaveValue('');
    await expect(page.getByTestId('lab-board-summary')).toContainText(/\d+ players/);
    await expect(page.getByTestId('lab-run')).toBeEnabled();
    await page.getByTestId('lab-run').click();
    await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
    await expect(page.getByTestId('lab-reading')).toBeInViewport();
    await expect(page.getByTestId('lab-reading')).toContainText(/favours|Favoured|Balanced/);
  });
});
