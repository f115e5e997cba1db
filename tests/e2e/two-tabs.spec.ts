// Two tabs on one game (issue 35): the moderator open twice in one browser (two pages of one context share
// local storage). A tab that hears the other's write shows it and says so; a tab that did not hear it (its
// storage events lost) is refused when it writes, shows the stored game, and keeps its own event aside.
// No event recorded in either tab is lost.
import { expect, test, type Page } from '@playwright/test';
import type { GameRecord, RoleId } from '../../lib/engine/types';
import { errorsOf } from './page-errors';

test.use({ viewport: { width: 390, height: 844 } });

const SEATS: RoleId[] = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];
const BOARD: GameRecord['board'] = {
  name: '预女猎守',
  players: 12,
  roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 },
  rules: { family: 'langrensha' },
};

/** Taps through the beats that record nothing, up to the one that waits for an event. */
async function advance(page: Page) {
  for (let k = 0; k < 40; k++) {
    const card = page.getByTestId('step');
    await expect(card).toBeVisible();
    if (await card.getAttribute('data-waits')) return;
    const key = await card.getAttribute('data-key');
    await page.getByTestId('next').click();
    await expect(card).not.toHaveAttribute('data-key', key!);
  }
}
/** A single-seat step: the tap on the seat records it. */
async function pick(page: Page, n: number) {
  await page.getByTestId(`seat-${n}`).click();
}
const events = (page: Page) => page.getByTestId('step');
/** What is stored for the game, and the events of every copy kept aside. */
const stored = (page: Page) =>
  page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('wolfboard:v1') ?? 'null');
    const kept: unknown[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      if (k.startsWith('wolfboard:v1:rejected:'))
        for (const g of Object.values(JSON.parse(localStorage.getItem(k)!).games ?? {})) kept.push((g as { record: GameRecord }).record.events);
    }
    return { events: state.games.two.record.events as unknown[], rev: state.games.two.rev as number, kept };
  });
/**
 * Before the page loads: its storage and visibility listeners can be made deaf (window.__deaf), as a tab whose
 * storage event comes late, or not at all.
 */
const canDeafen = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __deaf?: boolean };
    const add = EventTarget.prototype.addEventListener;
    const remove = EventTarget.prototype.removeEventListener;
    const wrapped = new WeakMap<object, EventListener>();
    EventTarget.prototype.addEventListener = function (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | AddEventListenerOptions) {
      if (fn && (type === 'storage' || type === 'visibilitychange')) {
        const inner = fn;
        const gate: EventListener = (e) => {
          if (!w.__deaf) (typeof inner === 'function' ? inner : inner.handleEvent.bind(inner))(e);
        };
        wrapped.set(inner, gate);
        return add.call(this, type, gate, opts);
      }
      return add.call(this, type, fn, opts);
    };
    EventTarget.prototype.removeEventListener = function (type: string, fn: EventListenerOrEventListenerObject | null, opts?: boolean | EventListenerOptions) {
      return remove.call(this, type, (fn && wrapped.get(fn)) || fn, opts);
    };
  });
const deafen = (page: Page, deaf: boolean) => page.evaluate((d) => Object.assign(window, { __deaf: d }), deaf);

test('two tabs on one game: the tab behind is told and shows the newer game; no event recorded in either is lost', async ({ context }) => {
  const a = await context.newPage();
  const errors = errorsOf(a);
  await a.goto('/moderator/');
  await a.evaluate(
    (value) => localStorage.setItem('wolfboard:v1', value),
    JSON.stringify({
      version: 1,
      board: null,
      games: { two: { savedAt: new Date().toISOString(), record: { board: BOARD, seats: SEATS, events: [] } } },
      prefs: {},
    }),
  );
  await a.goto('/moderator/#game=two');
  await advance(a);
  await expect(events(a)).toHaveAttribute('data-id', 'guard');

  // Tab B opens the same game: the same beat.
  const b = await context.newPage();
  const errorsB = errorsOf(b);
  await canDeafen(b);
  await b.goto('/moderator/#game=two');
  await expect(events(b)).toHaveAttribute('data-id', 'guard');
  await expect(events(b)).toHaveAttribute('data-events', '0');

  // A records the guard's pick: B, still showing none, is told and shows it.
  await pick(a, 5);
  await expect(events(a)).toHaveAttribute('data-events', '1');
  await expect(events(b)).toHaveAttribute('data-events', '1');
  await expect(b.getByTestId('game-notice')).toContainText('Another tab or window changed this game');
  expect((await stored(a)).events).toEqual([{ type: 'guard', target: 5 }]);

  // Both at the wolves' step. A records the kill; B, deaf to it, records another.
  await advance(a);
  await expect(events(a)).toHaveAttribute('data-id', 'werewolf');
  await expect(events(b)).toHaveAttribute('data-id', 'werewolf');
  // B stops hearing A; A records the kill, and B, still on the wolves' step, taps seat 7 (recorded by the tap).
  await deafen(b, true);
  await pick(a, 6);
  await expect(events(a)).toHaveAttribute('data-events', '2');
  await expect(events(b)).toHaveAttribute('data-events', '1');
  await pick(b, 7);
  // B's write was refused: it shows A's game, says so, and its own kill is kept aside whole.
  await expect(events(b)).toHaveAttribute('data-events', '2');
  await expect(b.getByTestId('game-notice')).toContainText('Kept aside');
  const s = await stored(a);
  expect(s.events).toEqual([
    { type: 'guard', target: 5 },
    { type: 'wolves', target: 6 },
  ]);
  expect(s.kept).toEqual([
    [
      { type: 'guard', target: 5 },
      { type: 'wolves', target: 7 },
    ],
  ]);
  // A was not written over and goes on; B, now on A's game and hearing again, follows A's next event.
  await expect(events(a)).toHaveAttribute('data-events', '2');
  await deafen(b, false);
  await advance(a);
  await a.getByTestId('none').click();
  await expect(events(a)).toHaveAttribute('data-events', '3');
  await expect(events(b)).toHaveAttribute('data-events', '3');
  expect((await stored(b)).events).toHaveLength(3);

  // B's kept kill is listed on its games screen, with why.
  await b.getByTestId('options-toggle').click();
  await b.getByTestId('exit').click();
  await expect(b.getByTestId('kept-game')).toHaveCount(1);
  await expect(b.getByTestId('kept-why')).toContainText('Another tab or window moved this game on');
  expect([...errors, ...errorsB]).toEqual([]);
});
