// One-click fixes: a fix is data (a label and a board patch); applyFix is the one pure function that
// applies any of them, so the designer page and the tests share it.
import type { Board } from '../generated/board';
import type { HouseRules } from '../generated/rules';
import { isRoleId, ROLE_IDS } from '../catalogue/roles';
import type { DraftFix } from './check';
import type { Ctx } from './context';
import { PLAIN_VILLAGER } from './facts';
import { cardName, msg, type Msg } from './text';
import type { CardId } from '../catalogue/card-role';
import type { BoardPatch } from './types';

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(n)));

/** The board with the fix's patch applied; the input is not changed. Role counts are absolute. */
export function applyFix(board: Board, fix: { label?: unknown; patch: BoardPatch }): Board {
  const patch: BoardPatch = fix.patch;
  const roles: Board['roles'] = {};
  for (const id of ROLE_IDS) {
    const n = patch.roles && id in patch.roles ? patch.roles[id] : board.roles[id];
    if (n !== undefined && n > 0) roles[id] = clamp(n, 0, 30);
  }
  // A custom card's count (custom:<name>): the patch's when it sets one, else the board's.
  const from = { ...(board.roles as Record<string, number>), ...(patch.roles as Record<string, number> | undefined) };
  for (const id of Object.keys(from)) {
    if (!isRoleId(id) && from[id] > 0) (roles as Record<string, number>)[id] = clamp(from[id], 0, 30);
  }
  const out: Board = { ...board, roles };
  if (patch.players !== undefined) out.players = clamp(patch.players, 3, 30);
  if (patch.rules) out.rules = { ...(board.rules ?? {}), ...patch.rules } as HouseRules;
  return out;
}

/** Fix: set `id` to `count` cards, the difference taken from / given to the villagers (count stays right). */
export function swapWithVillagers(ctx: Ctx, id: CardId, count: number, label: Msg): DraftFix | undefined {
  const delta = count - ctx.n(id);
  const villagers = ctx.n(PLAIN_VILLAGER) - delta;
  if (id === PLAIN_VILLAGER || villagers < 0 || count < 0 || count > 30 || villagers > 30) return undefined;
  return { label, patch: { roles: { [id]: count, [PLAIN_VILLAGER]: villagers } } };
}

/** Fix: set the plain villager cards to `count`. */
export function villagersFix(count: number, label: Msg): DraftFix {
  return { label, patch: { roles: { [PLAIN_VILLAGER]: count } } };
}

/** Fix: replace every card of `id` by a villager. */
export function replaceByVillagers(ctx: Ctx, id: CardId): DraftFix | undefined {
  return swapWithVillagers(ctx, id, 0, msg('validator.fix.replaceByVillagers', { n: ctx.n(id), role: cardName(ctx, id, true) }));
}

export function ruleFix<K extends keyof HouseRules>(key: K, value: NonNullable<HouseRules[K]>, label: Msg): DraftFix {
  return { label, patch: { rules: { [key]: value } as Partial<HouseRules> } };
}
