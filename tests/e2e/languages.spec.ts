// One static HTML per page and language: the default language's at the page's own path ("/designer/"),
// the others' under their code ("/en/designer/"). A browser is sent to the page in its language before
// the first paint, keeping the link's board; a switch in place gives the address of the page in the new
// language, and links follow it.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { errorsOf } from './page-errors';
import { SIZES } from './sizes';

const PAGES = ['/', '/designer/', '/print/', '/moderator/', '/lab/'];
const han = /[\u4e00-\u9fff]/;

const path = (page: Page) => new URL(page.url()).pathname;

for (const [size, viewport] of SIZES) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('an English browser opens every page in its English HTML, the link’s board kept', async ({ page }) => {
      const errors = errorsOf(page);
      for (const p of PAGES) {
        await page.goto(p);
        await expect(page).toHaveURL((u) => u.pathname === `/en${p}`);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      }
      await page.goto('/print/?preset=yu-nv-lie-bai#x=1');
      expect(path(page)).toBe('/en/print/');
      expect(new URL(page.url()).search).toBe('?preset=yu-nv-lie-bai');
      expect(new URL(page.url()).hash).toBe('#x=1');
      await expect(page.getByTestId('link-line')).toContainText('does not understand “#x”');
      await expectNoSeriousA11y(page);
      expect(errors).toEqual([]);
    });

    test('a page’s HTML carries its own language only, its title too', async ({ request }) => {
      // The navigation's and the title's words (Chinese elsewhere in an English page is a source quoted).
      const pages = [
        ['/en/designer/', 'en', 'Designer', ['板子设计', '板子設計']],
        ['/designer/', 'zh-CN', '板子设计', ['>Designer<', '板子設計']],
        ['/zh-TW/designer/', 'zh-TW', '板子設計', ['>Designer<', '板子设计']],
      ] as const;
      for (const [url, lang, own, others] of pages) {
        const html = await (await request.get(url)).text();
        expect(html.startsWith(`<!DOCTYPE html><html lang="${lang}"`), url).toBe(true);
        expect(html.includes(`<title>${own} · Wolfboard</title>`), url).toBe(true);
        expect(html.includes(`>${own}</a>`), url).toBe(true);
        for (const o of others) expect(html.includes(o), `${url} has ${o}`).toBe(false);
      }
    });

    test.describe('a Simplified Chinese browser', () => {
      test.use({ locale: 'zh-CN' });
      test('stays at the pages’ own addresses', async ({ page }) => {
        for (const p of PAGES) {
          await page.goto(p);
          expect(path(page)).toBe(p);
          await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
        }
        // An English address names its language: a Chinese browser opening it stays in English.
        await page.goto('/en/lab/#board=x');
        await expect(page).toHaveURL((u) => u.pathname === '/en/lab/' && u.hash === '#board=x');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      });
    });

    test('a switch in place gives the page’s address in the new language; links and a reload follow it', async ({ page }) => {
      const errors = errorsOf(page);
      await page.goto('/designer/');
      await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
      expect(path(page)).toBe('/en/designer/');
      await page.getByTestId('lang-switcher').selectOption('zh-TW');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      await expect(page).toHaveURL((u) => u.pathname === '/zh-TW/designer/');
      await expect(page).toHaveTitle('板子設計 · Wolfboard');
      await expect(page.getByTestId('to-print')).toHaveAttribute('href', /^\/zh-TW\/print\/#board=/);
      await expect(page.getByRole('link', { name: '列印', exact: true })).toHaveAttribute('href', '/zh-TW/print/');
      await page.reload();
      expect(path(page)).toBe('/zh-TW/designer/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
      // The address's language beats the remembered choice: an English link opens in English, and the
      // choice stays: an address with no language still follows it.
      await page.goto('/en/moderator/');
      await expect(page).toHaveURL((u) => u.pathname === '/en/moderator/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto('/moderator/');
      await expect(page).toHaveURL((u) => u.pathname === '/zh-TW/moderator/');
      await page.getByTestId('lang-switcher').selectOption('zh-CN');
      await expect(page).toHaveURL((u) => u.pathname === '/moderator/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('link', { name: '设计', exact: false }).first()).toHaveAttribute('href', '/designer/');
      await expect(page.locator('main')).toContainText(han);
      await expectNoSeriousA11y(page);
      expect(errors).toEqual([]);
    });

    test('an address with no page answers in the site, in the browser’s language', async ({ page }) => {
      const res = await page.goto('/no-such-page/');
      await expect(page.locator('h1')).toContainText('404');
      await expect(page.locator('h1')).toContainText('Page not found');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(res?.status() === 404 || path(page) === '/en/no-such-page/').toBe(true);
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL((u) => u.pathname === '/en/');
      await expectNoSeriousA11y(page);
    });
  });
}
