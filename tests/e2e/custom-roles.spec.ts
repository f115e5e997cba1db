// Custom cards in the designer (docs/rules.md, Custom roles), in real Chromium on a phone and a desktop: a card
// composed from blank (inspect that sees the exact card, every other night, after the seer) is put on the
// board, shown in the wake order, edited and removed; the custom-cards preset loads; a share link keeps the
// cards; a broken custom card in a file is named by field. Prints the editor's time from an edit to its findings.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11y } from './a11y';
import { errorsOf } from './page-errors';
import { SIZES } from './sizes';

const open = async (page: Page, url = '/designer/') => {
  await page.goto(url);
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
};
const add = async (page: Page, role: string, times = 1) => {
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: `Add one: ${role}`, exact: true }).click();
};
const panel = (page: Page) => page.getByTestId('custom-cards');
const editor = (page: Page) => page.getByTestId('custom-editor');

/** A 9-player board: 3 werewolves, 3 villagers, the seer and the witch (the owl makes 9). */
async function smallBoard(page: Page) {
  await page.getByTestId('new-board').click();
  await page.locator('#board-players').fill('9');
  await add(page, 'Werewolf', 3);
  await add(page, 'Villager', 3);
  await add(page, 'Seer');
  await add(page, 'Witch');
}

/** The night owl, composed from a blank card. */
async function composeOwl(page: Page) {
  await panel(page).getByTestId('custom-new').click();
  const e = editor(page);
  await expect(e.getByTestId('custom-start')).toHaveValue('');
  await e.getByLabel('Name (English)', { exact: true }).fill('Night Owl');
  await e.getByText('Other languages').first().click();
  await e.getByLabel('Name (Simplified Chinese)', { exact: true }).fill('夜枭');
  await e.getByLabel('Icon (an emoji)').fill('🦉');
  await e.getByTestId('custom-faction').selectOption('village');
  await e.getByTestId('custom-add-night').click();
  await e
    .getByTestId('custom-night-power')
    .selectOption({ label: 'Checks a player at night: the judge shows what the check sees (good or wolf, the exact card, …).' });
  await e.getByLabel('What the check sees').selectOption({ label: 'sees the exact card' });
  await e.getByLabel('How often').selectOption({ label: 'Every other night' });
  await e.getByTestId('custom-after').selectOption('seer');
  await e.getByLabel('Line (English)', { exact: true }).fill('Night owl, wake up and point at a player.');
  await e.getByLabel('Closing line (English)', { exact: true }).fill('Night owl, close your eyes.');
}

/** Time from an edit of the line to the preview's findings showing the edited board (ms). */
async function timeEdit(page: Page, i: number): Promise<number> {
  return page.evaluate(async (n) => {
    const box = document.querySelector('[data-testid="custom-findings"]') as HTMLElement;
    const area = document.querySelector('[data-testid="custom-line"] textarea') as HTMLTextAreaElement;
    const rev = box.dataset.rev;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    const t0 = performance.now();
    setter?.call(area, `Night owl, wake up (${n}).`);
    area.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise<void>((done) => {
      const seen = () => box.dataset.rev !== rev;
      const mo = new MutationObserver(() => {
        if (seen()) {
          mo.disconnect();
          done();
        }
      });
      mo.observe(box, { attributes: true, attributeFilter: ['data-rev'] });
    });
    return performance.now() - t0;
  }, i);
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

for (const [size, viewport] of SIZES) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`${size}: a card from blank goes on the board, in the wake order; edited; removed`, async ({ page }) => {
      const errors = errorsOf(page);
      await open(page);
      await smallBoard(page);
      await composeOwl(page);
      const preview = page.getByTestId('custom-preview');
      // Live: the owl wakes right after the seer in the later nights' order, and its lines show.
      const later = preview.getByTestId('custom-preview-order').locator('ol').nth(1);
      await expect(later.locator('li[data-step="seer"] + li')).toHaveAttribute('data-step', 'custom:nightOwl');
      await expect(preview.getByTestId('custom-preview-lines')).toContainText('Night owl, close your eyes.');
      await page.screenshot({ path: `test-results/custom-editor-${size}.png`, fullPage: false });
      await editor(page).screenshot({ path: `test-results/custom-editor-full-${size}.png` });
      await expectNoSeriousA11y(page);

      if (size === 'desktop') {
        const times: number[] = [];
        for (let i = 0; i < 20; i++) times.push(await timeEdit(page, i));
        console.log(`custom editor, edit → findings (ms, 20 edits, 150 ms debounce): median ${pct(times, 0.5).toFixed(1)}, p90 ${pct(times, 0.9).toFixed(1)}`);
      }

      await editor(page).getByTestId('custom-put').click();
      await expect(page.getByTestId('custom-status')).toHaveText('Night Owl is on the board.');
      const row = panel(page).locator('[data-custom-row="custom:nightOwl"]');
      await expect(row).toContainText('Night Owl');
      await expect(row.getByLabel('Night Owl: number of cards')).toHaveValue('1');
      await expect(page.getByTestId('card-count')).toHaveText('Cards: 9 of 9');

      // Edit: the card opens with what it holds; a change is saved in place.
      await row.getByRole('button', { name: 'Edit Night Owl' }).click();
      await expect(editor(page).getByLabel('What the check sees')).toHaveValue('card');
      await expect(editor(page).getByLabel('How often')).toHaveValue('2');
      await expect(editor(page).getByTestId('custom-after')).toHaveValue('seer');
      await expect(editor(page).getByTestId('custom-preview-order').locator('li[data-step="custom:nightOwl"]').first()).toBeVisible();
      await editor(page).getByLabel('How often').selectOption({ label: 'Every third night' });
      await editor(page).getByTestId('custom-put').click();
      await expect(page.getByTestId('custom-status')).toHaveText('Night Owl was changed.');
      await row.getByRole('button', { name: 'Edit Night Owl' }).click();
      await expect(editor(page).getByLabel('How often')).toHaveValue('3');
      await editor(page).getByRole('button', { name: 'Cancel' }).click();

      await row.getByRole('button', { name: 'Remove Night Owl from the board' }).click();
      await expect(row).toHaveCount(0);
      await expect(page.getByTestId('card-count')).toHaveText('Cards: 8 of 9');
      expect(errors).toEqual([]);
    });

    test(`${size}: the custom-cards preset loads, and a share link keeps its cards`, async ({ page, context }) => {
      await open(page);
      await page.locator('[data-preset="custom-cards"]').click();
      for (const id of ['custom:nightOwl', 'custom:nightWatch', 'custom:muteWolf'])
        await expect(panel(page).locator(`[data-custom-row="${id}"]`)).toHaveCount(1);
      const link = await page.getByTestId('share-link').inputValue();
      console.log(`share link with the preset's 3 custom cards: ${link.length} characters`);
      const p2 = await context.newPage();
      await open(p2, link.replace(/^https?:\/\/[^/]+/, ''));
      for (const id of ['custom:nightOwl', 'custom:nightWatch', 'custom:muteWolf']) await expect(panel(p2).locator(`[data-custom-row="${id}"]`)).toHaveCount(1);
      await expect(panel(p2).locator('[data-custom-row="custom:muteWolf"]')).toContainText('Mute Wolf');
      await expectNoSeriousA11y(p2);
    });

    test(`${size}: a link too long for a QR code says so and offers the board file`, async ({ page }) => {
      await open(page);
      // Three cards with long descriptions of varied words (compression cannot fold them).
      let seed = 7;
      const word = () => {
        seed = (seed * 48271) % 2147483647;
        return seed.toString(36).slice(0, 6);
      };
      const text = () => Array.from({ length: 250 }, word).join(' ').slice(0, 1900);
      const card = (n: string) => ({ id: `custom:${n}`, names: { en: n }, faction: 'village', description: { en: text() } });
      const board = {
        players: 9,
        roles: { werewolf: 3, villager: 3, 'custom:a': 1, 'custom:b': 1, 'custom:c': 1 },
        customRoles: [card('a'), card('b'), card('c')],
      };
      await page.getByTestId('import-input').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(board)) });
      await expect(panel(page).locator('[data-custom-row="custom:c"]')).toHaveCount(1);
      const tooLong = page.getByTestId('share-too-long');
      await expect(tooLong).toContainText('too long for a QR code');
      const download = page.waitForEvent('download');
      await tooLong.getByTestId('share-too-long-file').click();
      expect((await download).suggestedFilename()).toMatch(/\.wolfboard\.json$/);
    });

    test(`${size}: a board file with a broken custom card names each problem`, async ({ page }) => {
      await open(page);
      const bad = JSON.stringify({
        players: 9,
        roles: { werewolf: 3, villager: 5, 'custom:Bad-id': 1 },
        customRoles: [{ id: 'custom:Bad-id', names: { en: '' }, faction: 'village' }],
      });
      await page.getByTestId('import-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
      const notice = page.getByTestId('notice');
      await expect(notice).toContainText('“broken.json” was not imported; your board is unchanged.');
      await expect(notice).toContainText('customRoles.0.id: expected a custom card id');
      await expect(notice).toContainText('customRoles.0.names.en: expected text of at least 1 and at most 30 characters');
    });
  });
}
