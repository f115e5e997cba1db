// The boards of the new roles (the standard 12-player ones, 纯白夜影, 灯影预言家 and the Ultimate Werewolf starter), moderated through the page at phone size: each board opened from
// a share link, dealt digitally with a seed, played to a winner by tapping legal choices (the driver in
// play-board.ts reads the step and the legal seats from the page and picks by the dealt cards), the record
// exported and replayed by `wolfboard replay --json` to the same winner and deaths. Along the way (the beats'
// “show” lines) the judge is shown what the new roles need: the wolf king's sign, the grave keeper's side, the
// card answers, and the knight's duel is recorded from its button.
import { test } from '@playwright/test';
import type { Board, RoleId } from '../../lib/engine/types';
import { expectReplayAgrees, expectSeen, gameLine, type Plan, playBoard, type Tactics } from './play-board';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

// Built inline (the presets of these boards live on another branch); the family's defaults for every rule.
const board = (name: string, roles: Board['roles']): Board => ({ name, players: 12, roles, rules: { family: 'langrensha' } });

const PLANS: Plan[] = [
  {
    board: board('狼王守卫', { werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    shown: [/👍 he may shoot if he dies tonight/, /Show the seer/],
    exileFirst: 'wolfKing',
    cause: 'shot',
    words: [/Wolf King Seat \d+ shoots Seat \d+/],
  },
  {
    board: board('狼美人骑士', { werewolf: 3, wolfBeauty: 1, villager: 4, seer: 1, witch: 1, guard: 1, knight: 1 }),
    shown: [/Show the seer/],
    day1: { act: 'duel', a11y: true },
    save: true,
    cause: 'duel',
    said: [/Seat \d+ reveals the knight and duels Seat \d+: Seat \d+ is a wolf and is out of the game\. Night falls at once\./],
    words: [/Knight Seat \d+ duels Seat \d+: a wolf, Seat \d+ is out and night falls/, /Seat \d+ died in a duel/],
  },
  {
    board: board('石像鬼守墓人', { werewolf: 3, gargoyle: 1, villager: 4, seer: 1, witch: 1, hunter: 1, graveKeeper: 1 }),
    shown: [/Show the gargoyle \(Seat \d+\) the card of Seat \d+: /, /Show the grave keeper \(Seat \d+\): yesterday’s exiled Seat \d+ was 👎 a wolf/],
    words: [/Gargoyle checks Seat \d+: Seer/],
  },
  {
    board: board('机械狼通灵师', { werewolf: 3, wolfRobot: 1, villager: 4, psychic: 1, witch: 1, hunter: 1, guard: 1 }),
    shown: [/Show the psychic \(Seat \d+\) the card of Seat \d+: /, /Show the wolf robot \(Seat \d+\) the card he learned, Seat \d+’s: Hunter/],
    // The Chinese order (the 狼人杀 default): the wolf robot learns after the witch, before the checks, so the
    // psychic's check on him already shows the card he learned (wolfRobotSeerSees learned).
    words: [/Psychic checks Seat \d+: Hunter/, /Wolf robot learns Seat \d+: Hunter/],
    save: true,
  },
  {
    board: board('狼王摄梦人', { werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, dreamcatcher: 1 }),
    shown: [/he may shoot if he dies tonight/],
    cause: 'dream',
    words: [/Dreamcatcher makes Seat \d+ sleepwalk/, /died sleepwalking/],
  },
  {
    board: board('梦魇守卫', { werewolf: 3, nightmare: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    shown: [/Show the seer/],
    words: [/Nightmare fears Seat \d+/],
    save: true,
  },
  {
    board: board('白狼王守卫', { werewolf: 3, whiteWolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    shown: [/Show the seer/],
    day1: { act: 'selfDestruct', by: 'whiteWolfKing', takes: ['seer'], a11y: false },
    words: [/Seat \d+ self-destructs and takes Seat \d+/],
  },
  {
    board: board('纯白夜影', { werewolf: 3, wolfWitch: 1, villager: 4, pureWhite: 1, witch: 1, hunter: 1, guard: 1 }),
    // Both check cards: the pure white's answer and the wolf witch's are shown to each as a card.
    shown: [/Show the pure white \(Seat \d+\) the card of Seat \d+: /, /Show the wolf witch \(Seat \d+\) the card of Seat \d+: /],
  },
  {
    // 灯影预言家: the mirror seer is signed the inverted answer (docs/rules.md, the mirror seer).
    board: board('灯影预言家', { werewolf: 3, wolfKing: 1, villager: 3, mirrorSeer: 1, seer: 1, witch: 1, guard: 1, knight: 1 }),
    shown: [/Sign the mirror seer \(Seat \d+\) the inverted answer: Seat \d+ is /, /Show the seer/],
    words: [/Mirror seer checks Seat \d+: told /],
  },
  // The stuttering judge (docs/rules.md, the stuttering judge): his sign tapped at the first day's end brings the
  // day back to a second vote, announced without naming him.
  {
    board: board('口吃法官', { werewolf: 3, villager: 4, stutteringJudge: 1, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    secondVote: true,
    shown: [/Show the seer/],
    said: [/The stuttering judge has made his sign: no new speeches, everyone votes a second time today\./],
    words: [/Stuttering judge Seat \d+ makes his sign: a second vote today/],
  },
  // The angel (docs/rules.md, the angel): day 0 opens the game, its exile vote before the first night.
  {
    board: board('天使', { werewolf: 3, villager: 4, angel: 1, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    shown: [/Show the seer/],
    said: [/This game opens with a day: speeches, then an exile vote, then night falls\./],
  },
  // The angel exiled by the opening vote wins at once (the driver exiles him as it would a wolf).
  {
    board: board('天使 (exiled)', { werewolf: 3, villager: 4, angel: 1, seer: 1, witch: 1, hunter: 1, guard: 1 }),
    wolves: new Set<RoleId>(['angel']),
    winner: 'angel',
    shown: [],
    said: [/This game opens with a day/],
  },
  {
    // The Ultimate Werewolf starter board (built here): the masons meet on night 1, the wolves win at parity.
    board: {
      name: 'Ultimate Werewolf starter',
      players: 10,
      roles: { werewolf: 1, wolfCub: 1, villager: 3, mason: 2, seer: 1, guard: 1, cursed: 1 },
      rules: { family: 'millersHollow', winCondition: 'parity' },
    },
    shown: [/Show the seer/],
  },
];

const TACTICS: Tactics = {
  wolves: new Set<RoleId>(['werewolf', 'wolfKing', 'wolfBeauty', 'gargoyle', 'wolfRobot', 'nightmare', 'whiteWolfKing', 'wolfWitch', 'wolfCub']),
  prefer: {
    werewolf: ['villager'],
    guard: ['seer', 'psychic', 'witch'],
    seer: ['werewolf', 'villager'],
    wolfBeauty: ['villager'],
    gargoyle: ['seer', 'witch', 'villager'],
    psychic: ['wolfRobot', 'werewolf'],
    wolfRobot: ['hunter'],
    dreamcatcher: ['seer'],
    nightmare: ['seer'],
    pureWhite: ['werewolf', 'wolfWitch', 'villager'],
    wolfWitch: ['pureWhite', 'villager'],
    mirrorSeer: ['werewolf', 'villager'],
  },
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
