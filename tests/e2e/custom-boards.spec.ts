// Custom cards moderated through the page at phone size (docs/rules.md, Custom roles): each of the three example
// cards of the custom-cards preset on a board of its own, opened from a share link, dealt digitally with a seed,
// played to a winner by tapping legal choices, the record exported and replayed by `wolfboard replay --json` to
// the same winner and deaths. Along the way the judge is shown the custom check's answer and says its lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';
import type { Board } from '../../lib/engine/types';
import type { CustomRole } from '../../lib/generated/custom-role';
import { expectReplayAgrees, expectSeen, gameLine, type Plan, playBoard, type Tactics } from './play-board';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

const preset = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'data', 'presets', 'custom-cards.json'), 'utf8')) as Board;
const cards = preset.customRoles as CustomRole[];
const card = (id: string): CustomRole => {
  const c = cards.find((x) => x.id === id);
  if (!c) throw new Error(`the custom-cards preset has no ${id}`);
  return c;
};
const board = (name: string, roles: Board['roles'], ids: string[]): Board => ({
  name,
  players: Object.values(roles).reduce<number>((n, v) => n + (v ?? 0), 0),
  roles,
  customRoles: ids.map(card),
  rules: { family: 'langrensha' },
});

const PLANS: Plan[] = [
  {
    board: board('Night owl', { werewolf: 3, villager: 4, witch: 1, hunter: 1, 'custom:nightOwl': 1 }, ['custom:nightOwl']),
    shown: [/Show the Night Owl \(Seat \d+\): Seat \d+ is /],
    words: [/Night Owl/],
    save: true,
  },
  {
    board: board('Night watch', { werewolf: 3, villager: 4, seer: 1, witch: 1, 'custom:nightWatch': 1 }, ['custom:nightWatch']),
    shown: [/Show the seer/],
    words: [/Night Watch/],
  },
  {
    board: board('Mute wolf', { werewolf: 2, 'custom:muteWolf': 1, villager: 4, seer: 1, witch: 1, hunter: 1 }, ['custom:muteWolf']),
    wolves: new Set(['werewolf', 'custom:muteWolf'] as never[]),
    exileFirst: 'custom:muteWolf' as never,
    shown: [/Show the seer/],
  },
];

const TACTICS: Tactics = {
  wolves: new Set(['werewolf'] as never[]),
  prefer: {
    werewolf: ['villager'],
    seer: ['werewolf', 'villager'],
    'custom:nightOwl': ['werewolf', 'villager'],
    'custom:nightWatch': ['seer', 'witch'],
  } as never,
};

for (const [k, plan] of PLANS.entries()) {
  test(`${plan.board.name}: moderated to a winner on the page, replayed by the CLI`, async ({ page }) => {
    test.setTimeout(240_000);
    const r = await playBoard(page, plan.board, `2026${k}`, { ...TACTICS, ...plan });
    expectSeen(r, plan);
    await expectReplayAgrees(page, r);
    console.log(gameLine(plan.board, r));
  });
}
