// The driver of the whole-board browser tests: opens a board on the moderator page from a share link, deals it
// digitally with a seed, plays it to a winner by tapping legal choices (it reads the step and the legal seats
// from the page and picks by the dealt cards), then checks the exported record against `wolfboard replay --json`.
// One copy for every spec that plays whole boards, so that a change to the page's flow is made once; what the
// specs play differently (which cards are wolves, whom each step picks, the day-1 action, the accessibility
// checks) is a parameter of the driver.
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import LZString from 'lz-string';
import type { Board, RoleId } from '../../lib/engine/types';
import { expectNoSeriousA11y } from './a11y';

const root = join(import.meta.dirname, '..', '..');

/** A free action taken on day 1 instead of the vote, if its button is there. */
export type Day1 =
  /** The knight duels the wolf the vote would exile. */
  | { act: 'duel'; a11y: boolean }
  /** The card `by` self-destructs, taking the seat `takes` prefers (none when it takes nobody). */
  | { act: 'selfDestruct'; by: RoleId; takes?: RoleId[]; a11y: boolean };

/** How the driver plays one board. */
export interface Tactics {
  /** The cards the driver counts as wolves (exiled first, never picked by the good steps). */
  wolves: ReadonlySet<RoleId>;
  /** Whom each night step prefers, by card (the first legal seat of the first card that has one). */
  prefer: Readonly<Record<string, RoleId[]>>;
  /** The witch saves night 1's victim (a longer game: the village can win). */
  save?: boolean;
  /** The side a step that records a side takes (the wolf-hound's choice): the village unless told. */
  sideTaken?: 'village' | 'wolves';
  /** Who is exiled first among the wolves. */
  exileFirst?: RoleId;
  /** With no wolf among the legal seats, exile the first legal seat (otherwise the driver stops with an error). */
  exileAnyone?: boolean;
  day1?: Day1;
  /** Night steps played their own way (the magician's two seats), by step id. */
  steps?: Readonly<Record<string, PlayStep>>;
  /** A step whose picker is checked for accessibility: the first time it comes, or every time. */
  a11yStep?: { id: string; once: boolean };
  /** The end screen is checked for accessibility. */
  a11yEnd?: boolean;
  /** The stuttering judge's sign is tapped the first time it is offered (a second vote that day). */
  secondVote?: boolean;
}

/** What the judge must have been shown and said, and what the end screen must say. */
export interface Expected {
  /** What the judge must have been shown (answers and tells), at least once each. */
  shown: RegExp[];
  /** What the judge must have said aloud (the beats' words). */
  said?: RegExp[];
  /** What the end screen's timeline must say. */
  words?: RegExp[];
  /** A death cause the game must show. */
  cause?: string;
  /** The winner the game must end with. */
  winner?: string;
}

/** A board to play, what its game must show, and the tactics that are the board's own (over the spec's). */
export interface Plan extends Expected, Partial<Tactics> {
  board: Board;
}

export interface Death {
  seat: number;
  cause: string;
  time: string;
  n: number;
}

/** A game played to its end, as the page showed it. */
export interface Played {
  roles: RoleId[];
  winner: string;
  deaths: Death[];
  /** Taps on choices (seats and buttons), and on “next” through the beats that record nothing. */
  taps: number;
  beats: number;
  shown: string[];
  said: string[];
  /** The end screen's timeline, one line per event. */
  words: string;
  /** The end screen's lines on seats whose side a power decides. */
  sides: string[];
}

/** One game in play: the page, the dealt cards and the taps on choices so far. */
export class Game {
  taps = 0;
  constructor(
    readonly page: Page,
    readonly roles: readonly RoleId[],
    private readonly wolves: ReadonlySet<RoleId>,
  ) {}

  wolf(s: number): boolean {
    return this.wolves.has(this.roles[s - 1]);
  }

  /** The seats holding a card. */
  of(r: RoleId): number[] {
    return this.roles.flatMap((x, i) => (x === r ? [i + 1] : []));
  }

  async tap(testid: string): Promise<void> {
    this.taps++;
    await this.page.getByTestId(testid).click();
  }

  async tapSeat(n: number): Promise<void> {
    this.taps++;
    await this.page.getByTestId(`seat-${n}`).click();
  }

  /** Records one seat: a step that names one seat is recorded by the tap on it, else the tap and “confirm”. */
  async recordSeat(n: number): Promise<void> {
    const atOnce = (await this.page.getByTestId('circle').getAttribute('data-records')) === 'tap';
    await this.tapSeat(n);
    if (!atOnce) await this.tap('confirm');
  }

  /** The first legal seat by the cards preferred, else the first legal seat that is not a wolf, else any. */
  choose(ok: number[], prefer: readonly RoleId[]): number {
    for (const r of prefer) {
      const x = ok.find((s) => this.roles[s - 1] === r);
      if (x) return x;
    }
    return ok.find((s) => !this.wolf(s)) ?? ok[0];
  }
}

/** A night step the driver plays a spec's own way. */
export type PlayStep = (game: Game) => Promise<void>;

/** The seats the page marks legal for the step on screen. */
export const legalSeats = (page: Page): Promise<number[]> =>
  page.locator('[data-testid^="seat-"][data-ok="true"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.slice(5))));

/** Opens the board from a share link, deals it digitally with the seed and returns the cards, seat by seat. */
export async function openAndDeal(page: Page, board: Board, seed: string): Promise<RoleId[]> {
  const payload = LZString.compressToEncodedURIComponent(JSON.stringify(board));
  await page.goto(`/moderator/#board=${payload}`);
  await expect(page.getByTestId('setup')).toBeVisible();
  await page.getByTestId('seed').fill(seed);
  await page.getByTestId('start-digital').click();
  const roles: RoleId[] = [];
  for (let k = 1; k <= board.players; k++) {
    await page.getByTestId('deal-show').click();
    const card = page.getByTestId('deal-card');
    await expect(card).toHaveAttribute('data-seat', String(k));
    roles.push((await card.getAttribute('data-role')) as RoleId);
    await page.getByTestId('deal-hide').click();
  }
  return roles;
}

/** What the judge was shown and said, collected along the game. */
interface Heard {
  shown: Set<string>;
  said: Set<string>;
}

/**
 * Taps through the beats that record nothing (noting what the judge is shown), up to one that waits, the end,
 * or one that offers the day action `stopAt` (a button's test id); returns the taps on “next”.
 */
async function advance(page: Page, heard: Heard, stopAt?: string): Promise<number> {
  let beats = 0;
  for (let k = 0; k < 60; k++) {
    const card = page.getByTestId('step');
    await expect(card).toBeVisible();
    for (const t of await card.getByTestId('show').allInnerTexts()) heard.shown.add(t);
    for (const t of await card.locator('[data-testid="say"], [data-testid="lead-say"]').allInnerTexts()) heard.said.add(t);
    if ((await card.getAttribute('data-waits')) || (await page.getByTestId('end').count())) return beats;
    if (stopAt && (await page.getByTestId(stopAt).count())) return beats;
    const key = await card.getAttribute('data-key');
    beats++;
    await page.getByTestId('next').click();
    await expect(card).not.toHaveAttribute('data-key', key!);
  }
  return beats;
}

/** The wolf to exile among the legal seats: the card exiled first, else a werewolf, else any wolf. */
function exileChoice(game: Game, ok: number[], tactics: Tactics): number {
  const wolves = ok.filter((s) => game.wolf(s));
  const first = tactics.exileFirst ? wolves.find((s) => game.roles[s - 1] === tactics.exileFirst) : undefined;
  const pick = first ?? wolves.find((s) => game.roles[s - 1] === 'werewolf') ?? wolves[0] ?? (tactics.exileAnyone ? ok[0] : undefined);
  if (pick === undefined) throw new Error(`No wolf to exile among the legal seats ${ok.join(', ')}`);
  return pick;
}

const DAY1_BUTTON: Record<Day1['act'], string> = { duel: 'duel', selfDestruct: 'self-destruct' };

/** The day-1 action in place of the vote. */
async function playDay1(game: Game, day1: Day1, tactics: Tactics): Promise<void> {
  const { page } = game;
  if (day1.act === 'duel') {
    await game.tap('duel');
    await expect(page.getByTestId('duel-panel')).toBeVisible();
    if (day1.a11y) await expectNoSeriousA11y(page);
    await game.tapSeat(exileChoice(game, await legalSeats(page), tactics));
    await game.tap('duel-confirm');
    return;
  }
  await game.tap('self-destruct');
  await game.tapSeat(game.of(day1.by)[0]);
  if (day1.a11y) await expectNoSeriousA11y(page);
  if (day1.takes) await game.tapSeat(game.choose(await legalSeats(page), day1.takes));
  await game.tap('sd-confirm');
}

/** The vote (by its outcome) or the tie-break: the wolf to exile. */
async function playExile(game: Game, kind: string, tactics: Tactics): Promise<void> {
  if (kind === 'vote') await game.tap('vote-mode-outcome');
  await game.recordSeat(exileChoice(game, await legalSeats(game.page), tactics));
}

/**
 * The potions: saves once when the plan says so and a save is open (the one antidote button, or with two wolf
 * victims the first victim's that is not refused), else uses nothing.
 */
async function playPotions(game: Game, save: boolean): Promise<boolean> {
  const open = game.page.locator('[data-testid^="witch-save"]:not([aria-disabled="true"])');
  if (save && (await open.count())) {
    game.taps++;
    await open.first().click();
    await game.tap('confirm');
    return true;
  }
  await game.tap('none');
  return false;
}

/** A step that names seats: one, two (cupid, the piper) or more, until the step's confirm is open; nobody when no seat is legal. */
async function playSeatStep(game: Game, prefer: readonly RoleId[]): Promise<void> {
  const confirm = game.page.getByTestId('confirm');
  const picked: number[] = [];
  if ((await game.page.getByTestId('circle').getAttribute('data-records')) === 'tap') {
    const ok = await legalSeats(game.page);
    if (ok.length) return game.tapSeat(game.choose(ok, prefer));
    return game.tap('none');
  }
  for (;;) {
    const ok = (await legalSeats(game.page)).filter((s) => !picked.includes(s));
    if (!ok.length) break;
    const s = game.choose(ok, prefer);
    picked.push(s);
    await game.tapSeat(s);
    if (await confirm.isEnabled()) break;
  }
  if (picked.length && (await confirm.isEnabled())) await game.tap('confirm');
  else await game.tap('none');
}

/** A card to take (the thief): the first card offered that is not refused (keeping his own when it is offered first). */
async function playTake(game: Game): Promise<void> {
  game.taps++;
  await game.page.locator('[data-testid^="thief-"]:not([aria-disabled="true"])').first().click();
}

/** What a night step records, by its widget (the role data's `records`); the seat kinds are played by playSeatStep. */
const BY_RECORDS: Partial<Record<string, (game: Game, tactics: Tactics) => Promise<void>>> = {
  take: playTake,
  // The peeker is not caught: the wolves' victim stands.
  caught: (game) => game.tap('girl-safe'),
  side: (game, tactics) => game.tap(`side-${tactics.sideTaken ?? 'village'}`),
};

/** Reads the end screen: the winner, the deaths, the timeline and the side lines; every death and event worded. */
async function readEnd(page: Page): Promise<Pick<Played, 'winner' | 'deaths' | 'words' | 'sides'>> {
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
  return { winner, deaths, words, sides };
}

/** Plays the board to a winner on the moderator page with the tactics given. */
export async function playBoard(page: Page, board: Board, seed: string, tactics: Tactics): Promise<Played> {
  const roles = await openAndDeal(page, board, seed);
  const game = new Game(page, roles, tactics.wolves);
  const heard: Heard = { shown: new Set(), said: new Set() };
  let beats = 0;
  let saved = false;
  let freeDone = false;
  let judged = false;
  let a11yStepDone = false;
  for (let i = 0; i < 120; i++) {
    // The day-1 action is offered during the speeches (the beat before the vote), not once the ballots start;
    // the judge's sign at the day's end (the exiled player's last words, nightfall).
    const stop = !freeDone && tactics.day1 ? DAY1_BUTTON[tactics.day1.act] : tactics.secondVote && !judged ? 'second-vote' : undefined;
    beats += await advance(page, heard, stop);
    if (await page.getByTestId('end').count()) break;
    if (stop === 'second-vote' && (await page.getByTestId('second-vote').count())) {
      judged = true;
      await game.tap('second-vote');
      await expect(page.getByTestId('error')).toHaveCount(0);
      await expect(page.getByTestId('step')).toHaveAttribute('data-kind', 'vote');
      continue;
    }
    const step = page.getByTestId('step');
    const kind = (await step.getAttribute('data-kind')) ?? '';
    const id = (await step.getAttribute('data-id'))!;
    const events = await step.getAttribute('data-events');
    const records = (await step.getAttribute('data-records')) ?? '';
    if (tactics.a11yStep?.id === id && !(tactics.a11yStep.once && a11yStepDone)) {
      a11yStepDone = true;
      await expectNoSeriousA11y(page);
    }
    const day1 = tactics.day1;
    if (kind === 'sheriff') await game.tap('election-nobody');
    else if (!freeDone && day1 && (await page.getByTestId(DAY1_BUTTON[day1.act]).count())) {
      freeDone = true;
      await playDay1(game, day1, tactics);
    } else if (kind === 'vote' || kind === 'tiebreak') await playExile(game, kind, tactics);
    else if (id === 'shoot') {
      await game.recordSeat(game.choose(await legalSeats(page), ['villager']));
    } else if (id === 'badge') await game.tap('none');
    else if (tactics.steps?.[id]) await tactics.steps[id](game);
    else if (records === 'potions') {
      if (await playPotions(game, !!tactics.save && !saved)) saved = true;
    } else if (BY_RECORDS[records]) await BY_RECORDS[records](game, tactics);
    else await playSeatStep(game, tactics.prefer[id] ?? []);
    await expect(page.getByTestId('error')).toHaveCount(0);
    if (!(await page.getByTestId('end').count())) await expect(page.getByTestId('step')).not.toHaveAttribute('data-events', String(events));
  }
  await expect(page.getByTestId('end')).toBeVisible();
  if (tactics.a11yEnd) await expectNoSeriousA11y(page);
  const end = await readEnd(page);
  return { roles, ...end, taps: game.taps, beats, shown: [...heard.shown], said: [...heard.said] };
}

/** The judge was shown and told what the plan expects, and the end screen says it. */
export function expectSeen(r: Played, plan: Expected): void {
  for (const re of plan.shown) expect(r.shown.join('\n'), String(re)).toMatch(re);
  if (plan.cause) expect(r.deaths.map((d) => d.cause)).toContain(plan.cause);
  if (plan.winner) expect(r.winner).toBe(plan.winner);
  for (const re of plan.said ?? []) expect(r.said.join('\n'), String(re)).toMatch(re);
  for (const re of plan.words ?? []) expect(r.words, String(re)).toMatch(re);
}

/** The end screen has one side line matching `side`, or none when the board has no seat whose side a power decides. */
export function expectSideLine(r: Played, side: RegExp | undefined): void {
  if (side) {
    expect(r.sides).toHaveLength(1);
    expect(r.sides[0]).toMatch(side);
  } else expect(r.sides).toEqual([]);
}

/** Exports the record from the options and replays it with `wolfboard replay --json`: the same winner and deaths. */
export async function expectReplayAgrees(page: Page, r: Played): Promise<void> {
  await page.getByTestId('options-toggle').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export').click()]);
  const file = join(mkdtempSync(join(tmpdir(), 'wolfboard-e2e-')), 'game.json');
  await download.saveAs(file);
  const cli = spawnSync(process.execPath, ['scripts/wolfboard.mjs', 'replay', file, '--json'], { cwd: root, encoding: 'utf8' });
  expect(cli.status, cli.stderr).toBe(0);
  const out = JSON.parse(cli.stdout) as { winner: string; deaths: { seat: number; cause: string }[] };
  expect(out.winner).toBe(r.winner);
  expect(out.deaths).toEqual(r.deaths.map((d) => ({ seat: d.seat, cause: d.cause, [d.time]: d.n })));
}

/** The line each game prints: winner, taps (the deal is a show and a hide per seat) and deaths. */
export const gameLine = (board: Board, r: Played): string =>
  `${board.name}: ${r.winner} after ${r.taps} taps on choices and ${r.beats} on “next” (and ${2 * r.roles.length} for the deal); deaths ${r.deaths.map((d) => `${d.seat} ${r.roles[d.seat - 1]} ${d.cause}`).join(', ')}`;
