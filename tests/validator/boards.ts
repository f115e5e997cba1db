// Boards shared by the validator tests (built in code so each case says what it changes).
import type { Board } from '../../lib/generated/board';
import type { HouseRules } from '../../lib/generated/rules';

export function board(players: number, roles: Board['roles'], rules?: HouseRules): Board {
  return rules ? { players, roles, rules } : { players, roles };
}

/** 预女猎白: Basic Rules 初级 12-player board with the idiot. */
export const B12 = board(12, { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 }, { family: 'langrensha' });
/** 预女猎守: the same with the guard. */
export const S12 = board(12, { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
/** Seed 003: 13 players dealt from 15 cards (seer, witch, hunter, cupid, thief, 4 wolves, 6 villagers). */
export const F13 = board(
  13,
  { werewolf: 4, villager: 6, seer: 1, witch: 1, hunter: 1, cupid: 1, thief: 1 },
  { family: 'langrensha', thiefBottomControl: false },
);

/** `base` with some role counts replaced (0 removes) and rules laid over. */
export function edit(base: Board, roles: Board['roles'], rules?: HouseRules): Board {
  const r: Record<string, number | undefined> = { ...base.roles };
  for (const [k, v] of Object.entries(roles)) {
    if (v) r[k] = v;
    else delete r[k];
  }
  return { ...base, roles: r, rules: { ...(base.rules ?? {}), ...(rules ?? {}) } };
}
