// Boards the engine tests play on: the common 12-player boards, the 13-player thief board of Forum-13 Rules, an
// 18-player board with every role, and small boards that reach third-party wins quickly.
import type { Board } from '../../lib/generated/board';
import { EVERY_ROLE } from '../order/boards';

export const BOARDS: Board[] = [
  { name: '预女猎守', players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } },
  { name: '预女猎白', players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 } },
  { name: 'seed 003', players: 13, roles: { werewolf: 4, villager: 6, seer: 1, witch: 1, hunter: 1, cupid: 1, thief: 1 } },
  EVERY_ROLE,
  { name: 'piper 8', players: 8, roles: { werewolf: 2, villager: 2, seer: 1, witch: 1, piper: 1, cupid: 1 } },
  { name: 'wild 9', players: 9, roles: { werewolf: 2, villager: 2, seer: 1, guard: 1, elder: 1, wildChild: 1, scapegoat: 1 } },
];
