// Taps per event on a phone: a seeded 12-player game of 预女猎白 and of 狼美人骑士, its events played by the
// core's simulator (tests/e2e/seeded-game.ts), recorded through the moderator page at 390×844 by the fewest
// taps the page offers, every tap counted (the deal's show and hide per seat are the same on any page and are
// printed apart). The record the page exports must hold exactly the simulator's events: what the phone offers
// is what the engine accepts. On every beat, every seat, ballot chip and the primary action are in the viewport
// and nothing covers them (the bar of actions fixed at the bottom included). docs/rules.md "Moderating on a phone".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Board, GameEvent, RoleId } from '../../lib/engine/types';
import { openAndDeal } from './play-board';

const root = join(import.meta.dirname, '..', '..');
const SEED = 'phone-1';
/** Taps per event the whole game may take on average (the issue "Half the taps": about 5 before). */
const MAX_TAPS_PER_EVENT = 2.5;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

interface Seeded {
  seats: RoleId[];
  winner: string;
  events: GameEvent[];
}

function seededGame(preset: string): { board: Board; game: Seeded } {
  const file = join(root, 'data', 'presets', `${preset}.json`);
  const r = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['tests/e2e/seeded-game.ts', file, SEED], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
  return { board: JSON.parse(readFileSync(file, 'utf8')) as Board, game: JSON.parse(r.stdout) as Seeded };
}

/** The buttons that record or go on (a beat's primary action); the seats and chips are the choices. */
const PRIMARY = new Set(['next', 'confirm', 'none', 'vote-record', 'ballot-rest-record', 'election-nobody', 'election-record', 'election-count']);

/**
 * What is out of view or covered on the page now: every seat button, ballot chip and primary action must lie
 * inside the viewport, and the element at its centre and near each edge (inside the round seat) must be itself
 * or inside it: no bar, card or other seat over it. The other controls may be under the fold, but scrolled to
 * the page's end none is under the bar.
 */
function coverage(page: Page, primary: readonly string[]): Promise<string[]> {
  return page.evaluate((ids) => {
    const out: string[] = [];
    const sel = ['button[data-testid^="seat-"]', 'button[data-testid^="target-"]', ...ids.map((id) => `[data-testid="${id}"]`)].join(', ');
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const id = el.getAttribute('data-testid');
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.left < 0 || r.bottom > window.innerHeight || r.right > window.innerWidth) {
        out.push(`${id} out of view (${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight})`);
        continue;
      }
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const points: [number, number][] = [
        [cx, cy],
        [cx, r.top + 4],
        [cx, r.bottom - 4],
        [r.left + 4, cy],
        [r.right - 4, cy],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) continue;
        out.push(`${id} covered at (${Math.round(x)}, ${Math.round(y)}) by ${hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName}`);
        break;
      }
    }
    // Scrolled to its end, the page leaves room for the bar: no control of the play screen stays under it.
    const y = window.scrollY;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="play"] button')) {
      const r = el.getBoundingClientRect();
      // Not shown (a closed panel's), or not on screen at the end.
      if (!el.checkVisibility() || !r.width || !r.height || r.top < 0 || r.top >= window.innerHeight) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, Math.min(r.top + r.height / 2, window.innerHeight - 1));
      if (!hit || !(hit === el || el.contains(hit))) out.push(`${el.getAttribute('data-testid') ?? el.textContent} under the bar at the page's end`);
    }
    window.scrollTo({ top: y, behavior: 'instant' });
    return out;
  }, primary);
}

/** Counts every tap of the game. */
class Taps {
  n = 0;
  /** The event being recorded: the taps are also counted by it (“next” apart), for the figures printed. */
  what = '';
  readonly by = new Map<string, number>();
  /** The screenshots still to take, by the event recorded at the beat shot. */
  readonly shots = new Map<string, string>();
  constructor(readonly page: Page) {}
  /** The primary buttons not in view when tapped (the judge would have had to scroll), and the choices. */
  readonly hidden: string[] = [];
  readonly hiddenChoices: string[] = [];
  /** Seats, chips and primary actions out of view or covered, on a beat as it came or at a tap. */
  readonly covered: string[] = [];
  /** The beats checked for what is covered. */
  beats = 0;
  async on(l: Locator, testid: string): Promise<void> {
    this.n++;
    const k = testid === 'next' ? 'next' : this.what;
    this.by.set(k, (this.by.get(k) ?? 0) + 1);
    // Reachable without scrolling: the button is inside the 390×844 viewport as the page shows the beat.
    await expect(l).toBeVisible();
    const box = await l.boundingBox();
    if (!box || box.y < 0 || box.y + box.height > 844) (PRIMARY.has(testid) ? this.hidden : this.hiddenChoices).push(`${testid} (${this.what || 'the end'})`);
    // What a tap before this one opened (a chosen target's bar of two actions) covers nothing either.
    await this.check(`before ${testid}`);
    await l.click();
  }
  /** Records what is out of view or covered now. */
  async check(when: string): Promise<void> {
    for (const c of await coverage(this.page, [...PRIMARY])) this.covered.push(`${c} (${this.what || 'the end'}, ${when})`);
  }
  id(testid: string): Promise<void> {
    return this.on(this.page.getByTestId(testid), testid);
  }
  /** The taps by what they recorded, e.g. `next 9, vote 12 (2 events)`. */
  figures(events: readonly GameEvent[]): string {
    const count = new Map<string, number>();
    for (const e of events) count.set(e.type, (count.get(e.type) ?? 0) + 1);
    return [...this.by].map(([k, n]) => (k === 'next' ? `next ${n}` : `${k} ${n} (${count.get(k)} events)`)).join(', ');
  }
}

/** The phone screenshots of the docs: the first beat of a kind the taps want shot (a night's wolves, a vote), the viewport as the judge sees it. */
async function shoot(page: Page, taps: Taps): Promise<void> {
  const name = taps.shots.get(taps.what);
  if (!name) return;
  taps.shots.delete(taps.what);
  mkdirSync(join(root, 'docs', 'screenshots'), { recursive: true });
  await page.screenshot({ path: join(root, 'docs', 'screenshots', name) });
}

/** The beat's primary action (the first such button on the page) is in the viewport as the beat comes. */
async function primaryInView(page: Page, taps: Taps): Promise<void> {
  const buttons = page.locator([...PRIMARY].map((id) => `[data-testid="${id}"]`).join(', '));
  if (!(await buttons.count())) return;
  const first = buttons.first();
  const box = await first.boundingBox();
  if (!box || box.y < 0 || box.y + box.height > 844) taps.hidden.push(`${await first.getAttribute('data-testid')} (${taps.what}, as the beat came)`);
}

/** Whether the page offers the step waited for now, at this beat (skip-ahead), else taps “next” once. */
async function reachStep(page: Page, taps: Taps, offered: Locator): Promise<void> {
  for (let k = 0; k < 40; k++) {
    // The beat has come: the step waited for, or a “next”.
    await expect(offered.or(page.getByTestId('next')).first()).toBeVisible();
    taps.beats++;
    await taps.check('as the beat came');
    if (await offered.count()) {
      await shoot(page, taps);
      return primaryInView(page, taps);
    }
    await expect(page.getByTestId('next'), 'a beat with nothing to tap but “next”').toBeVisible();
    await taps.id('next');
  }
  throw new Error('the step never came');
}

/** The seat field of an event that names one seat (or nobody). */
function seatOf(e: GameEvent): number | null | undefined {
  const x = e as { target?: number | null; seat?: number | null; to?: number | null };
  return x.target !== undefined ? x.target : x.seat !== undefined ? x.seat : x.to;
}

/** A seat (or nobody) on a step that names one seat: one tap where the page records at once, else seat and confirm. */
async function recordSeat(page: Page, taps: Taps, seat: number | null): Promise<void> {
  if (seat === null) return taps.id('none');
  const atOnce = (await page.getByTestId('circle').getAttribute('data-records')) === 'tap';
  await taps.id(`seat-${seat}`);
  if (!atOnce) await taps.id('confirm');
}

/**
 * The ballots: each smaller group voter first (its voters, then the chip of whom they voted for), then the
 * largest group as “everyone else” (its chip, then “all left → X” records the vote).
 */
async function recordBallots(page: Page, taps: Taps, ballots: Record<string, number | null>): Promise<void> {
  const groups = new Map<number | null, number[]>();
  for (const [v, t] of Object.entries(ballots)) groups.set(t, [...(groups.get(t) ?? []), Number(v)]);
  const voters = await page
    .locator('[data-testid="circle"] [data-testid^="seat-"][data-ok="true"]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice(5))));
  const all = voters.every((v) => String(v) in ballots);
  const order = [...groups.entries()].sort((a, b) => a[1].length - b[1].length);
  const last = all ? order.pop() : undefined;
  for (const [t, vs] of order) {
    for (const v of vs) await taps.id(`seat-${v}`);
    await taps.id(t === null ? 'target-abstain' : `target-${t}`);
  }
  if (last) {
    await taps.id(last[0] === null ? 'target-abstain' : `target-${last[0]}`);
    if (await page.getByTestId('ballot-rest-record').count()) return taps.id('ballot-rest-record');
    await taps.id('ballot-rest');
  }
  await taps.id('vote-record');
}

/** Records one event of the seeded game through the page. */
async function recordEvent(page: Page, taps: Taps, e: GameEvent): Promise<void> {
  const area = page;
  taps.what = e.type;
  if (e.type === 'vote') {
    await reachStep(page, taps, area.getByTestId('vote-record').or(area.getByTestId('ballot-rest-record')));
    return recordBallots(page, taps, e.ballots);
  }
  if (e.type === 'sheriff') {
    await reachStep(page, taps, area.getByTestId('election-nobody'));
    if (e.seat === null) return taps.id('election-nobody');
    // The election's outcome is asked first: the tap on the seat elected records it.
    await expect(page.getByTestId('circle')).toHaveAttribute('data-records', 'tap');
    return recordSeat(page, taps, e.seat);
  }
  if (e.type === 'witch') {
    await reachStep(page, taps, area.getByTestId('none'));
    if (e.save === undefined && e.poison === undefined) return taps.id('none');
    if (e.save === true) await taps.id('witch-save');
    else if (typeof e.save === 'number') await taps.id(`witch-save-${e.save}`);
    if (typeof e.poison === 'number') await taps.id(`seat-${e.poison}`);
    return taps.id('confirm');
  }
  const seat = seatOf(e);
  if (seat === undefined) throw new Error(`the driver does not record ${JSON.stringify(e)}`);
  await reachStep(page, taps, area.getByTestId('circle'));
  await recordSeat(page, taps, seat);
}

for (const preset of ['yu-nv-lie-bai', 'lang-mei-ren-qi-shi']) {
  test(`taps per event: a seeded game of ${preset} recorded on a 390×844 phone`, async ({ page }) => {
    const { board, game } = seededGame(preset);
    const roles = await openAndDeal(page, board, SEED);
    // The page deals what the simulator dealt from the same seed.
    expect(roles).toEqual(game.seats);
    const taps = new Taps(page);
    if (preset === 'yu-nv-lie-bai') {
      taps.shots.set('wolves', 'moderator-phone-night.png');
      taps.shots.set('vote', 'moderator-phone-vote.png');
    }
    for (const [i, e] of game.events.entries()) {
      await recordEvent(page, taps, e);
      await expect(page.getByTestId('error'), JSON.stringify(e)).toHaveCount(0);
      await expect(page.getByTestId('event-count')).toHaveText(new RegExp(`(^|\\D)${i + 1}(\\D|$)`));
    }
    // The winner is the last beat: "next" up to it, counted.
    taps.what = '';
    await reachStep(page, taps, page.getByTestId('end'));
    const per = taps.n / game.events.length;
    console.log(
      `${board.name} (seed ${SEED}): ${game.events.length} events, ${taps.n} taps, ${per.toFixed(2)} taps per event (and ${2 * board.players} for the deal); winner ${game.winner}; ${taps.figures(game.events)}; primary actions out of view: ${taps.hidden.join(', ') || 'none'}; choices out of view: ${taps.hiddenChoices.join(', ') || 'none'}; seats, chips and primary actions out of view or covered on ${taps.beats} beats: ${taps.covered.length ? `${taps.covered.length}, first ${taps.covered.slice(0, 8).join('; ')}` : 'none'}`,
    );
    // Every primary action tapped was in view when its beat came: it needs no scrolling.
    expect(taps.hidden, 'buttons below the fold').toEqual([]);
    expect(taps.hiddenChoices, 'seats and chips tapped below the fold').toEqual([]);
    expect(taps.covered, 'seats, chips and primary actions out of view or covered').toEqual([]);
    await expect(page.getByTestId('winner')).toHaveAttribute('data-winner', game.winner);
    // The record holds the simulator's events, one for one.
    await page.getByTestId('options-toggle').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
    const rec = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { events: GameEvent[] };
    expect(rec.events).toEqual(game.events);
    expect(per).toBeLessThanOrEqual(MAX_TAPS_PER_EVENT);
  });
}
