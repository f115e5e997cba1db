// Boards of the source texts, shared by the order, script and CLI tests.
import type { Board } from '../../lib/generated/board';

/** docs/rules.md, Factions and side-kill counting, Basic Rules 初级: the common 12-player board with the idiot (预女猎白). */
export const YU_NV_LIE_BAI: Board = {
  name: '预女猎白',
  players: 12,
  roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 },
  rules: { family: 'langrensha' },
};

/** The same with the guard (预女猎守). */
export const YU_NV_LIE_SHOU: Board = {
  name: '预女猎守',
  players: 12,
  roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 },
};

/** Seed 003: 13 players dealt from 15 cards (thief + 2 bottom cards). */
export const FORUM_13: Board = {
  name: '13人网杀局',
  players: 13,
  roles: { werewolf: 4, villager: 6, seer: 1, witch: 1, hunter: 1, cupid: 1, thief: 1 },
  rules: { family: 'langrensha', sheriffElection: 'day2', lastWords: 'firstDeaths', lastWordsCount: 4, thiefMayKeep: true, thiefWolfRule: 'bothWolves' },
};

/** Every role of the catalogue on one 18-player board (thief: 20 cards); the bench and rule-table board. */
export const EVERY_ROLE: Board = {
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

/**
 * EVERY_ROLE and the roles beyond the first seventeen (30 players, thief: 32 cards): the script and
 * order readers' board for the new roles' rules, kept apart while the engine has no power modules for them.
 */
export const EVERY_CARD: Board = {
  name: 'every card',
  players: 30,
  roles: {
    ...EVERY_ROLE.roles,
    wolfKing: 1,
    knight: 1,
    gargoyle: 1,
    graveKeeper: 1,
    wolfRobot: 1,
    psychic: 1,
    dreamcatcher: 1,
    nightmare: 1,
    bloodMoon: 1,
    witcher: 1,
    magician: 1,
    crow: 1,
    spiritKnight: 1,
    mixedBlood: 1,
    cursedFox: 1,
    hiddenWolf: 1,
    wolfCub: 1,
    bigBadWolf: 1,
    lycan: 1,
    prince: 1,
    minion: 1,
    villagerVillager: 1,
    // No plain villager: the cards beyond the first seventeen take their seats (the order and script readers only count steps).
    villager: 0,
    fox: 1,
    bearTamer: 1,
    rustySwordKnight: 1,
    tanner: 1,
    cursed: 1,
  },
};

export const ids = (steps: { id: string }[]): string[] => steps.map((s) => s.id);
