// Issue 4 Speed: order + script for an 18-player board with every role, target < 5 ms median.
import type { Board } from '../lib/generated/board';
import { generateOrder } from '../lib/order/generate';
import { buildScript } from '../lib/script/build';
import { scriptMarkdown } from '../lib/script/markdown';
import { measure, print } from './util';

const EVERY_ROLE: Board = {
  name: 'every role',
  players: 18,
  roles: {
    werewolf: 2,
    whiteWolfKing: 1,
    wolfBeauty: 1,
    demon: 1,
    villager: 3,
    seer: 1,
    witch: 1,
    hunter: 1,
    guard: 1,
    idiot: 1,
    elder: 1,
    cupid: 1,
    thief: 1,
    littleGirl: 1,
    piper: 1,
    scapegoat: 1,
    wildChild: 1,
  },
};

export default function bench(): void {
  print(measure('order: 18 players, every role', () => generateOrder(EVERY_ROLE)));
  print(
    measure('order + script (zh and en Markdown): 18 players, every role', () => {
      generateOrder(EVERY_ROLE);
      const s = buildScript(EVERY_ROLE);
      scriptMarkdown(s, 'zh-CN');
      scriptMarkdown(s, 'en');
    }),
    5,
  );
}
