// Untrusted input in the browser, at phone and desktop sizes: a saved game the engine no longer accepts is
// kept whole (never shortened) across a reload, with the refused event said, exportable and resumable as a
// copy; records and links that cannot be read are named in the page's language, never an uncaught error;
// stored data that no longer fits is set aside and said on every page; a copy that does not fit in the
// quota leaves the original as it was; the fuzzer's corpus goes through the site's imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import fc from 'fast-check';
import { boardText, recordText } from '../fuzz/corpus';
import { expectNoSeriousA11y } from './a11y';
import { errorsOf } from './page-errors';
import { SIZES } from './sizes';

const RECORDS = join(import.meta.dirname, '..', 'records');
type Rec = { board: { name?: string }; seats: string[]; events: { type: string }[] };

/** A real record of 12 events that replays, with event 3 made one the engine refuses (as in tests/moderator/kept.test.ts). */
function refusedAt3(): Rec {
  for (const f of readdirSync(RECORDS)
    .filter((x) => x.endsWith('.expect.json'))
    .sort()) {
    if ((JSON.parse(readFileSync(join(RECORDS, f), 'utf8')) as { exit: number }).exit !== 0) continue;
    const rec = JSON.parse(readFileSync(join(RECORDS, f.replace('.expect.json', '.json')), 'utf8')) as Rec;
    if (rec.events.length < 12) continue;
    const events = rec.events.slice(0, 12);
    events[3] = { type: 'seer', target: 99 } as never;
    return { ...rec, events };
  }
  throw new Error('no record of 12 events in tests/records');
}

/** Storage as an earlier visit left it (set once: a reload must see what the page did with it). */
async function seed(page: Page, value: string) {
  await page.addInitScript((v) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('wolfboard:v1', v);
      sessionStorage.setItem('seeded', '1');
    }
  }, value);
}

for (const [size, viewport] of SIZES) {
  test.describe(`at ${size} size`, () => {
    test.use({ viewport });

    test('a saved game with a refused event at index 3 keeps all 12 events after a reload and says so', async ({ page }) => {
      const errors = errorsOf(page);
      const record = refusedAt3();
      await seed(page, JSON.stringify({ version: 1, board: null, games: { g1: { savedAt: '2026-11-30T20:00:00.000Z', record } }, prefs: {} }));
      await page.goto('/moderator/#game=g1');
      await expect(page.getByTestId('moderator')).toHaveAttribute('data-screen', 'start');
      await expect(page.getByTestId('start')).toContainText('event 4 (seer, index 3) was refused');
      const kept = page.getByTestId('kept-game');
      await expect(kept).toHaveCount(1);
      await expect(kept).toContainText('12 events');
      await expect(page.getByTestId('kept-why')).toContainText('Event 4 of 12 (seer, index 3) was refused');
      await expectNoSeriousA11y(page);

      await page.reload();
      await expect(page.getByTestId('kept-game')).toContainText('12 events');
      const stored = await page.evaluate(() =>
        Object.keys(localStorage)
          .filter((k) => k.startsWith('wolfboard:v1:rejected:'))
          .map((k) => JSON.parse(localStorage.getItem(k)!)),
      );
      expect(stored.map((s) => s.games.g1.record.events.length)).toEqual([12]);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('wolfboard:v1')!).games)).toEqual({});

      const download = page.waitForEvent('download');
      await page.getByTestId('kept-export').click();
      const file = await (await download).path();
      expect((JSON.parse(readFileSync(file, 'utf8')) as Rec).events).toHaveLength(12);

      await page.getByTestId('kept-resume').click();
      await expect(page.getByTestId('moderator')).toHaveAttribute('data-screen', 'game');
      await expect(page.getByTestId('step')).toHaveAttribute('data-events', '3');
      await page.goto('/moderator/');
      await expect(page.getByTestId('kept-game')).toContainText('12 events');
      await expect(page.getByTestId('saved-games')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test('records that are null or hold an inherited event type are named, in the page language, with no uncaught error', async ({ page }) => {
      const errors = errorsOf(page);
      await page.goto('/moderator/');
      await expect(page.getByTestId('moderator')).toHaveAttribute('data-screen', 'start');
      const board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
      const seats = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];
      const cases: [string, string][] = [
        ['null', 'the top level: expected an object'],
        [JSON.stringify({ board, seats, events: [{ type: 'constructor' }] }), 'events.0.type: unknown event type "constructor"'],
        [
          `{"board": ${JSON.stringify(board)}, "seats": ${JSON.stringify(seats)}, "events": [{"type": "__proto__"}]}`,
          'events.0.type: unknown event type "__proto__"',
        ],
        // (A file's byte-order mark is dropped by the reader, lib/input/json-text; an invisible character is named.)
        ['{"board": 1,\u200B}', 'line 1, column 13: unexpected U+200B (zero width space)'],
        [JSON.stringify({ board: { ...board, roles: { ...board.roles, dragon: 1 } }, seats, events: [] }), 'unknown role id "dragon" at board.roles'],
      ];
      for (const [text, expected] of cases) {
        await page.getByTestId('import').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
        await expect(page.getByTestId('start-problems')).toContainText(expected);
        await expect(page.getByTestId('start-problems')).toContainText('is not a game record');
      }
      await page.evaluate(() => {
        document.documentElement.setAttribute('data-lang', 'zh-CN');
        window.dispatchEvent(new Event('wolfboard:lang'));
      });
      await page.getByTestId('import').setInputFiles({
        name: 'game.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify({ board, seats, events: [{ type: 'toString' }] })),
      });
      await expect(page.getByTestId('start-problems')).toContainText('events.0.type：未知的事件类型 "toString"');
      await expect(page.getByTestId('start-problems')).toContainText('不是对局记录');
      await expectNoSeriousA11y(page);
      expect(errors).toEqual([]);
    });

    test('saved games whose record is null or holds an inherited event type are kept aside, with no uncaught error', async ({ page }) => {
      const errors = errorsOf(page);
      const record = refusedAt3();
      const games = {
        a: { savedAt: '2026-11-30T20:00:00.000Z', record: null },
        b: { savedAt: '2026-11-30T20:01:00.000Z', record: { ...record, events: [{ type: 'constructor' }] } },
      };
      await seed(
        page,
        `{"version":1,"board":null,"games":${JSON.stringify(games).slice(0, -1)},"__proto__":{"savedAt":"2026-11-30T20:02:00.000Z","record":{"board":null}}},"prefs":{}}`,
      );
      await page.goto('/moderator/#game=b');
      await expect(page.getByTestId('start')).toContainText('This record no longer reads: events.0.type: unknown event type "constructor"');
      await expect(page.getByTestId('kept-game')).toHaveCount(3);
      await expect(page.getByTestId('kept-games')).toContainText('the top level: expected an object');
      await expect(page.getByTestId('storage-line')).toContainText('set aside whole');
      await page.reload();
      await expect(page.getByTestId('kept-game')).toHaveCount(3);
      expect(errors).toEqual([]);
    });

    test('an imported record the engine refuses is kept aside whole, not opened shortened', async ({ page }) => {
      const errors = errorsOf(page);
      await page.goto('/moderator/');
      await expect(page.getByTestId('moderator')).toHaveAttribute('data-screen', 'start');
      await page.getByTestId('import').setInputFiles({ name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(refusedAt3())) });
      await expect(page.getByTestId('start')).toContainText('The record was not opened: event 4 (seer, index 3) is refused');
      await expect(page.getByTestId('kept-game')).toContainText('12 events');
      expect(errors).toEqual([]);
    });

    test('every page says, in one line, a link it does not understand and keeps what was there', async ({ page }) => {
      const errors = errorsOf(page);
      await page.goto('/moderator/#board');
      await expect(page.getByTestId('link-line')).toContainText('The board in the link cannot be read');
      await expect(page.getByTestId('link-line')).toContainText('the link’s board data is empty');
      await page.goto('/moderator/#game=__proto__');
      await expect(page.getByTestId('start')).toContainText('That game is not saved in this browser.');
      await page.goto('/moderator/#x=1');
      await expect(page.getByTestId('link-line')).toContainText('does not understand “#x”');
      await page.goto('/print/#board=%%%');
      await expect(page.getByTestId('print-link-error')).toContainText('The board in the link cannot be read');
      await page.goto('/print/?preset=yu-nv-lie-bai#x=1');
      await expect(page.getByTestId('link-line')).toContainText('does not understand “#x”');
      await expect(page.getByTestId('print-source')).toBeVisible();
      await page.goto('/lab/#board=x');
      await expect(page.getByTestId('link-line')).toContainText('does not understand “#board”');
      await page.goto('/designer/#x=1');
      await expect(page.getByTestId('notice')).toContainText('does not understand the part of the link after “#”');
      await expectNoSeriousA11y(page);
      expect(errors).toEqual([]);
    });

    test('stored data that no longer fits is set aside and said on the designer, print, lab and moderator', async ({ page }) => {
      const errors = errorsOf(page);
      const bad = JSON.stringify({ version: 1, board: { players: 99, roles: { seer: 1, mayor: 1 } }, games: {}, prefs: {} });
      for (const path of ['/designer/', '/print/', '/lab/', '/moderator/']) {
        await page.goto('/');
        await page.evaluate((v) => {
          localStorage.clear();
          localStorage.setItem('wolfboard:v1', v);
        }, bad);
        await page.goto(path);
        await expect(page.getByTestId('storage-line').first(), path).toContainText('set aside whole');
        const keys = await page.evaluate(() =>
          Object.keys(localStorage)
            .filter((k) => k.startsWith('wolfboard:v1:rejected:'))
            .map((k) => localStorage.getItem(k)),
        );
        expect(keys, path).toEqual([bad]);
        const download = page.waitForEvent('download');
        await page.getByTestId('storage-download').first().click();
        expect(readFileSync(await (await download).path(), 'utf8'), path).toBe(bad);
        await expectNoSeriousA11y(page);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('a stored board of 4 MB that no longer fits: its copy does not fit the quota, so it stays as it was', async ({ page }) => {
  const errors = errorsOf(page);
  const big = JSON.stringify({ version: 1, board: { players: 99, description: 'x'.repeat(4_000_000), roles: { seer: 1 } }, games: {}, prefs: {} });
  await seed(page, big);
  await page.goto('/designer/');
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('storage-line')).toContainText('too full to set a copy aside');
  await page.getByTestId('new-board').click();
  await page.getByRole('button', { name: 'Add one: Seer', exact: true }).click();
  await page.reload();
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
  expect(await page.evaluate(() => localStorage.getItem('wolfboard:v1')?.length)).toBe(big.length);
  await expect(page.getByTestId('storage-line')).toContainText('too full to set a copy aside');
  expect(errors).toEqual([]);
});

test("the fuzzer's corpus through the site's imports: every input named or read, no uncaught error", async ({ page }) => {
  test.setTimeout(300_000);
  const errors = errorsOf(page);
  const boards = fc.sample(boardText, { seed: 20261201, numRuns: 80 });
  const records = fc.sample(recordText, { seed: 20261201, numRuns: 40 });
  await page.goto('/designer/');
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
  let imported = 0;
  for (const [i, text] of boards.entries()) {
    await page.getByTestId('import-input').setInputFiles({ name: `b${i}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
    const notice = page.getByTestId('notice');
    await expect(notice).toContainText(new RegExp(`Imported “b${i}\\.json”|“b${i}\\.json” was not imported`));
    if ((await notice.textContent())?.includes('Imported')) imported++;
    else await expect(notice.getByTestId('problem-list').locator('li').first()).not.toBeEmpty();
  }
  expect(imported).toBeGreaterThan(0);
  let opened = 0;
  for (const text of records) {
    await page.evaluate(() => localStorage.clear());
    await page.goto('/moderator/');
    await expect(page.getByTestId('moderator')).toHaveAttribute('data-screen', 'start');
    await page.getByTestId('import').setInputFiles({ name: 'r.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    const outcome = async () =>
      (await page.getByTestId('moderator').getAttribute('data-screen')) !== 'start'
        ? 'opened'
        : (await page.getByTestId('start-problems').count())
          ? 'named'
          : (await page.getByTestId('kept-game').count())
            ? 'kept'
            : '';
    await expect.poll(outcome).not.toBe('');
    if ((await outcome()) === 'opened') opened++;
    else if ((await outcome()) === 'named') await expect(page.getByTestId('start-problems').getByTestId('problem-list').locator('li').first()).not.toBeEmpty();
  }
  expect(opened).toBeLessThan(records.length);
  expect(errors).toEqual([]);
});
