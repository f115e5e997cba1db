// The printable pages: the A4 cheat sheet of 预女猎白 printed to PDF by Chromium,
// its page count and its text; role cards; the board from a preset, a share link or this browser.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { pdfPageCount, pdfText } from './pdf-text';
import LZString from 'lz-string';
import { STORAGE_KEY } from '../../lib/browser/prefs';
import type { Board } from '../../lib/generated/board';

const YU_NV_LIE_BAI = '/print/?preset=yu-nv-lie-bai';

// The share-link format of lib/input/share (#board=<lz-string of the board JSON>). lib/input/share itself imports
// JSON modules, which Playwright's ESM loader cannot, so the link is built here the same way.
const shareHash = (board: Board) => `#board=${LZString.compressToEncodedURIComponent(JSON.stringify(board))}`;

async function printPdf(page: Page): Promise<{ pages: number; text: string }> {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  return { pages: pdfPageCount(pdf), text: pdfText(pdf) };
}

/** Each needle appears in the text, in this order. */
function expectInOrder(text: string, needles: string[]): void {
  let at = -1;
  for (const n of needles) {
    const i = text.indexOf(n, at + 1);
    expect(i, `"${n}" after position ${at} in:\n${text.slice(0, 1500)}`).toBeGreaterThan(at);
    at = i;
  }
}

async function stepIds(page: Page): Promise<string[]> {
  return page
    .getByTestId('wake-order')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-step') ?? ''));
}

test('预女猎白: the cheat sheet prints on at most two A4 pages with the wake order in the PDF text', async ({ page }) => {
  await page.goto(YU_NV_LIE_BAI);
  await expect(page.getByTestId('cheat-sheet')).toBeVisible();
  // The Chinese 12-player order, the 狼人杀 default (docs/rules.md): wolves → witch → seer between dusk and dawn.
  expect(await stepIds(page)).toEqual(['dusk', 'werewolf', 'witch', 'seer', 'dawn']);
  // The header names the order, with the house rule's value name in the page's language.
  await expect(page.getByTestId('cheat-sheet').getByTestId('night-order-name')).toHaveText('Night order: Chinese 12-player');
  const { pages, text } = await printPdf(page);
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
  // The preset is named in the page's language.
  expectInOrder(text, [
    'Seer, Witch, Hunter, Idiot (12)',
    'Night order: Chinese 12-player',
    'Wake order',
    'Dusk',
    'The werewolves',
    'The witch',
    'The seer',
    'Dawn',
  ]);
  expect(text).toContain('Witch self-save');
  expect(text).toContain('Side kill');
  expect(text).toMatch(/Seats/);
  // No site chrome in the output: the header, navigation and controls are screen-only.
  expect(text).not.toContain('Wolfboard');
  expect(text).not.toContain('What to print');
});

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('预女猎白 wakes 狼人 → 女巫 → 预言家 (中文12人局顺序, the default); the advanced order, from a share link, 预言家 → 狼人 → 女巫', async ({ page }) => {
    await page.goto(YU_NV_LIE_BAI);
    await expect(page.getByTestId('cheat-sheet')).toBeVisible();
    await expect(page.getByTestId('cheat-sheet').getByTestId('night-order-name')).toHaveText('夜晚顺序：中文12人局顺序');
    const cn = await printPdf(page);
    expect(cn.pages).toBeLessThanOrEqual(2);
    // The PDF's text has the colon half-width and the line broken in places.
    expect(cn.text.replace(/\s+/g, '')).toContain('夜晚顺序:中文12人局顺序');
    expectInOrder(cn.text, ['夜晚顺序', '叫醒顺序', '天黑', '狼人', '女巫', '预言家', '天亮']);
    // The judge script's header names the same order.
    await page.goto(`${YU_NV_LIE_BAI}&view=script`);
    await expect(page.getByTestId('script').getByTestId('night-order-name')).toHaveText('夜晚顺序：中文12人局顺序');

    // A share link carries the board with rules.nightOrder = advanced (the Millers Hollow default).
    const board: Board = {
      name: '预女猎白',
      players: 12,
      roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 },
      rules: { nightOrder: 'advanced' },
    };
    await page.goto(`/print/${shareHash(board)}`);
    await expect(page.getByTestId('print-source')).toContainText('来自分享链接');
    expect(await stepIds(page)).toEqual(['dusk', 'seer', 'werewolf', 'witch', 'dawn']);
    await expect(page.getByTestId('cheat-sheet').getByTestId('night-order-name')).toHaveText('夜晚顺序：进阶顺序');
    const adv = await printPdf(page);
    expect(adv.text.replace(/\s+/g, '')).toContain('夜晚顺序:进阶顺序');
    expectInOrder(adv.text, ['夜晚顺序', '叫醒顺序', '天黑', '预言家', '狼人', '女巫', '天亮']);
  });
});

test('the board saved in this browser is printed when the link names none', async ({ page }) => {
  const board: Board = { name: 'saved board', players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({ version: 1, board, games: {}, prefs: {} }),
  ] as const);
  await page.goto('/print/');
  await expect(page.getByTestId('print-source')).toContainText('saved board');
  // The Chinese order (the default family's): the guard first, then wolves, witch, seer.
  expect(await stepIds(page)).toEqual(['dusk', 'guard', 'werewolf', 'witch', 'seer', 'dawn']);
});

test('the deck: one card for each card of the board, fronts then backs, with cut marks, on A4', async ({ page }) => {
  await page.goto(`${YU_NV_LIE_BAI}&view=cards`);
  const deck = page.getByTestId('role-cards');
  // 预女猎白: 4 werewolves, 4 villagers, seer, witch, hunter, idiot — 12 cards, each its own.
  await expect(deck.locator('[data-card="front"]')).toHaveCount(12);
  await expect(deck.locator('[data-card="back"]')).toHaveCount(12);
  await expect(deck.locator('[data-role="werewolf"]')).toHaveCount(4);
  await expect(deck.locator('[data-role="villager"]')).toHaveCount(4);
  await expect(deck).not.toContainText('×4');
  await expect(deck.getByTestId('cut-marks').first()).toBeAttached();
  const { pages, text } = await printPdf(page);
  // Two sheets of nine: fronts, backs, fronts, backs.
  expect(pages).toBe(4);
  for (let n = 1; n <= 12; n++) expect(text).toContain(`${n}/12`);
  expect(text).not.toContain('13/12');
  for (const name of ['Villager', 'Werewolf', 'Seer', 'Witch', 'Hunter', 'Idiot']) expect(text).toContain(name);
  // In the page's language only: no Chinese name under the English one.
  expect(text).not.toContain('预言家');
  await page.screenshot({ path: 'docs/screenshots/print-cards.png', fullPage: true, clip: { x: 0, y: 330, width: 1280, height: 1100 } });
});

test.describe('the deck in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('with a thief: his two bottom cards are cards of the deck too (15 for 13 players)', async ({ page }) => {
    await page.goto('/print/?preset=forum-13&view=cards');
    const deck = page.getByTestId('role-cards');
    await expect(deck.locator('[data-card="front"]')).toHaveCount(15);
    await expect(deck.locator('[data-role="thief"]')).toHaveCount(1);
    await expect(deck.locator('[data-role="villager"]')).toHaveCount(6);
    const { pages, text } = await printPdf(page);
    expect(pages).toBe(4);
    for (let n = 1; n <= 15; n++) expect(text).toContain(`${n}/15`);
    expect(text).toContain('盗贼');
    expect(text).toContain('双面打印');
    expect(text).not.toContain('Seer');
  });

  // docs/rules.md, the angel: a game that opens with day 0 says so above the wake order, and not otherwise.
  test('天使: the cheat sheet says day 0 comes before the first night', async ({ page }) => {
    const board = {
      name: '天使',
      players: 12,
      roles: { werewolf: 3, villager: 4, angel: 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
      rules: { family: 'langrensha' },
    };
    await page.goto(`/print/${shareHash(board as never)}`);
    await expect(page.getByTestId('day-zero')).toContainText('第0天（第一夜之前）');
    await expect(page.getByTestId('day-zero')).toContainText('再次平票则无人出局');
    await page.goto('/print/?preset=yu-nv-lie-bai');
    await expect(page.getByTestId('cheat-sheet')).toBeVisible();
    await expect(page.getByTestId('day-zero')).toHaveCount(0);
  });

  // docs/rules.md, the mirror seer: he believes he is the seer, so his printed card is the seer's, alike to the last mark.
  test('灯影预言家: the mirror seer is printed as a seer card, the same as the seer’s, and the judge is told to choose after the deal', async ({ page }) => {
    await page.goto('/print/?preset=deng-ying-yu-yan-jia&view=cards');
    const deck = page.getByTestId('role-cards');
    await expect(deck.locator('[data-card="front"]')).toHaveCount(12);
    const mirror = deck.locator('[data-role="mirrorSeer"]');
    const seer = deck.locator('[data-role="seer"]');
    await expect(mirror).toHaveCount(1);
    expect(await mirror.textContent()).toBe(await seer.textContent());
    expect(await mirror.textContent()).toContain('预言家');
    expect(await mirror.textContent()).not.toContain('灯影');
    await expect(page.getByText('灯影预言家的牌印成预言家的牌')).toBeVisible();
  });
});

test('the judge script in English: the preset named in English, and no half-empty first page', async ({ page, browser }) => {
  await page.goto('/print/?preset=yu-nv-lie-shou&view=script');
  await expect(page.getByTestId('script').getByRole('heading', { level: 2 })).toHaveText("Judge's script: Seer, Witch, Hunter, Guard (12)");
  const en = await printPdf(page);
  const zhContext = await browser.newContext({ locale: 'zh-CN' });
  const zhPage = await zhContext.newPage();
  await zhPage.goto('/print/?preset=yu-nv-lie-shou&view=script');
  await expect(zhPage.getByTestId('script')).toBeVisible();
  const zh = await printPdf(zhPage);
  await zhContext.close();
  // The English text is about a fifth longer than the Chinese: one page more at most, not two.
  expect(en.pages).toBeLessThanOrEqual(zh.pages + 1);
  expect(en.text).toContain('Seer, Witch, Hunter, Guard (12)');
  expect(en.text).not.toContain('预女猎守');
});

test('an 18-player board gets a seat row per player', async ({ page }) => {
  await page.goto('/print/?preset=millers-hollow-advanced');
  await expect(page.getByTestId('seat-grid').locator('tbody tr')).toHaveCount(18);
  // Thief, cupid, lovers only on night 1; the piper and the charmed after the witch (Rules Introduction (traditional) 1–9).
  const ids = await stepIds(page);
  expect(ids.indexOf('thief')).toBe(1);
  expect(ids.indexOf('witch')).toBeLessThan(ids.indexOf('piper'));
  // Millers Hollow keeps the advanced order: the guard, the seer, then the wolves.
  expect(ids.indexOf('guard')).toBeLessThan(ids.indexOf('seer'));
  expect(ids.indexOf('seer')).toBeLessThan(ids.indexOf('werewolf'));
  await expect(page.getByTestId('cheat-sheet').getByTestId('night-order-name')).toHaveText('Night order: Advanced');
});

test('a damaged share link is explained, not thrown', async ({ page }) => {
  await page.goto('/print/#board=not-a-board');
  await expect(page.getByTestId('print-link-error')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('print-link-error')).toContainText('cannot be read');
  await expect(page.getByTestId('print-empty')).toBeVisible();
});

test('the print page has no serious or critical accessibility violation', async ({ page }) => {
  for (const view of ['sheet', 'cards', 'script']) {
    await page.goto(`${YU_NV_LIE_BAI}&view=${view}`);
    await expect(page.getByTestId('print-view')).toHaveAttribute('data-ready', 'true');
    await expectNoSeriousA11y(page);
  }
});
