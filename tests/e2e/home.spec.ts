// The home page: the catalogue by faction in the chosen language, the language switch, accessibility.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';

test('home shows the role catalogue by faction', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Wolfboard');
  for (const key of ['gods', 'villagers', 'wolves', 'solo']) {
    await expect(page.getByTestId(`faction-${key}`)).toBeVisible();
  }
  // Every role of docs/rules.md, The roles, is listed.
  const ids = [
    'villager',
    'werewolf',
    'whiteWolfKing',
    'wolfBeauty',
    'demon',
    'seer',
    'witch',
    'hunter',
    'guard',
    'idiot',
    'elder',
    'cupid',
    'thief',
    'littleGirl',
    'piper',
    'scapegoat',
    'wildChild',
  ];
  for (const id of ids) await expect(page.locator(`[data-role="${id}"]`)).toHaveCount(1);
  await expect(page.getByTestId('faction-wolves').locator('[data-role="werewolf"]')).toBeVisible();
  await expect(page.getByTestId('faction-gods').locator('[data-role="seer"]')).toBeVisible();
});

test('the browser language picks the first language (en-US → English)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('[data-role="seer"]')).toContainText('Seer');
});

test.describe('a Chinese browser', () => {
  test.use({ locale: 'zh-TW' });
  test('starts in Traditional Chinese', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('狼人殺');
  });
});

test('the language switch changes the text and is remembered', async ({ page }) => {
  await page.goto('/');
  const seer = page.locator('[data-role="seer"]');
  await expect(seer).toContainText('Seer');
  await page.getByTestId('lang-switcher').selectOption('zh-CN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(seer).toContainText('预言家');
  await expect(seer).not.toContainText('Seer', { useInnerText: true });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('狼人杀板子工具');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(seer).toContainText('预言家');
  await page.getByTestId('lang-switcher').selectOption('zh-TW');
  await expect(seer).toContainText('預言家');
  await expect(page.getByRole('link', { name: '列印', exact: true })).toBeVisible();
});

test('home has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/');
  await expectNoSeriousA11y(page);
  await page.getByTestId('lang-switcher').selectOption('zh-CN');
  await expectNoSeriousA11y(page);
});
