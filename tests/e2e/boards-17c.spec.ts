// The standard 12-player boards that need roles of both sets of issue 17 (咒狐乌鸦, 隐狼乌鸦), moderated through the
// page at phone size like the other new boards (tests/e2e/boards-17a.spec.ts, boards-17b.spec.ts): each board
// opened from a share link, dealt digitally with a seed, played to a winner by tapping legal choices (a small
// driver reads the step and the legal seats from the page and picks by the dealt cards), the record exported and
// replayed by `wolfboard replay --json` to the same winner and deaths. The crow curses a wolf each night; on 咒狐乌鸦
// the seer checks the cursed fox, who dies of the check; on 隐狼乌鸦 she checks the hidden wolf and is told good.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import type { Board, RoleId } from '../../lib/engine/types';
import { expectNoSeriousA11y } from './a11y';

const root = join(import.meta.dirname, '..', '..');
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

// The presets' boards (data/presets: Playwright does not import their JSON), the family's defaults for every rule.
const board = (name: string, roles: Board['roles']): Board => ({ name, players: 12, roles, rules: { family: 'langrensha' } });

interface Plan {
  board: Board;
  /** What the judge must have been shown (answers and tells), at least once each. */
  shown: RegExp[];
  /** What the end screen's timeline must say. */
  words?: RegExp[];
  /** The witch saves night 1's victim (a longer game). */
  save?: boolean;
  /** A death cause the game must show. */
  cause?: string;
  /** What the end screen says of a seat whose side a power decides (the mixed blood). */
  side?: RegExp;
  /** Whom each night step prefers, by card (the first legal seat of the first card that has one). */
  prefer: Record<string, RoleId[]>;
}

const PLANS: Plan[] = [
  {
    board: {
      ...board('咒狐乌鸦', { werewolf: 2, wolfKing: 1, cursedFox: 1, villager: 4, seer: 1, witch: 1, hunter: 1, crow: 1 }),
      rules: { family: 'langrensha', electionSelfDestruct: 'lose', cursedFoxPoisonImmune: true },
    },
    // The seer checks the cursed fox: she is told good and he dies at dawn of the check.
    shown: [/Show the seer \(Seat \d+\): Seat \d+ is 👍/],
    cause: 'checked',
    prefer: { werewolf: ['villager'], seer: ['cursedFox', 'werewolf'], crow: ['werewolf', 'wolfKing'] },
  },
  {
    board: board('隐狼乌鸦', { werewolf: 3, hiddenWolf: 1, villager: 4, seer: 1, witch: 1, hunter: 1, crow: 1 }),
    // The seer checks the hidden wolf: she is told good.
    shown: [/Show the seer \(Seat \d+\): Seat \d+ is 👍/],
    save: true,
    prefer: { werewolf: ['villager'], seer: ['hiddenWolf', 'werewolf'], crow: ['werewolf', 'hiddenWolf'] },
  },
];

const WOLVES = new Set<RoleId>(['werewolf', 'wolfKing', 'hiddenWolf']);

const seat = (page: Page, n: number) => page.getByTestId(`seat-${n}`);
const legalSeats = (page: Page) =>
  page.locator('[data-testid^="seat-"][data-ok="true"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice(5))));

async function play(page: Page, plan: Plan, seed: string) {
  const payload = LZString.compressToEncodedURIComponent(JSON.stringify(plan.board));
  await page.goto(`/moderator/#board=${payload}`);
  await expect(page.getByTestId('setup')).toBeVisible();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-digital').click();
  const roles: RoleId[] = [];
  for (let k = 1; k <= 12; k++) {
    await page.getByTestId('deal-show').click();
    const card = page.getByTestId('deal-card');
    await expect(card).toHaveAttribute('data-seat', String(k));
    roles.push((await card.getAttribute('data-role')) as RoleId);
    await page.getByTestId('deal-hide').click();
  }
  const wolf = (x: number) => WOLVES.has(roles[x - 1]);
  let taps = 0;
  const tap = async (testid: string) => {
    taps++;
    await page.getByTestId(testid).click();
  };
  const tapSeat = async (n: number) => {
    taps++;
    await seat(page, n).click();
  };
  /** The first legal seat by the cards preferred, else the first legal seat that is not a wolf, else any. */
  const choose = (ok: number[], prefer: RoleId[]) => {
    for (const r of prefer) {
      const x = ok.find((s) => roles[s - 1] === r);
      if (x) return x;
    }
    return ok.find((s) => !wolf(s)) ?? ok[0];
  };
  const shown = new Set<string>();
  const said = new Set<string>();
  let saved = false;
  let crowChecked = false;
  const exileOrder = (ok: number[]) => {
    const wolves = ok.filter(wolf);
    return wolves.find((s) => roles[s - 1] === 'werewolf') ?? wolves[0] ?? ok[0];
  };

  let beats = 0;
  /** Taps through the beats that record nothing (noting what the judge is shown), up to one that waits or the end. */
  const advance = async () => {
    for (let k = 0; k < 60; k++) {
      const card = page.getByTestId('step');
      await expect(card).toBeVisible();
      for (const t of await card.getByTestId('show').allInnerTexts()) shown.add(t);
      for (const t of await card.getByTestId('say').allInnerTexts()) said.add(t);
      if ((await card.getAttribute('data-waits')) || (await page.getByTestId('end').count())) return;
      const key = await card.getAttribute('data-key');
      beats++;
      await page.getByTestId('next').click();
      await expect(card).not.toHaveAttribute('data-key', key!);
    }
  };

  for (let i = 0; i < 120; i++) {
    await advance();
    if (await page.getByTestId('end').count()) break;
    const step = page.getByTestId('step');
    const kind = await step.getAttribute('data-kind');
    const id = (await step.getAttribute('data-id'))!;
    const events = await step.getAttribute('data-events');
    // The crow's curse picker, checked once for accessibility.
    if (id === 'crow' && !crowChecked) {
      crowChecked = true;
      await expectNoSeriousA11y(page);
    }
    if (kind === 'sheriff') await tap('election-nobody');
    else if (kind === 'vote' || kind === 'tiebreak') {
      if (kind === 'vote') await tap('vote-mode-outcome');
      await tapSeat(exileOrder(await legalSeats(page)));
      await tap('confirm');
    } else if (id === 'shoot') {
      await tapSeat(choose(await legalSeats(page), ['villager']));
      await tap('confirm');
    } else if (id === 'badge') await tap('none');
    else if (id === 'witch') {
      if (plan.save && !saved && (await page.getByTestId('witch-save').isEnabled())) {
        saved = true;
        await tap('witch-save');
        await tap('confirm');
      } else await tap('none');
    } else {
      // A night step that names a seat (or nobody, when no seat is legal).
      const ok = await legalSeats(page);
      if (ok.length) {
        await tapSeat(choose(ok, plan.prefer[id] ?? []));
        await tap('confirm');
      } else await tap('none');
    }
    await expect(page.getByTestId('error')).toHaveCount(0);
    if (!(await page.getByTestId('end').count())) await expect(page.getByTestId('step')).not.toHaveAttribute('data-events', String(events));
  }
  await expect(page.getByTestId('end')).toBeVisible();
  await expectNoSeriousA11y(page);
  const winner = (await page.getByTestId('winner').getAttribute('data-winner'))!;
  const deaths = await page.getByTestId('death').evaluateAll((els) =>
    els.map((e) => ({
      seat: Number(e.getAttribute('data-seat')),
      cause: e.getAttribute('data-cause')!,
      time: e.getAttribute('data-time')!,
      n: Number(e.getAttribute('data-n')),
    })),
  );
  // Every death is worded (no bare key) and the timeline has one line per event.
  await expect(page.getByTestId('end')).not.toContainText('cause.');
  await expect(page.getByTestId('timeline')).not.toContainText('ev.');
  const words = (await page.getByTestId('timeline').locator('li').allInnerTexts()).join('\n');
  const sides = await page.getByTestId('side-line').allInnerTexts();
  return { roles, winner, deaths, taps, beats, shown: [...shown], said: [...said], words, sides };
}

for (const [k, plan] of PLANS.entries()) {
  test(`${plan.board.name}: moderated to a winner on the page at phone size, replayed by the CLI`, async ({ page }) => {
    test.setTimeout(240_000);
    const r = await play(page, plan, `2026${k}`);
    for (const re of plan.shown) expect(r.shown.join('\n'), String(re)).toMatch(re);
    if (plan.cause) expect(r.deaths.map((d) => d.cause)).toContain(plan.cause);
    for (const re of plan.words ?? []) expect(r.words, String(re)).toMatch(re);
    if (plan.side) {
      expect(r.sides).toHaveLength(1);
      expect(r.sides[0]).toMatch(plan.side);
    } else expect(r.sides).toEqual([]);

    await page.getByTestId('options-toggle').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'wolfboard-e2e-')), 'game.json');
    await download.saveAs(file);
    const cli = spawnSync(process.execPath, ['scripts/wolfboard.mjs', 'replay', file, '--json'], { cwd: root, encoding: 'utf8' });
    expect(cli.status, cli.stderr).toBe(0);
    const out = JSON.parse(cli.stdout) as { winner: string; deaths: { seat: number; cause: string }[] };
    expect(out.winner).toBe(r.winner);
    expect(out.deaths).toEqual(r.deaths.map((d) => ({ seat: d.seat, cause: d.cause, [d.time]: d.n })));
    console.log(
      `${plan.board.name}: ${r.winner} after ${r.taps} taps on choices and ${r.beats} on “next” (and 24 for the deal); deaths ${r.deaths.map((d) => `${d.seat} ${r.roles[d.seat - 1]} ${d.cause}`).join(', ')}`,
    );
  });
}
