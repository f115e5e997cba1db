// Boards with custom cards for the engine's tests (docs/rules.md, Custom roles): the three presets' cards, the
// night owl (sees the exact card every other night), the night watch (a guard who may guard the same player twice
// running) and the mute wolf (a wolf card without its self-destruct).
import type { Board } from '../../lib/generated/board';
import type { CustomRole } from '../../lib/generated/custom-role';

export const NIGHT_OWL: CustomRole = {
  id: 'custom:nightOwl',
  names: { 'zh-CN': '夜枭', en: 'Night Owl' },
  faction: 'village',
  nightSteps: [
    {
      power: 'inspect',
      params: { sees: 'card', every: 2 },
      records: 'seat',
      order: { chinese: { after: 'seer' }, advanced: { after: 'seer' }, base: { after: 'seer' } },
      texts: {
        line: { 'zh-CN': '夜枭请睁眼，请选择要查验的玩家', en: 'Night owl, wake up and point at a player.' },
        closeLine: { 'zh-CN': '夜枭请闭眼', en: 'Night owl, close your eyes.' },
      },
    },
  ],
} as CustomRole;

export const NIGHT_WATCH: CustomRole = {
  id: 'custom:nightWatch',
  names: { 'zh-CN': '巡夜人', en: 'Night Watch' },
  faction: 'village',
  nightSteps: [
    {
      power: 'protect',
      params: { repeat: true },
      records: 'seatOrNone',
      order: { chinese: { after: 'guard' }, advanced: { after: 'guard' }, base: { after: 'guard' } },
      texts: { line: { 'zh-CN': '巡夜人请睁眼，今晚守护谁', en: 'Night watch, wake up: whom do you guard tonight?' } },
    },
  ],
} as CustomRole;

export const MUTE_WOLF: CustomRole = {
  id: 'custom:muteWolf',
  names: { 'zh-CN': '哑狼', en: 'Mute Wolf' },
  faction: 'wolves',
  dayPowers: [],
} as CustomRole;

/** A 9-player board: werewolf ×3, villager ×3, the witch, the night owl and the night watch. */
export const OWL_BOARD: Board = {
  name: 'Owl and watch',
  players: 9,
  roles: { werewolf: 3, villager: 3, witch: 1, 'custom:nightOwl': 1, 'custom:nightWatch': 1 },
  customRoles: [NIGHT_OWL, NIGHT_WATCH],
} as Board;
