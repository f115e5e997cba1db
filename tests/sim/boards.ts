// Boards for the simulator's tests: every preset, presets with house rules flipped, and random boards
// (random roles and random house rules from rules.schema.json), all checked by the board schema.
import rulesSchema from '../../schemas/rules.schema.json';
import { makeRng, type Rng } from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import { PRESETS } from '../../lib/catalogue/presets';
import { ROLES } from '../../lib/catalogue';
import { parseBoard } from '../../lib/input/schema';
import { ROLE_IDS, type RoleId } from '../../lib/catalogue/roles';

type Prop = { enum?: (string | number)[]; type?: string; minimum?: number; maximum?: number };
const PROPS = (rulesSchema as { properties: Record<string, Prop> }).properties;

/** A random value for every house rule (the family first, so that both families' defaults are exercised). */
export function randomRules(rng: Rng): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, p] of Object.entries(PROPS)) {
    if (key !== 'family' && rng.next() < 0.5) continue;
    if (p.enum) out[key] = p.enum[rng.int(p.enum.length)];
    else if (p.type === 'boolean') out[key] = rng.next() < 0.5;
    else if (p.type === 'integer') out[key] = (p.minimum ?? 0) + rng.int(Math.min(8, (p.maximum ?? 8) - (p.minimum ?? 0)) + 1);
  }
  return out;
}

const SPECIALS = ROLE_IDS.filter((r) => r !== 'villager' && r !== 'werewolf' && r !== 'thief');

/** A random valid board: 6–18 players, about a quarter wolves, some special roles, sometimes a thief. */
export function randomBoard(rng: Rng): Board {
  for (;;) {
    const players = 6 + rng.int(13);
    const roles: Partial<Record<RoleId, number>> = {};
    const add = (r: RoleId) => (roles[r] = (roles[r] ?? 0) + 1);
    const wolves = Math.max(1, Math.round(players / 4) + rng.int(2) - 1);
    let cards = 0;
    for (let i = 0; i < wolves; i++, cards++) {
      // The wolf cards with a power of their own the fuzzer deals (the white werewolf: docs/rules.md, the white werewolf).
      const special = rng.next() < 0.3 ? (['whiteWolfKing', 'wolfBeauty', 'demon', 'whiteWerewolf'] as const)[rng.int(4)] : 'werewolf';
      add(roles[special] && ROLES[special].unique ? 'werewolf' : special);
    }
    const nSpecial = rng.int(Math.min(6, players - wolves));
    for (let i = 0; i < nSpecial; i++) {
      const r = SPECIALS[rng.int(SPECIALS.length)];
      if (ROLES[r].faction === 'wolves') continue;
      if (roles[r] && (ROLES[r].unique || ROLES[r].copies)) continue;
      // A card dealt as a set comes at its fewest (the two sisters: both; docs/rules.md, The two sisters).
      for (let k = 0; k < (ROLES[r].copies?.min ?? 1); k++, cards++) add(r);
    }
    const thief = rng.next() < 0.25;
    const total = players + (thief ? 2 : 0);
    if (thief) {
      add('thief');
      cards++;
    }
    if (cards > total) continue;
    roles.villager = (roles.villager ?? 0) + total - cards;
    if (!roles.villager) delete roles.villager;
    const board = { name: `random ${players}`, players, roles, rules: randomRules(rng) };
    const p = parseBoard(board);
    if (p.ok) return p.value;
  }
}

/** Every preset, plus each preset with random house rules. */
export function presetBoards(rng: Rng): Board[] {
  const out: Board[] = [];
  for (const p of PRESETS) {
    out.push(p.board);
    const flipped = parseBoard({ ...p.board, rules: { ...randomRules(rng), family: p.board.rules?.family ?? 'langrensha' } });
    if (flipped.ok) out.push(flipped.value);
  }
  return out;
}

export { makeRng };
