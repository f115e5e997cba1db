// The board designer in real Chromium: compose, warnings, fixes, languages, sharing,
// storage, import, accessibility, and the revalidation time printed for an 18-player board.
import { expect, test, type Page, type Request } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { expectNoSeriousA11y } from './a11y';

const open = async (page: Page, url = '/designer/') => {
  await page.goto(url);
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
};
const count = (page: Page, id: string) => page.locator(`#role-${id}`);
const add = async (page: Page, id: string, times = 1) => {
  const name = await page.locator(`#role-${id}`).getAttribute('aria-label');
  const role = name!.replace(/: number of cards$/, '');
  for (let i = 0; i < times; i++) await page.getByRole('button', { name: `Add one: ${role}`, exact: true }).click();
};
const findings = (page: Page) => page.getByTestId('findings');
const finding = (page: Page, id: string) => findings(page).locator(`[data-finding="${id}"]`);

/** 预女猎白 composed from an empty board with the steppers. */
async function compose(page: Page) {
  await page.getByTestId('new-board').click();
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 0 of 12');
  await page.getByLabel('Board name').fill('预女猎白');
  await add(page, 'werewolf', 4);
  await add(page, 'villager', 4);
  for (const id of ['seer', 'witch', 'hunter', 'idiot']) await add(page, id);
}

test('compose 预女猎白 from an empty board: valid, 12 of 12 cards', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  await open(page);
  await compose(page);
  expect(errors, 'no script error or hydration mismatch').toEqual([]);
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 12 of 12');
  await expect(count(page, 'werewolf')).toHaveValue('4');
  await expect(findings(page)).toHaveAttribute('data-valid', 'true');
  await expect(findings(page).locator('[data-severity="error"]')).toHaveCount(0);
  // A unique role's stepper stops at one (catalogue `unique`).
  await expect(page.getByRole('button', { name: 'Add one: Seer', exact: true })).toBeDisabled();
  await expect(page.getByTestId('balance').getByRole('meter')).toBeVisible();
});

test('a guard and an elder together raise the seed 000 warning', async ({ page }) => {
  await open(page);
  await compose(page);
  await add(page, 'guard');
  await add(page, 'elder');
  const w = finding(page, 'guard-elder');
  await expect(w).toHaveAttribute('data-severity', 'warning');
  await expect(w).toContainText('Guard with elder');
});

test('a count error is fixed by the suggested fix', async ({ page }) => {
  await open(page);
  await compose(page);
  await add(page, 'villager'); // 13 cards for 12 players
  const err = finding(page, 'card-count');
  await expect(err).toHaveAttribute('data-severity', 'error');
  await expect(findings(page)).toHaveAttribute('data-valid', 'false');
  await err.locator('[data-fix]').click();
  await expect(finding(page, 'card-count')).toHaveCount(0);
  await expect(findings(page)).toHaveAttribute('data-valid', 'true');
  await expect(page.getByTestId('notice')).toContainText('Applied');
  // Undo brings the board before the fix back.
  await page.getByTestId('notice').getByRole('button', { name: 'Undo' }).click();
  await expect(finding(page, 'card-count')).toHaveCount(1);
});

test('switching language changes every word, and the choice is kept', async ({ page }) => {
  await open(page);
  await compose(page);
  await page.getByTestId('lang-switcher').selectOption('zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('板子设计', { useInnerText: true });
  await expect(page.getByTestId('card-count')).toHaveText('牌数：12 / 12');
  await expect(page.getByRole('button', { name: '增加一张：守卫', exact: true })).toBeVisible();
  await expect(page.locator('[data-role-row="seer"]')).toContainText('预言家');
  await page.getByTestId('lang-switcher').selectOption('zh-TW');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('板子設計', { useInnerText: true });
  await expect(page.locator('[data-role-row="seer"]')).toContainText('預言家');
  // The findings too (messages, data/i18n/zh-TW/validator.json): a fifth wolf makes a count error.
  await page.getByRole('button', { name: '增加一張：狼人', exact: true }).click();
  await expect(finding(page, 'card-count')).toContainText('牌堆共 13 張');
  await page.getByRole('button', { name: '減少一張：狼人', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('板子設計', { useInnerText: true });
  await page.getByTestId('lang-switcher').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board designer', { useInnerText: true });
});

test('share link round trip in a new page', async ({ page, browser }) => {
  await open(page);
  await compose(page);
  // House rules are folded in groups: open the witch's.
  await page.getByTestId('rule-group-witchGuard').locator(':scope > summary').click();
  await page.locator('#rule-witchSelfSave').selectOption('firstNight');
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/designer\/#board=/);
  // A fresh browser profile: nothing stored, everything comes from the link.
  const other = await browser.newContext({ locale: 'en-US' });
  const p2 = await other.newPage();
  await open(p2, link);
  await expect(p2.getByLabel('Board name')).toHaveValue('预女猎白');
  await expect(p2.getByTestId('card-count')).toHaveText('Cards: 12 of 12');
  for (const [id, n] of [
    ['werewolf', 4],
    ['villager', 4],
    ['seer', 1],
    ['witch', 1],
    ['hunter', 1],
    ['idiot', 1],
    ['guard', 0],
  ] as const) {
    await expect(count(p2, id)).toHaveValue(String(n));
  }
  await expect(p2.locator('#rule-witchSelfSave')).toHaveValue('firstNight');
  await expect(p2.getByTestId('notice')).toContainText('Loaded the board from the link');
  // The QR code is made on demand.
  await p2.getByRole('button', { name: 'Show QR code' }).click();
  await expect(p2.getByTestId('share-qr')).toBeVisible();
  // A tampered link names its problems and leaves the board alone.
  await p2.goto(link.replace(/#board=.*/, '#board=NoIgLgFg'));
  await expect(p2.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
  await expect(p2.getByTestId('notice')).toContainText('The board in the link was not loaded; your board is unchanged.');
  await expect(p2.getByTestId('card-count')).toHaveText('Cards: 12 of 12');
  await other.close();
});

test('the print and moderator links carry the board', async ({ page }) => {
  await open(page);
  await compose(page);
  const hash = new URL(await page.getByTestId('share-link').inputValue()).hash;
  // The page is in English (the browser's language), and so are the pages it links to (their English HTML).
  await expect(page.getByTestId('to-print')).toHaveAttribute('href', `/en/print/${hash}`);
  await expect(page.getByTestId('to-moderator')).toHaveAttribute('href', `/en/moderator/${hash}`);
});

test('reload keeps the board', async ({ page }) => {
  await open(page);
  await compose(page);
  await add(page, 'guard');
  await page.reload();
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByLabel('Board name')).toHaveValue('预女猎白');
  await expect(count(page, 'guard')).toHaveValue('1');
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 13 of 12');
});

test('a broken import shows every problem and leaves the board unchanged', async ({ page }) => {
  await open(page);
  await compose(page);
  const bad = JSON.stringify({ players: 2, roles: { seer: 1.5, mayor: 1 }, rules: { tieRule: 'coin' } });
  await page.getByTestId('import-input').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('“broken.json” was not imported; your board is unchanged.');
  const problems = notice.getByTestId('problem-list');
  await expect(problems).toContainText('players');
  await expect(problems).toContainText('roles.seer');
  await expect(problems).toContainText('mayor');
  await expect(problems).toContainText('rules.tieRule');
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 12 of 12');
  await expect(page.getByLabel('Board name')).toHaveValue('预女猎白');
  // Not JSON at all.
  await page.getByTestId('import-input').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"players": 12,') });
  await expect(notice).toContainText('not valid JSON');
  // A good file replaces the board (drag-and-drop).
  const good = JSON.stringify({ name: 'Five', players: 5, roles: { werewolf: 1, seer: 1, villager: 3 } });
  const dt = await page.evaluateHandle((text) => {
    const d = new DataTransfer();
    d.items.add(new File([text], 'five.json', { type: 'application/json' }));
    return d;
  }, good);
  await page.dispatchEvent('body', 'dragenter', { dataTransfer: dt });
  await page.dispatchEvent('body', 'drop', { dataTransfer: dt });
  await expect(page.getByLabel('Board name')).toHaveValue('Five');
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 5 of 5');
});

test('a stored board that no longer validates is set aside with a message', async ({ page }) => {
  // Stored before the page's first script runs: an open designer may save its own board at any time (when idle),
  // which would race a value written into a page already open.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('wolfboard:v1', JSON.stringify({ version: 1, board: { players: 99, roles: { seer: 1 } } }));
  });
  await open(page);
  await expect(page.getByTestId('storage-line')).toContainText('set aside');
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.some((k) => k.startsWith('wolfboard:v1:rejected:'))).toBe(true);
});

test('keyboard only: skip link, steppers, a number field, a rule, a fix', async ({ page }) => {
  await open(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByTestId('new-board').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 0 of 12');
  const addWolf = page.getByRole('button', { name: 'Add one: Werewolf', exact: true });
  await addWolf.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(count(page, 'werewolf')).toHaveValue('2');
  await count(page, 'seer').focus();
  await page.keyboard.press('ArrowUp');
  await expect(count(page, 'seer')).toHaveValue('1');
  await count(page, 'villager').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('9');
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 12 of 12');
  // Each family wakes the way its tables do: 狼人杀 in the Chinese order, Millers Hollow in the advanced one.
  await expect(page.locator('#rule-nightOrder')).toHaveValue('chinese');
  await expect(page.locator('#rule-nightOrder option:checked')).toHaveText('Chinese 12-player ✓'); // ✓: the family's default
  await page.locator('#rule-family').focus();
  await page.keyboard.press('ArrowDown'); // langrensha → millersHollow
  await expect(page.locator('#rule-winCondition')).toHaveValue('all');
  await expect(page.locator('#rule-nightOrder')).toHaveValue('advanced');
  await expect(page.locator('#rule-nightOrder option:checked')).toHaveText('Advanced ✓');
  const fixButton = findings(page).locator('[data-fix]').first();
  await fixButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notice')).toContainText('Applied');
});

test('designer has no serious or critical accessibility violation', async ({ page }) => {
  await open(page);
  await compose(page);
  await add(page, 'villager');
  await expectNoSeriousA11y(page);
  await page.getByTestId('lang-switcher').selectOption('zh-CN');
  await expectNoSeriousA11y(page);
});

test('one balance story for 预女猎守: a point score that says what it is, the simulated estimate the lab finds, no "fix" for a standard board', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await open(page);
  await page.locator('[data-preset="yu-nv-lie-shou"]').click();
  // The page's language names the preset.
  await expect(page.getByLabel('Board name')).toHaveValue('Seer, Witch, Hunter, Guard (12)');
  await expect(findings(page)).toHaveAttribute('data-valid', 'true');
  // 4 wolves with 4 gods on 12 is the langrensha standard board: no configuration-table note, no fix.
  await expect(finding(page, 'wolf-count-table')).toHaveCount(0);
  await expect(findings(page)).not.toContainText('3 wolves');
  const reading = page.getByTestId('balance-reading');
  await expect(reading).toContainText('Point score −3');
  await expect(reading).toContainText('role points printed by Ultimate Werewolf (Bézier Games)');
  // The estimate: the lab's default run, in a worker, with its interval and the policy named.
  const sim = page.getByTestId('sim-estimate');
  await expect(sim).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  const village = (await sim.locator('[data-outcome="village"]').textContent()) ?? '';
  expect(village).toMatch(/^The village won \d+% of the games \(95% interval \d+%–\d+%\)$/);
  await expect(sim).toContainText('10,000 games played by a cautious table (heuristic)');
  // One verdict: the games' (the village wins about two in three), and the point score's "favours the wolves"
  // is said to count cards only.
  const verdict = page.getByTestId('sim-verdict');
  await expect(verdict).toHaveAttribute('data-favours', 'village');
  await expect(verdict).toHaveAttribute('data-agree', 'false');
  await expect(verdict).toContainText('Favoured: The village, winning');
  await expect(verdict).toContainText('says “favours the wolves”: trust the simulated games');
  await page.getByTestId('balance').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'docs/screenshots/designer.png' });

  // Cached per board: away and back, the figures come at once.
  await add(page, 'villager');
  await expect(sim).toHaveAttribute('data-status', 'invalid');
  await page.getByRole('button', { name: 'Remove one: Villager', exact: true }).click();
  await expect(sim).toHaveAttribute('data-status', 'done', { timeout: 2_000 });

  // The lab, run with its defaults on the same board, finds the same figure.
  await page.goto('/lab/');
  await page.getByTestId('lab-board').selectOption('yu-nv-lie-shou');
  await page.getByTestId('lab-run').click();
  await expect(page.getByTestId('lab-status')).toHaveAttribute('data-status', 'done', { timeout: 90_000 });
  await expect(page.getByTestId('lab-policy-used')).toContainText('A cautious table (heuristic)');
  const pctOf = (s: string) =>
    s
      .match(/(\d+)% of the games \(95% interval (\d+)%–(\d+)%\)/)!
      .slice(1)
      .join(',');
  const label = (await page.getByTestId('chart-win-rates').locator('svg[role="img"]').getAttribute('aria-label')) ?? '';
  const labVillage = label.match(/Village: (\d+)%/)![1];
  expect(pctOf(village).split(',')[0]).toBe(labVillage);
});

test.describe('a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the designer fits and keeps the board state in view', async ({ page }) => {
    await open(page);
    await compose(page);
    await expect(page.getByTestId('status-bar')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11y(page);
  });

  test('the status bar opens the findings with their fixes; the findings follow the roles; the house rules are folded', async ({ page }) => {
    await open(page);
    await compose(page);
    // One card too many: 13 of 12.
    await add(page, 'villager');
    const bar = page.getByTestId('status-bar');
    await expect(bar).toContainText('13/12 cards');
    await expect(bar).toContainText('⛔ 1');
    await page.mouse.wheel(0, 3000);
    await bar.tap();
    const sheet = page.getByTestId('findings-sheet');
    await expect(sheet).toBeVisible();
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    const err = page.getByTestId('findings-sheet-list').locator('[data-finding="card-count"]');
    await expect(err).toBeVisible();
    await expect(err.locator('[data-fix]')).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/designer-phone.png' });
    await err.locator('[data-fix]').tap();
    await expect(page.getByTestId('findings-sheet-list')).toHaveAttribute('data-valid', 'true');
    await expect(bar).toContainText('12/12 cards');
    await page.getByTestId('findings-sheet-close').tap();
    await expect(sheet).toBeHidden();

    // The findings come right after the roles, before the house rules.
    const box = async (id: string) => (await page.locator(`#${id}`).boundingBox())!;
    const roles = await box('roles');
    const found = await box('findings');
    const rules = await box('rules');
    expect(found.y).toBeGreaterThan(roles.y);
    expect(found.y - (roles.y + roles.height)).toBeLessThan(40);
    expect(rules.y).toBeGreaterThan(found.y);
    // Folded: the rules panel is a few headings, not thirty menus.
    expect(rules.height).toBeLessThan(1500);
    await expect(page.locator('#rule-witchSelfSave')).toBeHidden();
    // A changed rule's group comes first and open, marked.
    await page.getByTestId('rule-group-hunter').locator(':scope > summary').tap();
    await page.locator('#rule-hunterShootsWhenPoisoned').selectOption('true');
    const first = page.getByTestId('rule-groups').locator('details').first();
    const groups = await page
      .getByTestId('rule-groups')
      .locator('details')
      .evaluateAll((ds) => ds.map((d) => ({ id: d.getAttribute('data-testid'), order: getComputedStyle(d).order, open: (d as HTMLDetailsElement).open })));
    expect(groups.find((g) => g.id === 'rule-group-hunter')).toMatchObject({ order: '-1', open: true });
    expect(groups.filter((g) => g.order === '-1')).toHaveLength(1);
    await expect(first).toBeAttached();
    await expect(page.getByTestId('rule-group-hunter')).toContainText('1 changed');
  });
});

test('revalidation after an edit on an 18-player board (printed; target < 16 ms)', async ({ page }) => {
  await open(page);
  await page.locator('[data-preset="basic-18"]').click();
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 18 of 18');
  await add(page, 'guard');
  await add(page, 'witch');
  await page.evaluate(() => performance.clearMeasures('wolfboard:revalidate'));
  const plus = page.getByRole('button', { name: 'Add one: Villager', exact: true });
  const minus = page.getByRole('button', { name: 'Remove one: Villager', exact: true });
  for (let i = 0; i < 15; i++) {
    await plus.click();
    await minus.click();
  }
  const times = await page.evaluate(() => performance.getEntriesByName('wolfboard:revalidate').map((e) => e.duration));
  expect(times.length).toBeGreaterThanOrEqual(30);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(
    `designer revalidation after an edit, 18 players: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms over ${times.length} edits (target < 16 ms: ${median < 16 ? 'met' : 'MISSED'})`,
  );
});

test('a first visit is ready before the checking code loads, which comes when idle after the first paint (printed sizes)', async ({ page }) => {
  const js = new Map<string, number>();
  page.on('response', async (r) => {
    // A script of the document the browser left for the page in its language has no body to read.
    if (r.url().endsWith('.js') && r.ok()) js.set(new URL(r.url()).pathname, gzipSync(await r.body().catch(() => Buffer.alloc(0)), { level: 6 }).length);
  });
  await open(page);
  // The empty board's findings were computed when the page was built: the count error and its fix.
  await expect(finding(page, 'card-count')).toContainText('0 cards for 12 players');
  await expect(page.getByTestId('to-print')).toHaveAttribute('href', /#board=/);
  // No touch: the checking code arrives by itself, after the idle mark.
  await expect(page.getByTestId('designer')).toHaveAttribute('data-checker', 'in');
  const split = await page.evaluate(() => {
    const mark = performance.getEntriesByName('wolfboard:idle-prefetch', 'mark')[0];
    const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'));
    return { marked: Boolean(mark), after: mark ? scripts.filter((e) => e.startTime >= mark.startTime).map((e) => new URL(e.name).pathname) : [] };
  });
  expect(split.marked).toBe(true);
  expect(split.after.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const kib = (paths: string[]) => (paths.reduce((n, p) => n + (js.get(p) ?? 0), 0) / 1024).toFixed(1);
  const before = [...js.keys()].filter((p) => !split.after.includes(p));
  console.log(
    `designer JS gzip: on load ${kib(before)} KiB (${before.length} scripts); fetched when idle ${kib(split.after)} KiB (${split.after.length} scripts)`,
  );
  await add(page, 'villager', 12);
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 12 of 12');
  await expect(finding(page, 'card-count')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('designer')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('card-count')).toHaveText('Cards: 12 of 12');
});

/** The time from the tap to the frame that shows the first edit: the tap's event time to the animation frame after the findings commit. */
async function firstEdit(page: Page): Promise<{ toFindings: number; toFrame: number }> {
  await page.evaluate(() => {
    const w = window as unknown as { __edit?: Promise<{ toFindings: number; toFrame: number }> };
    w.__edit = new Promise((done) => {
      addEventListener(
        'click',
        (e) => {
          const t0 = e.timeStamp;
          const seen = () => {
            const m = performance.getEntriesByName('wolfboard:revalidate', 'measure')[0];
            if (!m) return requestAnimationFrame(seen);
            requestAnimationFrame((t) => done({ toFindings: m.startTime + m.duration - t0, toFrame: t - t0 }));
          };
          queueMicrotask(seen);
        },
        { capture: true, once: true },
      );
    });
  });
  // The tap is a mouse event at the button's place: a locator's click would run the test tool's queries in the
  // page right then, and their time would be counted as the page's.
  const button = page.getByRole('button', { name: 'Add one: Seer', exact: true });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  // Every script the page fetches between the tap and the findings: the edit must wait on none.
  const fetched: string[] = [];
  const onRequest = (r: Request) => {
    if (r.resourceType() === 'script') fetched.push(r.url());
  };
  page.on('request', onRequest);
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  const t = await page.evaluate(() => (window as unknown as { __edit: Promise<{ toFindings: number; toFrame: number }> }).__edit);
  page.off('request', onRequest);
  expect(fetched).toEqual([]);
  await expect(count(page, 'seer')).toHaveValue('1');
  return t;
}

test('the first edit renders at once: the checking code is in before the first touch (printed, also on a 4× slower CPU)', async ({ page }) => {
  const figures: string[] = [];
  for (const rate of [1, 4]) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await open(page);
    await expect(page.getByTestId('designer')).toHaveAttribute('data-checker', 'in');
    const t = await firstEdit(page);
    await expect(finding(page, 'card-count')).toContainText('1 cards for 12 players');
    figures.push(`CPU ${rate}×: findings ${t.toFindings.toFixed(1)} ms, next frame ${t.toFrame.toFixed(1)} ms`);
    // The edit waited on no download (firstEdit checks it). The time is printed, not bounded tightly: the browser
    // shares two cores with the server and the other tests, and a loaded run took 111 ms where 45 ms is usual.
    // This bound only catches an edit that waits on something it should not (a fetch, a long computation).
    expect(t.toFindings).toBeLessThan(rate === 1 ? 1000 : 4000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    // The next visit is a first one again (the board just made is not read back).
    await page.evaluate(() => localStorage.clear());
  }
  console.log(`designer, first edit after load (tap → findings committed / → next animation frame; one frame is 16.7 ms): ${figures.join('; ')}`);
});

test('offline before the checking code came: a clear notice, nothing lost, and it loads at the next touch', async ({ page, request }) => {
  // Every script the page's HTML does not name fails, as on a first visit that goes offline after loading, but
  // the messages of the chosen language: the page loads them as it hydrates, before it is usable.
  // The browser speaks English, so /designer/ sends it on to /en/designer/ before it hydrates: the scripts of both
  // pages are named (a build may give the two routes chunks of their own, "app/[lang]/…", asked for percent-encoded).
  const named = new Set<string>();
  for (const path of ['/designer/', '/en/designer/']) {
    const html = await (await request.get(path)).text();
    for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) named.add(decodeURIComponent(m[1].split('?')[0]));
  }
  let offline = true;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!offline || named.has(decodeURIComponent(new URL(route.request().url()).pathname))) return route.continue();
    const response = await route.fetch();
    // A chunk of messages is one JSON object of message ids (data/i18n/<lang>/<namespace>.json).
    if (/exports=(?:JSON\.parse\(')?\{"[a-z]\w*\.[\w.-]+":/.test(await response.text())) return route.fulfill({ response });
    return route.abort('internetdisconnected');
  });
  await open(page);
  // The idle-time fetch fails quietly: nothing was asked yet.
  await page.waitForFunction(() => performance.getEntriesByName('wolfboard:idle-prefetch', 'mark').length > 0);
  await expect(page.getByTestId('designer')).toHaveAttribute('data-checker', 'pending');
  await expect(page.getByTestId('notice')).toBeEmpty();
  await add(page, 'villager');
  await expect(page.getByTestId('notice')).toContainText('The board checker could not be downloaded');
  offline = false;
  await add(page, 'villager');
  await expect(page.getByTestId('notice')).not.toContainText('could not be downloaded');
  await expect(count(page, 'villager')).toHaveValue('2');
  await expect(finding(page, 'card-count')).toContainText('2 cards for 12 players');
});
